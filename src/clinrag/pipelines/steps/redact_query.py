"""PHI redaction of the question: from here on, steps read the redacted text only."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor


class RedactQuery:
    name = "redact_query"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if state.cleaned is None:
            raise RuntimeError("redact_query needs the validated question")
        query = await self.offload(self.redactor.redact, state.cleaned.text, state.session)
        notes.update(entities=dict(query.entity_counts))
        notes.redacted_question(query.text)
        return replace(state, query=query)
