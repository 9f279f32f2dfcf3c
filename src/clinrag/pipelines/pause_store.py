"""Paused questions in PostgreSQL (``paused_queries``, migration 0007): saved when a flow stops
to ask, claimed once when the reply resumes it, deleted when they expire.

Only the key that paused a question may resume it, and a question that is not there, expired,
was resumed already or belongs to another key is one answer (``pause_not_found``, 404), so a
caller cannot probe other keys' pauses. The row holds redacted text only (``snapshot``).
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import (
    CheckConstraint,
    DateTime,
    Index,
    Text,
    delete,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine
from sqlalchemy.orm import Mapped, mapped_column

from clinrag.db import Base
from clinrag.errors import DependencyUnavailable, NotFound
from clinrag.pipelines.flow import Position


class PausedQuery(Base):
    """One paused question (migration 0007 builds it; tests compare the two)."""

    __tablename__ = "paused_queries"
    __table_args__ = (
        CheckConstraint("id ~ '^[0-9a-f]{32}$'", name="id_is_hex"),
        CheckConstraint("flow_shape ~ '^[0-9a-f]{64}$'", name="flow_shape_is_sha256"),
        CheckConstraint("expires_at > created_at", name="expires_after_creation"),
        Index(None, "expires_at"),
    )

    id: Mapped[str] = mapped_column(Text, primary_key=True)
    owner_key_id: Mapped[str] = mapped_column(Text)
    request_id: Mapped[str] = mapped_column(Text)
    mode: Mapped[str] = mapped_column(Text)
    flow_shape: Mapped[str] = mapped_column(Text)
    pause: Mapped[str] = mapped_column(Text)
    reason: Mapped[str] = mapped_column(Text)
    position: Mapped[list[Any]] = mapped_column(JSONB)
    snapshot: Mapped[dict[str, Any]] = mapped_column(JSONB)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    resumed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    resumed_by_request: Mapped[str | None] = mapped_column(Text)


class PauseNotFound(NotFound):
    code = "pause_not_found"


@dataclass(frozen=True)
class NewPause:
    """What a suspension stores (every text in ``snapshot`` redacted)."""

    owner_key_id: str
    request_id: str
    mode: str
    flow_shape: str
    pause: str
    reason: str
    position: Position
    snapshot: dict[str, Any]


@dataclass(frozen=True)
class StoredPause:
    id: str
    request_id: str
    mode: str
    flow_shape: str
    pause: str
    position: Position
    snapshot: dict[str, Any]
    created_at: datetime
    expires_at: datetime


class PauseStore:
    def __init__(self, engine: AsyncEngine, ttl_seconds: float) -> None:
        self._engine = engine
        self._ttl = timedelta(seconds=ttl_seconds)

    async def save(self, pause: NewPause) -> StoredPause:
        """Stored, with a fresh id; the expired rows are deleted on the way."""
        pause_id = secrets.token_hex(16)
        row = {"id": pause_id, **_fields(pause)}
        try:
            async with self._engine.begin() as conn:
                await conn.execute(delete(PausedQuery).where(PausedQuery.expires_at <= func.now()))
                saved = (
                    await conn.execute(
                        insert(PausedQuery)
                        .values(**row, expires_at=func.now() + self._ttl)
                        .returning(*PausedQuery.__table__.columns)
                    )
                ).one()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        return _stored(saved)

    async def open(self, pause_id: str, owner_key_id: str) -> StoredPause:
        """The caller's pause, still open (not expired, not resumed); else ``PauseNotFound``."""
        query = select(PausedQuery).where(*_open(pause_id, owner_key_id))
        try:
            async with self._engine.connect() as conn:
                row = (await conn.execute(query)).first()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        if row is None:
            raise _not_found()
        return _stored(row)

    async def claim(self, pause_id: str, owner_key_id: str, request_id: str) -> None:
        """Marks the pause resumed by ``request_id``: at most one request ever claims it."""
        claim = (
            update(PausedQuery)
            .where(*_open(pause_id, owner_key_id))
            .values(resumed_at=func.now(), resumed_by_request=request_id)
            .returning(PausedQuery.id)
        )
        try:
            async with self._engine.begin() as conn:
                claimed = (await conn.execute(claim)).first()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        if claimed is None:
            raise _not_found()


def _stored(row: Any) -> StoredPause:
    return StoredPause(
        row.id,
        row.request_id,
        row.mode,
        row.flow_shape,
        row.pause,
        tuple(row.position),
        row.snapshot,
        row.created_at,
        row.expires_at,
    )


def _open(pause_id: str, owner_key_id: str) -> tuple[Any, ...]:
    return (
        PausedQuery.id == pause_id,
        PausedQuery.owner_key_id == owner_key_id,
        PausedQuery.resumed_at.is_(None),
        PausedQuery.expires_at > func.now(),
    )


def _fields(pause: NewPause) -> dict[str, Any]:
    return {
        "owner_key_id": pause.owner_key_id,
        "request_id": pause.request_id,
        "mode": pause.mode,
        "flow_shape": pause.flow_shape,
        "pause": pause.pause,
        "reason": pause.reason,
        "position": list(pause.position),
        "snapshot": pause.snapshot,
    }


def _not_found() -> PauseNotFound:
    return PauseNotFound(
        "no open paused question with that id for this key (it may have expired or been "
        "answered already)"
    )


def _unavailable() -> DependencyUnavailable:
    return DependencyUnavailable("the paused-question store is unavailable")
