"""The sentences of the redacted passages that bear on the question, within a token budget
(``pipelines/evidence_selection.py``): the model reads those, not whole chunks. Passages
with no sentence close enough to any of the question's searches are dropped here."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from clinrag.domain import Vectors
from clinrag.ingest.tokens import TokenCounter
from clinrag.pipelines.answer import evidence_of
from clinrag.pipelines.evidence_selection import Selection, select_evidence
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder


class SelectEvidence:
    name = "select_evidence"

    def __init__(
        self,
        embedder: Embedder,
        counter: TokenCounter,
        budget_tokens: int,
        min_similarity: float,
        quote_min_similarity: float,
    ) -> None:
        self.embedder = embedder
        self.counter = counter
        self.budget_tokens = budget_tokens
        self.min_similarity = min_similarity
        self.quote_min_similarity = quote_min_similarity

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        refined = (state.refined_query,) if state.refined_query else ()
        searches = list(dict.fromkeys((state.redacted_question, *state.sub_queries, *refined)))
        selection = await asyncio.to_thread(self._select, state, searches)
        notes.update(
            passages_in=len(state.passages),
            passages=len(selection.passages),
            sentences=selection.sentences_seen,
            kept_sentences=selection.sentences_kept,
            evidence_tokens=selection.tokens_kept,
            budget_tokens=self.budget_tokens,
        )
        await notes.evidence(tuple(evidence_of(p) for p in selection.passages))
        return replace(state, passages=selection.passages)

    def _select(self, state: QueryState, searches: list[str]) -> Selection:
        return select_evidence(
            state.passages,
            search_similarity(self.embedder, searches),
            question=state.redacted_question,
            budget_tokens=self.budget_tokens,
            min_similarity=self.min_similarity,
            lead_floor=self.quote_min_similarity,
            count_tokens=self.counter.count,
        )


def search_similarity(embedder: Embedder, searches: list[str]) -> Callable[[list[str]], Vectors]:
    """Each sentence's best cosine to ``searches`` (the selection's ``similarity``)."""

    def similarity(sentences: list[str]) -> Vectors:
        # One batch: the searches' vectors first, then the sentences'.
        vectors = embedder.embed([*searches, *sentences])
        queries, candidates = vectors[: len(searches)], vectors[len(searches) :]
        return np.asarray((candidates @ queries.T).max(axis=1), dtype=np.float32)

    return similarity
