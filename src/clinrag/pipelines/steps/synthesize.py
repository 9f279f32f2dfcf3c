"""The answer written by the model from the redacted question, its sub-queries and the
numbered passages, citing them as [n]. Without passages no model is asked: there is nothing
to ground an answer in."""

from __future__ import annotations

from dataclasses import replace

from clinrag.llm.base import LLM
from clinrag.llm.prompts import format_sub_queries, load_prompt
from clinrag.pipelines.draft_relay import DraftRelay
from clinrag.pipelines.evidence import evidence_block
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.setting_groups.llm import LLMSettings


class Synthesize:
    name = "synthesize"

    def __init__(self, llm: LLM, settings: LLMSettings, drafts: DraftRelay) -> None:
        self.llm = llm
        self.settings = settings
        self.drafts = drafts

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if not state.passages:
            notes.update(skipped_llm="no_evidence")
            return replace(state, draft_text="")
        prompt = load_prompt("synthesize")
        async with self.drafts.around(state, notes):
            completion = await self.llm.complete(
                prompt.messages(
                    question=state.redacted_question,
                    sub_queries=format_sub_queries(state.sub_queries),
                    evidence=evidence_block(state.passages),
                ),
                prompt=prompt.ref,
                max_tokens=self.settings.max_output_tokens,
                temperature=self.settings.temperature,
            )
        notes.llm(completion)
        return replace(state, draft_text=completion.text)
