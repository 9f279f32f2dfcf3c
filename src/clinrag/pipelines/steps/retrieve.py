"""Hybrid retrieval for every (redacted) sub-query at once: BM25 and vector search per
sub-query, 0.4/0.6 fusion, dedup across sub-queries, rerank, top-k (the ``Retriever``); then
passages under ``min_relevance`` are dropped. Each kept chunk's scores go to the audit record:
why it was chosen."""

from __future__ import annotations

from dataclasses import replace

from clinrag.domain import RetrievedChunk, Vectors
from clinrag.pipelines.evidence import relevance
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import RetrievalOutcome, Retriever


class Retrieve:
    name = "retrieve"

    def __init__(self, retriever: Retriever, min_relevance: float) -> None:
        self.retriever = retriever
        self.min_relevance = min_relevance

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        queries = state.sub_queries or (state.redacted_question,)
        # The question's own embedding (the guard's) serves when it is the only query.
        own = queries == (state.redacted_question,)
        vectors = state.vector[None] if own and state.vector is not None else None
        outcome = await search(self.retriever, queries, state, notes, self.min_relevance, vectors)
        return replace(state, sub_queries=queries, retrieval=outcome)


async def search(
    retriever: Retriever,
    queries: tuple[str, ...],
    state: QueryState,
    notes: StepDetails,
    min_relevance: float,
    vectors: Vectors | None = None,
) -> RetrievalOutcome:
    """One retrieval, its weak passages dropped, recorded in ``notes``."""
    outcome = await retriever.retrieve(
        queries, state.metadata_filter, access=state.access, query_vectors=vectors
    )
    kept = [c for c in outcome.chunks if relevance(c) >= min_relevance]
    outcome = replace(outcome, chunks=kept)
    notes.update(
        sub_queries=list(queries),
        failed_sub_queries=len(outcome.failed_sub_queries),
        reranker=outcome.reranker,
        stage_seconds={k: round(v, 5) for k, v in outcome.stage_seconds.items()},
        chunks=[explain(c) for c in outcome.chunks],
    )
    return outcome


def explain(chunk: RetrievedChunk) -> dict[str, object]:
    """Why a chunk was chosen: per-retriever ranks and scores, fused and rerank scores."""
    return {
        "chunk_id": chunk.chunk_id,
        "document_id": chunk.document_id,
        "sub_query": chunk.sub_query,
        "bm25_rank": chunk.lexical.rank,
        "bm25": None if chunk.lexical.score is None else round(chunk.lexical.score, 4),
        "bm25_normalized": round(chunk.lexical_normalized, 4),
        "vector_rank": chunk.vector.rank,
        "cosine": round(chunk.cosine, 4),
        "fused": round(chunk.fused, 4),
        "title_match": chunk.title_match,
        "rerank": None if chunk.rerank_score is None else round(chunk.rerank_score, 4),
        "reranker": chunk.reranker,
        "security_flags": list(chunk.security_flags),
    }
