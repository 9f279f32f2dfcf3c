"""Migration 0006: the audit vocabulary of requests cut short, reads tied to their request;
a downgrade that works on an unused vocabulary and refuses to drop audit data; old rows that
still verify; the service role's rights on the new columns."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest
from sqlalchemy import insert, inspect, text
from sqlalchemy.engine import URL, Connection, Engine
from sqlalchemy.exc import DBAPIError, IntegrityError

from clinrag import schema
from clinrag.audit.canonical import row_hash
from clinrag.audit.chain import hash_row, hashed_columns
from clinrag.audit.reader import AuditReader
from clinrag.audit.records import Reader
from clinrag.audit.tables import AUDIT_READS
from clinrag.audit.writer import AuditLog
from clinrag.db import create_async_db_engine, create_sync_engine
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.audit.test_audit_support import record, steps

SERVICE_LOGIN = "clinrag_test_lifecycle_app"


@pytest.fixture
def scratch(empty_database: URL) -> Iterator[Engine]:
    engine = create_sync_engine(empty_database, DatabaseSettings())
    yield engine
    engine.dispose()


def _insert_read(conn: Connection, action: str, **extra: object) -> None:
    """An audit_reads row as it might be stored (the database does not check hashes)."""
    columns = {
        "chain_seq": 1,
        "created_at": datetime(2026, 11, 24, tzinfo=UTC),
        "reader_role": "admin",
        "action": action,
        "prev_hash": "0" * 64,
        "row_hash": "1" * 64,
        **extra,
    }
    conn.execute(insert(AUDIT_READS), columns)


def test_0006_adds_the_vocabulary_and_the_read_columns_and_undoes_them(scratch: Engine) -> None:
    schema.upgrade(scratch, "0005")
    assert "request_id" not in {c["name"] for c in inspect(scratch).get_columns("audit_reads")}

    schema.upgrade(scratch)
    columns = {c["name"]: c for c in inspect(scratch).get_columns("audit_reads")}
    assert columns["request_id"]["nullable"]
    assert columns["found"]["nullable"]
    indexes = {i["name"] for i in inspect(scratch).get_indexes("audit_reads")}
    assert "ix_audit_reads_request_id" in indexes
    with scratch.connect() as conn, conn.begin() as transaction:
        conn.execute(
            text(
                "INSERT INTO queries_log (chain_seq, request_id, created_at, citations, outcome, "
                "total_ms, prompt_versions, prev_hash, row_hash) VALUES (1, 'r-1', now(), "
                "'[]', 'client_disconnected', 1, '{}', :z, :o)"
            ),
            {"z": "0" * 64, "o": "1" * 64},
        )
        conn.execute(
            text(
                "INSERT INTO query_steps (chain_seq, request_id, sequence, name, started_at, "
                "duration_ms, status, details, prev_hash, row_hash) VALUES "
                "(2, 'r-1', 1, 'synthesize', now(), 1, 'cancelled', '{}', :o, :t), "
                "(3, 'r-1', 2, 'output_scan', now(), 1, 'timeout', '{}', :t, :f)"
            ),
            {"o": "1" * 64, "t": "2" * 64, "f": "3" * 64},
        )
        transaction.rollback()

    schema.downgrade(scratch, "0005")
    assert "request_id" not in {c["name"] for c in inspect(scratch).get_columns("audit_reads")}
    with pytest.raises(IntegrityError), scratch.begin() as conn:
        _insert_read(conn, "pipeline")

    schema.upgrade(scratch)
    with scratch.connect() as conn:
        assert schema.current_revision(conn) == schema.head_revision()


@pytest.mark.parametrize(
    ("action", "use"),
    [
        pytest.param("pipeline", {}, id="pipeline-read"),
        pytest.param("get", {"request_id": "r-9"}, id="read-with-request-id"),
        pytest.param("get", {"found": False}, id="read-found-nothing"),
    ],
)
def test_downgrading_below_0006_refuses_to_drop_audit_data(
    scratch: Engine, action: str, use: dict[str, object]
) -> None:
    schema.upgrade(scratch)
    with scratch.begin() as conn:
        _insert_read(conn, action, **use)
    with pytest.raises(DBAPIError, match="refusing to downgrade below 0006"):
        schema.downgrade(scratch, "0005")
    with scratch.connect() as conn:
        assert schema.current_revision(conn) == schema.head_revision()


def test_a_read_row_from_before_0006_keeps_its_hash() -> None:
    """Rows chained before the columns existed were hashed without them: unset, they are left
    out of the hash; set, they are in it (so setting one later breaks the row's hash)."""
    row = dict.fromkeys(hashed_columns(AUDIT_READS))
    row.update(
        chain_seq=4,
        created_at="2026-11-21T09:00:00+00:00",
        reader_role="compliance",
        action="get",
        target_request_id="r-1",
        prev_hash="0" * 64,
    )
    later = {"request_id", "found", "conversation_id"}  # 0006; 0008
    before_0006 = {k: v for k, v in row.items() if k not in later}
    assert hash_row(AUDIT_READS, row) == row_hash("audit_reads", before_0006)
    assert hash_row(AUDIT_READS, {**row, "request_id": "r-2"}) != hash_row(AUDIT_READS, row)
    assert hash_row(AUDIT_READS, {**row, "found": False}) != hash_row(AUDIT_READS, row)


async def test_the_service_role_writes_the_new_columns_and_the_chain_holds(
    empty_database: URL, scratch: Engine
) -> None:
    schema.upgrade(scratch)
    with scratch.begin() as conn:
        exists = conn.scalar(
            text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": SERVICE_LOGIN}
        )
        if not exists:
            conn.execute(text(f"CREATE ROLE {SERVICE_LOGIN} LOGIN"))
        conn.execute(text(f"GRANT clinrag_service TO {SERVICE_LOGIN}"))
    engine = create_async_db_engine(empty_database.set(username=SERVICE_LOGIN), DatabaseSettings())
    try:
        log = AuditLog(engine, AuditSettings())
        admin = Reader("key-admin", "admin", request_id="req-read-1")
        await log.record_read(admin, "pipeline")
        await log.record_read(Reader(None, "cli"), "verify")
        await log.record_read(admin, "get", target_request_id="r-404", found=False)
        await log.record_query(
            record("r-gone", outcome="client_disconnected"), steps(2, status="cancelled")
        )
        await log.record_query(record("r-busy", outcome="overloaded"), steps(1, status="timeout"))
        result = await AuditReader(engine, log, AuditSettings()).verify(Reader(None, "cli"))
    finally:
        await engine.dispose()
    assert result.ok, result
    with scratch.connect() as conn:
        rows = conn.execute(
            text("SELECT action, request_id, found FROM audit_reads ORDER BY chain_seq")
        ).all()
    assert [tuple(r) for r in rows] == [
        ("pipeline", "req-read-1", None),
        ("verify", None, None),
        ("get", "req-read-1", False),
        ("verify", None, None),
    ]
