"""Pipeline overhead: everything a question costs except the model's own time.

The synthetic corpus of the retrieval benchmark (``clinrag_bench_N``), the real embedder,
guard, redactor and retriever, and ``ExtractiveLLM`` with a fixed latency in place of the model.
Overhead per query = wall time - the model calls' seconds. The agentic runs use questions
decomposed into four sub-queries (the most the pipeline allows) and reflection turned off, so
the figure is the worst case of one round; the number of model calls per query type is
counted with the service's own settings.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import get_args

import numpy as np
from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.components import (
    Models,
    build_lexical,
    build_query_service,
    build_retriever,
    build_safeguards,
)
from clinrag.domain import Mode
from clinrag.errors import InputRejected
from clinrag.evaluation.extractive_llm import ExtractiveLLM, classify
from clinrag.evaluation.metrics import Latency
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.evaluation.synthetic_corpus import (
    cluster_centers,
    ensure_bench_corpus,
    synthetic_queries,
)
from clinrag.ingest.ingestor import chunk_phi_spans
from clinrag.llm.schemas import MAX_SUB_QUERIES
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace, step_family
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.tables import Chunk
from clinrag.security.redaction import Redactor
from clinrag.setting_groups.pipeline import PipelineSettings, QueryClassifierKind
from clinrag.settings import Settings

PHI_PREFIX = "For my patient Maria Gonzalez, MRN 00471138, seen on 03/14/2024: "
QUESTION_SHAPES = {
    "SIMPLE": "{a}?",
    "COMPARATIVE": "Is {a} better than {b}?",
    "MULTI_STEP": "Which {a}, and then {b}?",
    "TEMPORAL": "How has {a} changed since 2015?",
}


@dataclass(frozen=True)
class PipelineBenchReport:
    chunks: int
    queries_per_pipeline: int
    llm_latency_seconds: float
    reranker: str | None
    overhead: dict[str, Latency]
    """Pipeline → wall time minus model time."""
    steps: dict[str, dict[str, Latency]]
    """Pipeline → step → time outside the model."""
    llm_calls_per_query_type: dict[str, dict[str, float]]
    """Mode → query type → mean model calls per question (service defaults)."""


async def benchmark_pipeline(
    settings: Settings,
    models: Models,
    *,
    chunks: int,
    queries: int = 100,
    llm_latency_seconds: float = 0.05,
    seed: int = 7,
    database_url: str | None = None,
    say: Callable[[str], None] = lambda _: None,
) -> PipelineBenchReport:
    bench_settings = settings_for_store(settings, f"clinrag_bench_{chunks}", database_url)
    say("loading the guard and the redactor")
    safeguards = build_safeguards(settings, models)
    async with open_store(bench_settings) as engine:
        await ensure_bench_corpus(engine, chunks, seed, cluster_centers(seed), say)
        lexical = build_lexical(engine, settings.retrieval)
        say("building the BM25 index from the database")
        await lexical.sync()
        retriever = build_retriever(engine, lexical, models, settings.retrieval)
        phrases = synthetic_queries(queries * 2, np.random.default_rng(seed + 3))
        simple = [PHI_PREFIX + QUESTION_SHAPES["SIMPLE"].format(a=p) for p in phrases[:queries]]
        compound = [
            PHI_PREFIX + QUESTION_SHAPES["MULTI_STEP"].format(a=a, b=b)
            for a, b in zip(phrases[:queries], phrases[queries:], strict=True)
        ]

        def service(llm: ExtractiveLLM, pipeline: PipelineSettings) -> QueryService:
            tuned = settings.model_copy(update={"pipeline": pipeline})
            return build_query_service(retriever, models, safeguards, llm, tuned)

        # The stand-in model's cue words route the compound questions to 4 sub-queries (the
        # worst case measured); the embedding classifier, on these synthetic phrases, may not.
        no_reflection = settings.pipeline.model_copy(
            update={"reflect_below_confidence": 0.0, "classifier": QueryClassifierKind.MODEL}
        )
        timed = ExtractiveLLM(llm_latency_seconds, sub_queries=MAX_SUB_QUERIES)
        runs: dict[str, tuple[Mode, Sequence[str]]] = {
            "classical": ("classical", simple),
            f"agentic ({MAX_SUB_QUERIES} sub-queries)": ("agentic", compound),
        }
        overhead: dict[str, Latency] = {}
        steps: dict[str, dict[str, Latency]] = {}
        reranker = None
        for name, (mode, questions) in runs.items():
            query_service = service(timed, no_reflection)
            say(f"{name}: a first pass, then storing the PHI spans of every chunk it retrieved")
            touched: set[int] = set()
            for question in questions:
                trace = Trace()
                await query_service.answer(question, mode=mode, trace=trace, access=EVERY_LABEL)
                touched |= _retrieved_chunk_ids(trace)
            await _scan_chunks(engine, safeguards.redactor, touched)
            say(f"timing {len(questions)} questions through the {name} pipeline")
            totals: list[float] = []
            per_step: dict[str, list[float]] = {}
            for question in questions:
                trace = Trace()
                started = time.perf_counter()
                answer = await query_service.answer(
                    question, mode=mode, trace=trace, access=EVERY_LABEL
                )
                totals.append(time.perf_counter() - started - trace.llm_seconds)
                reranker = answer.reranker
                llm_by_step = {call.step: call.seconds for call in trace.llm_calls}
                for step in trace.steps:
                    outside = step.seconds - llm_by_step.get(step.name, 0.0)
                    per_step.setdefault(step_family(step.name), []).append(outside)
            overhead[name] = Latency.of(totals)
            steps[name] = {step: Latency.of(values) for step, values in per_step.items()}
        say("counting model calls per query type with the service's settings")
        calls = await _calls_per_type(service(ExtractiveLLM(), settings.pipeline), phrases[:20])
    return PipelineBenchReport(
        chunks=chunks,
        queries_per_pipeline=queries,
        llm_latency_seconds=llm_latency_seconds,
        reranker=reranker,
        overhead=overhead,
        steps=steps,
        llm_calls_per_query_type=calls,
    )


def _retrieved_chunk_ids(trace: Trace) -> set[int]:
    return {
        chunk["chunk_id"]
        for step in trace.steps
        if step.name.startswith("retrieve")
        for chunk in step.details.get("chunks", [])
    }


async def _scan_chunks(engine: AsyncEngine, redactor: Redactor, chunk_ids: set[int]) -> None:
    """What ingestion does for every chunk (the synthetic corpus is bulk-loaded without it):
    locate the PHI of the chunks the benchmark retrieves, so query time applies stored spans."""
    async with engine.begin() as conn:
        rows = (
            await conn.execute(
                select(
                    Chunk.id, Chunk.text, Chunk.section, Chunk.metadata_.label("metadata")
                ).where(Chunk.id.in_(sorted(chunk_ids)), Chunk.phi_spans.is_(None))
            )
        ).all()
        for row in rows:
            spans = await asyncio.to_thread(
                chunk_phi_spans,
                redactor,
                row.text,
                str(row.metadata.get("title", "")),
                str(row.metadata.get("source", "")),
                row.section,
            )
            await conn.execute(update(Chunk).where(Chunk.id == row.id).values(phi_spans=spans))


async def _calls_per_type(
    query_service: QueryService, phrases: Sequence[str]
) -> dict[str, dict[str, float]]:
    result: dict[str, dict[str, float]] = {}
    for mode in get_args(Mode):
        for query_type, shape in QUESTION_SHAPES.items():
            counts = []
            for a, b in zip(phrases[::2], phrases[1::2], strict=False):
                question = shape.format(a=a, b=b)
                if classify(question) != query_type:
                    continue
                trace = Trace()
                try:
                    await query_service.answer(question, mode=mode, trace=trace, access=EVERY_LABEL)
                except InputRejected:
                    continue  # the guard's false positives are the guard evaluation's business
                counts.append(len(trace.llm_calls))
            if counts:
                result.setdefault(mode, {})[query_type] = sum(counts) / len(counts)
    return result
