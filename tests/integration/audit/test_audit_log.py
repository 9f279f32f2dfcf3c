"""The audit log on real PostgreSQL: records, the hash chain, tampering, concurrency, failures."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.canonical import GENESIS_HASH
from clinrag.audit.chain import CHAIN_LOCK_KEY, TABLES, hash_row
from clinrag.audit.reader import AuditReader
from clinrag.audit.records import BrokenRow, QueryFilters, Reader
from clinrag.audit.tables import QUERIES_LOG, QUERY_STEPS
from clinrag.audit.writer import AuditLog
from clinrag.db import create_async_db_engine, create_sync_engine
from clinrag.domain import StepRecord
from clinrag.errors import AuditWriteError
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.audit.test_audit_support import T0, migrate, record, steps, tamper

REVIEWER = Reader(key_id="key-compliance-1", role="compliance", client_address="10.0.0.9")
QUERY_FILTERS_ANY = QueryFilters()


@pytest.fixture
def audit_url(empty_database: URL) -> URL:
    migrate(empty_database)
    return empty_database


@pytest.fixture
async def audit_engine(audit_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(audit_url, DatabaseSettings(pool_size=10, max_overflow=10))
    yield engine
    await engine.dispose()


@pytest.fixture
def superuser(audit_url: URL) -> Iterator[Engine]:
    engine = create_sync_engine(audit_url, DatabaseSettings())
    yield engine
    engine.dispose()


@pytest.fixture
def audit_log(audit_engine: AsyncEngine) -> AuditLog:
    return AuditLog(audit_engine, AuditSettings())


@pytest.fixture
def reader(audit_engine: AsyncEngine, audit_log: AuditLog) -> AuditReader:
    return AuditReader(audit_engine, audit_log, AuditSettings())


def _all_rows(superuser: Engine) -> list[tuple[str, dict[str, object]]]:
    rows = []
    with superuser.connect() as conn:
        for name, table in TABLES.items():
            rows += [(name, dict(r)) for r in conn.execute(select(table)).mappings()]
    return sorted(rows, key=lambda pair: pair[1]["chain_seq"])


async def test_a_query_and_all_its_steps_are_written(
    audit_log: AuditLog, reader: AuditReader
) -> None:
    await audit_log.record_query(record("req-1"), steps(4))

    trace = await reader.get_query(REVIEWER, "req-1")

    assert trace is not None
    assert trace.query.request_id == "req-1"
    assert trace.query.created_at == T0
    assert trace.query.outcome == "answered"
    assert trace.query.redacted_query == "Compare <DRUG> and metformin for <PERSON>"
    assert trace.query.citations[0]["chunk_id"] == 7
    assert trace.query.prompt_versions == {"synthesize": "3", "classify": "2"}
    assert trace.query.confidence == 0.82
    assert [s.sequence for s in trace.steps] == [1, 2, 3, 4]
    assert [s.name for s in trace.steps] == ["validate", "redact_query", "guard", "retrieve"]
    assert trace.steps[1].duration_ms == pytest.approx(25.0)
    assert trace.steps[2].details == {"entities": {"PERSON": 1}, "scores": [0.91, 0.33], "n": 3}
    assert trace.steps[0].started_at == T0 + timedelta(milliseconds=10)


async def test_rejected_and_failed_requests_are_recorded_with_few_fields(
    audit_log: AuditLog, reader: AuditReader
) -> None:
    bare = replace(
        record("req-401", outcome="unauthorized", total_ms=0.4),
        actor_key_id=None,
        actor_role=None,
        pipeline=None,
        mode=None,
        query_type=None,
        redacted_query=None,
        redacted_answer=None,
        citations=(),
        confidence=None,
        model=None,
        prompt_versions={},
        error_code="unauthorized",
    )
    await audit_log.record_query(bare, [])
    await audit_log.record_query(
        record("req-504", outcome="timeout", error_code="llm_timeout"), steps(2, "failed")
    )

    unauthorized = await reader.get_query(REVIEWER, "req-401")
    timed_out = await reader.get_query(REVIEWER, "req-504")
    assert unauthorized is not None
    assert unauthorized.steps == ()
    assert unauthorized.query.citations == []
    assert unauthorized.query.error_code == "unauthorized"
    assert timed_out is not None
    assert {s.status for s in timed_out.steps} == {"failed"}
    assert (await reader.verify(REVIEWER)).ok


async def test_every_row_links_to_the_one_before_it(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    await audit_log.record_query(record("req-1"), steps(3))
    await reader.list_queries(REVIEWER, QUERY_FILTERS_ANY)
    await audit_log.record_query(record("req-2"), steps(2))

    rows = _all_rows(superuser)

    assert [table for table, _ in rows] == [
        "queries_log",
        *["query_steps"] * 3,
        "audit_reads",
        "queries_log",
        *["query_steps"] * 2,
    ]
    assert [row["chain_seq"] for _, row in rows] == list(range(1, 9))
    previous = GENESIS_HASH
    for table, row in rows:
        assert row["prev_hash"] == previous
        assert row["row_hash"] == hash_row(TABLES[table], row)
        previous = str(row["row_hash"])
    result = await reader.verify(REVIEWER)
    assert result.ok
    assert result.rows_checked == 9  # the verify read itself is row 9
    assert result.first_broken is None


async def test_values_json_cannot_hold_still_hash_the_same_after_storage(
    audit_log: AuditLog, reader: AuditReader
) -> None:
    """jsonb turns 1e20 into an integer and -0.0 into 0, reorders keys: the hash holds."""
    tricky = {
        "big": 1e20,
        "huge": 1e300,
        "negative_zero": -0.0,
        "tiny": 1e-7,
        "tenth": 0.1,
        "whole": 1.0,
        "beyond_2_53": 2**60 + 1,
        "nan": math.nan,
        "inf": math.inf,
        "tuple": (1, 2.5, "x"),
        "set": {"b", "a"},
        "when": datetime(2026, 1, 2, 3, 4, 5, 123456, tzinfo=UTC),
        "unicode": "Größe µg — 血压",
        "nul": "a\x00b",
        "nested": {"z": [{"y": 1, "a": None}], "a": True},
        3: "int key",
    }
    step = StepRecord(1, "retrieve", T0, 1e-9, "ok", tricky)
    await audit_log.record_query(
        record("req-odd", total_ms=0.0, confidence=1.0, redacted_answer="x\x00y"), [step]
    )

    result = await reader.verify(REVIEWER)
    trace = await reader.get_query(REVIEWER, "req-odd")

    assert result.ok, result
    assert trace is not None
    details = trace.steps[0].details
    assert details["nan"] == "NaN"
    assert details["inf"] == "Infinity"
    assert details["set"] == ["a", "b"]
    assert details["when"] == "2026-01-02T03:04:05.123456+00:00"
    assert details["nul"] == "a\ufffdb"
    assert details["3"] == "int key"


@pytest.mark.parametrize(
    ("table", "statement", "victim"),
    [
        (
            "query_steps",
            "UPDATE query_steps SET details = '{\"tampered\": true}' "
            "WHERE request_id = 'req-2' AND sequence = 2",
            ("query_steps", "req-2", 2),
        ),
        (
            "queries_log",
            "UPDATE queries_log SET redacted_answer = 'a different answer' "
            "WHERE request_id = 'req-2'",
            ("queries_log", "req-2", None),
        ),
        (
            "queries_log",
            "UPDATE queries_log SET total_ms = total_ms + 0.001 WHERE request_id = 'req-3'",
            ("queries_log", "req-3", None),
        ),
        (
            "queries_log",
            "UPDATE queries_log SET created_at = created_at - interval '1 day' "
            "WHERE request_id = 'req-1'",
            ("queries_log", "req-1", None),
        ),
    ],
)
async def test_a_superuser_edit_makes_verify_name_exactly_that_row(
    audit_log: AuditLog,
    reader: AuditReader,
    superuser: Engine,
    table: str,
    statement: str,
    victim: tuple[str, str, int | None],
) -> None:
    for n in (1, 2, 3):
        await audit_log.record_query(record(f"req-{n}", minutes=n), steps(3))
    assert (await reader.verify(REVIEWER)).ok
    victim_table, request_id, sequence = victim
    with superuser.connect() as conn:
        query = select(TABLES[victim_table].c.id).where(
            TABLES[victim_table].c.request_id == request_id
        )
        if sequence is not None:
            query = query.where(QUERY_STEPS.c.sequence == sequence)
        victim_id = conn.scalar(query)

    tamper(superuser, table, [statement])
    result = await reader.verify(REVIEWER)

    assert not result.ok
    assert result.first_broken == BrokenRow(victim_table, victim_id, request_id)
    assert result.reason == "row_hash"


async def test_rewriting_the_hash_too_breaks_the_next_row(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    """A forger who recomputes the edited row's hash still breaks its successor's link."""
    await audit_log.record_query(record("req-1"), steps(1))
    await audit_log.record_query(record("req-2"), steps(1))
    with superuser.connect() as conn:
        first = dict(
            conn.execute(select(QUERIES_LOG).where(QUERIES_LOG.c.id == 1)).mappings().one()
        )
        successor = conn.execute(
            select(QUERY_STEPS.c.id, QUERY_STEPS.c.request_id).where(QUERY_STEPS.c.chain_seq == 2)
        ).one()
    forged = {**dict(first), "redacted_answer": "forged"}
    tamper(
        superuser,
        "queries_log",
        ["UPDATE queries_log SET redacted_answer = 'forged', row_hash = :h WHERE id = 1"],
        h=hash_row(QUERIES_LOG, forged),
    )

    result = await reader.verify(REVIEWER)

    assert result.first_broken == BrokenRow("query_steps", successor.id, successor.request_id)
    assert result.reason == "prev_hash"


async def test_a_deleted_row_is_named_by_the_row_after_it(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    await audit_log.record_query(record("req-1"), steps(3))
    with superuser.connect() as conn:
        after = conn.execute(
            select(QUERY_STEPS.c.id, QUERY_STEPS.c.request_id).where(QUERY_STEPS.c.sequence == 3)
        ).one()
    tamper(
        superuser,
        "query_steps",
        ["DELETE FROM query_steps WHERE request_id = 'req-1' AND sequence = 2"],
    )

    result = await reader.verify(REVIEWER)

    assert result.first_broken == BrokenRow("query_steps", after.id, after.request_id)
    assert result.reason == "chain_seq"
    assert result.rows_checked == 3  # query row, step 1, then step 3 breaks


async def test_fifty_concurrent_writers_keep_one_valid_chain(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    await asyncio.gather(
        *(audit_log.record_query(record(f"req-{n:02d}"), steps(5)) for n in range(50))
    )

    result = await reader.verify(REVIEWER)

    assert result.ok, result
    assert result.rows_checked == 50 * 6 + 1
    with superuser.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(QUERIES_LOG)) == 50
        # Each request's steps follow its query row directly: one transaction, one lock.
        gaps = conn.scalar(
            text(
                "SELECT count(*) FROM query_steps s JOIN queries_log q USING (request_id) "
                "WHERE s.chain_seq <> q.chain_seq + s.sequence"
            )
        )
    assert gaps == 0


async def test_an_unreachable_database_raises_audit_write_error(audit_url: URL) -> None:
    gone = audit_url.set(database="clinrag_no_such_database")
    engine = create_async_db_engine(gone, DatabaseSettings())
    try:
        with pytest.raises(AuditWriteError) as raised:
            await AuditLog(engine, AuditSettings()).record_query(record("req-x"), steps(2))
    finally:
        await engine.dispose()
    assert raised.value.status_code == 503
    assert "req-x" not in raised.value.detail


async def test_a_dropped_connection_raises_audit_write_error(
    audit_engine: AsyncEngine, audit_log: AuditLog, superuser: Engine
) -> None:
    """The writer's connection is killed while it waits for the chain lock."""
    await audit_log.record_query(record("req-warm"), [])
    async with audit_engine.connect() as conn:
        await conn.execute(select(func.pg_advisory_lock(CHAIN_LOCK_KEY)))
        writer = asyncio.create_task(audit_log.record_query(record("req-x"), steps(2)))
        await asyncio.sleep(0.3)  # the writer now waits for the chain lock
        with superuser.connect() as admin:
            admin.execute(
                text(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    "WHERE wait_event = 'advisory' AND datname = current_database()"
                )
            )
        with pytest.raises(AuditWriteError):
            await writer
        await conn.execute(select(func.pg_advisory_unlock(CHAIN_LOCK_KEY)))


