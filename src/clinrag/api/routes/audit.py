"""The audit trail for compliance reviewers: search, one request's full trace, export, verify,
and any clinician's thread of questions (its turns, each with the request id of its record).

Every read is itself recorded (who, through which request, read what, when) before anything
is returned; when that record cannot be written the reader gets 503 and nothing else. That
``audit_reads`` row is the request's record: a lookup that finds nothing (404) is noted there
(``found`` false), not added to ``queries_log`` as a failed request.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Path, Query, Request
from fastapi.responses import StreamingResponse

from clinrag.api.audit_trail import mark_audited, note_conversation, reader_of
from clinrag.api.auth import permission
from clinrag.api.deps import AuditLogDep, AuditReaderDep, ConversationsDep
from clinrag.api.middleware import REQUEST_ID_PATTERN
from clinrag.audit.formats import csv_lines, jsonl_lines
from clinrag.audit.records import Outcome, QueryFilters, QueryRow, QueryTrace, VerifyResult
from clinrag.auth.roles import Permission, Principal
from clinrag.conversations.store import CONVERSATION_ID_PATTERN, Transcript
from clinrag.domain import QueryType, RecordedPipeline
from clinrag.errors import NotFound

router = APIRouter(prefix="/v1/audit", tags=["audit"])
Reviewer = Annotated[Principal, Depends(permission(Permission.AUDIT_READ))]


def _filters(
    since: Annotated[datetime | None, Query(description="inclusive, ISO 8601 with zone")] = None,
    until: Annotated[datetime | None, Query(description="exclusive")] = None,
    actor: Annotated[str | None, Query(description="API key id")] = None,
    pipeline: RecordedPipeline | None = None,
    query_type: QueryType | None = None,
    outcome: Outcome | None = None,
    slower_than_ms: Annotated[float | None, Query(ge=0)] = None,
    conversation: Annotated[
        str | None, Query(pattern=CONVERSATION_ID_PATTERN, description="conversation id")
    ] = None,
) -> QueryFilters:
    return QueryFilters(
        since=since,
        until=until,
        actor_key_id=actor,
        pipeline=pipeline,
        query_type=query_type,
        outcome=outcome,
        slower_than_ms=slower_than_ms,
        conversation_id=conversation,
    )


Filters = Annotated[QueryFilters, Depends(_filters)]


@router.get("/queries", response_model=list[QueryRow])
async def list_queries(
    request: Request,
    _: Reviewer,
    audit_reader: AuditReaderDep,
    filters: Filters,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0)] = 0,
) -> list[QueryRow]:
    """Newest first."""
    return await audit_reader.list_queries(reader_of(request), filters, limit=limit, offset=offset)


@router.get("/queries/{request_id}", response_model=QueryTrace)
async def get_query(
    request: Request,
    # What a request id can be: anything else is refused (422) before it is looked up or
    # stored, so no text typed in its place reaches the audit trail.
    request_id: Annotated[str, Path(pattern=REQUEST_ID_PATTERN)],
    _: Reviewer,
    audit_reader: AuditReaderDep,
) -> QueryTrace:
    """The request's record and every step, in order."""
    found = await audit_reader.get_query(reader_of(request), request_id)
    if found is None:
        mark_audited(request)  # the read row says it found nothing: that is the record
        raise NotFound("no audit record for this request id")
    return found


@router.get("/export", response_class=StreamingResponse)
async def export(
    request: Request,
    _: Reviewer,
    audit_reader: AuditReaderDep,
    filters: Filters,
    format: Literal["jsonl", "csv"] = "jsonl",
) -> StreamingResponse:
    """Streamed, oldest first, hashes included (an export can be checked elsewhere)."""
    rows = await audit_reader.export(reader_of(request), filters)
    if format == "csv":
        return StreamingResponse(csv_lines(rows), media_type="text/csv; charset=utf-8")
    return StreamingResponse(jsonl_lines(rows), media_type="application/x-ndjson")


@router.get("/verify", response_model=VerifyResult)
async def verify(request: Request, _: Reviewer, audit_reader: AuditReaderDep) -> VerifyResult:
    """Walks the hash chain; names the first row that does not hold."""
    return await audit_reader.verify(reader_of(request))


@router.get("/conversations/{conversation_id}", response_model=Transcript)
async def get_conversation(
    request: Request,
    conversation_id: Annotated[str, Path(pattern=CONVERSATION_ID_PATTERN)],
    _: Reviewer,
    conversations: ConversationsDep,
    audit: AuditLogDep,
) -> Transcript:
    """A thread, whoever owns it, and its turns in order; each turn's ``request_id`` opens its
    record and steps (``/queries/{request_id}``), and ``/queries?conversation=`` lists every
    request made to it (refused messages, lookups by other keys). The read is recorded
    (``conversation``, found or not) before anything is returned."""
    note_conversation(request, conversation_id)
    transcript = await conversations.transcript(conversation_id)
    await audit.record_read(
        reader_of(request),
        "conversation",
        conversation_id=conversation_id,
        found=transcript is not None,
    )
    mark_audited(request)  # the read row is the record, found or not
    if transcript is None:
        raise NotFound("no conversation with that id", code="conversation_not_found")
    return transcript
