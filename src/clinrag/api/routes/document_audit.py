"""Compliance's questions about one document (``clinrag.audit.document_access``): who could
have seen it (its label over time, the keys that hold the label now, the recorded requests that
ran under it while it was in force) and which answers cited it. Each question is recorded
(``audit_reads``, action ``document``) before anything is returned; that row is the request's
record, found or not."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Path, Request

from clinrag.api.audit_trail import mark_audited, reader_of
from clinrag.api.auth import permission
from clinrag.api.deps import DocumentAccessDep
from clinrag.audit.document_access import CitingRequest, DocumentAccess
from clinrag.auth.roles import Permission, Principal
from clinrag.errors import NotFound

router = APIRouter(prefix="/v1/audit/documents", tags=["audit"])
Reviewer = Annotated[Principal, Depends(permission(Permission.AUDIT_READ))]
DocumentId = Annotated[int, Path(ge=1, le=2**63 - 1)]


@router.get("/{document_id}/access", response_model=DocumentAccess)
async def document_access(
    request: Request, document_id: DocumentId, _: Reviewer, reader: DocumentAccessDep
) -> DocumentAccess:
    """Who could have seen the document: a superset (a request counts when it ran under a
    label the document had at the time, whether or not it retrieved it)."""
    found = await reader.access(reader_of(request), document_id)
    mark_audited(request)
    if found is None:
        raise NotFound("no document with that id", code="document_not_found")
    return found


@router.get("/{document_id}/citations", response_model=list[CitingRequest])
async def document_citations(
    request: Request, document_id: DocumentId, _: Reviewer, reader: DocumentAccessDep
) -> list[CitingRequest]:
    """Every recorded answer (thread turns included) that cited the document, oldest first;
    ``/v1/audit/queries/{request_id}`` opens each."""
    citing = await reader.citations(reader_of(request), document_id)
    mark_audited(request)
    return citing