async def test_a_write_waiting_too_long_for_the_chain_fails_closed(
    audit_engine: AsyncEngine,
) -> None:
    impatient = AuditLog(audit_engine, AuditSettings(write_timeout_seconds=0.2))
    async with audit_engine.connect() as holder:
        await holder.execute(select(func.pg_advisory_lock(CHAIN_LOCK_KEY)))
        with pytest.raises(AuditWriteError):
            await impatient.record_query(record("req-slow"), steps(1))
        await holder.execute(select(func.pg_advisory_unlock(CHAIN_LOCK_KEY)))
    await impatient.record_query(record("req-after"), steps(1))


async def test_a_failed_write_leaves_nothing_behind(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    await audit_log.record_query(record("req-1"), steps(2))
    duplicate_steps = [*steps(2), steps(2)[1]]

    with pytest.raises(AuditWriteError):
        await audit_log.record_query(record("req-1"), steps(2))  # request id taken
    with pytest.raises(AuditWriteError):
        await audit_log.record_query(record("req-2"), duplicate_steps)
    with pytest.raises(AuditWriteError):
        await audit_log.record_query(
            replace(record("req-3"), created_at=datetime(2026, 1, 1)), steps(1)
        )

    opaque = StepRecord(1, "guard", T0, 0.1, "ok", {"vector": object()})
    with pytest.raises(AuditWriteError):
        await audit_log.record_query(record("req-4"), [opaque])

    with superuser.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(QUERIES_LOG)) == 1
        assert conn.scalar(select(func.count()).select_from(QUERY_STEPS)) == 2
    assert (await reader.verify(REVIEWER)).ok


