"""The agent's checked answer rendered for the caller (``pipelines/agent/citing.py``): prose
with ``[doc:ID]`` citations, or one row per document for a list or table; every cited id
verified against the evidence (the constraints it could not apply are said by
``answer.final_text``, found or not)."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.agent.citing import (
    cited_documents,
    prose,
    rows,
    verify_document_ids,
)
from clinrag.pipelines.agent.plan import Format
from clinrag.pipelines.agent.review import by_document, is_counting
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor


class CiteDocuments:
    name = "cite_documents"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        agent, best = state.agent, state.best
        if agent is None or best is None:
            raise RuntimeError("the agent's citations are rendered after the citation check")
        decomposition = agent.decomposition
        sentences = best.check.sentences
        if not best.check.supported_numbers:
            text = ""
        elif by_document(decomposition) and best.kind == "extractive":
            fmt: Format = "table" if decomposition.format == "table" else "list"

            def render() -> str:
                def redact(value: str) -> str:
                    return self.redactor.redact(value, state.session).text

                return rows(sentences, best.passages, decomposition, fmt, redact)

            text = await self.offload(render)
            if is_counting(decomposition):
                found = len({p.chunk.document_id for p in best.passages})
                text = f"{found} document{'' if found == 1 else 's'} found:\n{text}"
        else:
            text = prose(sentences, best.passages)
        evidence = {p.chunk.document_id for p in best.passages}
        text, removed = verify_document_ids(text, evidence)
        notes.update(
            cited_documents=sorted(set(cited_documents(text))),
            removed_document_ids=removed,
            unmapped=len(decomposition.unmapped),
        )
        return replace(state, rendered_text=text or None)
