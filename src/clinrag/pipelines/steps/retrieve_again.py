"""A retry's query searched and its passages merged with those already found (each chunk
once, at its best score): a retry can add evidence, never lose what the first search found."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.retrieve import search
from clinrag.pipelines.steps.retrieve_more import merge
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import Retriever


class RetrieveAgain:
    name = "retrieve_again"

    def __init__(self, retriever: Retriever, min_relevance: float, top_k: int) -> None:
        self.retriever = retriever
        self.min_relevance = min_relevance
        self.top_k = top_k

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.retrieval is None:
            raise RuntimeError("retrieve_again runs after a first retrieval")
        query = state.retry_query
        if query is None:
            notes.update(searched=False)
            return state
        more = await search(self.retriever, (query,), state, notes, self.min_relevance)
        return replace(
            state,
            sub_queries=(*state.sub_queries, query),
            retry_query=None,
            retrieval=merge(state.retrieval, more, self.top_k),
        )
