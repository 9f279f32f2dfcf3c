"""The chunks table as retrieval reads it: nearest chunks by cosine, and the candidates' rows.

The nearest chunks come from pgvector's HNSW index with the metadata filter and the caller's
access scope inside the scan (``admitted``); every read here takes both, so a chunk the caller
may not read is neither found, nor read as another retriever's candidate, nor recalled.
pgvector 0.8's iterative index scan (``hnsw.iterative_scan``) keeps walking the graph until
enough rows pass the filter, so a selective filter still returns k results instead of the
few that happened to be in the first ef_search candidates. With ``relaxed_order`` results
can be slightly out of order, so we sort by exact distance afterwards.

A sub-query's reads share one transaction: the HNSW settings are transaction-local, and its
nearest chunks and its candidates' rows come from one snapshot and one pool checkout.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Collection, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, and_, exists, func, select, text
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine
from sqlalchemy.orm import aliased

from clinrag.domain import Metadata, Vectors
from clinrag.errors import RetrievalError
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter, to_sql
from clinrag.retrieval.tables import Chunk, Document


@dataclass(frozen=True)
class VectorHit:
    chunk_id: int
    rank: int
    cosine: float


@dataclass(frozen=True)
class StoredChunk:
    """A candidate's row and the exact cosine between its stored embedding and the query's."""

    id: int
    document_id: int
    text: str
    page: int | None
    section: str | None
    metadata: Metadata
    security_flags: tuple[str, ...]
    phi_spans: Mapping[str, Sequence[Sequence[Any]]] | None
    cosine: float
    closes_document: bool = False
    """No later chunk of its document (by ordinal): its last sentence is the document's last."""


@dataclass(frozen=True)
class VectorSearch:
    hits: list[VectorHit]
    """The nearest chunks the filter admits, nearest first."""
    chunks: dict[int, StoredChunk]
    """Every candidate still stored: the hits and the other chunks asked for, by id."""


def admitted(metadata_filter: MetadataFilter, access: AccessScope) -> ColumnElement[bool]:
    """The one predicate over ``chunks`` that both retrievers apply before top-k: the
    filter's metadata conditions, its document when it names one (``POST /v1/search``'s
    ``doc_id``), AND the caller's access scope."""
    conditions = [
        to_sql(metadata_filter, Chunk.metadata_.expression),
        access.to_sql(Chunk.access_label.expression),
    ]
    if metadata_filter.document_id is not None:
        conditions.append(Chunk.document_id == metadata_filter.document_id)
    return and_(*conditions)


class ChunkStore:
    def __init__(self, engine: AsyncEngine, ef_search: int) -> None:
        self.engine = engine
        self.ef_search = ef_search

    async def nearest(
        self, query_vector: Vectors, k: int, metadata_filter: MetadataFilter, *, access: AccessScope
    ) -> list[VectorHit]:
        """The ``k`` chunks nearest ``query_vector`` that the filter and scope admit, nearest
        first."""
        async with self._transaction() as conn:
            return await self._nearest(conn, query_vector, k, admitted(metadata_filter, access))

    async def search(
        self,
        query_vector: Vectors,
        k: int,
        metadata_filter: MetadataFilter,
        also: Collection[int],
        *,
        access: AccessScope,
    ) -> VectorSearch:
        """``nearest``, plus the rows of those chunks and of ``also`` (the lexical hits) with
        each one's exact cosine, so neither retriever's candidates lack the other's score.
        Rows are read under the same predicate: a lexical hit the scope no longer admits (a
        label changed since this process cached its allowed set) has no row, so it is no
        candidate."""
        where = admitted(metadata_filter, access)
        async with self._transaction() as conn:
            hits = await self._nearest(conn, query_vector, k, where)
            wanted = {h.chunk_id for h in hits} | set(also)
            chunks = await self._with_cosine(conn, query_vector, wanted, where)
        return VectorSearch(hits, chunks)

    async def recall(
        self,
        chunk_ids: Sequence[int],
        query_vector: Vectors,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
    ) -> list[StoredChunk]:
        """The rows of ``chunk_ids`` still stored that the filter and scope admit, in the
        order asked, each with its exact cosine to ``query_vector`` (a thread's earlier
        evidence, read again)."""
        where = admitted(metadata_filter, access)
        async with self._transaction() as conn:
            rows = await self._with_cosine(conn, query_vector, chunk_ids, where)
        return [rows[i] for i in dict.fromkeys(chunk_ids) if i in rows]

    async def document_chunks(
        self,
        document_ids: Sequence[int],
        query_vector: Vectors,
        per_document: int,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
    ) -> list[StoredChunk]:
        """Up to ``per_document`` chunks of each of ``document_ids`` that the filter and scope
        admit, nearest ``query_vector`` first within each document, the documents in the
        order asked (the other passages of a study a search found)."""
        if not document_ids or per_document < 1:
            return []
        where = admitted(metadata_filter, access)
        distance = Chunk.embedding.cosine_distance(query_vector.reshape(-1).tolist())
        place = (
            func.row_number()
            .over(partition_by=Chunk.document_id, order_by=(distance, Chunk.id))
            .label("place")
        )
        ranked = (
            select(Chunk.id, Chunk.document_id, place)
            .where(where, Chunk.document_id.in_(list(document_ids)))
            .subquery()
        )
        async with self._transaction() as conn:
            rows = (
                await conn.execute(
                    select(ranked.c.id, ranked.c.document_id)
                    .where(ranked.c.place <= per_document)
                    .order_by(ranked.c.place)
                )
            ).all()
            chunks = await self._with_cosine(conn, query_vector, [r.id for r in rows], where)
        order = {document: at for at, document in enumerate(dict.fromkeys(document_ids))}
        ids = sorted(
            (r.id for r in rows), key=lambda i: (order[chunks[i].document_id], -chunks[i].cosine)
        )
        return [chunks[i] for i in ids if i in chunks]

    async def readable_documents(
        self, document_ids: Collection[int], *, access: AccessScope
    ) -> set[int]:
        """Those of ``document_ids`` still stored that ``access`` admits: for whatever shows a
        document other than through a search (a thread's earlier turns, a document's
        metadata)."""
        if not document_ids:
            return set()
        async with self._transaction() as conn:
            ids = await conn.scalars(
                select(Document.id).where(
                    Document.id.in_(list(document_ids)),
                    access.to_sql(Document.access_label.expression),
                )
            )
            return set(ids)

    async def count_documents(self, metadata_filter: MetadataFilter, *, access: AccessScope) -> int:
        """Documents with at least one chunk the filter and scope admit (the agent's review:
        what a filter leaves, and what it leaves without each of its conditions)."""
        async with self._transaction() as conn:
            found = await conn.scalar(
                select(func.count(Chunk.document_id.distinct())).where(
                    admitted(metadata_filter, access)
                )
            )
        return int(found or 0)

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[AsyncConnection]:
        try:
            async with self.engine.connect() as conn, conn.begin():
                yield conn
        except SQLAlchemyError as exc:
            raise RetrievalError("the document store did not answer") from exc

    async def _nearest(
        self,
        conn: AsyncConnection,
        query_vector: Vectors,
        k: int,
        where: ColumnElement[bool],
    ) -> list[VectorHit]:
        vector = query_vector.reshape(-1).tolist()
        await conn.execute(
            text("SELECT set_config('hnsw.ef_search', :v, true)"), {"v": str(self.ef_search)}
        )
        await conn.execute(text("SELECT set_config('hnsw.iterative_scan', 'relaxed_order', true)"))
        distance = Chunk.embedding.cosine_distance(vector)
        rows = await conn.execute(
            select(Chunk.id, distance.label("distance")).where(where).order_by(distance).limit(k)
        )
        ordered = sorted(rows.all(), key=lambda row: (row.distance, row.id))
        return [
            VectorHit(row.id, rank, 1.0 - float(row.distance))
            for rank, row in enumerate(ordered, 1)
        ]

    async def _with_cosine(
        self,
        conn: AsyncConnection,
        query_vector: Vectors,
        chunk_ids: Collection[int],
        where: ColumnElement[bool],
    ) -> dict[int, StoredChunk]:
        distance = Chunk.embedding.cosine_distance(query_vector.reshape(-1).tolist())
        later = aliased(Chunk)
        last = ~exists().where(
            later.document_id == Chunk.document_id, later.ordinal > Chunk.ordinal
        )
        rows = await conn.execute(
            select(
                Chunk.id,
                Chunk.document_id,
                Chunk.text,
                Chunk.page,
                Chunk.section,
                Chunk.metadata_.label("metadata"),
                Chunk.security_flags,
                Chunk.phi_spans,
                distance.label("distance"),
                last.label("closes_document"),
            ).where(
                Chunk.id.in_(list(chunk_ids)),
                where,
            )
        )
        return {
            row.id: StoredChunk(
                id=row.id,
                document_id=row.document_id,
                text=row.text,
                page=row.page,
                section=row.section,
                metadata=row.metadata,
                security_flags=tuple(row.security_flags),
                phi_spans=row.phi_spans,
                cosine=1.0 - float(row.distance),
                closes_document=bool(row.closes_document),
            )
            for row in rows
        }
