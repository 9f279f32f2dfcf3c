"""The retrieval benches' synthetic corpus, shaped like the real one: chunk texts are 150-250-word
mixes of sentences from the shipped PubMed abstracts, vectors are clustered (random i.i.d. vectors
would make HNSW look both faster and worse than it is), and documents carry access labels in
turn. Loaded once per store with COPY, the HNSW index built after the load. Apart from
``retrieval_bench.py``, which times retrieval on it, because ``bench pipeline`` and ``bench
bm25`` use the same corpus and queries.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import numpy as np
from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.ingest.parsing import parse_document
from clinrag.retrieval.tables import EMBEDDING_DIMENSION, Chunk, Document
from clinrag.shipped_data import SAMPLE_CORPUS

CLUSTERS = 256
CHUNKS_PER_DOCUMENT = 10
BUCKETS = ("guidelines", "trials", "protocols")
LABELS = ("public", "cardiology", "psychiatry", "incidents")
"""Document ``d`` is labelled ``LABELS[d % 4]``."""
NO_PHI = json.dumps({"text": [], "title": [], "source": [], "section": []})
"""Every synthetic chunk as the ingest path stores a scanned chunk without identifiers: a
search then redacts its hits with stored spans, as in service."""


def _sentences() -> list[str]:
    documents = parse_document(SAMPLE_CORPUS.name, SAMPLE_CORPUS.read_bytes(), max_bytes=1 << 30)
    pool = [s.strip() + "." for d in documents for s in d.full_text.split(". ") if len(s) > 40]
    return pool


def synthetic_texts(n: int, rng: np.random.Generator) -> list[str]:
    """Chunk-sized (150-250 words) mixes of sentences from the shipped abstracts."""
    pool = _sentences()
    texts = []
    for _ in range(n):
        words: list[str] = []
        target = int(rng.integers(150, 250))
        while len(words) < target:
            words += pool[int(rng.integers(len(pool)))].split()
        texts.append(" ".join(words[:target]))
    return texts


def synthetic_queries(n: int, rng: np.random.Generator) -> list[str]:
    """Four to eight consecutive words from a random sentence of the shipped abstracts."""
    pool = _sentences()
    queries = []
    for _ in range(n):
        words = pool[int(rng.integers(len(pool)))].split()
        start = int(rng.integers(max(1, len(words) - 6)))
        queries.append(" ".join(words[start : start + int(rng.integers(4, 9))]))
    return queries


def _corpus(n: int, rng: np.random.Generator, centers: np.ndarray) -> tuple[list[str], np.ndarray]:
    """Texts and clustered unit vectors."""
    texts = synthetic_texts(n, rng)
    assignment = rng.integers(CLUSTERS, size=n)
    vectors = centers[assignment] + rng.normal(scale=0.8, size=(n, EMBEDDING_DIMENSION))
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    return texts, vectors.astype(np.float32)


async def _load(engine: AsyncEngine, texts: list[str], vectors: np.ndarray) -> None:
    """Bulk load with COPY, then build the HNSW index once (much faster than row by row)."""
    async with engine.begin() as conn:
        await conn.execute(text("TRUNCATE documents, chunks RESTART IDENTITY CASCADE"))
        await conn.execute(text("DROP INDEX IF EXISTS ix_chunks_embedding_hnsw"))
        raw = await conn.get_raw_connection()
        psycopg_conn = raw.driver_connection
        if psycopg_conn is None:
            raise RuntimeError("the pool handed out a closed connection")
        n_docs = (len(texts) + CHUNKS_PER_DOCUMENT - 1) // CHUNKS_PER_DOCUMENT
        async with psycopg_conn.cursor().copy(
            "COPY documents (source, title, content_hash, metadata, access_label) FROM STDIN"
        ) as copy:
            for d in range(n_docs):
                meta = {"year": 2000 + d % 25, "bucket": BUCKETS[d % 3]}
                digest = f"{d:064x}"
                await copy.write_row(
                    (f"bench/doc-{d}", f"Document {d}", digest, json.dumps(meta), LABELS[d % 4])
                )
        async with psycopg_conn.cursor().copy(
            "COPY chunks (document_id, ordinal, text, metadata, embedding, phi_spans) FROM STDIN"
        ) as copy:
            for i, (body, vector) in enumerate(zip(texts, vectors, strict=True)):
                d = i // CHUNKS_PER_DOCUMENT
                meta = {"year": 2000 + d % 25, "bucket": BUCKETS[d % 3], "source": f"bench/doc-{d}"}
                literal = "[" + ",".join(f"{x:.6f}" for x in vector.tolist()) + "]"
                await copy.write_row(
                    (d + 1, i % CHUNKS_PER_DOCUMENT, body, json.dumps(meta), literal, NO_PHI)
                )
        await conn.execute(text("SET maintenance_work_mem = '1GB'"))
        await conn.execute(
            text(
                "CREATE INDEX ix_chunks_embedding_hnsw ON chunks USING hnsw "
                "(embedding vector_cosine_ops) WITH (m = 16, ef_construction = 64)"
            )
        )
    async with engine.connect() as conn:
        await conn.execute(text("ANALYZE documents"))
        await conn.execute(text("ANALYZE chunks"))
        await conn.commit()


def query_samples(
    n: int, rng: np.random.Generator, centers: np.ndarray
) -> list[tuple[str, np.ndarray]]:
    out = []
    for query in synthetic_queries(n, rng):
        vector = centers[int(rng.integers(CLUSTERS))] + rng.normal(
            scale=0.8, size=EMBEDDING_DIMENSION
        )
        out.append((query, (vector / np.linalg.norm(vector)).astype(np.float32)))
    return out


def cluster_centers(seed: int) -> np.ndarray:
    return np.random.default_rng(seed).normal(size=(CLUSTERS, EMBEDDING_DIMENSION))


async def ensure_bench_corpus(
    engine: AsyncEngine,
    chunks: int,
    seed: int,
    centers: np.ndarray,
    say: Callable[[str], None],
) -> float | None:
    """The synthetic corpus of ``chunks`` chunks, loaded once per store; seconds it took to
    load now, or None when it was there already."""
    async with engine.connect() as conn:
        present = await conn.scalar(select(func.count()).select_from(Chunk))
        labelled = await conn.scalar(
            select(func.count()).select_from(Document).where(Document.access_label != "public")
        )
    if present == chunks and labelled:
        return None
    # Loaded anew when absent, or loaded before labels existed: relabelling in place would
    # rewrite every chunk row and bloat the HNSW graph with dead entries.
    say(f"loading {chunks} synthetic chunks and building the HNSW index (once)")
    started = time.perf_counter()
    texts, vectors = _corpus(chunks, np.random.default_rng(seed + 1), centers)
    await _load(engine, texts, vectors)
    return time.perf_counter() - started
