"""Every [n] checked against its passage: a citation whose passage does not support its
sentence is removed, a claim left without support is removed; then the draft's confidence
from its evidence. The best draft of all rounds is kept."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.confidence import confidence
from clinrag.pipelines.state import Draft, QueryState
from clinrag.pipelines.trace import StepDetails


class CheckCitations:
    name = "check_citations"

    def __init__(self, support_threshold: float) -> None:
        self.support_threshold = support_threshold

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.draft_text is None or state.retrieval is None:
            raise RuntimeError("check_citations runs after retrieval and synthesis")
        check = check_citations(state.draft_text, state.passages, self.support_threshold)
        score = confidence(check, state.passages)
        notes.update(
            sentences=check.claim_sentences,
            supported_sentences=check.covered_sentences,
            removed_citations=check.removed_citations,
            removed_sentences=check.removed_sentences,
            uncited_sentences=check.uncited_sentences,
            cited=check.supported_numbers,
            confidence=score,
        )
        draft = Draft(
            check,
            state.passages,
            score,
            state.sub_queries,
            state.retrieval.reranker,
            len(state.retrieval.failed_sub_queries),
            state.draft_kind,
            state.fact_overlap,
        )
        best = draft if state.best is None or score > state.best.confidence else state.best
        return replace(state, draft=draft, best=best)
