"""Migration 0004's guarantees: append-only triggers, the database roles, the ORM mirror."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from psycopg import errors as pg_errors
from sqlalchemy import inspect, text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import DBAPIError, ProgrammingError
from sqlalchemy.ext.asyncio import AsyncEngine

import clinrag.audit.tables
import clinrag.retrieval.tables
from clinrag import schema
from clinrag.audit.reader import AuditReader
from clinrag.audit.records import Reader
from clinrag.audit.writer import AuditLog
from clinrag.db import Base, create_async_db_engine, create_sync_engine
from clinrag.errors import AuditWriteError
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.audit.test_audit_support import migrate, record, steps

AUDIT_TABLES = ("queries_log", "query_steps", "audit_reads")
CHANGES = (
    "UPDATE {table} SET prev_hash = prev_hash",
    "DELETE FROM {table}",
    "DELETE FROM {table} WHERE false",  # statement-level: refused even when no row matches
    "TRUNCATE {table} CASCADE",
)


@pytest.fixture
def audit_url(empty_database: URL) -> URL:
    migrate(empty_database)
    return empty_database


@pytest.fixture
def superuser(audit_url: URL) -> Iterator[Engine]:
    engine = create_sync_engine(audit_url, DatabaseSettings())
    yield engine
    engine.dispose()


@pytest.fixture
async def populated(audit_url: URL) -> None:
    engine = create_async_db_engine(audit_url, DatabaseSettings())
    try:
        await AuditLog(engine, AuditSettings()).record_query(record("req-1"), steps(2))
        await AuditLog(engine, AuditSettings()).record_read(Reader("k", "compliance"), "list")
    finally:
        await engine.dispose()


def _login_role(superuser: Engine, name: str, member_of: str) -> None:
    """A login role like a deployment's app role: nothing but membership of ``member_of``."""
    with superuser.begin() as conn:
        exists = conn.scalar(text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": name})
        if not exists:
            conn.execute(text(f"CREATE ROLE {name} LOGIN"))
        conn.execute(text(f"GRANT {member_of} TO {name}"))


@pytest.fixture
async def service_engine(audit_url: URL, superuser: Engine) -> AsyncIterator[AsyncEngine]:
    _login_role(superuser, "clinrag_test_app", "clinrag_service")
    engine = create_async_db_engine(audit_url.set(username="clinrag_test_app"), DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
async def auditor_engine(audit_url: URL, superuser: Engine) -> AsyncIterator[AsyncEngine]:
    _login_role(superuser, "clinrag_test_reviewer", "clinrag_auditor")
    engine = create_async_db_engine(
        audit_url.set(username="clinrag_test_reviewer"), DatabaseSettings()
    )
    yield engine
    await engine.dispose()


@pytest.mark.usefixtures("populated")
@pytest.mark.parametrize("table", AUDIT_TABLES)
@pytest.mark.parametrize("change", CHANGES)
def test_the_owner_cannot_change_audit_rows(superuser: Engine, table: str, change: str) -> None:
    with pytest.raises(DBAPIError, match="append-only") as refused, superuser.begin() as conn:
        conn.execute(text(change.format(table=table)))
    assert isinstance(refused.value.orig, pg_errors.RaiseException)


@pytest.mark.usefixtures("populated")
@pytest.mark.parametrize("table", AUDIT_TABLES)
def test_replica_mode_does_not_silence_the_triggers(superuser: Engine, table: str) -> None:
    with superuser.begin() as conn:
        conn.execute(text("SET LOCAL session_replication_role = replica"))
        with pytest.raises(DBAPIError, match="append-only"):
            conn.execute(text(CHANGES[1].format(table=table)))


@pytest.mark.usefixtures("populated")
async def test_the_service_role_writes_and_reads_but_cannot_change_anything(
    service_engine: AsyncEngine,
) -> None:
    log = AuditLog(service_engine, AuditSettings())
    await log.record_query(record("req-2"), steps(3))
    result = await AuditReader(service_engine, log, AuditSettings()).verify(Reader("k", "admin"))
    assert result.ok
    assert result.rows_checked == (1 + 2 + 1) + (1 + 3) + 1  # populated, req-2, this verify

    for table in AUDIT_TABLES:
        for change in (*CHANGES, "ALTER TABLE {table} DISABLE TRIGGER {table}_append_only"):
            with pytest.raises(ProgrammingError) as refused:
                async with service_engine.begin() as conn:
                    await conn.execute(text(change.format(table=table)))
            assert isinstance(refused.value.orig, pg_errors.InsufficientPrivilege), change.format(
                table=table
            )


@pytest.mark.usefixtures("populated")
async def test_the_service_role_keeps_its_rights_on_the_document_store(
    service_engine: AsyncEngine,
) -> None:
    async with service_engine.connect() as conn, conn.begin() as transaction:
        document = await conn.scalar(
            text("INSERT INTO documents (source, content_hash) VALUES ('a.txt', :h) RETURNING id"),
            {"h": "a" * 64},
        )
        await conn.execute(text("UPDATE documents SET title = 't' WHERE id = :d"), {"d": document})
        await conn.execute(text("DELETE FROM documents WHERE id = :d"), {"d": document})
        assert await conn.scalar(text("SELECT version_num FROM alembic_version")) is not None
        await transaction.rollback()


@pytest.mark.usefixtures("populated")
async def test_the_auditor_role_reads_records_its_reads_and_nothing_else(
    auditor_engine: AsyncEngine,
) -> None:
    log = AuditLog(auditor_engine, AuditSettings())
    reader = AuditReader(auditor_engine, log, AuditSettings())
    trace = await reader.get_query(Reader("k-2", "compliance"), "req-1")
    assert trace is not None
    assert len(trace.steps) == 2
    with pytest.raises(AuditWriteError):
        await log.record_query(record("req-forged"), [])
    with pytest.raises(DBAPIError):
        async with auditor_engine.begin() as conn:
            await conn.execute(text("UPDATE queries_log SET outcome = 'failed'"))
    assert (await reader.verify(Reader("k-2", "compliance"))).ok


def test_the_roles_exist_without_login(superuser: Engine) -> None:
    with superuser.connect() as conn:
        roles = conn.execute(
            text(
                "SELECT rolname, rolcanlogin FROM pg_roles "
                "WHERE rolname IN ('clinrag_service', 'clinrag_auditor') ORDER BY rolname"
            )
        ).all()
    assert [tuple(r) for r in roles] == [("clinrag_auditor", False), ("clinrag_service", False)]


def test_downgrade_refuses_to_drop_a_non_empty_audit_log(
    superuser: Engine, populated: None
) -> None:
    with pytest.raises(DBAPIError, match="audit tables hold rows"):
        schema.downgrade(superuser, "0003")
    with superuser.connect() as conn:
        assert schema.current_revision(conn) == schema.head_revision()


def test_empty_audit_log_downgrades_and_upgrades_again_with_the_roles_in_place(
    superuser: Engine,
) -> None:
    schema.downgrade(superuser, "0003")
    assert not set(AUDIT_TABLES) & set(inspect(superuser).get_table_names())
    schema.upgrade(superuser)  # the roles exist already: created once, granted again
    assert set(AUDIT_TABLES) <= set(inspect(superuser).get_table_names())


def test_orm_matches_migrations_including_the_audit_tables(engine: Engine) -> None:
    assert clinrag.audit.tables.QUERIES_LOG.name in Base.metadata.tables
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []
