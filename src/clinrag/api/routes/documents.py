"""Document ingestion over HTTP: multipart file uploads or JSON text, one response summary.

Each document is stored with an access label (``clinrag.ingest.access``): a JSON document's
``access``, or a form's ``access`` field for every file, else the document's ``access`` metadata,
else its bucket's default, else ``public``.

Both paths go through the same parser as ``clinrag ingest`` (JSON documents are validated as
JSONL records), so the same input is refused the same way: 413 over the size limit, 415 for an
unsupported type, 422 with a reason code for empty, undecodable or binary content.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, Field

from clinrag.api.auth import permission
from clinrag.api.deps import IngestorDep, SettingsDep
from clinrag.auth.roles import Permission, Principal
from clinrag.corpus.buckets import BUCKET_KEY, InvalidBucket
from clinrag.domain import ParsedDocument
from clinrag.errors import InputRejected, PayloadTooLarge, UnsupportedMediaType
from clinrag.ingest.access import ACCESS_KEY
from clinrag.ingest.parsing import parse_document

router = APIRouter(prefix="/v1/documents", tags=["documents"])

_MULTIPART_OVERHEAD = 64 * 1024
_MAX_FILES = 100


class DocumentIn(BaseModel):
    text: str = Field(min_length=1)
    source: str | None = Field(default=None, max_length=1000)
    title: str | None = Field(default=None, max_length=1000)
    metadata: dict[str, Any] = Field(default_factory=dict)
    bucket: str | None = Field(
        default=None,
        description="The document's bucket (else its metadata's 'bucket', else the request's)",
    )
    access: str | None = Field(
        default=None, description="Access label (default: the bucket's, else public)"
    )


class DocumentsIn(BaseModel):
    documents: Annotated[list[DocumentIn], Field(min_length=1, max_length=1000)]
    bucket: str | None = Field(
        default=None, description="Bucket of the documents that name none (default: general)"
    )


class DocumentResult(BaseModel):
    source: str
    status: Literal["created", "updated", "unchanged", "duplicate", "empty"]
    document_id: int | None
    chunks: int
    flagged_chunks: int
    """Chunks with instruction-like text: stored and retrievable, quoted as data in prompts."""


class IngestResult(BaseModel):
    documents: int
    """Documents written (created or updated)."""
    chunks: int
    skipped: int
    seconds: float
    results: list[DocumentResult]


def _check_length(request: Request, limit: int) -> None:
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise PayloadTooLarge(f"the request body is over the limit of {limit} bytes")


async def _from_json(request: Request, limit: int) -> tuple[list[ParsedDocument], str | None]:
    body = await request.body()
    if len(body) > limit:
        raise PayloadTooLarge(f"the request body is over the limit of {limit} bytes")
    try:
        payload = DocumentsIn.model_validate_json(body)
    except ValueError as exc:
        raise InputRejected(
            'expected {"documents": [{"text": ..., "source"?, "title"?, "metadata"?}]}',
            code="invalid_request",
        ) from exc
    lines = []
    for position, document in enumerate(payload.documents, start=1):
        record: dict[str, Any] = {"text": document.text, "metadata": document.metadata}
        if document.bucket is not None:
            named = document.metadata.get(BUCKET_KEY, document.bucket)
            if named != document.bucket:
                raise InvalidBucket(
                    f"document {position}: 'bucket' and its metadata's 'bucket' differ"
                )
            record["metadata"] = {**document.metadata, BUCKET_KEY: document.bucket}
        record["source"] = document.source or f"api/{position}"
        if document.title:
            record["title"] = document.title
        if document.access is not None:
            record[ACCESS_KEY] = document.access
        lines.append(json.dumps(record, ensure_ascii=False))
    parsed = parse_document("request.jsonl", "\n".join(lines).encode(), max_bytes=limit)
    return parsed, payload.bucket


async def _from_multipart(
    request: Request, limit: int
) -> tuple[list[ParsedDocument], str | None, str | None]:
    """The files, the form's ``bucket`` field and its ``access`` field (the label of them
    all), if any."""
    form = await request.form(max_files=_MAX_FILES, max_fields=_MAX_FILES)
    bucket = form.get("bucket")
    if bucket is not None and not isinstance(bucket, str):
        raise InvalidBucket("'bucket' must be a form field, not a file")
    given = form.get(ACCESS_KEY)
    access = given if isinstance(given, str) else None
    uploads = [value for _, value in form.multi_items() if not isinstance(value, str)]
    if not uploads:
        raise InputRejected("the form holds no file: send each as a 'file' part", code="no_file")
    documents: list[ParsedDocument] = []
    for number, upload in enumerate(uploads, start=1):
        if upload.size is not None and upload.size > limit:
            # By position: a file name is the client's text and may name a patient.
            raise PayloadTooLarge(f"file {number} is over the limit of {limit} bytes")
        data = await upload.read(limit + 1)
        documents += parse_document(
            upload.filename or "upload",
            data,
            max_bytes=limit,
            content_type=upload.content_type,
        )
    return documents, bucket, access


@router.post(
    "",
    response_model=IngestResult,
    status_code=201,
    responses={
        200: {"description": "Nothing new: every document was already stored"},
        413: {"description": "Over CLINRAG_INGEST__MAX_DOCUMENT_BYTES"},
        415: {"description": "Not .txt, .md, .pdf or .jsonl"},
        422: {"description": "Empty, undecodable, binary or malformed input (reason code)"},
    },
)
async def ingest_documents(
    request: Request,
    response: Response,
    _: Annotated[Principal, Depends(permission(Permission.INGEST))],
    settings: SettingsDep,
    ingestor: IngestorDep,
) -> IngestResult:
    """Upload files (multipart, one ``file`` part each, and an optional ``bucket`` field) or
    post ``{"documents": [...], "bucket"?}``. A document's bucket: its own ``bucket``, else its
    metadata's, else the request's, else ``general``."""
    limit = settings.ingest.max_document_bytes
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    access: str | None = None
    if content_type == "application/json":
        _check_length(request, limit)
        documents, bucket = await _from_json(request, limit)
    elif content_type == "multipart/form-data":
        _check_length(request, limit * _MAX_FILES + _MULTIPART_OVERHEAD)
        documents, bucket, access = await _from_multipart(request, limit)
    else:
        raise UnsupportedMediaType(
            "send multipart/form-data (files) or application/json (text documents)"
        )
    # 503 while models load
    summary = await ingestor.get().ingest(documents, bucket=bucket, access=access)
    if summary.documents == 0:
        response.status_code = 200
    return IngestResult(
        documents=summary.documents,
        chunks=summary.chunks,
        skipped=summary.skipped,
        seconds=round(summary.seconds, 3),
        results=[DocumentResult(**vars(outcome)) for outcome in summary.outcomes],
    )
