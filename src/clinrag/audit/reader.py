"""Reading the audit log for compliance review; every read is itself recorded first.

Each method takes the ``Reader`` and writes an ``audit_reads`` row (who, through which request,
how, which request or which filters) before it returns anything, so nobody reads the trail
without leaving a trace; if that record cannot be written the read fails (``AuditWriteError``,
503). ``get_query`` looks first and records then, so its row can say whether the record was
found (``found``); the other reads are recorded before they touch the data. A failure reading
the data raises ``DependencyUnavailable`` (503, ``audit_unavailable``), the attempt recorded.
"""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator
from typing import Any

from sqlalchemy import RowMapping, Select, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.chain import verify_chain
from clinrag.audit.records import (
    QueryFilters,
    QueryRow,
    QueryTrace,
    Reader,
    StepRow,
    VerifyResult,
)
from clinrag.audit.tables import QUERIES_LOG, QUERY_STEPS
from clinrag.audit.writer import AuditSink
from clinrag.errors import DependencyUnavailable
from clinrag.setting_groups.service import AuditSettings

_QUERY_FIELDS = tuple(f.name for f in dataclasses.fields(QueryRow))
_STEP_FIELDS = tuple(f.name for f in dataclasses.fields(StepRow))


def _unavailable(exc: Exception) -> DependencyUnavailable:
    return DependencyUnavailable(
        f"the audit log cannot be read now ({type(exc).__name__})", code="audit_unavailable"
    )


def _query_row(row: RowMapping) -> QueryRow:
    return QueryRow(**{name: row[name] for name in _QUERY_FIELDS})


def _step_row(row: RowMapping) -> StepRow:
    return StepRow(**{name: row[name] for name in _STEP_FIELDS})


def _filtered(filters: QueryFilters) -> Select[Any]:
    q = QUERIES_LOG.c
    statement = select(QUERIES_LOG)
    if filters.since is not None:
        statement = statement.where(q.created_at >= filters.since)
    if filters.until is not None:
        statement = statement.where(q.created_at < filters.until)
    for column, value in (
        (q.actor_key_id, filters.actor_key_id),
        (q.pipeline, filters.pipeline),
        (q.query_type, filters.query_type),
        (q.outcome, filters.outcome),
        (q.conversation_id, filters.conversation_id),
    ):
        if value is not None:
            statement = statement.where(column == value)
    if filters.slower_than_ms is not None:
        statement = statement.where(q.total_ms > filters.slower_than_ms)
    return statement


def _described(filters: QueryFilters, **extra: int) -> dict[str, Any]:
    """The filters as the ``audit_reads`` row keeps them (unset criteria left out)."""
    described = {k: v for k, v in dataclasses.asdict(filters).items() if v is not None}
    return {**described, **extra}


class AuditReader:
    def __init__(self, engine: AsyncEngine, log: AuditSink, settings: AuditSettings) -> None:
        self._engine = engine
        self._log = log
        self._settings = settings

    async def list_queries(
        self, reader: Reader, filters: QueryFilters, *, limit: int = 100, offset: int = 0
    ) -> list[QueryRow]:
        """Newest first; ``limit`` is capped at ``audit.max_page_size``."""
        limit = max(1, min(limit, self._settings.max_page_size))
        offset = max(0, offset)
        await self._log.record_read(
            reader, "list", filters=_described(filters, limit=limit, offset=offset)
        )
        q = QUERIES_LOG.c
        statement = (
            _filtered(filters)
            .order_by(q.created_at.desc(), q.id.desc())
            .limit(limit)
            .offset(offset)
        )
        try:
            async with self._engine.connect() as conn:
                rows = (await conn.execute(statement)).mappings().all()
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
        return [_query_row(row) for row in rows]

    async def get_query(self, reader: Reader, request_id: str) -> QueryTrace | None:
        """The request's row and its steps in order; ``None`` when no such request. Either way
        the read is recorded, with ``found``, before anything is returned."""
        try:
            found = await self._trace(request_id)
        except DependencyUnavailable:
            await self._log.record_read(reader, "get", target_request_id=request_id)
            raise
        await self._log.record_read(
            reader, "get", target_request_id=request_id, found=found is not None
        )
        return found

    async def _trace(self, request_id: str) -> QueryTrace | None:
        q, s = QUERIES_LOG.c, QUERY_STEPS.c
        try:
            async with self._engine.connect() as conn:
                query = (
                    (await conn.execute(select(QUERIES_LOG).where(q.request_id == request_id)))
                    .mappings()
                    .first()
                )
                steps = (
                    (
                        await conn.execute(
                            select(QUERY_STEPS)
                            .where(s.request_id == request_id)
                            .order_by(s.sequence)
                        )
                    )
                    .mappings()
                    .all()
                )
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
        if query is None:
            return None
        return QueryTrace(_query_row(query), tuple(_step_row(step) for step in steps))

    async def export(
        self, reader: Reader, filters: QueryFilters, *, batch_size: int = 500
    ) -> AsyncIterator[QueryRow]:
        """Records the read, then returns the matching rows oldest first, fetched a batch at
        a time (one short transaction per batch), for streaming as JSONL or CSV
        (``clinrag.audit.formats``). Await it before sending a response: a read that cannot be
        recorded fails here, before any byte goes out."""
        await self._log.record_read(reader, "export", filters=_described(filters))
        return self._export_rows(filters, batch_size)

    async def _export_rows(self, filters: QueryFilters, batch_size: int) -> AsyncIterator[QueryRow]:
        q = QUERIES_LOG.c
        after = 0
        while True:
            statement = _filtered(filters).where(q.id > after).order_by(q.id).limit(batch_size)
            try:
                async with self._engine.connect() as conn:
                    rows = (await conn.execute(statement)).mappings().all()
            except SQLAlchemyError as exc:
                raise _unavailable(exc) from exc
            for row in rows:
                yield _query_row(row)
            if len(rows) < batch_size:
                return
            after = rows[-1]["id"]

    async def verify(self, reader: Reader) -> VerifyResult:
        """Walk the whole chain from one snapshot and name the first row that does not hold."""
        await self._log.record_read(reader, "verify")
        try:
            async with self._engine.connect() as conn:
                conn = await conn.execution_options(isolation_level="REPEATABLE READ")
                async with conn.begin():
                    return await verify_chain(conn)
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
