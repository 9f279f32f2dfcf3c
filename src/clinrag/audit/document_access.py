"""Compliance's two questions about one document: who could have seen it, which answers cited it.

"Who could have seen it" is answered from the audit chain, not from today's tables alone: the
document's label history (its ``document_access`` events; before the first, the label it was
ingested with) gives the label in force at each moment, and every recorded request ran under
the labels its record holds (``queries_log.access_labels``). A request could have seen the
document when its labels held the document's label of that moment. The answer is a superset
(a request that was refused before it searched still counts): it bounds exposure, it does not
prove it. Keys that may read the document now are listed too, revoked ones marked.

"Which answers cited it" is every recorded request whose citations name the document
(``citations @> [{"document_id": X}]``): answers, thread turns included.

Each question is recorded first (an ``audit_reads`` row, action ``document``); no record, no
answer (503).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sqlalchemy import and_, func, literal, or_, select
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.audit.records import Reader
from clinrag.audit.tables import ADMIN_EVENTS, QUERIES_LOG
from clinrag.audit.writer import AuditSink
from clinrag.auth.tables import ApiKey
from clinrag.errors import DependencyUnavailable
from clinrag.retrieval.tables import Document

DOCUMENT_ACCESS = "document_access"
"""The admin event of a document's label change (``clinrag.auth.access_admin``)."""


@dataclass(frozen=True)
class LabelPeriod:
    label: str
    since: datetime
    until: datetime | None
    """None: still in force."""


@dataclass(frozen=True)
class KeyExposure:
    key_id: str
    role: str
    access_labels: list[str]
    active: bool


@dataclass(frozen=True)
class RequestExposure:
    """A key's recorded requests that ran under a label the document had at the time."""

    key_id: str | None
    requests: int
    first: datetime
    last: datetime


@dataclass(frozen=True)
class DocumentAccess:
    document_id: int
    access_label: str
    history: list[LabelPeriod]
    keys_now: list[KeyExposure]
    """Keys whose labels hold the document's label now (revoked keys marked inactive)."""
    requests: list[RequestExposure]


@dataclass(frozen=True)
class CitingRequest:
    request_id: str
    created_at: datetime
    actor_key_id: str | None
    outcome: str
    conversation_id: str | None
    turn: int | None
    access_labels: list[str] | None


Question = Literal["access", "citations"]


class DocumentAccessReader:
    def __init__(self, engine: AsyncEngine, log: AuditSink) -> None:
        self._engine = engine
        self._log = log

    async def access(self, reader: Reader, document_id: int) -> DocumentAccess | None:
        """Who could have seen the document (module docstring); None when no such document."""
        await self._record(reader, document_id, "access")
        try:
            async with self._engine.connect() as conn:
                return await _access(conn, document_id)
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc

    async def citations(self, reader: Reader, document_id: int) -> list[CitingRequest]:
        """Every recorded request whose citations name the document, oldest first."""
        await self._record(reader, document_id, "citations")
        q = QUERIES_LOG.c
        cites = q.citations.op("@>")(literal([{"document_id": document_id}], JSONB))
        statement = select(
            q.request_id,
            q.created_at,
            q.actor_key_id,
            q.outcome,
            q.conversation_id,
            q.turn,
            q.access_labels,
        ).where(cites)
        try:
            async with self._engine.connect() as conn:
                rows = (await conn.execute(statement.order_by(q.chain_seq))).all()
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
        return [CitingRequest(**row._mapping) for row in rows]

    async def _record(self, reader: Reader, document_id: int, question: Question) -> None:
        filters = {"document_id": document_id, "question": question}
        await self._log.record_read(reader, "document", filters=filters)


async def _access(conn: AsyncConnection, document_id: int) -> DocumentAccess | None:
    document = (
        await conn.execute(
            select(Document.access_label, Document.created_at).where(Document.id == document_id)
        )
    ).first()
    if document is None:
        return None
    history = await _history(conn, document_id, document.access_label, document.created_at)
    keys = (
        await conn.execute(
            select(ApiKey.key_id, ApiKey.role, ApiKey.access_labels, ApiKey.revoked_at)
            .where(ApiKey.access_labels.any_() == document.access_label)
            .order_by(ApiKey.id)
        )
    ).all()
    return DocumentAccess(
        document_id=document_id,
        access_label=document.access_label,
        history=history,
        keys_now=[
            KeyExposure(k.key_id, k.role, list(k.access_labels), k.revoked_at is None) for k in keys
        ],
        requests=await _requests(conn, history),
    )


async def _history(
    conn: AsyncConnection, document_id: int, current: str, created_at: datetime
) -> list[LabelPeriod]:
    """The document's labels over time, from its ``document_access`` events."""
    a = ADMIN_EVENTS.c
    events = (
        await conn.execute(
            select(a.created_at, a.value)
            .where(
                a.setting == DOCUMENT_ACCESS,
                a.value.op("@>")(literal({"document_id": document_id}, JSONB)),
            )
            .order_by(a.chain_seq)
        )
    ).all()
    periods: list[LabelPeriod] = []
    label, since = (events[0].value["previous"] if events else current), created_at
    for event in events:
        periods.append(LabelPeriod(label, since, event.created_at))
        label, since = event.value["access_label"], event.created_at
    periods.append(LabelPeriod(label, since, None))
    return [p for p in periods if p.until is None or p.until > p.since]


async def _requests(conn: AsyncConnection, history: list[LabelPeriod]) -> list[RequestExposure]:
    q = QUERIES_LOG.c
    while_readable = []
    for period in history:
        in_period: list[Any] = [q.created_at >= period.since]
        if period.until is not None:
            in_period.append(q.created_at < period.until)
        held = or_(
            q.access_labels.op("@>")(literal([period.label], JSONB)),
            q.access_labels.op("@>")(literal(["*"], JSONB)),
        )
        while_readable.append(and_(*in_period, held))
    rows = (
        await conn.execute(
            select(
                q.actor_key_id,
                func.count().label("requests"),
                func.min(q.created_at).label("first"),
                func.max(q.created_at).label("last"),
            )
            .where(or_(*while_readable))
            .group_by(q.actor_key_id)
            .order_by(func.min(q.created_at))
        )
    ).all()
    return [RequestExposure(r.actor_key_id, r.requests, r.first, r.last) for r in rows]


def _unavailable(exc: Exception) -> DependencyUnavailable:
    return DependencyUnavailable(
        f"the audit log cannot be read now ({type(exc).__name__})", code="audit_unavailable"
    )
