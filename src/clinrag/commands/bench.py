"""`clinrag bench ...`: latency and throughput of retrieval, pipelines, BM25, load and streams."""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING

from clinrag.commands.console import EXIT_SOME_FAILED
from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.evaluation.retrieval_bench import benchmark_retrieval
from clinrag.settings import Settings

if TYPE_CHECKING:
    from clinrag.evaluation.load_bench import LoadConfig
    from clinrag.evaluation.stream_bench import StreamConfig


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
    print("latency without labels (every label) | with labels (public,cardiology: half)")
    print(f"{'stage':<28}{'p50 ms':>10}{'p95 ms':>10}{'p50 ms':>12}{'p95 ms':>10}{'p95 +%':>9}")
    for stage, latency in report.stages.items():
        labelled = report.stages_with_labels.get(stage)
        if labelled is None:
            print(f"{stage:<28}{latency.p50_ms:>10.2f}{latency.p95_ms:>10.2f}")
            continue
        change = 100 * (labelled.p95_ms / latency.p95_ms - 1) if latency.p95_ms else 0.0
        print(
            f"{stage:<28}{latency.p50_ms:>10.2f}{latency.p95_ms:>10.2f}"
            f"{labelled.p50_ms:>12.2f}{labelled.p95_ms:>10.2f}{change:>+9.1f}"
        )
    print(f"HNSW recall@10 against exact search: {report.vector_recall_at_10:.3f}")
    print(
        f"ingest (parse, chunk, embed, write): {report.ingest_documents_per_second:.1f} docs/s, "
        f"{report.ingest_chunks_per_second:.1f} chunks/s"
    )


async def bench_pipeline(
    settings: Settings,
    *,
    chunks: int,
    queries: int,
    llm_latency_seconds: float,
    as_json: bool,
    database_url: str | None,
) -> None:
    from clinrag.evaluation.pipeline_bench import benchmark_pipeline

    models = await _models(settings)
    report = await benchmark_pipeline(
        settings,
        models,
        chunks=chunks,
        queries=queries,
        llm_latency_seconds=llm_latency_seconds,
        database_url=database_url,
        say=_say,
    )
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(
        f"chunks: {report.chunks}  questions per pipeline: {report.queries_per_pipeline}  "
        f"stand-in model latency: {report.llm_latency_seconds * 1000:.0f} ms per call  "
        f"reranker: {report.reranker}"
    )
    print(f"{'overhead (all but model time)':<40}{'p50 ms':>10}{'p95 ms':>10}")
    for name, latency in report.overhead.items():
        print(f"{name:<40}{latency.p50_ms:>10.1f}{latency.p95_ms:>10.1f}")
    for name, steps in report.steps.items():
        print(f"steps of {name}:")
        for step, latency in steps.items():
            print(f"  {step:<38}{latency.p50_ms:>10.1f}{latency.p95_ms:>10.1f}")
    print("model calls per question (service settings):")
    for mode, per_type in report.llm_calls_per_query_type.items():
        cells = "  ".join(f"{kind} {calls:.1f}" for kind, calls in per_type.items())
        print(f"  {mode:<10}{cells}")


def bench_bm25(*, chunks: int, queries: int, as_json: bool) -> None:
    from clinrag.evaluation.bm25_compare import compare_bm25

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


async def bench_load(settings: Settings, config: LoadConfig, *, as_json: bool) -> int:
    """Exit status 0 when every request sent has exactly one audit record and the chain
    holds, 1 otherwise."""
    from clinrag.evaluation.load_bench import run_load

    report = await run_load(settings, config, say=_say)
    if as_json:
        figures = {**dataclasses.asdict(report), "audit_complete": report.audit_complete}
        print(json.dumps(figures, indent=2))
    else:
        print("\n".join(report.lines()))
    return 0 if report.audit_complete and report.chain_valid else EXIT_SOME_FAILED


async def bench_stream(settings: Settings, config: StreamConfig, *, as_json: bool) -> None:
    from clinrag.evaluation.stream_bench import run_stream

    report = await run_stream(settings, config, say=_say)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
    else:
        print("\n".join(report.lines()))
