"""Map-reduce, second half: one call that sees only the facts, each with its passage number,
and writes the answer citing them. Its confidence signal is the share of the answer's content
words found in the facts (no self-verification call); under 0.2 the answer is flagged
``low_confidence``. No facts, no call."""

from __future__ import annotations

from dataclasses import replace

from clinrag.llm.base import LLM
from clinrag.llm.prompts import load_prompt
from clinrag.pipelines.citations import content_terms
from clinrag.pipelines.draft_relay import DraftRelay
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.guard import fence_untrusted
from clinrag.setting_groups.llm import LLMSettings


class ReduceFacts:
    name = "reduce_facts"

    def __init__(self, llm: LLM, settings: LLMSettings, drafts: DraftRelay) -> None:
        self.llm = llm
        self.settings = settings
        self.drafts = drafts

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if not state.facts:
            notes.update(skipped_llm="no_relevant_facts")
            return replace(state, draft_text="", draft_kind="generated", fact_overlap=None)
        prompt = load_prompt("reduce")
        facts = fence_untrusted("\n".join(f"[{f.number}] {f.text}" for f in state.facts))
        async with self.drafts.around(state, notes):
            completion = await self.llm.complete(
                prompt.messages(question=state.redacted_question, facts=facts),
                prompt=prompt.ref,
                max_tokens=self.settings.max_output_tokens,
                temperature=self.settings.temperature,
            )
        notes.llm(completion)
        answer_terms = content_terms(completion.text)
        fact_terms = set().union(*(content_terms(f.text) for f in state.facts))
        overlap = len(answer_terms & fact_terms) / len(answer_terms) if answer_terms else 0.0
        notes.update(fact_overlap=round(overlap, 4))
        return replace(
            state, draft_text=completion.text, draft_kind="generated", fact_overlap=overlap
        )
