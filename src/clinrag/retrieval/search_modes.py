"""One query searched one way, for callers that choose (``POST /v1/search``): ``text`` (BM25
only), ``semantic`` (pgvector only) or ``hybrid`` (the service's retrieval, ``HybridRetriever``).

The single-retriever modes use the same components as hybrid retrieval, so the same filter
and access predicate (``chunk_store.admitted``) applies inside each retriever before its top-k
(``LexicalSync.allowed``, ``ChunkStore``): there is no other path to the chunks. Each hit
still carries both scores: the lexical index scores the semantic hits and the database gives
the cosine of the text hits (against the query's embedding, which the guard computed anyway),
so a front-end can show why.
``fused`` is the mode's own ranking score: normalised BM25 for ``text``, cosine for
``semantic``. Neither single mode reranks nor deduplicates: they are the raw retrievers.
"""

from __future__ import annotations

import asyncio
import time
from functools import partial
from typing import Literal

from clinrag.domain import RetrieverHit, Vectors
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.fusion import Candidate, normalize_bm25
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.retrieved_rows import retrieved_chunk
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.retrieval.stage_times import StageTimes

SearchMode = Literal["text", "semantic", "hybrid"]


class ModeSearch:
    def __init__(self, hybrid: HybridRetriever) -> None:
        self.hybrid = hybrid
        self.store = hybrid.store
        self.lexical = hybrid.lexical

    async def search(
        self,
        query: str,
        mode: SearchMode,
        metadata_filter: MetadataFilter,
        k: int,
        *,
        access: AccessScope,
        query_vector: Vectors,
    ) -> RetrievalOutcome:
        """The ``k`` best chunks the filter and the caller's ``access`` admit, best first.
        ``query_vector``: the query's embedding (one row)."""
        if mode == "hybrid":
            return await self.hybrid.retrieve_top(
                [query],
                metadata_filter,
                k,
                access=access,
                query_vectors=query_vector.reshape(1, -1),
            )
        if mode == "text":
            return await self._text(query, metadata_filter, access, k, query_vector)
        return await self._semantic(query, metadata_filter, access, k, query_vector)

    async def _text(
        self,
        query: str,
        metadata_filter: MetadataFilter,
        access: AccessScope,
        k: int,
        vector: Vectors,
    ) -> RetrievalOutcome:
        times = StageTimes()
        allowed = await self.lexical.allowed(metadata_filter, access=access)
        readable = await self.lexical.readable(access)
        started = time.perf_counter()
        result = await asyncio.to_thread(
            partial(self.lexical.index.search, readable=readable), query, k, allowed
        )
        times.add("lexical", started)
        started = time.perf_counter()
        rows = {
            row.id: row
            for row in await self.store.recall(
                [h.chunk_id for h in result.hits],
                vector.reshape(1, -1),
                metadata_filter,
                access=access,
            )
        }
        times.add("rows", started)
        chunks = []
        for hit in result.hits:
            row = rows.get(hit.chunk_id)
            if row is None:  # deleted or relabelled since the index last synced
                continue
            normalized = normalize_bm25(hit.score, result.reference_score)
            candidate = Candidate(
                hit.chunk_id,
                RetrieverHit(hit.rank, hit.score),
                RetrieverHit(None, row.cosine),
                normalized,
                min(max(row.cosine, 0.0), 1.0),
            )
            chunks.append(retrieved_chunk(candidate, row, normalized, query))
        return RetrievalOutcome(chunks, None, {}, times.seconds)

    async def _semantic(
        self,
        query: str,
        metadata_filter: MetadataFilter,
        access: AccessScope,
        k: int,
        vector: Vectors,
    ) -> RetrievalOutcome:
        times = StageTimes()
        started = time.perf_counter()
        found = await self.store.search(
            vector.reshape(1, -1), k, metadata_filter, also=(), access=access
        )
        times.add("vector", started)
        readable = await self.lexical.readable(access)
        started = time.perf_counter()
        scored = await asyncio.to_thread(
            partial(self.lexical.index.search, readable=readable), query, 0
        )
        bm25 = scored.scores_of([h.chunk_id for h in found.hits])
        times.add("lexical", started)
        chunks = []
        for hit in found.hits:
            row = found.chunks.get(hit.chunk_id)
            if row is None:
                continue
            cosine = min(max(hit.cosine, 0.0), 1.0)
            score = bm25.get(hit.chunk_id, 0.0)
            candidate = Candidate(
                hit.chunk_id,
                RetrieverHit(None, score),
                RetrieverHit(hit.rank, hit.cosine),
                normalize_bm25(score, scored.reference_score),
                cosine,
            )
            chunks.append(retrieved_chunk(candidate, row, cosine, query))
        return RetrievalOutcome(chunks, None, {}, times.seconds)
