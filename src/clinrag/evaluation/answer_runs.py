"""Questions asked through the real query service, and what each cost: shared by the answer
evaluations (``answer_eval`` on the consensus set, ``research_eval`` on the trial abstracts),
so both ingest, ask and count the same way.

A run keeps the answer (None when the pipeline refused or failed: an error, not a refusal),
its trace (steps and model calls, as the audit log records them) and its wall time.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass

from sqlalchemy import select

from clinrag.components import (
    Models,
    Safeguards,
    build_ingestor,
    build_lexical,
    build_query_service,
    build_retriever,
)
from clinrag.domain import Answer, Mode, ParsedDocument, Strategy
from clinrag.errors import ClinragError
from clinrag.evaluation.metrics import percentile
from clinrag.evaluation.store import open_store
from clinrag.llm.base import LLM
from clinrag.pipelines.pause_store import PauseStore
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace, step_family
from clinrag.pipelines.verdict import VerdictReader
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.tables import Document
from clinrag.settings import Settings


@dataclass(frozen=True)
class Run:
    answer: Answer | None
    trace: Trace
    seconds: float

    @property
    def retried(self) -> bool:
        """The evidence failed its first grade and the query was searched again."""
        return retried(self.trace)

    @property
    def kind(self) -> str:
        """``generated``, ``extractive``, ``not_found``, or ``error:<code>`` naming the step
        that failed and its error code (``error:map_passages/llm_timeout``)."""
        if self.answer is not None:
            return self.answer.kind
        failed = next((s for s in self.trace.steps if s.status not in ("ok", "fallback")), None)
        if failed is None:
            return "error"
        return f"error:{failed.name}/{failed.details.get('error', failed.details.get('reason'))}"


GRADING_STEPS = frozenset({"grade", "rewrite_query", "retrieve_again"})


def retried(trace: Trace) -> bool:
    """Whether the evidence failed its first grade (a ``rewrite_query`` step ran)."""
    return any(step_family(step.name) == "rewrite_query" for step in trace.steps)


def grading_seconds(trace: Trace) -> float:
    """Seconds the grades and their retries took: the latency grading adds."""
    return sum(s.seconds for s in trace.steps if step_family(s.name) in GRADING_STEPS)


@dataclass(frozen=True)
class Asker:
    """The query service over an evaluation store, and the store's document sources by id
    (citations carry redacted sources; evaluations match on document ids)."""

    service: QueryService
    sources: dict[int, str]

    async def ask(self, question: str, *, mode: Mode, strategy: Strategy) -> Run:
        trace = Trace()
        started = time.perf_counter()
        try:
            answer: Answer | None = await self.service.answer(
                question, mode=mode, trace=trace, access=EVERY_LABEL, strategy=strategy
            )
        except ClinragError:
            answer = None
        return Run(answer, trace, time.perf_counter() - started)

    def cited_sources(self, answer: Answer) -> set[str]:
        return {self.sources.get(c.document_id, "") for c in answer.citations}


@asynccontextmanager
async def asker_over(
    settings: Settings,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    documents: Sequence[ParsedDocument],
    verdict_reader: VerdictReader | None = None,
) -> AsyncIterator[Asker]:
    """``documents`` ingested into the store ``settings`` names (unchanged ones are skipped),
    and a query service over it (``verdict_reader``: a held-out learned verdict reader)."""
    async with open_store(settings) as engine:
        lexical = build_lexical(engine, settings.retrieval)
        ingestor = build_ingestor(engine, lexical, models, safeguards.redactor, settings)
        await ingestor.ingest(documents)
        await lexical.sync()
        retriever = build_retriever(engine, lexical, models, settings.retrieval)
        # A flow that stops to ask (the agent's clarifications) keeps its pause here.
        pauses = PauseStore(engine, settings.pipeline.pause_ttl_seconds)
        service = build_query_service(
            retriever,
            models,
            safeguards,
            llm,
            settings,
            pauses=pauses,
            verdict_reader=verdict_reader,
        )
        async with engine.connect() as conn:
            rows = (await conn.execute(select(Document.id, Document.source))).tuples().all()
        yield Asker(service, dict(rows))


@dataclass(frozen=True)
class Cost:
    """Per question: wall time (p50, p95, mean), model time, model calls and prompt tokens
    (``tokens_in`` of each call, as the model server reported it: 0 when it reports none)."""

    p50_seconds: float
    p95_seconds: float
    seconds_per_question: float
    llm_seconds_per_question: float
    llm_calls_per_question: float
    prompt_tokens_per_question: float

    @staticmethod
    def of(runs: Sequence[Run]) -> Cost:
        if not runs:
            return Cost(0.0, 0.0, 0.0, 0.0, 0.0, 0.0)
        n = len(runs)
        seconds = [r.seconds for r in runs]
        return Cost(
            p50_seconds=percentile(seconds, 50),
            p95_seconds=percentile(seconds, 95),
            seconds_per_question=sum(seconds) / n,
            llm_seconds_per_question=sum(r.trace.llm_seconds for r in runs) / n,
            llm_calls_per_question=sum(len(r.trace.llm_calls) for r in runs) / n,
            prompt_tokens_per_question=sum(c.tokens_in for r in runs for c in r.trace.llm_calls)
            / n,
        )


def kinds(runs: Sequence[Run]) -> dict[str, int]:
    """How many answers of each ``answer_kind`` (and errors)."""
    return dict(sorted(Counter(r.kind for r in runs).items()))


def seconds_by_step(runs: Sequence[Run]) -> dict[str, float]:
    """Mean seconds per question spent in each step (model time included)."""
    total: dict[str, float] = {}
    for run in runs:
        for step in run.trace.steps:
            total[step.name] = total.get(step.name, 0.0) + step.seconds
    return {k: v / len(runs) for k, v in sorted(total.items())} if runs else {}
