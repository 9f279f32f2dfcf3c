"""One entry point for a question: intake, then the pipeline its mode picks.

``classical`` and ``agentic`` are what they say; ``auto`` classifies first (the agentic
pipeline's step 1) and sends SIMPLE questions down the classical path, reusing the
classification, so a simple question costs two model calls and a complex one the agentic
pipeline's. The caller owns the ``Trace``: when the request is rejected or fails, the steps
recorded so far are still there for the audit log.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from clinrag.pipelines.agentic import AgenticPipeline
from clinrag.pipelines.answer import Answer, Mode
from clinrag.pipelines.classical import ClassicalPipeline
from clinrag.pipelines.stages import Stages
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.filters import parse_filter
from clinrag.security.redaction import RedactionSession


class QueryService:
    def __init__(self, stages: Stages) -> None:
        self.stages = stages
        self.classical = ClassicalPipeline(stages)
        self.agentic = AgenticPipeline(stages)

    async def answer(
        self,
        question: str,
        *,
        mode: Mode,
        trace: Trace,
        filters: Mapping[str, Any] | None = None,
    ) -> Answer:
        metadata_filter = parse_filter(filters)
        session = RedactionSession()  # the placeholder map lives and dies with this request
        intake = await self.stages.intake(question, trace, session)
        if mode == "classical":
            return await self.classical.answer(intake, metadata_filter, trace, session)
        if mode == "agentic":
            return await self.agentic.answer(intake, metadata_filter, trace, session)
        query_type = await self.agentic.classify(intake.query.text, trace)
        if query_type == "SIMPLE":
            return await self.classical.answer(intake, metadata_filter, trace, session)
        return await self.agentic.answer(
            intake, metadata_filter, trace, session, query_type=query_type
        )
