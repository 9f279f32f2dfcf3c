"""``POST /v1/query``: a question in, a grounded, cited, redacted answer and its step trace out.

The request's text is never logged or echoed: the response carries the redacted question, and
a rejection carries only its reason code. Authentication, the audit record and streaming are
added on top of this route by the audit and API layer.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, Field

from src.api.lifespan import Services
from src.pipelines.answer import Answer, Citation, Mode, PipelineName, QueryType
from src.pipelines.trace import StepRecord, Trace

router = APIRouter(prefix="/v1", tags=["query"])


class QueryRequest(BaseModel):
    question: str = Field(min_length=1, description="The clinician's question")
    filters: dict[str, Any] | None = Field(
        default=None,
        description='Metadata filters, e.g. {"year": {">=": 2020}, "bucket": "guidelines"}',
    )
    mode: Mode | None = Field(default=None, description="classical, agentic or auto")


class QueryResponse(BaseModel):
    answer: str
    found: bool
    citations: list[Citation]
    confidence: float
    pipeline: PipelineName
    query_type: QueryType
    sub_queries: list[str]
    iterations: int
    flags: list[str]
    redacted_query: str
    reranker: str | None
    llm_calls: int
    llm_seconds: float
    steps: list[StepRecord]

    @classmethod
    def of(cls, answer: Answer) -> QueryResponse:
        return cls(
            answer=answer.text,
            found=answer.found,
            citations=list(answer.citations),
            confidence=answer.confidence,
            pipeline=answer.pipeline,
            query_type=answer.query_type,
            sub_queries=list(answer.sub_queries),
            iterations=answer.iterations,
            flags=list(answer.flags),
            redacted_query=answer.redacted_query,
            reranker=answer.reranker,
            llm_calls=len(answer.llm_calls),
            llm_seconds=round(sum(c.seconds for c in answer.llm_calls), 4),
            steps=list(answer.steps),
        )


@router.post("/query", response_model=QueryResponse)
async def query(body: QueryRequest, request: Request) -> QueryResponse:
    services: Services = request.app.state.services
    service = services.query_service()
    mode = body.mode or services.settings.pipeline.default_mode.value
    answer = await service.answer(body.question, mode=mode, trace=Trace(), filters=body.filters)
    return QueryResponse.of(answer)
