"""One entry point for a question: the flow its mode picks, run over a fresh ``QueryState``.

The three flows are built once (``clinrag.components``). The caller owns the ``Trace``: when
the request is rejected or fails, the steps recorded so far are still there for the audit log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clinrag.domain import Answer, Mode
from clinrag.pipelines.agentic import agentic, auto
from clinrag.pipelines.answer import answer_of
from clinrag.pipelines.classical import classical
from clinrag.pipelines.flow import Flow, run_flow
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.state import QueryState, RawQuestion
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.filters import parse_filter
from clinrag.security.redaction import RedactionSession


def build_flows(parts: PipelineParts) -> dict[Mode, Flow]:
    return {"classical": classical(parts), "agentic": agentic(parts), "auto": auto(parts)}


class QueryService:
    def __init__(self, parts: PipelineParts) -> None:
        self.flows = build_flows(parts)

    async def answer(
        self,
        question: str,
        *,
        mode: Mode,
        trace: Trace,
        filters: Mapping[str, Any] | None = None,
    ) -> Answer:
        state = QueryState(
            metadata_filter=parse_filter(filters),
            session=RedactionSession(),  # the placeholder map lives and dies with this request
            raw=RawQuestion(question),
        )
        state = await run_flow(self.flows[mode], state, trace)
        return answer_of(state, mode, trace)
