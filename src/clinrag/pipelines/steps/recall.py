"""A thread's earlier evidence read again instead of searched: the chunks the previous turn
cited (``DIRECT_ANSWER``: "Summarise that in one sentence"), still stored and admitted by the
request's filter and the caller's access scope (a label revoked since is not read),
scored by their cosine to the question. The rest of the answer is the
classical one: the recalled passages are redacted, selected, written from and checked like
retrieved ones, so a direct answer's citations resolve to those passages and pass the same
citation check."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.retrieve import explain
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import Retriever


class Recall:
    name = "recall"

    def __init__(self, retriever: Retriever) -> None:
        self.retriever = retriever

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        question = state.redacted_question
        outcome = await self.retriever.recall(
            state.recall_chunk_ids,
            question,
            state.metadata_filter,
            access=state.access,
            query_vector=state.vector,
        )
        notes.update(
            asked=list(state.recall_chunk_ids),
            recalled=len(outcome.chunks),
            chunks=[explain(c) for c in outcome.chunks],
        )
        return replace(state, sub_queries=(question,), retrieval=outcome)
