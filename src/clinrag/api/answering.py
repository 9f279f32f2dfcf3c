"""Answering a question over HTTP, for every route that answers one (``/v1/query`` and a
thread's messages): the request and response bodies, the answer supervised, audited and
metered, and its Server-Sent Events form.

The request's text is never logged or echoed: the response carries the redacted question, and
a rejection carries only its reason code. Every question leaves one audit record (answered,
not found, rejected, failed, timed out, client gone) with its steps; without that record there
is no answer. The pipeline runs supervised (``clinrag.api.supervision``): past the request's
deadline, or once the client has gone, it is cancelled, model call included, and the record
says so (``timeout`` / ``client_disconnected``, the cut step ``timeout`` / ``cancelled``).
How an answer is kept is the caller's (``Keep``): ``/v1/query`` writes its record; a thread
writes the record with its turn, in one transaction.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine
from dataclasses import dataclass
from functools import partial
from typing import Annotated, Any, Literal

import structlog
from fastapi import Depends, Request
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field, TypeAdapter

from clinrag.api.audit_trail import elapsed_seconds, outcome_of, record_answer, record_failure
from clinrag.api.auth import access_of
from clinrag.api.background import DerivedResource
from clinrag.api.deps import (
    AuditLogDep,
    MetricsDep,
    PipelineSwitchDep,
    QueryServiceDep,
    SettingsDep,
)
from clinrag.api.metrics import ServiceMetrics
from clinrag.api.pipeline_switch import PipelineSwitch
from clinrag.api.supervision import run_to_end, settle, supervise
from clinrag.audit.writer import AuditLog
from clinrag.auth.keys import Permission, allowed
from clinrag.domain import (
    ENGLISH_ANSWER,
    Answer,
    AnswerKind,
    AnswerLanguage,
    Citation,
    ClarificationReason,
    Evidence,
    Mode,
    PipelineName,
    QueryType,
    StepRecord,
    Strategy,
)
from clinrag.errors import AuditWriteError, ClientDisconnected, ClinragError, Forbidden, StepFailed
from clinrag.pipelines.pause_keeper import Caller
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.step_view import clinician_step, clinician_steps
from clinrag.pipelines.trace import Trace

log = structlog.get_logger(__name__)


class QueryRequest(BaseModel):
    question: str = Field(min_length=1, description="The clinician's question")
    filters: dict[str, Any] | None = Field(
        default=None,
        description='Metadata filters, e.g. {"year": {">=": 2020}, "bucket": "guidelines"}',
    )
    mode: Mode | None = Field(default=None, description="classical, agentic or auto")
    synthesis: Strategy | None = Field(
        default=None,
        description="How the answer is written: direct, map_reduce or extractive "
        "(default: the service's setting)",
    )
    pause_id: str | None = Field(
        default=None,
        pattern=r"^[0-9a-f]{32}$",
        description="Reply to a clarification: the answer's clarification.pause_id; the "
        "question is then the reply, and the paused question goes on from where it stopped",
    )


class ClarificationBody(BaseModel):
    """A question back instead of an answer."""

    kind: Literal["clarification"] = "clarification"
    question: str = Field(description="The clarifying question (redacted text)")
    options: list[str] = Field(
        description="A thread's: subjects the caller may mean (its recent subject words, most "
        "recent first, at most 5); the agent's: the filter to relax or fields to narrow by"
    )
    reason: ClarificationReason = Field(
        description="ambiguous: a thread's message refers to something the thread has not "
        "named; low_evidence: too little of what was found is close to a thread's message, "
        "even after searching again; no_results: the agent's filters leave no document; "
        "overload: more documents match than an answer can list"
    )
    pause_id: str | None = Field(
        default=None,
        description="The agent's paused question: send the reply to POST /v1/query with this "
        "pause_id (null for a thread: it keeps the pause, and its next message is the reply)",
    )

    @classmethod
    def of(cls, answer: Answer) -> ClarificationBody | None:
        asks = answer.clarification
        if asks is None:
            return None
        return cls(
            question=asks.question,
            options=list(asks.options),
            reason=asks.reason,
            pause_id=asks.pause_id,
        )


class QueryResponse(BaseModel):
    answer: str
    found: bool
    answer_kind: AnswerKind
    citations: list[Citation]
    confidence: float
    pipeline: PipelineName
    query_type: QueryType
    sub_queries: list[str]
    iterations: int
    flags: list[str]
    caveat: str | None = Field(
        default=None,
        description="What to know before relying on the answer (also its last sentence): set "
        "when too little of the evidence was relevant even after searching again (flag "
        "low_evidence)",
    )
    redacted_query: str
    language: AnswerLanguage = Field(
        default=ENGLISH_ANSWER,
        description="The question's language and the answer's: a question in another accepted "
        "language is searched in English (searched: its redacted translation); a model answer "
        "is translated into the question's language (answer), while quotes stay verbatim "
        "English (answer 'en') after one line in the question's language (lead)",
    )
    reranker: str | None
    llm_calls: int
    llm_seconds: float
    steps: list[StepRecord]
    clarification: ClarificationBody | None = None
    """The agent's question back (``answer_kind`` ``clarification``); null for an answer."""

    @classmethod
    def fields_of(cls, answer: Answer) -> dict[str, Any]:
        return {
            "clarification": ClarificationBody.of(answer),
            "answer": answer.text,
            "found": answer.found,
            "answer_kind": answer.kind,
            "citations": list(answer.citations),
            "confidence": answer.confidence,
            "pipeline": answer.pipeline,
            "query_type": answer.query_type,
            "sub_queries": list(answer.sub_queries),
            "iterations": answer.iterations,
            "flags": list(answer.flags),
            "caveat": answer.caveat,
            "redacted_query": answer.redacted_query,
            "language": answer.language,
            "reranker": answer.reranker,
            "llm_calls": len(answer.llm_calls),
            "llm_seconds": round(sum(c.seconds for c in answer.llm_calls), 4),
            "steps": clinician_steps(answer.steps),  # no guard internals
        }

    @classmethod
    def of(cls, answer: Answer) -> QueryResponse:
        return cls(**cls.fields_of(answer))