# -- reads -------------------------------------------------------------------------------


async def test_every_read_is_recorded_with_who_what_and_when(
    audit_log: AuditLog, reader: AuditReader, superuser: Engine
) -> None:
    await audit_log.record_query(record("req-1"), steps(1))
    since = datetime(2026, 11, 1, tzinfo=UTC)

    await reader.list_queries(REVIEWER, QueryFilters(since=since, outcome="answered"), limit=10)
    await reader.get_query(REVIEWER, "req-1")
    await reader.get_query(REVIEWER, "req-missing")
    rows = await reader.export(REVIEWER, QueryFilters(pipeline="agentic"))
    assert [row.request_id async for row in rows] == ["req-1"]
    await reader.verify(Reader(key_id=None, role="cli"))

    with superuser.connect() as conn:
        reads = conn.execute(
            text(
                "SELECT reader_key_id, reader_role, client_address, action, target_request_id, "
                "filters, created_at FROM audit_reads ORDER BY chain_seq"
            )
        ).all()
    assert [(r.action, r.target_request_id) for r in reads] == [
        ("list", None),
        ("get", "req-1"),
        ("get", "req-missing"),
        ("export", None),
        ("verify", None),
    ]
    assert reads[0].reader_key_id == "key-compliance-1"
    assert reads[0].reader_role == "compliance"
    assert reads[0].client_address == "10.0.0.9"
    assert reads[0].filters == {
        "since": "2026-11-01T00:00:00.000000+00:00",
        "outcome": "answered",
        "limit": 10,
        "offset": 0,
    }
    assert reads[3].filters == {"pipeline": "agentic"}
    assert reads[4].reader_key_id is None
    assert reads[4].reader_role == "cli"
    assert all(r.created_at > datetime.now(UTC) - timedelta(minutes=5) for r in reads)


async def test_a_read_that_cannot_be_recorded_shows_nothing(
    audit_engine: AsyncEngine, audit_log: AuditLog, audit_url: URL
) -> None:
    await audit_log.record_query(record("req-1"), steps(1))
    dead = create_async_db_engine(audit_url.set(database="clinrag_gone"), DatabaseSettings())
    blind = AuditReader(audit_engine, AuditLog(dead, AuditSettings()), AuditSettings())
    try:
        with pytest.raises(AuditWriteError):
            await blind.get_query(REVIEWER, "req-1")
        with pytest.raises(AuditWriteError):
            await blind.export(REVIEWER, QUERY_FILTERS_ANY)
    finally:
        await dead.dispose()


async def test_list_filters_combine(audit_log: AuditLog, reader: AuditReader) -> None:
    await audit_log.record_query(record("a", minutes=0, total_ms=300.0), [])
    await audit_log.record_query(
        record("b", minutes=10, total_ms=4000.0, pipeline="classical", query_type="SIMPLE"), []
    )
    await audit_log.record_query(
        record("c", minutes=20, total_ms=9000.0, actor_key_id="key-other", outcome="failed"), []
    )
    await audit_log.record_query(record("d", minutes=30, total_ms=7000.0), [])

    async def ids(filters: QueryFilters, **page: int) -> list[str]:
        return [row.request_id for row in await reader.list_queries(REVIEWER, filters, **page)]

    assert await ids(QUERY_FILTERS_ANY) == ["d", "c", "b", "a"]  # newest first
    assert await ids(QueryFilters(since=T0 + timedelta(minutes=10))) == ["d", "c", "b"]
    assert await ids(QueryFilters(until=T0 + timedelta(minutes=10))) == ["a"]
    assert await ids(QueryFilters(actor_key_id="key-other")) == ["c"]
    assert await ids(QueryFilters(pipeline="classical")) == ["b"]
    assert await ids(QueryFilters(query_type="COMPARATIVE")) == ["d", "c", "a"]
    assert await ids(QueryFilters(outcome="failed")) == ["c"]
    assert await ids(QueryFilters(slower_than_ms=5000)) == ["d", "c"]
    assert await ids(QueryFilters(slower_than_ms=5000, outcome="answered")) == ["d"]
    assert await ids(QUERY_FILTERS_ANY, limit=2, offset=1) == ["c", "b"]


async def test_page_size_is_capped(audit_engine: AsyncEngine, audit_log: AuditLog) -> None:
    for n in range(4):
        await audit_log.record_query(record(f"r{n}", minutes=n), [])
    capped = AuditReader(audit_engine, audit_log, AuditSettings(max_page_size=3))
    assert len(await capped.list_queries(REVIEWER, QUERY_FILTERS_ANY, limit=1000)) == 3


async def test_export_streams_every_matching_row_in_batches(
    audit_log: AuditLog, reader: AuditReader
) -> None:
    for n in range(7):
        await audit_log.record_query(record(f"r{n}", minutes=n, total_ms=100.0 * n), [])

    rows = await reader.export(REVIEWER, QueryFilters(slower_than_ms=150), batch_size=2)

    assert [row.request_id async for row in rows] == ["r2", "r3", "r4", "r5", "r6"]
