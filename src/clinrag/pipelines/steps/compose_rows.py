"""A list or table answer, composed without a model: one quoted sentence per document of the
evidence (the lead evidence selection chose for it), each with its passage number, in the
order of the document's best passage. The citation check then judges each row as any answer;
``cite_documents`` renders the rows with their titles, fields and ``[doc:ID]``."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails


class ComposeRows:
    name = "compose_rows"

    def __init__(self, max_rows: int) -> None:
        self.max_rows = max_rows

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        rows: list[str] = []
        seen: set[int] = set()
        for passage in state.passages:
            document = passage.chunk.document_id
            if document in seen or not passage.lead or len(rows) >= self.max_rows:
                continue
            seen.add(document)
            lead = passage.lead.strip()
            lead = lead if lead.endswith((".", "!", "?")) else f"{lead}."
            rows.append(f"{lead} [{passage.number}]")
        notes.update(rows=len(rows), documents=sorted(seen))
        return replace(state, draft_text=" ".join(rows), draft_kind="extractive", fact_overlap=None)
