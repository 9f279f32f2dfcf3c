"""The text that leaves the process, scanned for PHI once more: the best draft's checked text,
or the not-found statement naming the sources searched when no citation survived. The
agent's ``[doc:ID]`` citations, the evidence titles its rows quote and the sentences quoted
word for word from the evidence are left as they are (``agent.citing.checked_regions``): they
are ours or redacted already. A span the scan finds elsewhere is left when the evidence
writes it as it is (``evidence_words``: a study's acronym in a model's sentence); a name in no
passage is redacted, and so is every span when no draft's evidence is there to compare."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.agent.citing import checked_regions
from clinrag.pipelines.answer import final_text
from clinrag.pipelines.evidence_words import EvidenceWords
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
        best = state.best
        passages = () if best is None else best.passages
        quotes = () if best is None else [s.text for s in best.check.sentences]
        checked = checked_regions(text, passages, quotes)
        held = EvidenceWords.of(passages).holds
        scanned = await self.offload(
            redact_outside, self.redactor, text, state.session, checked, held
        )
        notes.update(entities=dict(scanned.entity_counts))
        return replace(state, answer_text=scanned)
