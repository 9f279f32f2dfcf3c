"""The verdict an extractive answer opens with, read by the learned stance reader
(``verdict: learned``) instead of a model call: the question and the quoted sentences that
survived the citation check in, yes / no / no significant difference out (fixed words before
the quote, ``VERDICT_PHRASES``). Only for an extractive answer that was found; the quote is
not touched. The reader states no ``unclear``: a verdict read from the quote, or none when
there is no quote."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.pipelines.verdict import VerdictReader, quoted_findings


class ReadVerdict:
    name = "read_verdict"

    def __init__(self, reader: VerdictReader, offload: Offload) -> None:
        self.reader = reader
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        quoted = quoted_findings(state)
        if not quoted:
            notes.update(verdict=None)
            return replace(state, verdict=None)
        passages = state.best.passages if state.best is not None else ()
        context = " ".join(p.text.text for p in passages)
        verdict = await self.offload(self.reader.read, state.redacted_question, quoted, context)
        notes.update(verdict=verdict)
        return replace(state, verdict=None if verdict == "unclear" else verdict)
