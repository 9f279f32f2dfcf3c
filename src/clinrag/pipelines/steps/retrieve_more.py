"""The reflection's refined query searched, its passages merged with the earlier ones (each
chunk once, at its best score), and the next round counted."""

from __future__ import annotations

from dataclasses import replace

from clinrag.domain import RetrievedChunk
from clinrag.pipelines.evidence import relevance
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.retrieve import search
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import RetrievalOutcome, Retriever


class RetrieveMore:
    name = "retrieve"

    def __init__(self, retriever: Retriever, min_relevance: float, top_k: int) -> None:
        self.retriever = retriever
        self.min_relevance = min_relevance
        self.top_k = top_k

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.refined_query is None or state.retrieval is None:
            raise RuntimeError("retrieve_more runs after a reflection asked for more")
        refined = state.refined_query
        more = await search(self.retriever, (refined,), state, notes, self.min_relevance)
        return replace(
            state,
            sub_queries=(*state.sub_queries, refined),
            refined_query=None,
            retrieval=merge(state.retrieval, more, self.top_k),
            rounds=state.rounds + 1,
        )


def merge(first: RetrievalOutcome, more: RetrievalOutcome, top_k: int) -> RetrievalOutcome:
    """The earlier passages and the refined query's, each chunk once at its best score."""
    best: dict[int, RetrievedChunk] = {}
    for chunk in [*first.chunks, *more.chunks]:
        held = best.get(chunk.chunk_id)
        if held is None or relevance(chunk) > relevance(held):
            best[chunk.chunk_id] = chunk
    ranked = sorted(best.values(), key=lambda c: (-relevance(c), c.chunk_id))
    failed = {**first.failed_sub_queries, **more.failed_sub_queries}
    return RetrievalOutcome(ranked[: max(top_k, len(first.chunks))], first.reranker, failed, {})
