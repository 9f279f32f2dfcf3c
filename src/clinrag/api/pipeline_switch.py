"""The admin's pipeline switch: ``classical``, ``agentic`` or ``auto``, for every process.

The switch is stored as an ``admin_events`` row of the audit log (who, when, what), and the
latest row is the mode in force: the log is the store, so they cannot disagree. Each process
re-reads it at most every ``refresh_seconds``, so a change made through one process is in force
in all of them within that time, without a restart. Before any change, the configured default
(``CLINRAG_PIPELINE__DEFAULT_MODE``) holds. An admin's read of the switch (``show``) is
recorded as an ``audit_reads`` row; the per-request ``current()`` of the query route is not
(the query's own record names the mode it ran in).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from datetime import datetime
from typing import cast, get_args

from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.records import Reader
from clinrag.audit.tables import AdminEvent
from clinrag.audit.writer import AuditSink
from clinrag.domain import Mode
from clinrag.errors import DependencyUnavailable

SETTING = "pipeline_mode"
MODES: tuple[Mode, ...] = get_args(Mode)


@dataclass(frozen=True)
class PipelineState:
    mode: Mode
    changed_at: datetime | None
    """None while the configured default holds."""
    changed_by: str | None
    """Key id of the admin who set it."""


class PipelineSwitch:
    def __init__(
        self, engine: AsyncEngine, audit: AuditSink, default: Mode, refresh_seconds: float = 2.0
    ) -> None:
        self._engine = engine
        self._audit = audit
        self._default = PipelineState(default, None, None)
        self._refresh = refresh_seconds
        self._state: PipelineState | None = None
        self._read_at = 0.0

    async def current(self) -> PipelineState:
        if self._state is None or time.monotonic() - self._read_at >= self._refresh:
            self._state = await self._read()
            self._read_at = time.monotonic()
        return self._state

    async def show(self, reader: Reader) -> PipelineState:
        """The mode in force, for an admin who asked: the read is recorded first (an
        ``audit_reads`` row, action ``pipeline``); no record, no answer (503)."""
        await self._audit.record_read(reader, "pipeline")
        return await self.current()

    async def set(self, mode: Mode, actor: Reader) -> PipelineState:
        """Recorded in the audit log first: no record, no change (503)."""
        if mode not in MODES:
            raise ValueError(f"unknown pipeline mode {mode!r}")
        await self._audit.record_admin(actor, SETTING, mode)
        self._state = None  # read back what the log now says
        return await self.current()

    async def _read(self) -> PipelineState:
        query = (
            select(AdminEvent.value, AdminEvent.created_at, AdminEvent.actor_key_id)
            .where(AdminEvent.setting == SETTING)
            .order_by(AdminEvent.chain_seq.desc())
            .limit(1)
        )
        try:
            async with self._engine.connect() as conn:
                row = (await conn.execute(query)).first()
        except (SQLAlchemyError, OSError) as exc:
            raise DependencyUnavailable("the pipeline setting could not be read") from exc
        if row is None or row.value not in MODES:
            return self._default
        return PipelineState(cast(Mode, row.value), row.created_at, row.actor_key_id)