@dataclass(frozen=True)
class Answering:
    """What answering a question uses; every answering route takes it as one dependency."""

    query_service: DerivedResource[QueryService]
    pipeline_switch: PipelineSwitch
    audit: AuditLog
    metrics: ServiceMetrics
    deadline_seconds: float


def _answering(
    query_service: QueryServiceDep,
    pipeline_switch: PipelineSwitchDep,
    audit: AuditLogDep,
    metrics: MetricsDep,
    settings: SettingsDep,
) -> Answering:
    return Answering(
        query_service,
        pipeline_switch,
        audit,
        metrics,
        deadline_seconds=settings.server.request_deadline_seconds,
    )


AnsweringDep = Annotated[Answering, Depends(_answering)]

Keep = Callable[[Answer, str, Trace], Coroutine[Any, Any, None]]
"""Keeps an answer (given its mode and trace) before it is sent: at least its audit record."""

Respond = Callable[[QueryService, Mode, Trace], Coroutine[Any, Any, Answer]]
"""Answers the request with the service, in the mode chosen, on the trace given (a thread's
message: routed first, ``clinrag.pipelines.followup``)."""


def _mode_for(body: QueryRequest, request: Request, switched: Mode) -> Mode:
    """The admin's pipeline switch decides, unless an admin asks for a mode."""
    if body.mode is None or body.mode == switched:
        return switched
    principal = getattr(request.state, "principal", None)
    if principal is None or not allowed(principal.role, Permission.ADMIN):
        raise Forbidden("choosing the pipeline mode requires the admin role")
    return body.mode


async def answer_question(
    body: QueryRequest,
    request: Request,
    trace: Trace,
    answering: Answering,
    keep: Keep | None = None,
    respond: Respond | None = None,
) -> Answer:
    """The answer, kept (by default: its audit record) whatever the end (no record, no
    answer: 503), even while this request is being cancelled, and the request counted in the
    metrics with the outcome the record has. When ``keep`` refuses the answer (a thread full
    by now), the refusal is recorded instead. ``respond`` answers (by default: the service
    answers ``body`` as it stands)."""
    audit, metrics = answering.audit, answering.metrics
    keep = keep if keep is not None else partial(record_answer, audit, request)
    mode: str | None = None
    try:
        try:
            chosen = _mode_for(body, request, (await answering.pipeline_switch.current()).mode)
            mode = chosen
            service = answering.query_service.get()  # 503 while the models load
            answer = await supervise(
                respond(service, chosen, trace)
                if respond is not None
                else _ask(service, body, chosen, request, trace),
                receive=request.receive,
                trace=trace,
                deadline_seconds=answering.deadline_seconds - elapsed_seconds(request),
            )
        except ClinragError:
            raise
        except Exception as exc:
            raise StepFailed("the request failed unexpectedly") from exc
    except ClinragError as error:
        metrics.observe_failure(outcome_of(error), error.code, elapsed_seconds(request))
        await run_to_end(record_failure(audit, request, error, mode=mode, trace=trace))
        raise
    except asyncio.CancelledError:
        # Cancelled from outside: the stream's client went away, or the server is stopping.
        gone = ClientDisconnected("the request was cancelled", code="request_cancelled")
        metrics.observe_failure(outcome_of(gone), gone.code, elapsed_seconds(request))
        try:
            await run_to_end(record_failure(audit, request, gone, mode=mode, trace=trace))
        except AuditWriteError as failure:
            log.error("audit.write_failed", error=failure.code, outcome=outcome_of(gone))
        raise
    finally:
        metrics.observe_steps(trace.steps)
        metrics.observe_llm_calls(trace.llm_calls)
    try:
        await run_to_end(keep(answer, mode, trace))
    except AuditWriteError as error:
        metrics.observe_failure("failed", error.code, elapsed_seconds(request))
        raise
    except ClinragError as error:
        # Refused with its record (a thread full by now): nothing was written; record that.
        metrics.observe_failure(outcome_of(error), error.code, elapsed_seconds(request))
        await run_to_end(record_failure(audit, request, error, mode=mode, trace=trace))
        raise
    metrics.observe_answer(answer, elapsed_seconds(request))
    return answer


