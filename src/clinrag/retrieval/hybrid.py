"""Hybrid retrieval: BM25 + pgvector per (sub-)query, fusion, global dedup, rerank, top-k.

Sub-queries run concurrently; one that fails is reported and the others still answer. Every
returned chunk carries each retriever's rank and score, the normalised BM25, the fused score,
the rerank score and which reranker ran, so the audit trail can say why it was chosen.
Embedding, BM25 search and reranking are CPU work and run in worker threads, so concurrent
requests are not held up behind them.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace

from clinrag.domain import RetrievedChunk, Vectors
from clinrag.errors import RetrievalError
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import ChunkStore, StoredChunk
from clinrag.retrieval.dedup import deduplicate
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.fusion import Fusion, candidates_of
from clinrag.retrieval.lexical import AllowedChunks, LexicalResult
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.retrieval.query_expansion import as_asked
from clinrag.retrieval.rerank import Reranker
from clinrag.retrieval.retrieved_rows import read_chunk, retrieved_chunk
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.retrieval.stage_times import StageTimes
from clinrag.retrieval.title_match import ranked_by_document
from clinrag.setting_groups.retrieval import RetrievalSettings


class HybridRetriever:
    """The ``Retriever`` (retriever.py) the service runs.

    ``reranker`` None keeps the fused order (recorded as ``unranked``: the service's says
    ``none (no weights)``); ``fusion`` ranks each sub-query's candidates
    (the service's is ``WeightedFusion``; evaluations pass the alternatives they measure);
    ``lexical_query``: the words BM25 and the title match read a sub-query by (the service's
    appends the generics of the brands it names: ``query_expansion.GenericNames``).
    """

    def __init__(
        self,
        store: ChunkStore,
        lexical: LexicalSync,
        embedder: Embedder,
        reranker: Reranker | None,
        fusion: Fusion,
        settings: RetrievalSettings,
        unranked: str | None = None,
        lexical_query: Callable[[str], str] = as_asked,
    ) -> None:
        self.store = store
        self.lexical_query = lexical_query
        self.unranked = unranked
        self.lexical = lexical
        self.embedder = embedder
        self.reranker = reranker
        self.fusion = fusion
        self.settings = settings

    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        """``query_vectors`` (one row per query) skips embedding: the guard's, or an
        evaluation's, are reused. ``access``: the caller's scope, applied with the filter
        inside both retrievers (``clinrag.retrieval.access``)."""
        return await self.retrieve_top(
            queries,
            metadata_filter,
            self.settings.top_k,
            access=access,
            query_vectors=query_vectors,
        )

    async def retrieve_top(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        k: int,
        *,
        access: AccessScope,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        """``retrieve``, returning ``k`` chunks (a search's ``top_k``); each retriever looks at
        least that deep."""
        queries = list(dict.fromkeys(q for q in queries if q.strip()))
        if not queries:
            return RetrievalOutcome([], None, {}, {})
        times = StageTimes()
        started = time.perf_counter()
        if query_vectors is None or len(query_vectors) != len(queries):
            query_vectors = await asyncio.to_thread(self.embedder.embed, queries)
        vectors = query_vectors
        times.add("embed", started)
        depth = max(self.settings.candidates_per_retriever, k)
        allowed = await self.lexical.allowed(metadata_filter, access=access)
        readable = await self.lexical.readable(access)
        started = time.perf_counter()
        lexical = await asyncio.to_thread(self._search_lexical, queries, allowed, readable, depth)
        times.add("lexical", started)
        results = await asyncio.gather(
            *(
                self._candidates(q, lexical[i], vectors[i], metadata_filter, access, times, depth)
                for i, q in enumerate(queries)
            ),
            return_exceptions=True,
        )
        failed = {
            q: type(r).__name__
            for q, r in zip(queries, results, strict=True)
            if isinstance(r, BaseException)
        }
        if len(failed) == len(queries):
            raise RetrievalError(
                "no sub-query could be answered: the document store is unavailable"
            )
        candidates = [c for r in results if not isinstance(r, BaseException) for c in r]
        reranker = self.reranker
        # the reranker and the title match each look past the top k
        widened = reranker is not None or self.settings.title_weight > 0
        started = time.perf_counter()
        unique = deduplicate(
            candidates,
            chunk_id=lambda c: c.chunk_id,
            text=lambda c: c.text,
            score=lambda c: c.fused,
            near_duplicate_threshold=self.settings.near_duplicate_threshold,
            limit=max(k, self.settings.rerank_candidates) if widened else k,
        )
        unique = ranked_by_document(unique, self.settings.title_weight, self.lexical_query)
        times.add("fusion_dedup", started)
        if reranker is None or not unique:
            return RetrievalOutcome(unique[:k], self.unranked, failed, times.seconds)
        started = time.perf_counter()
        head = self.settings.rerank_candidates
        reranked = await asyncio.to_thread(self._rerank, reranker, unique[:head])
        times.add("rerank", started)
        # The reranked head, then the rest in fused order (only reached when k > head).
        ranked = reranked + unique[head:]
        return RetrievalOutcome(ranked[:k], reranker.name, failed, times.seconds)

    async def recall(
        self,
        chunk_ids: Sequence[int],
        query: str,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        return await self._read_stored(
            query,
            query_vector,
            "recall",
            lambda vector: self.store.recall(chunk_ids, vector, metadata_filter, access=access),
        )

    async def document_passages(
        self,
        document_ids: Sequence[int],
        query: str,
        per_document: int,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        return await self._read_stored(
            query,
            query_vector,
            "document_passages",
            lambda vector: self.store.document_chunks(
                document_ids, vector, per_document, metadata_filter, access=access
            ),
        )

    async def _read_stored(
        self,
        query: str,
        query_vector: Vectors | None,
        stage: str,
        fetch: Callable[[Vectors], Awaitable[list[StoredChunk]]],
    ) -> RetrievalOutcome:
        """Stored chunks read again rather than searched (``fetch`` given the query's vector),
        each scored by its cosine to ``query``; ``stage`` names the read in the timings."""
        times = StageTimes()
        started = time.perf_counter()
        if query_vector is None:
            query_vector = await asyncio.to_thread(self.embedder.embed, [query])
        times.add("embed", started)
        started = time.perf_counter()
        rows = await fetch(query_vector)
        times.add(stage, started)
        return RetrievalOutcome([read_chunk(row, query) for row in rows], None, {}, times.seconds)

    def _search_lexical(
        self,
        queries: Sequence[str],
        allowed: AllowedChunks | None,
        readable: AllowedChunks | None,
        depth: int,
    ) -> list[LexicalResult | Exception]:
        """Every sub-query's BM25 search, in turn, in one worker thread: one thread hop per
        request, and its sub-queries do not fight over the GIL (four threads at once cost
        several times the searches themselves). Each search reads one immutable index
        snapshot, so an update swapped in meanwhile (lexical_sync.py) cannot tear it; a
        failed search fails its sub-query only."""
        results: list[LexicalResult | Exception] = []
        for query in queries:
            try:
                index = self.lexical.index
                searched = self.lexical_query(query)
                results.append(index.search(searched, depth, allowed, readable=readable))
            except Exception as exc:
                results.append(exc)
        return results

    async def _candidates(
        self,
        query: str,
        lexical: LexicalResult | Exception,
        vector: Vectors,
        metadata_filter: MetadataFilter,
        access: AccessScope,
        times: StageTimes,
        depth: int,
    ) -> list[RetrievedChunk]:
        if isinstance(lexical, Exception):
            raise lexical
        started = time.perf_counter()
        found = await self.store.search(
            vector, depth, metadata_filter, also=[h.chunk_id for h in lexical.hits], access=access
        )
        times.add("vector", started)
        started = time.perf_counter()
        bm25 = {h.chunk_id: h.score for h in lexical.hits}
        bm25 |= lexical.scores_of([i for i in found.chunks if i not in bm25])
        candidates = candidates_of(
            bm25,
            {i: c.cosine for i, c in found.chunks.items()},
            lexical.reference_score,
            lexical_ranks={h.chunk_id: h.rank for h in lexical.hits},
            vector_ranks={h.chunk_id: h.rank for h in found.hits},
        )
        scores = self.fusion.scores(candidates)
        out = [
            retrieved_chunk(c, found.chunks[c.chunk_id], scores[c.chunk_id], query)
            for c in candidates
            if c.chunk_id in scores and c.chunk_id in found.chunks
        ]
        out.sort(key=lambda c: (-c.fused, c.chunk_id))
        times.add("fusion_dedup", started)
        return out

    @staticmethod
    def _rerank(reranker: Reranker, candidates: list[RetrievedChunk]) -> list[RetrievedChunk]:
        """Score each candidate against the sub-query that found it; best first."""
        scored: list[RetrievedChunk] = []
        by_query: dict[str, list[RetrievedChunk]] = {}
        for candidate in candidates:
            by_query.setdefault(candidate.sub_query or "", []).append(candidate)
        for query, group in by_query.items():
            scores = reranker.rerank(query, group)
            scored += [
                replace(c, rerank_score=float(s), reranker=reranker.name)
                for c, s in zip(group, scores, strict=True)
            ]
        scored.sort(key=lambda c: (-(c.rerank_score or 0.0), -c.fused, c.chunk_id))
        return scored
