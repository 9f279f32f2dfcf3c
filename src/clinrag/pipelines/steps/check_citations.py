"""Every [n] checked against its passage: a citation whose passage does not support its
sentence is removed, a claim left without support is removed, a claim that contradicts its
evidence is removed and counted apart; then the draft's confidence from its evidence. The best
draft of all rounds is kept. The check embeds sentences, so it runs on the offload pool; if it
fails the step fails, and no unchecked answer goes on."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.confidence import confidence
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import Draft, QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder


class CheckCitations:
    name = "check_citations"

    def __init__(self, rule: SupportRule, embedder: Embedder, offload: Offload) -> None:
        self.rule = rule
        self.embedder = embedder
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.draft_text is None or state.retrieval is None:
            raise RuntimeError("check_citations runs after retrieval and synthesis")
        check = await self.offload(
            check_citations, state.draft_text, state.passages, self.rule, self.embedder
        )
        score = confidence(check, state.passages)
        notes.update(
            sentences=check.claim_sentences,
            supported_sentences=check.covered_sentences,
            removed_citations=check.removed_citations,
            removed_sentences=check.removed_sentences,
            contradicted_sentences=check.contradicted_sentences,
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
