"""`clinrag bench bm25 --chunks N`: our BM25 index against bm25s and rank-bm25, same texts.

Why this exists: the design named rank-bm25; the choice of BM25 implementation is made by
this benchmark (docs/benchmarks.md). Measured per implementation: index build, query latency
(top 50, one query at a time), and what adding 1,000 chunks to a built index costs (a full
rebuild for the two libraries, which cannot add documents). bm25s and rank-bm25 are dev
extras; the command says so when they are missing.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from clinrag.evaluation.metrics import percentile
from clinrag.evaluation.synthetic_corpus import synthetic_queries, synthetic_texts
from clinrag.retrieval.analysis import STOPWORDS, analyze
from clinrag.retrieval.lexical import BM25Index

ADDED = 1_000
TOP = 50
RANK_BM25_QUERIES = 20
"""rank-bm25 scores every document in Python; 20 queries are enough to see its latency."""


@dataclass(frozen=True)
class Implementation:
    name: str
    build_seconds: float
    query_p50_ms: float
    query_p95_ms: float
    add_1000_seconds: float
    """Time to make 1,000 new chunks searchable in an index of N."""
    top10_overlap_with_ours: float | None


@dataclass(frozen=True)
class BM25Comparison:
    chunks: int
    queries: int
    implementations: list[Implementation]


def _timed(run: Callable[[], object]) -> float:
    started = time.perf_counter()
    run()
    return time.perf_counter() - started


def _latencies(
    queries: list[str], search: Callable[[str], list[int]]
) -> tuple[float, float, list[list[int]]]:
    seconds, results = [], []
    for query in queries:
        started = time.perf_counter()
        results.append(search(query))
        seconds.append(time.perf_counter() - started)
    return percentile(seconds, 50) * 1000, percentile(seconds, 95) * 1000, results


def _overlap(ours: list[list[int]], theirs: list[list[int]]) -> float:
    shares = [
        len(set(a[:10]) & set(b[:10])) / max(1, len(a[:10]))
        for a, b in zip(ours, theirs, strict=False)
    ]
    return sum(shares) / max(1, len(shares))


def compare_bm25(chunks: int, queries: int = 200, seed: int = 11) -> BM25Comparison:
    try:
        import bm25s
        import Stemmer
        from rank_bm25 import BM25Okapi
    except ImportError as exc:
        raise SystemExit(
            "clinrag bench bm25 compares against bm25s and rank-bm25: "
            "install the dev extras (make install)"
        ) from exc
    rng = np.random.default_rng(seed)
    texts = synthetic_texts(chunks + ADDED, rng)
    base, extra = texts[:chunks], texts[chunks:]
    probes = synthetic_queries(queries, rng)
    ids = list(range(chunks))

    ours = BM25Index()
    build = _timed(lambda: ours.update(ids, base, []))
    p50, p95, our_results = _latencies(
        probes, lambda q: [h.chunk_id for h in ours.search(q, TOP).hits]
    )
    add = _timed(lambda: ours.update(list(range(chunks, chunks + ADDED)), extra, []))
    results = [Implementation("clinrag BM25Index", build, p50, p95, add, None)]
    ours.update([], [], list(range(chunks, chunks + ADDED)))

    stemmer = Stemmer.Stemmer("english")

    def build_bm25s(corpus: list[str]) -> bm25s.BM25:
        index = bm25s.BM25(k1=1.2, b=0.75, backend="numpy")
        tokens = bm25s.tokenize(
            corpus, stopwords=list(STOPWORDS), stemmer=stemmer, show_progress=False
        )
        index.index(tokens, show_progress=False)
        return index

    started = time.perf_counter()
    lib = build_bm25s(base)
    build = time.perf_counter() - started

    def search_bm25s(query: str) -> list[int]:
        tokens = bm25s.tokenize(
            [query], stopwords=list(STOPWORDS), stemmer=stemmer, show_progress=False
        )
        found, _ = lib.retrieve(tokens, k=TOP, show_progress=False, n_threads=1)
        return [int(i) for i in found[0]]

    p50, p95, lib_results = _latencies(probes, search_bm25s)
    add = _timed(lambda: build_bm25s(base + extra))
    results.append(
        Implementation(
            "bm25s 0.3.16 (numpy)", build, p50, p95, add, _overlap(our_results, lib_results)
        )
    )

    tokenized = [analyze(text) for text in base]
    started = time.perf_counter()
    okapi = BM25Okapi(tokenized, k1=1.2, b=0.75)
    build = time.perf_counter() - started

    def search_okapi(query: str) -> list[int]:
        scores = okapi.get_scores(analyze(query))
        top = np.argpartition(-scores, TOP)[:TOP]
        return [int(i) for i in top[np.argsort(-scores[top])]]

    few = probes[:RANK_BM25_QUERIES]
    p50, p95, okapi_results = _latencies(few, search_okapi)
    add = _timed(lambda: BM25Okapi(tokenized + [analyze(t) for t in extra], k1=1.2, b=0.75))
    results.append(
        Implementation(
            "rank-bm25 0.2.2 BM25Okapi", build, p50, p95, add, _overlap(our_results, okapi_results)
        )
    )
    return BM25Comparison(chunks, queries, results)
