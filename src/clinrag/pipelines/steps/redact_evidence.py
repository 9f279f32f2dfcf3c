"""Retrieved chunks redacted with the request's session (stored ingest spans, or the redactor
for chunks never scanned) and numbered as the prompt's passages."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from clinrag.pipelines.evidence import redact_passages
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor


class RedactEvidence:
    name = "redact_evidence"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        chunks = state.retrieval.chunks if state.retrieval is not None else []
        passages = await self.offload(redact_passages, chunks, self.redactor, state.session)
        entities = sum(
            (
                Counter(field.entity_counts)
                for p in passages
                for field in (p.text, p.title, p.source, p.section)
            ),
            Counter[str](),
        )
        notes.update(
            passages=len(passages),
            entities=dict(entities),
            flagged_passages=[p.number for p in passages if p.chunk.security_flags],
        )
        return replace(state, passages=tuple(passages))
