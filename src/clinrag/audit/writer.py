"""Writing the audit log: each record in a transaction of its own, failing closed.

``record_query`` writes a request's row and all its step rows in one transaction, separate
from the request's own unit of work, so a request that failed (and rolled back) still leaves
its record. Any failure (database down, lock wait too long, a constraint, a value JSON cannot
hold) raises ``AuditWriteError`` (503): the caller then withholds the answer.

What must commit with a record or not at all runs ``alongside`` it, in its transaction, under
the chain lock: a conversation's turn is stored there and numbered there, so a turn exists
exactly when its record does (``clinrag.conversations.store``). Its own refusals (a thread
full by now) pass through unchanged, and nothing is written.

An admin's change that lives outside the log (a key's access labels, a document's label) is
made by ``record_admin_change`` in the transaction of its own record: no record, no change,
and no change without its record.

Nothing here updates or deletes; the tables would refuse it anyway (migration 0004).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any, Protocol

from sqlalchemy import Table, func, insert, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.audit.canonical import json_safe, safe_text
from clinrag.audit.chain import ChainHead, hash_row, lock_chain
from clinrag.audit.records import QueryRecord, ReadAction, Reader
from clinrag.audit.tables import ADMIN_EVENTS, AUDIT_READS, QUERIES_LOG, QUERY_STEPS
from clinrag.domain import StepRecord
from clinrag.errors import AuditWriteError
from clinrag.setting_groups.service import AuditSettings

Alongside = Callable[[AsyncConnection, QueryRecord], Awaitable[QueryRecord]]
"""Work done in a record's transaction under the chain lock, returning the record as it is to
be written (it may complete it: a turn's number). Keep it to a few statements: every audit
write waits for it."""

Row = tuple[Table, dict[str, Any]]

Change = Callable[[AsyncConnection], Awaitable[Any]]
"""An admin's change, made in its record's transaction, returning the value to record."""


class AuditSink(Protocol):
    """What the request path needs of the audit log (tests/fakes.py may hold a fake)."""

    async def record_query(
        self,
        record: QueryRecord,
        steps: Sequence[StepRecord],
        *,
        alongside: Alongside | None = None,
    ) -> None: ...

    async def record_read(
        self,
        reader: Reader,
        action: ReadAction,
        *,
        target_request_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
        found: bool | None = None,
        conversation_id: str | None = None,
    ) -> None: ...

    async def record_admin(self, actor: Reader, setting: str, value: Any) -> None: ...


def _text(value: str | None) -> str | None:
    return None if value is None else safe_text(value)


def query_row(record: QueryRecord) -> dict[str, Any]:
    """The ``queries_log`` content of a record, as stored (chain fields added later)."""
    return {
        "request_id": safe_text(record.request_id),
        "created_at": record.created_at,
        "actor_key_id": _text(record.actor_key_id),
        "actor_role": _text(record.actor_role),
        "client_address": _text(record.client_address),
        "pipeline": _text(record.pipeline),
        "mode": _text(record.mode),
        "query_type": _text(record.query_type),
        "redacted_query": _text(record.redacted_query),
        "redacted_answer": _text(record.redacted_answer),
        "citations": json_safe(list(record.citations)),
        "confidence": None if record.confidence is None else float(record.confidence),
        "outcome": record.outcome,
        "error_code": _text(record.error_code),
        "total_ms": float(record.total_ms),
        "model": _text(record.model),
        "prompt_versions": json_safe(record.prompt_versions),
        "conversation_id": _text(record.conversation_id),
        "turn": record.turn,
        "access_labels": None if record.access_labels is None else list(record.access_labels),
    }


def step_row(request_id: str, step: StepRecord) -> dict[str, Any]:
    return {
        "request_id": safe_text(request_id),
        "sequence": step.sequence,
        "name": safe_text(step.name),
        "started_at": step.started_at,
        "duration_ms": step.seconds * 1000.0,
        "status": step.status,
        "details": json_safe(step.details),
    }


class AuditLog:
    """The production ``AuditSink``: appends to the hash chain in PostgreSQL."""

    def __init__(self, engine: AsyncEngine, settings: AuditSettings) -> None:
        self._engine = engine
        self._settings = settings

    async def record_query(
        self,
        record: QueryRecord,
        steps: Sequence[StepRecord],
        *,
        alongside: Alongside | None = None,
    ) -> None:
        """The request's row and every step row, in one transaction of their own (with
        ``alongside``'s work, module docstring)."""
        if alongside is None:
            rows = _query_rows(record, steps)  # a record that cannot be built fails before
            await self._append(lambda _: _given(rows))  # the chain lock is taken
            return

        async def completed(conn: AsyncConnection) -> list[Row]:
            return _query_rows(await alongside(conn, record), steps)

        await self._append(completed)

    async def record_read(
        self,
        reader: Reader,
        action: ReadAction,
        *,
        target_request_id: str | None = None,
        filters: Mapping[str, Any] | None = None,
        found: bool | None = None,
        conversation_id: str | None = None,
    ) -> None:
        """Who read what, when, through which request: written (and committed) before the
        reader sees anything. ``found``: whether a ``get`` (or a ``conversation``) found its
        record (or its thread)."""
        try:
            row = {
                "created_at": datetime.now(UTC),
                "reader_key_id": _text(reader.key_id),
                "reader_role": safe_text(reader.role),
                "client_address": _text(reader.client_address),
                "request_id": _text(reader.request_id),
                "action": action,
                "target_request_id": _text(target_request_id),
                "filters": None if filters is None else json_safe(filters),
                "found": found,
                "conversation_id": _text(conversation_id),
            }
        except (TypeError, ValueError) as exc:
            raise AuditWriteError(
                f"the audit read record could not be built ({type(exc).__name__})"
            ) from exc
        await self._append(lambda _: _given([(AUDIT_READS, row)]))

    async def record_admin(self, actor: Reader, setting: str, value: Any) -> None:
        """An admin's change of a service setting; the latest row is the value in force."""
        row = _admin_row(actor, setting, value)
        await self._append(lambda _: _given([(ADMIN_EVENTS, row)]))

    async def record_admin_change(self, actor: Reader, setting: str, change: Change) -> Any:
        """``change`` made and recorded in one transaction (module docstring); its value is
        returned. Its own refusals (an unknown key) pass through unchanged, and nothing is
        written."""
        made: list[Any] = []

        async def build(conn: AsyncConnection) -> list[Row]:
            made.append(await change(conn))
            return [(ADMIN_EVENTS, _admin_row(actor, setting, made[-1]))]

        await self._append(build)
        return made[-1]

    async def _append(self, build: Callable[[AsyncConnection], Awaitable[Sequence[Row]]]) -> None:
        """Chains the rows ``build`` gives (in the transaction, the lock held) and commits."""
        try:
            async with self._engine.connect() as conn:
                # READ COMMITTED whatever the server's default: the head must be read after
                # the lock is granted, in a snapshot that holds the previous writer's commit.
                conn = await conn.execution_options(isolation_level="READ COMMITTED")
                async with conn.begin():
                    await self._limit_time(conn)
                    head = await lock_chain(conn)
                    rows = await build(conn)
                    for table, linked in _link(rows, head):
                        await conn.execute(insert(table), linked)
        except (SQLAlchemyError, OSError, TypeError, ValueError) as exc:
            # A database error's message may quote parameters (redacted text, but content
            # all the same): the detail names the error's type only.
            raise AuditWriteError(
                f"the audit log could not be written ({type(exc).__name__})"
            ) from exc

    async def _limit_time(self, conn: AsyncConnection) -> None:
        milliseconds = max(1, round(self._settings.write_timeout_seconds * 1000))
        await conn.execute(select(func.set_config("statement_timeout", f"{milliseconds}ms", True)))


def _admin_row(actor: Reader, setting: str, value: Any) -> dict[str, Any]:
    try:
        return {
            "created_at": datetime.now(UTC),
            "actor_key_id": _text(actor.key_id),
            "actor_role": safe_text(actor.role),
            "client_address": _text(actor.client_address),
            "setting": safe_text(setting),
            "value": json_safe(value),
        }
    except (TypeError, ValueError) as exc:
        raise AuditWriteError(f"the admin event could not be built ({type(exc).__name__})") from exc


def _query_rows(record: QueryRecord, steps: Sequence[StepRecord]) -> list[Row]:
    try:
        rows: list[Row] = [(QUERIES_LOG, query_row(record))]
        rows += [(QUERY_STEPS, step_row(record.request_id, s)) for s in steps]
    except (TypeError, ValueError) as exc:
        raise AuditWriteError(
            f"the audit record could not be built ({type(exc).__name__})"
        ) from exc
    return rows


async def _given(rows: Sequence[Row]) -> Sequence[Row]:
    return rows


def _link(rows: Sequence[Row], head: ChainHead) -> list[tuple[Table, list[dict[str, Any]]]]:
    """Chain the rows onto ``head`` (seq, prev_hash, row_hash), grouped into one insert per
    run of rows of the same table: few round trips while the chain lock is held."""
    groups: list[tuple[Table, list[dict[str, Any]]]] = []
    seq, prev_hash = head.seq, head.row_hash
    for table, content in rows:
        seq += 1
        row = {**content, "chain_seq": seq, "prev_hash": prev_hash}
        row["row_hash"] = prev_hash = hash_row(table, row)
        if groups and groups[-1][0] is table:
            groups[-1][1].append(row)
        else:
            groups.append((table, [row]))
    return groups
