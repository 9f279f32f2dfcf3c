"""The classical pipeline: one retrieval, one model call.

validate → redact → guard → hybrid retrieve + rerank (top-k) → redact evidence → synthesize with
[n] citations → citation check → output PII scan.
"""

from __future__ import annotations

from clinrag.pipelines.answer import Answer, QueryType
from clinrag.pipelines.stages import Intake, Stages
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.filters import MetadataFilter
from clinrag.security.redaction import RedactionSession


class ClassicalPipeline:
    def __init__(self, stages: Stages) -> None:
        self.stages = stages

    async def answer(
        self,
        intake: Intake,
        metadata_filter: MetadataFilter,
        trace: Trace,
        session: RedactionSession,
        query_type: QueryType = "SIMPLE",
    ) -> Answer:
        """``intake`` is the validated, redacted question (``Stages.intake``); ``query_type``
        is passed on when ``auto`` mode classified the question first."""
        question = intake.query.text
        outcome = await self.stages.retrieve(
            [question], metadata_filter, trace, intake.vector[None]
        )
        passages = await self.stages.evidence(outcome.chunks, trace, session)
        draft = await self.stages.synthesize(question, [question], passages, outcome, trace)
        return await self.stages.finish(
            draft,
            pipeline="classical",
            query_type=query_type,
            iterations=1,
            query=intake.query,
            trace=trace,
            session=session,
        )
