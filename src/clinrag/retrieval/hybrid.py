"""Hybrid retrieval: BM25 + pgvector per (sub-)query, fusion, global dedup, rerank, top-k.

Sub-queries run concurrently; one that fails is reported and the others still answer. Every
returned chunk carries each retriever's rank and score, the normalised BM25, the fused score,
the rerank score and which reranker ran, so the audit trail can say why it was chosen.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Literal

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.domain import RetrievedChunk, RetrieverHit, Vectors
from clinrag.errors import RetrievalError
from clinrag.retrieval.dedup import deduplicate
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.filters import NO_FILTER, MetadataFilter
from clinrag.retrieval.fusion import FusedScore, FusionWeights, fuse_scores, reciprocal_rank_fusion
from clinrag.retrieval.lexical import AllowedChunks, LexicalHit, LexicalResult
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.retrieval.rerank import Reranker
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.retrieval.tables import Chunk
from clinrag.retrieval.vector import VectorHit, search_vectors
from clinrag.settings import RetrievalSettings

Mode = Literal["hybrid", "lexical", "vector", "rrf", "hybrid_maxnorm"]
"""``hybrid`` serves queries; the others exist so the evaluation can compare against them."""

_CHUNK_COLUMNS = (
    Chunk.id,
    Chunk.document_id,
    Chunk.text,
    Chunk.page,
    Chunk.section,
    Chunk.metadata_.label("metadata"),
    Chunk.security_flags,
    Chunk.phi_spans,
)


@dataclass
class StageTimes:
    """Seconds per stage; per-sub-query stages are summed over sub-queries."""

    seconds: dict[str, float] = field(default_factory=dict)

    def add(self, stage: str, started: float) -> None:
        self.seconds[stage] = self.seconds.get(stage, 0.0) + time.perf_counter() - started


class HybridRetriever:
    def __init__(
        self,
        engine: AsyncEngine,
        lexical: LexicalSync,
        embedder: Embedder,
        reranker: Reranker | None,
        settings: RetrievalSettings,
    ) -> None:
        self.engine = engine
        self.lexical = lexical
        self.embedder = embedder
        self.reranker = reranker
        self.settings = settings
        self.weights = FusionWeights(settings.lexical_weight, settings.vector_weight)

    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter = NO_FILTER,
        *,
        top_k: int | None = None,
        mode: Mode = "hybrid",
        rerank: bool = True,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        """``query_vectors`` (one row per query) skips embedding: evaluations reuse them."""
        queries = list(dict.fromkeys(q for q in queries if q.strip()))
        if not queries:
            return RetrievalOutcome([], None, {}, {})
        times = StageTimes()
        started = time.perf_counter()
        if query_vectors is None or len(query_vectors) != len(queries):
            query_vectors = await asyncio.to_thread(self.embedder.embed, queries)
        vectors = query_vectors
        times.add("embed", started)
        allowed = await self.lexical.allowed(metadata_filter)
        results = await asyncio.gather(
            *(
                self._candidates(q, vectors[i], metadata_filter, allowed, mode, times)
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
        k = top_k or self.settings.top_k
        reranking = rerank and self.reranker is not None
        started = time.perf_counter()
        unique = deduplicate(
            candidates,
            chunk_id=lambda c: c.chunk_id,
            text=lambda c: c.text,
            score=lambda c: c.fused,
            near_duplicate_threshold=self.settings.near_duplicate_threshold,
            limit=max(k, self.settings.rerank_candidates) if reranking else k,
        )
        times.add("fusion_dedup", started)
        if not (reranking and self.reranker is not None and unique):
            return RetrievalOutcome(unique[:k], None, failed, times.seconds)
        started = time.perf_counter()
        head = self.settings.rerank_candidates
        reranked = await asyncio.to_thread(self._rerank, self.reranker, unique[:head])
        times.add("rerank", started)
        # The reranked head, then the rest in fused order (only reached when k > head).
        ranked = reranked + unique[head:]
        return RetrievalOutcome(ranked[:k], self.reranker.name, failed, times.seconds)

    async def _candidates(
        self,
        query: str,
        vector: Vectors,
        metadata_filter: MetadataFilter,
        allowed: AllowedChunks | None,
        mode: Mode,
        times: StageTimes,
    ) -> list[RetrievedChunk]:
        depth = self.settings.candidates_per_retriever
        started = time.perf_counter()
        lexical = self.lexical.index.search(query, depth, allowed)
        times.add("lexical", started)
        started = time.perf_counter()
        try:
            async with self.engine.connect() as conn, conn.begin():
                vector_hits = await search_vectors(
                    conn, vector, depth, metadata_filter, self.settings.ef_search
                )
                lexical_ranks = {h.chunk_id: h for h in lexical.hits}
                vector_ranks = {h.chunk_id: h for h in vector_hits}
                distance = Chunk.embedding.cosine_distance(vector.reshape(-1).tolist())
                rows = (
                    await conn.execute(
                        select(*_CHUNK_COLUMNS, distance.label("distance")).where(
                            Chunk.id.in_(list(lexical_ranks.keys() | vector_ranks.keys()))
                        )
                    )
                ).all()
        except SQLAlchemyError as exc:
            raise RetrievalError("the document store did not answer") from exc
        times.add("vector", started)
        started = time.perf_counter()
        chunks = {row.id: row for row in rows}
        cosine = {row.id: 1.0 - float(row.distance) for row in rows}
        bm25 = {h.chunk_id: h.score for h in lexical.hits}
        bm25 |= lexical.scores_of([i for i in chunks if i not in bm25])
        fused = fuse_scores(bm25, cosine, lexical.reference_score, self.weights)
        final = self._mode_scores(mode, fused, lexical, vector_hits, bm25)
        out = [
            RetrievedChunk(
                chunk_id=f.chunk_id,
                document_id=chunks[f.chunk_id].document_id,
                text=chunks[f.chunk_id].text,
                page=chunks[f.chunk_id].page,
                section=chunks[f.chunk_id].section,
                metadata=chunks[f.chunk_id].metadata,
                lexical=_hit(lexical_ranks.get(f.chunk_id), bm25.get(f.chunk_id)),
                vector=_hit(vector_ranks.get(f.chunk_id), cosine.get(f.chunk_id)),
                lexical_normalized=f.lexical_normalized,
                cosine=f.cosine,
                fused=final[f.chunk_id],
                sub_query=query,
                security_flags=tuple(chunks[f.chunk_id].security_flags),
                phi_spans=chunks[f.chunk_id].phi_spans,
            )
            for f in fused
            if f.chunk_id in final and f.chunk_id in chunks
        ]
        out.sort(key=lambda c: (-c.fused, c.chunk_id))
        times.add("fusion_dedup", started)
        return out

    def _mode_scores(
        self,
        mode: Mode,
        fused: list[FusedScore],
        lexical: LexicalResult,
        vector_hits: list[VectorHit],
        bm25: dict[int, float],
    ) -> dict[int, float]:
        """The ranking score of each candidate under ``mode`` (all but hybrid are for eval)."""
        if mode == "hybrid":
            return {f.chunk_id: f.fused for f in fused}
        if mode == "lexical":
            found = {h.chunk_id for h in lexical.hits}
            return {f.chunk_id: f.lexical_normalized for f in fused if f.chunk_id in found}
        if mode == "vector":
            found = {h.chunk_id for h in vector_hits}
            return {f.chunk_id: f.cosine for f in fused if f.chunk_id in found}
        if mode == "hybrid_maxnorm":
            best = max(bm25.values(), default=0.0) or 1.0
            return {
                f.chunk_id: self.weights.lexical * bm25.get(f.chunk_id, 0.0) / best
                + self.weights.vector * f.cosine
                for f in fused
            }
        rankings = [[h.chunk_id for h in lexical.hits], [h.chunk_id for h in vector_hits]]
        return dict(reciprocal_rank_fusion(rankings))

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


def _hit(found: LexicalHit | VectorHit | None, score: float | None) -> RetrieverHit:
    return RetrieverHit(rank=found.rank if found is not None else None, score=score)
