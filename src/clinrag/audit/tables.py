"""ORM rows of the audit log: queries, their steps, reads of the audit trail, admin changes.

The DDL (tables, the append-only triggers, the roles) lives in migrations 0004, 0006 and 0008; these
classes mirror it (tests compare the two). Every row is a link of one hash chain: ``chain_seq``
is its place in the chain (1, 2, 3 ... across all four tables), ``prev_hash`` the ``row_hash``
of the row before it. Rows are only ever inserted, and only by ``clinrag.audit.writer``.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any, get_args

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    DateTime,
    Double,
    ForeignKey,
    Identity,
    Index,
    Integer,
    Table,
    Text,
    UniqueConstraint,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from clinrag.audit.records import Outcome, ReadAction
from clinrag.db import Base
from clinrag.domain import StepStatus

OUTCOMES: tuple[str, ...] = get_args(Outcome)
STEP_STATUSES: tuple[str, ...] = get_args(StepStatus)
READ_ACTIONS: tuple[str, ...] = get_args(ReadAction)

_SHA256 = "~ '^[0-9a-f]{64}$'"


def _one_of(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _hash_checks() -> tuple[CheckConstraint, CheckConstraint]:
    return (
        CheckConstraint(f"prev_hash {_SHA256}", name="prev_hash_is_sha256"),
        CheckConstraint(f"row_hash {_SHA256}", name="row_hash_is_sha256"),
    )


class QueryLog(Base):
    """One row per request, answered or not (rejected, failed, refused by auth or limits)."""

    __tablename__ = "queries_log"
    __table_args__ = (
        CheckConstraint(_one_of("outcome", OUTCOMES), name="outcome_known"),
        CheckConstraint("total_ms >= 0", name="total_ms_not_negative"),
        *_hash_checks(),
        UniqueConstraint("chain_seq"),
        UniqueConstraint("request_id"),
        UniqueConstraint("row_hash"),
        Index(None, "created_at"),
        Index(None, "actor_key_id"),
        Index(None, "conversation_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    chain_seq: Mapped[int] = mapped_column(BigInteger)
    request_id: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    actor_key_id: Mapped[str | None] = mapped_column(Text)
    actor_role: Mapped[str | None] = mapped_column(Text)
    client_address: Mapped[str | None] = mapped_column(Text)
    pipeline: Mapped[str | None] = mapped_column(Text)
    mode: Mapped[str | None] = mapped_column(Text)
    query_type: Mapped[str | None] = mapped_column(Text)
    redacted_query: Mapped[str | None] = mapped_column(Text)
    redacted_answer: Mapped[str | None] = mapped_column(Text)
    citations: Mapped[list[Any]] = mapped_column(JSONB)
    confidence: Mapped[float | None] = mapped_column(Double)
    outcome: Mapped[str] = mapped_column(Text)
    error_code: Mapped[str | None] = mapped_column(Text)
    total_ms: Mapped[float] = mapped_column(Double)
    model: Mapped[str | None] = mapped_column(Text)
    prompt_versions: Mapped[dict[str, Any]] = mapped_column(JSONB)
    conversation_id: Mapped[str | None] = mapped_column(Text)
    """The thread a request was made to (migration 0008); NULL for ``/v1/query``."""
    turn: Mapped[int | None] = mapped_column(Integer)
    """The turn an answered message became; NULL when it became none."""
    access_labels: Mapped[list[str] | None] = mapped_column(JSONB(none_as_null=True))
    """The document labels the request ran under, sorted (migration 0011); NULL without a key."""
    prev_hash: Mapped[str] = mapped_column(Text)
    row_hash: Mapped[str] = mapped_column(Text)


class QueryStep(Base):
    """One row per pipeline step of a request, in the order the steps ran."""

    __tablename__ = "query_steps"
    __table_args__ = (
        CheckConstraint("sequence >= 1", name="sequence_positive"),
        CheckConstraint("duration_ms >= 0", name="duration_ms_not_negative"),
        CheckConstraint(_one_of("status", STEP_STATUSES), name="status_known"),
        *_hash_checks(),
        UniqueConstraint("chain_seq"),
        UniqueConstraint("request_id", "sequence"),
        UniqueConstraint("row_hash"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    chain_seq: Mapped[int] = mapped_column(BigInteger)
    request_id: Mapped[str] = mapped_column(Text, ForeignKey("queries_log.request_id"))
    sequence: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(Text)
    started_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    duration_ms: Mapped[float] = mapped_column(Double)
    status: Mapped[str] = mapped_column(Text)
    details: Mapped[dict[str, Any]] = mapped_column(JSONB)
    prev_hash: Mapped[str] = mapped_column(Text)
    row_hash: Mapped[str] = mapped_column(Text)


class AuditRead(Base):
    """Who read the audit trail, how, and what: a request id or the filters of a search.
    ``request_id`` is the reading request's own id (NULL from the CLI); ``found`` says whether
    a ``get`` found its record (NULL for the other actions)."""

    __tablename__ = "audit_reads"
    __table_args__ = (
        CheckConstraint(_one_of("action", READ_ACTIONS), name="action_known"),
        *_hash_checks(),
        UniqueConstraint("chain_seq"),
        UniqueConstraint("row_hash"),
        Index(None, "created_at"),
        Index(None, "target_request_id"),
        Index(None, "request_id"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    chain_seq: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    reader_key_id: Mapped[str | None] = mapped_column(Text)
    reader_role: Mapped[str] = mapped_column(Text)
    client_address: Mapped[str | None] = mapped_column(Text)
    action: Mapped[str] = mapped_column(Text)
    target_request_id: Mapped[str | None] = mapped_column(Text)
    filters: Mapped[dict[str, Any] | None] = mapped_column(JSONB(none_as_null=True))
    request_id: Mapped[str | None] = mapped_column(Text)
    found: Mapped[bool | None] = mapped_column(Boolean)
    conversation_id: Mapped[str | None] = mapped_column(Text)
    """For ``conversation``: the thread read (migration 0008)."""
    prev_hash: Mapped[str] = mapped_column(Text)
    row_hash: Mapped[str] = mapped_column(Text)


class AdminEvent(Base):
    """An admin's change of a service setting (the pipeline mode). The latest row of a
    setting is the value in force: the audit log is the store, so the two cannot disagree."""

    __tablename__ = "admin_events"
    __table_args__ = (
        *_hash_checks(),
        UniqueConstraint("chain_seq"),
        UniqueConstraint("row_hash"),
        Index(None, "setting", "chain_seq"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    chain_seq: Mapped[int] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    actor_key_id: Mapped[str | None] = mapped_column(Text)
    actor_role: Mapped[str] = mapped_column(Text)
    client_address: Mapped[str | None] = mapped_column(Text)
    setting: Mapped[str] = mapped_column(Text)
    value: Mapped[Any] = mapped_column(JSONB)
    prev_hash: Mapped[str] = mapped_column(Text)
    row_hash: Mapped[str] = mapped_column(Text)


def _table(row_class: type[Base]) -> Table:
    table = row_class.__table__
    if not isinstance(table, Table):
        raise TypeError(f"{row_class.__name__} is not mapped to a table")
    return table


QUERIES_LOG = _table(QueryLog)
QUERY_STEPS = _table(QueryStep)
AUDIT_READS = _table(AuditRead)
ADMIN_EVENTS = _table(AdminEvent)
AUDIT_TABLES = (QUERIES_LOG, QUERY_STEPS, AUDIT_READS, ADMIN_EVENTS)
"""Every table of the chain, in no particular order (``chain_seq`` orders the rows)."""
