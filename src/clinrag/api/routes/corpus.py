"""The corpus catalogue: ``GET /v1/buckets`` (each bucket's counts and field schema: what a
front-end or a planner filters on) and ``GET /v1/documents/{id}`` (one document's metadata,
pages and chunk count). Clinicians and admins, as for searching, and only as far as their
key's access labels reach (``Catalog``): a bucket with no document the key may read is not
listed, a listed bucket's counts and examples come from readable documents only, and a document
the key may not read is 404, the same answer as an id that does not exist.

Metadata is the uploader's text and may hold identifiers, so every string value shown (a
field's examples, a document's metadata, title and source) passes the PHI redactor first; a
value it cannot check is not shown (the redactor raises, the request fails closed). Field
names are shown as stored: they are the schema, chosen by whoever ingests.
"""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Path
from pydantic import BaseModel

from clinrag.api.auth import permission
from clinrag.api.deps import CatalogDep, SafeguardsDep
from clinrag.auth.roles import Permission, Principal
from clinrag.corpus.catalog import CorpusSchema, DocumentView
from clinrag.corpus.fields import FieldType
from clinrag.errors import NotFound
from clinrag.security.redaction import RedactionSession, Redactor

router = APIRouter(prefix="/v1", tags=["corpus"])
Clinician = Annotated[Principal, Depends(permission(Permission.QUERY))]


class Field(BaseModel):
    name: str
    type: FieldType
    holds_lists: bool
    documents: int
    examples: list[Any]


class Bucket(BaseModel):
    name: str
    documents: int
    chunks: int
    fields: list[Field]


class Buckets(BaseModel):
    buckets: list[Bucket]


class DocumentDetail(BaseModel):
    id: int
    source: str
    title: str
    bucket: str
    metadata: dict[str, Any]
    pages: list[int]
    chunks: int
    created_at: datetime


def _redacted(value: Any, redactor: Redactor, session: RedactionSession) -> Any:
    if isinstance(value, str):
        return redactor.redact(value, session).text
    if isinstance(value, list | tuple):
        return [_redacted(item, redactor, session) for item in value]
    return value


def _buckets_view(schema: CorpusSchema, redactor: Redactor) -> Buckets:
    """CPU-bound (the redactor): run in a worker thread. One session for the response, so
    a value gets the same placeholder wherever it shows."""
    session = RedactionSession()
    return Buckets(
        buckets=[
            Bucket(
                name=bucket.name,
                documents=bucket.documents,
                chunks=bucket.chunks,
                fields=[
                    Field(
                        name=f.name,
                        type=f.type,
                        holds_lists=f.holds_lists,
                        documents=f.documents,
                        examples=_redacted(f.examples, redactor, session),
                    )
                    for f in bucket.fields.values()
                ],
            )
            for bucket in schema.buckets.values()
        ]
    )


def _document_view(document: DocumentView, redactor: Redactor) -> DocumentDetail:
    """CPU-bound (the redactor): run in a worker thread."""
    session = RedactionSession()
    return DocumentDetail(
        id=document.id,
        source=redactor.redact(document.source, session).text,
        title=redactor.redact(document.title, session).text,
        bucket=document.bucket,
        metadata={k: _redacted(v, redactor, session) for k, v in document.metadata.items()},
        pages=list(document.pages),
        chunks=document.chunks,
        created_at=document.created_at,
    )


@router.get("/buckets", response_model=Buckets)
async def list_buckets(
    caller: Clinician, catalog: CatalogDep, safeguards: SafeguardsDep
) -> Buckets:
    """Every bucket with its document and chunk counts and its metadata fields (inferred
    type, whether lists occur, how many documents have it, example values redacted), over
    the documents the caller's key may read."""
    redactor = safeguards.get().redactor  # 503 while the models load
    schema = await catalog.schema(access=caller.access)
    return await asyncio.to_thread(_buckets_view, schema, redactor)


@router.get("/documents/{document_id}", response_model=DocumentDetail)
async def get_document(
    document_id: Annotated[int, Path(ge=1)],
    caller: Clinician,
    catalog: CatalogDep,
    safeguards: SafeguardsDep,
) -> DocumentDetail:
    """A document's metadata (redacted), its bucket, the pages its chunks come from and how
    many chunks it has; 404 when there is none or the caller's key may not read it."""
    redactor = safeguards.get().redactor
    document = await catalog.document(document_id, access=caller.access)
    if document is None:
        raise NotFound("no document has this id")
    return await asyncio.to_thread(_document_view, document, redactor)
