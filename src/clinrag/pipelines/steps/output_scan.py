"""The text that leaves the process, scanned for PHI once more: the best draft's checked text,
or the not-found statement naming the sources searched when no citation survived. The
agent's ``[doc:ID]`` citations and the evidence titles its rows quote are left as they are
(``agent.citing.checked_regions``): they are ours or redacted already."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.agent.citing import checked_regions
from clinrag.pipelines.answer import final_text
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor, redact_outside


class OutputScan:
    name = "output_scan"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        text = final_text(state)
        passages = () if state.best is None else state.best.passages
        checked = checked_regions(text, passages)
        scanned = await self.offload(redact_outside, self.redactor, text, state.session, checked)
        notes.update(entities=dict(scanned.entity_counts))
        return replace(state, answer_text=scanned)
