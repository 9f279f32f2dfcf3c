"""Answering a question over HTTP, for every route that answers one (``/v1/query`` and a
thread's messages): the answer supervised, audited and metered. The request and response
bodies are ``clinrag.api.answer_bodies``; the Server-Sent Events form ``clinrag.api.answer_stream``.

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
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from functools import partial
from typing import Annotated, Any

import structlog
from fastapi import Depends, Request

from clinrag.api.answer_bodies import QueryRequest
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
from clinrag.api.supervision import run_to_end, supervise
from clinrag.audit.writer import AuditLog
from clinrag.auth.roles import Permission, allowed
from clinrag.domain import Answer, Mode
from clinrag.errors import AuditWriteError, ClientDisconnected, ClinragError, Forbidden, StepFailed
from clinrag.pipelines.pause_keeper import Caller
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.trace import Trace

log = structlog.get_logger(__name__)


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
