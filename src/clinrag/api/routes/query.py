"""``POST /v1/query``: a question in, a grounded, cited, redacted answer and its step trace out;
``POST /v1/query/stream``: the same as Server-Sent Events. Stateless: nothing of one question
reaches another (threads are ``/v1/conversations``). How a question is answered and audited:
``clinrag.api.answering``; streamed: ``clinrag.api.answer_stream``.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from fastapi.responses import StreamingResponse

from clinrag.api.answer_bodies import QueryRequest, QueryResponse
from clinrag.api.answer_stream import SSE_RESPONSES, stream_answer
from clinrag.api.answering import AnsweringDep, answer_question
from clinrag.api.auth import permission
from clinrag.auth.roles import Permission, Principal
from clinrag.pipelines.trace import Trace

router = APIRouter(prefix="/v1", tags=["query"])
Clinician = Annotated[Principal, Depends(permission(Permission.QUERY))]


@router.post("/query", response_model=QueryResponse)
async def query(
    body: QueryRequest, request: Request, _: Clinician, answering: AnsweringDep
) -> QueryResponse:
    answer = await answer_question(body, request, Trace(), answering)
    return QueryResponse.of(answer)


@router.post("/query/stream", response_class=StreamingResponse, responses=SSE_RESPONSES)
async def query_stream(
    body: QueryRequest, request: Request, _: Clinician, answering: AnsweringDep
) -> StreamingResponse:
    """Server-Sent Events: ``step``, ``evidence``, ``draft``, then ``answer`` (the body of
    ``POST /v1/query``) or ``error`` (``clinrag.api.answer_stream.stream_answer``)."""

    async def respond(trace: Trace) -> QueryResponse:
        return QueryResponse.of(await answer_question(body, request, trace, answering))

    return stream_answer(request, respond)
