"""`clinrag bench retrieval --chunks N`: latency per retrieval stage at corpus size N.

The corpus is synthetic but shaped like the real one: chunk texts are 150-250-word mixes of
sentences from the shipped PubMed abstracts, and vectors are clustered (random i.i.d. vectors
would make HNSW look both faster and worse than it is). It is bulk-loaded once into its own
database (`clinrag_bench_<N>`), the HNSW index built after the load, and kept for later runs.
Query vectors are synthetic too, drawn near the same clusters; the real embedder's query
latency and the real ingest path's throughput are measured separately.

The corpus and its queries are made in ``synthetic_corpus.py``. Documents carry access labels
in turn (``LABELS`` there: a quarter each), and every query is timed twice, in alternating
order: under every label (no access predicate, as before labels existed) and under
``BENCH_SCOPE`` (half of the corpus readable), so the two sets of figures share the machine's
noise.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from sqlalchemy import select, text

from clinrag.components import (
    Models,
    build_ingestor,
    build_lexical,
    build_redactor,
    build_retriever,
)
from clinrag.domain import ParsedDocument
from clinrag.evaluation.metrics import Latency
from clinrag.evaluation.search_bench import time_searches
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.evaluation.synthetic_corpus import cluster_centers, ensure_bench_corpus, query_samples
from clinrag.ingest.parsing import parse_document
from clinrag.retrieval.access import EVERY_LABEL, AccessScope
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.filters import NO_FILTER
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.tables import Chunk
from clinrag.settings import Settings
from clinrag.shipped_data import SAMPLE_CORPUS

SUB_QUERIES = 4
BENCH_SCOPE = AccessScope.of(("public", "cardiology"))
"""The key the "with labels" figures run as: half of the corpus is readable."""
STAGES = ("lexical", "vector", "fusion_dedup", "rerank")


@dataclass(frozen=True)
class RetrievalBenchReport:
    chunks: int
    queries: int
    reranker: str | None
    bulk_load_seconds: float | None
    """None when the corpus was already there from an earlier run."""
    lexical_build_seconds: float
    stages: dict[str, Latency]
    """Every label readable: no access predicate (as before labels existed)."""
    stages_with_labels: dict[str, Latency]
    """The same queries under ``BENCH_SCOPE`` (half the corpus readable)."""
    vector_recall_at_10: float
    """HNSW top 10 against an exact scan, over 50 queries, at the configured ef_search."""
    ingest_documents_per_second: float
    ingest_chunks_per_second: float


async def benchmark_retrieval(
    settings: Settings,
    models: Models,
    *,
    chunks: int,
    queries: int = 200,
    seed: int = 7,
    database_url: str | None = None,
    say: Callable[[str], None] = lambda _: None,
) -> RetrievalBenchReport:
    centers = cluster_centers(seed)
    bench_settings = settings_for_store(settings, f"clinrag_bench_{chunks}", database_url)
    async with open_store(bench_settings) as engine:
        load_seconds = await ensure_bench_corpus(engine, chunks, seed, centers, say)
        lexical = build_lexical(engine, settings.retrieval)
        say("building the BM25 index from the database")
        started = time.perf_counter()
        await lexical.sync()
        lexical_build = time.perf_counter() - started
        retriever = build_retriever(engine, lexical, models, settings.retrieval)
        unreranked = build_retriever(engine, lexical, models, settings.retrieval, rerank=False)
        samples = query_samples(queries, np.random.default_rng(seed + 2), centers)
        say(f"timing {queries} queries, then {queries // SUB_QUERIES} x {SUB_QUERIES} concurrent")
        for query, vector in samples[:10]:  # warm caches, the pool, each scope's allowed set
            for scope in (EVERY_LABEL, BENCH_SCOPE):
                await retriever.retrieve(
                    [query], NO_FILTER, access=scope, query_vectors=vector[None, :]
                )
        stage_samples: dict[str, list[float]] = {}
        labelled_samples: dict[str, list[float]] = {}
        reranker = None
        for number, (query, vector) in enumerate(samples):
            runs = [(EVERY_LABEL, stage_samples), (BENCH_SCOPE, labelled_samples)]
            for scope, into in runs if number % 2 == 0 else runs[::-1]:
                reranker = await _timed(retriever, query, vector, scope, into)
        for first in range(0, len(samples) - SUB_QUERIES + 1, SUB_QUERIES):
            group = samples[first : first + SUB_QUERIES]
            started = time.perf_counter()
            await unreranked.retrieve(
                [q for q, _ in group],
                NO_FILTER,
                access=EVERY_LABEL,
                query_vectors=np.stack([v for _, v in group]),
            )
            stage_samples.setdefault("concurrent_4_sub_queries", []).append(
                time.perf_counter() - started
            )
        say("timing POST /v1/search's work after its intake, per mode")
        redactor = build_redactor(settings.security)
        for scope, into in ((EVERY_LABEL, stage_samples), (BENCH_SCOPE, labelled_samples)):
            into |= await time_searches(engine, retriever, redactor, samples, access=scope)
        for query, _ in samples[:50]:
            started = time.perf_counter()
            await asyncio.to_thread(models.embedder.embed, [query])
            stage_samples.setdefault("query_embedding", []).append(time.perf_counter() - started)
        say("measuring HNSW recall@10 against exact search on 50 queries")
        recall = await _vector_recall(
            ChunkStore(engine, settings.retrieval.ef_search), [v for _, v in samples[:50]]
        )
    docs_per_s, chunks_per_s = await _ingest_throughput(settings, models, database_url, say)
    return RetrievalBenchReport(
        chunks=chunks,
        queries=queries,
        reranker=reranker,
        bulk_load_seconds=load_seconds,
        lexical_build_seconds=lexical_build,
        stages={stage: Latency.of(values) for stage, values in stage_samples.items()},
        stages_with_labels={
            stage: Latency.of(values) for stage, values in labelled_samples.items()
        },
        vector_recall_at_10=recall,
        ingest_documents_per_second=docs_per_s,
        ingest_chunks_per_second=chunks_per_s,
    )


async def _timed(
    retriever: HybridRetriever,
    query: str,
    vector: np.ndarray,
    scope: AccessScope,
    into: dict[str, list[float]],
) -> str | None:
    """One retrieval under ``scope``, its stage seconds appended to ``into``; its reranker."""
    started = time.perf_counter()
    outcome = await retriever.retrieve(
        [query], NO_FILTER, access=scope, query_vectors=vector[None, :]
    )
    total = time.perf_counter() - started
    seconds = outcome.stage_seconds
    for stage in STAGES:
        into.setdefault(stage, []).append(seconds.get(stage, 0.0))
    into.setdefault("retrieval_without_rerank", []).append(
        total - seconds.get("rerank", 0.0) - seconds.get("embed", 0.0)
    )
    into.setdefault("total", []).append(total)
    return outcome.reranker


async def _vector_recall(store: ChunkStore, vectors: list[np.ndarray]) -> float:
    found = 0
    for vector in vectors:
        approximate = await store.nearest(vector, 10, NO_FILTER, access=EVERY_LABEL)
        async with store.engine.connect() as conn, conn.begin():
            await conn.execute(text("SET LOCAL enable_indexscan = off"))
            distance = Chunk.embedding.cosine_distance(vector.tolist())
            exact = (await conn.scalars(select(Chunk.id).order_by(distance).limit(10))).all()
        found += len({h.chunk_id for h in approximate} & set(exact))
    return found / (10 * max(1, len(vectors)))


async def _ingest_throughput(
    settings: Settings, models: Models, database_url: str | None, say: Callable[[str], None]
) -> tuple[float, float]:
    """The real ingest path (parse, chunk, embed, locate PHI, write) on 64 shipped abstracts."""
    documents: list[ParsedDocument] = parse_document(
        SAMPLE_CORPUS.name, SAMPLE_CORPUS.read_bytes(), max_bytes=1 << 30
    )[:64]
    say("timing the real ingest path on 64 abstracts")
    store = settings_for_store(settings, "clinrag_bench_ingest", database_url)
    async with open_store(store) as engine:
        async with engine.begin() as conn:
            await conn.execute(text("TRUNCATE documents, chunks RESTART IDENTITY CASCADE"))
        lexical = build_lexical(engine, settings.retrieval)
        redactor = build_redactor(settings.security)
        ingestor = build_ingestor(engine, lexical, models, redactor, settings)
        summary = await ingestor.ingest(documents)
    return summary.documents / summary.seconds, summary.chunks / summary.seconds
