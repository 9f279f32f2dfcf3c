"""The query a retry searches, after the evidence failed its grade: a thread's own rewrite
first (its subject carried over), then the question's focus words, then those words with the
closest passages' title terms (``pipelines/retry_query.py``); each only if it was not searched
already. Nothing new to search: the retry grades what it has at its lower threshold (the
step's fallback ``nothing_new``)."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.evidence import redact_passages
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.retry_query import expanded_query, focus_query
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor

TITLES_READ = 3
"""Closest passages whose titles may expand the query."""


class RewriteQuery:
    name = "rewrite_query"

    def __init__(self, redactor: Redactor, offload: Offload) -> None:
        self.redactor = redactor
        self.offload = offload

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        question = state.redacted_question
        searched = {*state.sub_queries, question}
        notes.update(original=question)
        for method, query in [
            ("thread", state.thread_rewrite),
            ("focus", focus_query(question)),
            ("expansion", await self._expanded(state)),
        ]:
            if query is not None and query not in searched:
                notes.update(method=method, rewrite=query)
                return replace(state, retry_query=query)
        notes.fallback("nothing_new")
        return replace(state, retry_query=None)

    async def _expanded(self, state: QueryState) -> str | None:
        chunks = state.retrieval.chunks[:TITLES_READ] if state.retrieval is not None else []
        # Titles may hold identifiers: redacted with the request's session before they are read.
        passages = await self.offload(redact_passages, chunks, self.redactor, state.session)
        return expanded_query(state.redacted_question, [p.title.text for p in passages])
