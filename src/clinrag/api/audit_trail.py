"""One audit record per request to the API's ``/v1`` endpoints, whatever its end.

Queries are recorded by their route (answer, citations, steps), whatever their end: answered,
refused, failed, timed out, or the client gone (``client_disconnected``, with the steps done so
far). Every other outcome, such as a refused key (401/403), a rate limit (429), a body too
large (413), is recorded by the error handler (``needs_record``, ``record_failure``). Reads of
the audit trail and of the pipeline switch are recorded as ``audit_reads`` rows, which then are
the request's record (``mark_audited``). A request to a thread (``/v1/conversations/{id}...``)
names it on its record, whoever writes it (``note_conversation``); an answered message's
record also carries its turn. ``request.state.audited`` marks a request already
recorded, so none is recorded twice. Fail closed: when the record cannot be written the client
gets 503 and no answer.

A record is written even when the request is being cancelled: the route writes it through
``clinrag.api.supervision.run_to_end``, which waits for the write through any cancellation.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from fastapi import Request

from clinrag.audit.records import Outcome, QueryRecord, Reader
from clinrag.audit.writer import Alongside, AuditSink
from clinrag.domain import Answer, StepRecord
from clinrag.errors import (
    ClientDisconnected,
    ClinragError,
    Conflict,
    DeadlineExceeded,
    Forbidden,
    InputRejected,
    LLMTimeout,
    NotFound,
    Overloaded,
    PayloadTooLarge,
    RateLimited,
    Unauthorized,
    UnsupportedMediaType,
)
from clinrag.pipelines.trace import Trace


def outcome_of(error: ClinragError) -> Outcome:
    """The audit outcome of an error; its code goes to ``error_code``."""
    if isinstance(error, ClientDisconnected):
        return "client_disconnected"
    if isinstance(error, Forbidden):
        return "forbidden"
    if isinstance(error, Unauthorized):
        return "unauthorized"
    if isinstance(error, RateLimited):
        return "rate_limited"
    if isinstance(error, PayloadTooLarge):
        return "too_large"
    if isinstance(error, LLMTimeout | DeadlineExceeded):
        return "timeout"
    if isinstance(error, Overloaded):
        return "overloaded"
    if isinstance(error, InputRejected | UnsupportedMediaType | NotFound | Conflict):
        return "rejected"
    return "failed"


def answer_outcome(answer: Answer) -> Outcome:
    """The audit outcome of a request that ended in an answer: ``clarification`` when the
    answer is a question back (a thread's), else found or not."""
    if answer.kind == "clarification":
        return "clarification"
    return "answered" if answer.found else "not_found"


def reader_of(request: Request) -> Reader:
    """Who made the request, and which request it is: the authenticated key
    (``request.state.principal``) or nobody."""
    principal = getattr(request.state, "principal", None)
    client = request.client.host if request.client else None
    request_id = getattr(request.state, "request_id", None)
    if principal is None:
        return Reader(None, "anonymous", client_address=client, request_id=request_id)
    return Reader(
        principal.key_id, str(principal.role), client_address=client, request_id=request_id
    )


def note_conversation(request: Request, conversation_id: str) -> None:
    """The request concerns this thread (an id of the right form, not necessarily the
    caller's): its record, written by the route or the error handler, names it."""
    request.state.conversation_id = conversation_id


def mark_audited(request: Request) -> None:
    """The request's record is already written elsewhere (an ``audit_reads`` row): the error
    handler must not add a ``queries_log`` row for it (a 404 lookup is not a failure)."""
    request.state.audited = True


def elapsed_seconds(request: Request) -> float:
    """Since the request arrived (set by the request middleware): the audit record's and the
    metrics' duration."""
    arrived = getattr(request.state, "arrived", None)
    return 0.0 if arrived is None else time.perf_counter() - arrived


def _record(request: Request, outcome: Outcome, **fields: Any) -> QueryRecord:
    """The request's facts (id, arrival, duration, actor) and ``fields``."""
    request.state.audited = True
    reader = reader_of(request)
    principal = getattr(request.state, "principal", None)
    return QueryRecord(
        access_labels=None if principal is None else principal.access.recorded(),
        request_id=request.state.request_id,
        created_at=getattr(request.state, "arrived_at", None) or datetime.now(UTC),
        outcome=outcome,
        total_ms=elapsed_seconds(request) * 1000,
        actor_key_id=reader.key_id,
        actor_role=None if reader.role == "anonymous" else reader.role,
        client_address=reader.client_address,
        conversation_id=getattr(request.state, "conversation_id", None),
        **fields,
    )


def _prompt_versions(trace: Trace) -> dict[str, str]:
    return {call.prompt_id: call.prompt_version for call in trace.llm_calls}


def _models(trace: Trace) -> str | None:
    names = sorted({call.model for call in trace.llm_calls})
    return ", ".join(names) or None


async def record_answer(
    audit: AuditSink,
    request: Request,
    answer: Answer,
    mode: str,
    trace: Trace,
    *,
    alongside: Alongside | None = None,
) -> None:
    """``alongside``: what commits with the record or not at all (a thread's turn)."""
    record = _record(
        request,
        answer_outcome(answer),
        pipeline=answer.pipeline,
        mode=mode,
        query_type=answer.query_type,
        redacted_query=answer.redacted_query,
        redacted_answer=answer.text,
        citations=answer.citations,
        confidence=answer.confidence,
        model=_models(trace),
        prompt_versions=_prompt_versions(trace),
    )
    await audit.record_query(record, answer.steps, alongside=alongside)


SEARCH_PIPELINE = "search"
"""The ``pipeline`` of a ``POST /v1/search`` record (retrieval only, no model)."""


async def record_search(
    audit: AuditSink,
    request: Request,
    mode: str,
    redacted_query: str,
    hits: Sequence[Mapping[str, Any]],
    steps: Sequence[StepRecord],
) -> None:
    """A search that returned ``hits`` (redacted snippets with their ids and scores, kept as
    the record's citations): ``answered``, or ``not_found`` when there are none."""
    record = _record(
        request,
        "answered" if hits else "not_found",
        pipeline=SEARCH_PIPELINE,
        mode=mode,
        redacted_query=redacted_query,
        citations=hits,
    )
    await audit.record_query(record, steps)


async def record_failure(
    audit: AuditSink,
    request: Request,
    error: ClinragError,
    *,
    mode: str | None = None,
    trace: Trace | None = None,
) -> None:
    """A request that ended in ``error``, with the steps it got through."""
    steps: Sequence[StepRecord] = tuple(trace.steps) if trace is not None else ()
    record = _record(
        request,
        outcome_of(error),
        error_code=error.code,
        mode=mode,
        redacted_query=trace.redacted_query if trace is not None else None,
        model=_models(trace) if trace is not None else None,
        prompt_versions=_prompt_versions(trace) if trace is not None else {},
    )
    await audit.record_query(record, steps)


def needs_record(request: Request) -> bool:
    """A ``/v1`` request its route has not recorded (refused before or outside the route)."""
    return request.url.path.startswith("/v1/") and not getattr(request.state, "audited", False)
