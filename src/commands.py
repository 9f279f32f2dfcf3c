"""The long-running CLI commands: ingest, eval, bench. Progress goes to stderr, results to stdout.

Each loads the models once, works through the same components the server uses
(``src.components``) and prints a summary a person can read, or JSON with ``--json``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import func, select
from tqdm import tqdm

from src.components import Models, build_ingestor, build_lexical, build_models
from src.evaluation.datasets import load_consensus
from src.evaluation.retrieval_bench import benchmark_retrieval
from src.evaluation.retrieval_eval import evaluate_retrieval
from src.evaluation.store import open_store, settings_for_store
from src.retrieval.sources import collect
from src.retrieval.tables import Document
from src.settings import Settings

EXIT_SOME_FAILED = 1


def _say(message: str) -> None:
    print(f"clinrag: {message}", file=sys.stderr, flush=True)


async def _models(settings: Settings) -> Models:
    _say("loading models")
    return await asyncio.to_thread(build_models, settings)


async def ingest_paths(settings: Settings, paths: Sequence[Path], *, if_empty: bool) -> int:
    """Exit status: 0 when every file went in (or was already there), 1 when some failed."""
    async with open_store(settings) as engine:
        if if_empty:
            async with engine.connect() as conn:
                held = await conn.scalar(select(func.count()).select_from(Document))
            if held:
                _say(f"the document store already holds {held} documents; nothing to do")
                return 0
        collected = await asyncio.to_thread(
            collect, paths, max_bytes=settings.ingest.max_document_bytes
        )
        for path, reason in collected.failures.items():
            _say(f"refused {path}: {reason}")
        models = await _models(settings)
        lexical = build_lexical(engine, settings.retrieval)
        ingestor = build_ingestor(engine, lexical, models, settings)
        with tqdm(
            total=len(collected.documents), unit="doc", desc="ingest", file=sys.stderr
        ) as bar:
            summary = await ingestor.ingest(collected.documents, progress=bar.update)
    print(
        f"documents: {summary.documents}  chunks: {summary.chunks}  "
        f"skipped: {summary.skipped} (unchanged, duplicate or empty)  "
        f"failed: {len(collected.failures)} files  ignored: {collected.ignored} files  "
        f"seconds: {summary.seconds:.1f}"
    )
    return EXIT_SOME_FAILED if collected.failures else 0


async def eval_retrieval(settings: Settings, *, as_json: bool, database_url: str | None) -> None:
    data = load_consensus()
    store = settings_for_store(settings, "clinrag_eval", database_url)
    models = await _models(settings)
    _say(
        f"ingesting {len(data.documents)} claims (skipped when unchanged), "
        f"then {len(data.queries)} queries x 6 modes"
    )
    with tqdm(total=len(data.queries), unit="query", desc="eval", file=sys.stderr) as bar:
        report = await evaluate_retrieval(store, data, models, progress=bar.update)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"consensus retrieval set: {report.queries} queries, {report.documents} documents")
    print(f"reranker: {report.reranker}   seconds: {report.seconds:.1f}")
    print(f"{'mode':<15}{'nDCG@10':>9}{'R@10':>8}{'R@100':>8}{'MRR':>8}")
    for mode, s in report.scores.items():
        print(
            f"{mode:<15}{s.ndcg_at_10:>9.4f}{s.recall_at_10:>8.4f}{s.recall_at_100:>8.4f}{s.mrr:>8.4f}"
        )


async def bench_retrieval(
    settings: Settings, *, chunks: int, queries: int, as_json: bool, database_url: str | None
) -> None:
    models = await _models(settings)
    report = await benchmark_retrieval(
        settings, models, chunks=chunks, queries=queries, database_url=database_url, say=_say
    )
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"chunks: {report.chunks}  queries: {report.queries}  reranker: {report.reranker}")
    if report.bulk_load_seconds is not None:
        print(f"bulk load + HNSW build: {report.bulk_load_seconds:.1f} s")
    print(f"BM25 index build from the database: {report.lexical_build_seconds:.1f} s")
    print(f"{'stage':<28}{'p50 ms':>10}{'p95 ms':>10}")
    for stage, latency in report.stages.items():
        print(f"{stage:<28}{latency.p50_ms:>10.2f}{latency.p95_ms:>10.2f}")
    print(f"HNSW recall@10 against exact search: {report.vector_recall_at_10:.3f}")
    print(
        f"ingest (parse, chunk, embed, write): {report.ingest_documents_per_second:.1f} docs/s, "
        f"{report.ingest_chunks_per_second:.1f} chunks/s"
    )


def bench_bm25(*, chunks: int, queries: int, as_json: bool) -> None:
    from src.evaluation.bm25_compare import compare_bm25

    _say(f"building three BM25 indexes over {chunks} synthetic chunks")
    report = compare_bm25(chunks, queries)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"chunks: {report.chunks}  queries: {report.queries} (rank-bm25: 20)")
    header = (
        f"{'implementation':<28}{'build s':>9}{'p50 ms':>9}{'p95 ms':>9}{'+1000 s':>9}{'top10=':>8}"
    )
    print(header)
    for row in report.implementations:
        overlap = (
            "-" if row.top10_overlap_with_ours is None else f"{row.top10_overlap_with_ours:.2f}"
        )
        print(
            f"{row.name:<28}{row.build_seconds:>9.1f}{row.query_p50_ms:>9.2f}"
            f"{row.query_p95_ms:>9.2f}{row.add_1000_seconds:>9.2f}{overlap:>8}"
        )
