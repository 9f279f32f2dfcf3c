"""The text that leaves the process, scanned for PHI once more: the best draft's checked text,
or the not-found statement naming the sources searched when no citation survived."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.answer import final_text
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor


class OutputScan:
    name = "output_scan"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        scanned = await self.offload(self.redactor.redact, final_text(state), state.session)
        notes.update(entities=dict(scanned.entity_counts))
        return replace(state, answer_text=scanned)