def _ask(
    service: QueryService, body: QueryRequest, mode: Mode, request: Request, trace: Trace
) -> Coroutine[Any, Any, Answer]:
    """The question answered (a flow that stops to ask keeps it for the caller's key), or
    the reply to a paused one resumed."""
    principal = request.state.principal
    caller = Caller(principal.key_id, request.state.request_id)
    if body.pause_id is not None:
        return service.resume_answer(
            body.pause_id, body.question, trace=trace, caller=caller, access=access_of(request)
        )
    return service.answer(
        body.question,
        mode=mode,
        trace=trace,
        access=access_of(request),
        filters=body.filters,
        strategy=body.synthesis,
        caller=caller,
    )


def stream_answer(
    request: Request, respond: Callable[[Trace], Awaitable[BaseModel]]
) -> StreamingResponse:
    """Server-Sent Events of ``respond`` (which answers on the trace it is given and returns
    the JSON route's body): ``step`` per finished step; ``evidence`` (the passages the model is
    about to read, redacted excerpts with their title, source and page) as soon as they are
    chosen, before the model starts; ``draft`` (``{"text": ...}``) for each sentence of the
    answer as the model writes it, once its citations are checked and its text redacted (the
    embedded model and OpenAI-compatible servers; Ollama answers whole); then ``answer`` (the
    JSON route's body, authoritative) or ``error`` (the error body). The answer is sent only
    after it is kept (its audit record written); a client that leaves early leaves a
    ``client_disconnected`` record with the steps done so far."""
    events: asyncio.Queue[str | None] = asyncio.Queue()

    async def on_step(step: StepRecord) -> None:
        await events.put(_event("step", _STEP.dump_json(clinician_step(step)).decode()))

    async def on_evidence(passages: tuple[Evidence, ...]) -> None:
        await events.put(_event("evidence", _EVIDENCE.dump_json(list(passages)).decode()))

    async def on_draft(sentence: str) -> None:
        await events.put(_event("draft", json.dumps({"text": sentence})))

    async def run() -> None:
        try:
            trace = Trace(listener=on_step, evidence_listener=on_evidence, draft_listener=on_draft)
            await events.put(_event("answer", (await respond(trace)).model_dump_json()))
        except ClinragError as error:
            payload = {
                "error": error.code,
                "detail": error.detail,
                "request_id": request.state.request_id,
            }
            await events.put(_event("error", json.dumps(payload)))
        finally:
            await events.put(None)

    task = asyncio.create_task(run())

    async def stream() -> AsyncIterator[str]:
        try:
            while (event := await events.get()) is not None:
                yield event
        finally:
            # Cut short (the client went away): cancel the work and wait while it records
            # itself (client_disconnected, its steps so far), so the request ends recorded.
            task.cancel()
            await settle(task)

    return StreamingResponse(stream(), media_type="text/event-stream")


SSE_RESPONSES: dict[int | str, dict[str, Any]] = {200: {"content": {"text/event-stream": {}}}}

_STEP = TypeAdapter(StepRecord)
_EVIDENCE = TypeAdapter(list[Evidence])


def _event(name: str, data: str) -> str:
    """One Server-Sent Event; ``data`` is one line of JSON."""
    return f"event: {name}\ndata: {data}\n\n"
