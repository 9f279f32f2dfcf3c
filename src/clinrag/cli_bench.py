"""``clinrag bench``: the benchmarks that print latency figures (docs/benchmarks.md)."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from clinrag.cli_reports import corpus_size, report_command
from clinrag.settings import Settings


def _bench(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.bench import bench_retrieval

    asyncio.run(
        bench_retrieval(
            settings,
            chunks=args.chunks,
            queries=args.queries,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _bench_pipeline(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.bench import bench_pipeline

    asyncio.run(
        bench_pipeline(
            settings,
            chunks=args.chunks,
            queries=args.queries,
            llm_latency_seconds=args.llm_latency,
            as_json=args.json,
            database_url=args.database_url,
        )
    )


def _bench_bm25(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.bench import bench_bm25

    bench_bm25(chunks=args.chunks, queries=args.queries, as_json=args.json)


def _bench_load(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.bench import bench_load
    from clinrag.evaluation.load_bench import LoadConfig

    config = LoadConfig(
        clients=args.clients,
        seconds=args.seconds,
        llm_latency_seconds=args.llm_latency,
        shares={"attack": args.attacks, "question": args.questions, "audit_read": args.audit_reads},
        documents=args.documents,
        llm_concurrency=args.llm_concurrency,
        llm_queue_depth=args.llm_queue_depth,
        database_url=args.database_url,
    )
    raise SystemExit(asyncio.run(bench_load(settings, config, as_json=args.json)))


def _bench_stream(settings: Settings, args: argparse.Namespace) -> None:
    from clinrag.commands.bench import bench_stream
    from clinrag.evaluation.stream_bench import StreamConfig

    config = StreamConfig(
        questions=args.questions,
        strategies=tuple(s.strip() for s in args.strategies.split(",") if s.strip()),
        documents=args.documents,
        split=args.split,
        database_url=args.database_url,
    )
    asyncio.run(bench_stream(settings, config, as_json=args.json))


def add_bench_commands(commands: Any) -> None:
    bench = commands.add_parser("bench", help="benchmarks that print latency figures")
    benches = bench.add_subparsers(dest="benchmark", required=True)
    retrieval_bench = report_command(
        benches, "retrieval", "per-stage retrieval latency", _bench, store="clinrag_bench_N"
    )
    corpus_size(retrieval_bench, chunks=10_000, queries=200)
    pipeline_bench = report_command(
        benches,
        "pipeline",
        "pipeline overhead (all but model time) with a fixed-latency model",
        _bench_pipeline,
        store="clinrag_bench_N",
    )
    corpus_size(pipeline_bench, chunks=100_000, queries=100)
    pipeline_bench.add_argument(
        "--llm-latency", type=float, default=0.05, help="seconds each stand-in model call takes"
    )
    bm25_bench = report_command(
        benches, "bm25", "our BM25 index against bm25s and rank-bm25 (dev extras)", _bench_bm25
    )
    corpus_size(bm25_bench, chunks=10_000, queries=200)
    load_bench = report_command(
        benches,
        "load",
        "the service under concurrent clients on loopback (stand-in model): latency, "
        "statuses, audit completeness",
        _bench_load,
        store="temporary",
    )
    load_bench.add_argument("--clients", type=int, default=50, help="concurrent clients")
    load_bench.add_argument("--seconds", type=float, default=60.0, help="how long they send")
    load_bench.add_argument(
        "--llm-latency", type=float, default=1.0, help="seconds each stand-in model call takes"
    )
    load_bench.add_argument(
        "--llm-concurrency", type=int, default=16, help="CLINRAG_LLM__MAX_CONCURRENT_CALLS"
    )
    load_bench.add_argument(
        "--llm-queue-depth", type=int, default=32, help="CLINRAG_LLM__QUEUE_DEPTH"
    )
    load_bench.add_argument(
        "--documents", type=int, default=100, help="sample abstracts ingested first"
    )
    for share, default, what in (
        ("attacks", 0.4, "known attacks the guard refuses (422)"),
        ("questions", 0.4, "consensus questions through the pipeline"),
        ("audit-reads", 0.2, "GET /v1/audit/queries?limit=10 (compliance key)"),
    ):
        load_bench.add_argument(
            f"--{share}", type=float, default=default, help=f"share of requests: {what}"
        )
    stream_bench = report_command(
        benches,
        "stream",
        "time to the evidence, the first answer token and the end on /v1/query/stream, "
        "embedded model, per synthesis strategy",
        _bench_stream,
        store="temporary",
    )
    stream_bench.add_argument(
        "--questions", type=int, default=6, help="research questions per strategy (+1 warm-up)"
    )
    stream_bench.add_argument(
        "--strategies", default="direct,map_reduce,extractive", help="comma-separated"
    )
    stream_bench.add_argument(
        "--split", default="dev", choices=("dev", "test"), help="research questions' split"
    )
    stream_bench.add_argument(
        "--documents", type=int, default=100, help="sample abstracts ingested besides theirs"
    )
