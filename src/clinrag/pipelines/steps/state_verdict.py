"""The verdict an extractive answer opens with (``pipelines/verdict.py``): the model reads the
question and the quoted sentences that survived the citation check and says yes, no, no
significant difference, or unclear. Only for an extractive answer that was found; the quote
is not touched. ``unclear`` or a failed call leaves no verdict (the quote alone): the step
falls back, it never fails the request nor guesses."""

from __future__ import annotations

from dataclasses import replace

from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.pipelines.verdict import ask_verdict, quoted_findings


class StateVerdict:
    name = "state_verdict"

    def __init__(self, llm: LLM) -> None:
        self.llm = llm

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        quoted = quoted_findings(state)
        if not quoted:
            notes.update(verdict=None)
            return replace(state, verdict=None)
        try:
            verdict, completion = await ask_verdict(self.llm, state.redacted_question, quoted)
        except LLMError as error:
            notes.update(verdict=None)
            notes.fallback(error.code)
            return replace(state, verdict=None)
        notes.llm(completion)
        notes.update(verdict=verdict)
        return replace(state, verdict=None if verdict == "unclear" else verdict)
