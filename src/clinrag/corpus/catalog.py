"""The catalogue of the corpus: buckets with their counts and field schemas, and one document's
metadata, pages and chunk count. The one module that reads ``documents`` for readers (the
retrievers read ``chunks`` through ``ChunkStore``): every read here takes the reader's access
scope (``clinrag.retrieval.access``) and sees only the documents it admits. A bucket none of
whose documents the scope admits is absent (as one that does not exist); a readable bucket's
counts, fields and example values come from its readable documents only; a document the scope
does not admit is None, as an unknown id.

The schema is computed from the readable documents' metadata, so it is cached per corpus
generation and per scope (``AccessScope.cache_key``: equal label sets share one entry).
``corpus_state.generation`` is bumped by every change to ``chunks``, and a document's metadata
or label only changes with its chunks (a label change rewrites its chunks' copy, migration
0011): one small read per request, the aggregation once per change and scope. Only the current
generation's entries are kept, so the cache holds at most one schema per label set in use.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, Text, bindparam, func, select, text
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.corpus.fields import FieldSummary, Observation, infer_fields
from clinrag.errors import RetrievalError
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.tables import Chunk, CorpusState, Document


@dataclass(frozen=True)
class ValueRow:
    """One combination of a bucket's string values that documents hold together (``drug``
    omeprazole with ``drug_class`` proton pump inhibitor), and how many do: what ties one
    field's values to another's (the agent reads a class from the drugs a question names)."""

    values: Mapping[str, str]
    documents: int
    title_terms: frozenset[str] = frozenset()
    """The analysed terms (``retrieval.analysis.analyze``) of these documents' titles: the
    words that characterise a department's or a condition's documents. Terms, not titles:
    nothing here is shown to anyone, and a name in a title is one term among many."""
    titles: tuple[str, ...] = ()
    """The titles themselves (redacted at ingest), for the agent's meaning links to embed
    (``pipelines/agent/meaning_links.py``): never shown, never sent to a model."""


@dataclass(frozen=True)
class BucketSummary:
    name: str
    documents: int
    chunks: int
    fields: Mapping[str, FieldSummary]
    value_rows: tuple[ValueRow, ...] = ()
    """The distinct combinations of the bucket's string fields with at most
    ``examples_per_field`` values (fields with more, such as titles, are left out)."""


@dataclass(frozen=True)
class CorpusSchema:
    generation: int
    buckets: Mapping[str, BucketSummary]
    """By name, in name order."""

    def holds(self, field: str, value: str) -> bool:
        """Whether ``value`` is one of ``field``'s string values in a bucket of this schema
        (its example values: a value past those is not known to be held)."""
        return any(
            value in summary.examples
            for bucket in self.buckets.values()
            if (summary := bucket.fields.get(field)) is not None
        )


@dataclass(frozen=True)
class DocumentView:
    id: int
    source: str
    title: str
    bucket: str
    metadata: Mapping[str, Any]
    pages: tuple[int, ...]
    """The pages its chunks come from (PDFs); empty for text without pages."""
    chunks: int
    created_at: datetime


_OBSERVATIONS = text(
    """
    SELECT d.bucket, e.key, jsonb_typeof(v.item) AS json_type,
           jsonb_typeof(e.value) = 'array' AS in_list,
           (array_agg(DISTINCT v.item))[1:(:examples)::int] AS examples
    FROM documents d
    CROSS JOIN LATERAL jsonb_each(d.metadata) AS e(key, value)
    CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE jsonb_build_array(e.value) END
    ) AS v(item)
    WHERE :every_label OR d.access_label = ANY(:labels)
    GROUP BY 1, 2, 3, 4
    """
).bindparams(bindparam("labels", type_=ARRAY(Text())))

_DOCUMENTS_WITH_KEY = text(
    """
    SELECT d.bucket, k.key, count(*) AS documents
    FROM documents d CROSS JOIN LATERAL jsonb_object_keys(d.metadata) AS k(key)
    WHERE :every_label OR d.access_label = ANY(:labels)
    GROUP BY 1, 2
    """
).bindparams(bindparam("labels", type_=ARRAY(Text())))


_VALUE_ROWS = text(
    """
    WITH readable AS (
        SELECT d.bucket, d.metadata, d.title FROM documents d
        WHERE :every_label OR d.access_label = ANY(:labels)
    ), few AS (
        SELECT r.bucket, e.key
        FROM readable r CROSS JOIN LATERAL jsonb_each(r.metadata) AS e(key, value)
        WHERE jsonb_typeof(e.value) = 'string'
        GROUP BY 1, 2
        HAVING count(DISTINCT e.value) <= :examples
    )
    SELECT r.bucket, (
        SELECT jsonb_object_agg(e.key, e.value)
        FROM jsonb_each_text(r.metadata) AS e(key, value)
        JOIN few f ON f.bucket = r.bucket AND f.key = e.key
    ) AS row_values, count(*) AS documents,
    CASE WHEN count(*) <= :titled THEN array_agg(r.title) END AS titles
    FROM readable r
    GROUP BY 1, 2
    """
).bindparams(bindparam("labels", type_=ARRAY(Text())))


TITLED_ROW = 200
"""A row of at most this many documents keeps its title terms (a row of thousands, such as
every trial of one design with no condition read, characterises nothing)."""


class Catalog:
    def __init__(self, engine: AsyncEngine, examples_per_field: int) -> None:
        self.engine = engine
        self.examples_per_field = examples_per_field
        self._schemas: dict[str, CorpusSchema] = {}
        """By ``AccessScope.cache_key``; only the current generation's."""
        self._lock = asyncio.Lock()

    async def schema(self, *, access: AccessScope) -> CorpusSchema:
        """Every bucket ``access`` can read a document of, its counts and its fields (from
        those documents only), as of the current corpus generation."""
        key = access.cache_key()
        try:
            async with self.engine.connect() as conn:
                generation = int(await conn.scalar(select(CorpusState.generation)) or 0)
                cached = self._schemas.get(key)
                if cached is not None and cached.generation == generation:
                    return cached
                async with self._lock:
                    cached = self._schemas.get(key)
                    if cached is None or cached.generation != generation:
                        cached = await self._read_schema(conn, generation, access)
                        if any(s.generation != generation for s in self._schemas.values()):
                            self._schemas.clear()
                        self._schemas[key] = cached
                    return cached
        except SQLAlchemyError as exc:
            raise RetrievalError("the document store did not answer") from exc

    async def document(self, document_id: int, *, access: AccessScope) -> DocumentView | None:
        """The document, or None when there is none with this id or ``access`` may not read
        it (the two are indistinguishable to the caller)."""
        try:
            async with self.engine.connect() as conn:
                row = (
                    await conn.execute(
                        select(
                            Document.id,
                            Document.source,
                            Document.title,
                            Document.bucket,
                            Document.metadata_.label("metadata"),
                            Document.created_at,
                        ).where(Document.id == document_id, _readable(access))
                    )
                ).first()
                if row is None:
                    return None
                counts = (
                    await conn.execute(
                        select(
                            func.count(),
                            func.array_remove(func.array_agg(Chunk.page.distinct()), None).label(
                                "pages"
                            ),
                        ).where(Chunk.document_id == document_id)
                    )
                ).one()
        except SQLAlchemyError as exc:
            raise RetrievalError("the document store did not answer") from exc
        return DocumentView(
            id=row.id,
            source=row.source,
            title=row.title,
            bucket=row.bucket,
            metadata=row.metadata,
            pages=tuple(sorted(counts.pages or ())),
            chunks=int(counts[0]),
            created_at=row.created_at,
        )

    async def _read_schema(
        self, conn: AsyncConnection, generation: int, access: AccessScope
    ) -> CorpusSchema:
        readable = _readable(access)
        scope = {
            "every_label": access.unrestricted,
            "labels": sorted(access.labels or ()),
        }
        documents = dict(
            (
                await conn.execute(
                    select(Document.bucket, func.count()).where(readable).group_by(Document.bucket)
                )
            )
            .tuples()
            .all()
        )
        chunks = dict(
            (
                await conn.execute(
                    select(Document.bucket, func.count())
                    .select_from(Chunk)
                    .join(Document, Document.id == Chunk.document_id)
                    .where(readable)
                    .group_by(Document.bucket)
                )
            )
            .tuples()
            .all()
        )
        with_key = {
            (row.bucket, row.key): int(row.documents)
            for row in await conn.execute(_DOCUMENTS_WITH_KEY, scope)
        }
        rows = await conn.execute(_OBSERVATIONS, {"examples": self.examples_per_field, **scope})
        observations = [
            Observation(
                row.bucket,
                row.key,
                row.json_type,
                bool(row.in_list),
                tuple(row.examples or ()),
            )
            for row in rows
        ]
        fields = infer_fields(observations, with_key, documents, self.examples_per_field)
        value_rows: dict[str, list[ValueRow]] = {}
        parameters = {"examples": self.examples_per_field, "titled": TITLED_ROW, **scope}
        for row in await conn.execute(_VALUE_ROWS, parameters):
            if row.row_values:
                terms = frozenset(t for title in row.titles or () for t in analyze(title))
                titles = tuple(sorted(set(row.titles or ())))
                found = ValueRow(dict(row.row_values), int(row.documents), terms, titles)
                value_rows.setdefault(row.bucket, []).append(found)
        return CorpusSchema(
            generation,
            {
                name: BucketSummary(
                    name,
                    documents[name],
                    chunks.get(name, 0),
                    fields[name],
                    tuple(value_rows.get(name, ())),
                )
                for name in sorted(documents)
            },
        )


def _readable(access: AccessScope) -> ColumnElement[bool]:
    """The documents ``access`` may read (the predicate the retrievers apply to chunks)."""
    return access.to_sql(Document.access_label.expression)
