"""A key's access labels on real PostgreSQL: fail closed for keys made before labels, changed
only with an admin event in the audit chain, heard by every process from its next request,
and managed from the CLI."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.chain import verify_chain
from clinrag.audit.records import Reader
from clinrag.audit.writer import AuditLog
from clinrag.auth.access_admin import AccessAdmin, KeyNotFound
from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Role
from clinrag.cli import main
from clinrag.db import create_async_db_engine
from clinrag.errors import AuditWriteError, InputRejected
from clinrag.retrieval.access import AccessScope
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.auth.test_key_revocation import FROZEN, _until
from tests.integration.auth.test_keys_support import SERVICE_LOGIN, migrated_database

CLI = Reader(key_id=None, role="cli")


@pytest.fixture(scope="module")
def keys_url(database_url: URL) -> Iterator[URL]:
    with migrated_database(database_url) as url:
        yield url


@pytest.fixture
async def engine(keys_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(keys_url.set(username=SERVICE_LOGIN), DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
def admin(engine: AsyncEngine) -> AccessAdmin:
    return AccessAdmin(AuditLog(engine, AuditSettings()))


async def _admin_events(engine: AsyncEngine) -> list[dict[str, object]]:
    async with engine.connect() as conn:
        rows = await conn.execute(
            text("SELECT value FROM admin_events WHERE setting = 'key_access' ORDER BY chain_seq")
        )
        return [row.value for row in rows]


async def test_a_new_key_reads_public_only_unless_told(engine: AsyncEngine) -> None:
    store = KeyStore(engine, cache_seconds=0)
    _, plain = await store.create(Role.CLINICIAN)
    _, cleared = await store.create(Role.CLINICIAN, None, ("psychiatry", "public"))
    plain_principal = await store.authenticate(plain)
    cleared_principal = await store.authenticate(cleared)
    assert plain_principal is not None
    assert cleared_principal is not None
    assert plain_principal.access == AccessScope.of(["public"])
    assert cleared_principal.access == AccessScope.of(["public", "psychiatry"])
    with pytest.raises(InputRejected):
        await store.create(Role.CLINICIAN, None, ("Psychiatry Ward",))


async def test_grants_and_revocations_are_chained_admin_events_heard_by_every_process(
    engine: AsyncEngine, admin: AccessAdmin, keys_url: URL
) -> None:
    """The serving process caches the key for 30 s on a frozen clock; a change made through
    another engine (the CLI's) still reaches its next look-up."""
    server = KeyStore(engine, cache_seconds=30, clock=lambda: FROZEN)
    key_id, key = await server.create(Role.CLINICIAN)
    assert await server.authenticate(key) is not None
    await _until(lambda: server.listening)
    cli_engine = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        cli = AccessAdmin(AuditLog(cli_engine, AuditSettings()))
        assert await cli.grant(CLI, key_id, ("psychiatry", "incidents")) == [
            "incidents",
            "psychiatry",
            "public",
        ]
        await _until_labels(server, key, {"incidents", "psychiatry", "public"})
        assert await cli.revoke(CLI, key_id, ("public", "incidents")) == ["psychiatry"]
        await _until_labels(server, key, {"psychiatry"})
        assert await cli.revoke(CLI, key_id, ("psychiatry",)) == []
        await _until_labels(server, key, set())  # reads nothing at all
        with pytest.raises(KeyNotFound):
            await cli.grant(CLI, "0123456789ab", ("public",))
    finally:
        await cli_engine.dispose()
        await server.aclose()
    events = [e for e in await _admin_events(engine) if e["key_id"] == key_id]
    assert [(e["action"], e["access_labels"]) for e in events] == [
        ("grant", ["incidents", "psychiatry", "public"]),
        ("revoke", ["psychiatry"]),
        ("revoke", []),
    ]
    async with engine.connect() as conn:
        conn = await conn.execution_options(isolation_level="REPEATABLE READ")
        async with conn.begin():
            assert (await verify_chain(conn)).ok


async def _until_labels(server: KeyStore, key: str, labels: set[str]) -> None:
    for _ in range(5000):
        principal = await server.authenticate(key)
        assert principal is not None
        if principal.access.labels == labels:
            return
        await asyncio.sleep(0.001)
    raise AssertionError(f"the key never read {labels}")


async def test_no_record_no_change(engine: AsyncEngine, keys_url: URL) -> None:
    """An audit log that cannot be written refuses the change, and the key keeps its labels."""
    store = KeyStore(engine, cache_seconds=0)
    key_id, key = await store.create(Role.CLINICIAN)
    broken = AccessAdmin(AuditLog(engine, AuditSettings(write_timeout_seconds=0.001)))
    async with engine.connect() as blocker:
        await blocker.execute(text("SELECT pg_advisory_lock(:k)"), {"k": 0x636C696E617564})
        try:
            with pytest.raises(AuditWriteError):
                await broken.grant(CLI, key_id, ("psychiatry",))
        finally:
            await blocker.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": 0x636C696E617564})
    principal = await store.authenticate(key)
    assert principal is not None
    assert principal.access == AccessScope.of(["public"])


async def test_a_key_exists_only_with_the_record_of_its_labels(
    engine: AsyncEngine, admin: AccessAdmin
) -> None:
    """The key and its first ``key_access`` event commit together: when the event cannot be
    written, no key is stored (not one stored and revoked afterwards)."""
    async with engine.connect() as conn:
        before = await conn.scalar(text("SELECT count(*) FROM api_keys"))
    broken = AccessAdmin(AuditLog(engine, AuditSettings(write_timeout_seconds=0.001)))
    async with engine.connect() as blocker:
        await blocker.execute(text("SELECT pg_advisory_lock(:k)"), {"k": 0x636C696E617564})
        try:
            with pytest.raises(AuditWriteError):
                await broken.create_key(CLI, Role.CLINICIAN, None, ("psychiatry",))
        finally:
            await blocker.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": 0x636C696E617564})
    async with engine.connect() as conn:
        assert await conn.scalar(text("SELECT count(*) FROM api_keys")) == before
    key_id, key = await admin.create_key(CLI, Role.CLINICIAN, "ward 3", ("psychiatry",))
    principal = await KeyStore(engine, cache_seconds=0).authenticate(key)
    assert principal is not None
    assert principal.access == AccessScope.of(["psychiatry"])
    created = [e for e in await _admin_events(engine) if e.get("key_id") == key_id]
    assert created == [
        {
            "key_id": key_id,
            "action": "create",
            "labels": ["psychiatry"],
            "access_labels": ["psychiatry"],
        }
    ]
    assert key not in json.dumps(await _admin_events(engine))


# --- the CLI -----------------------------------------------------------------------------


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        status = main(argv)
    except SystemExit as exited:
        status = int(exited.code or 0)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_cli_manages_labels_and_answers_compliance(
    capsys: pytest.CaptureFixture[str], keys_url: URL, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CLINRAG_DATABASE_URL", keys_url.render_as_string(False))
    monkeypatch.setenv("CLINRAG_LOGGING__FORMAT", "json")
    status, out, err = _run(
        ["keys", "create", "--role", "clinician", "--access", "cardiology, public"], capsys
    )
    assert status == 0
    [key] = out.splitlines()
    key_id = key.split("_")[1]
    assert "reading cardiology,public" in err
    status, out, _ = _run(["keys", "list"], capsys)
    [line] = [line for line in out.splitlines() if line.startswith(key_id)]
    assert "cardiology,public" in line
    status, out, _ = _run(["keys", "grant-access", key_id, "--access", "psychiatry"], capsys)
    assert status == 0
    assert "now reads cardiology,psychiatry,public" in out
    status, out, _ = _run(["keys", "revoke-access", key_id, "--access", "cardiology"], capsys)
    assert "now reads psychiatry,public" in out
    status, _, err = _run(["keys", "grant-access", key_id, "--access", "Not A Label"], capsys)
    assert status == 2
    status, _, err = _run(["keys", "grant-access", "0123456789ab", "--access", "x"], capsys)
    assert status == 1
    assert "no active key" in err
    status, _, err = _run(["documents", "set-access", "no/such/source.md", "psychiatry"], capsys)
    assert status == 1
    status, out, _ = _run(["audit", "document", "999999"], capsys)
    assert status == 1
    assert "no document has the id 999999" in out
    asyncio.run(_check_cli_events(keys_url, key_id))


async def _check_cli_events(url: URL, key_id: str) -> None:
    engine = create_async_db_engine(url, DatabaseSettings())
    try:
        async with engine.connect() as conn:
            rows = (
                await conn.execute(
                    text(
                        "SELECT actor_role, value FROM admin_events "
                        "WHERE setting = 'key_access' AND value->>'key_id' = :k ORDER BY chain_seq"
                    ),
                    {"k": key_id},
                )
            ).all()
            reads = await conn.scalar(
                text("SELECT count(*) FROM audit_reads WHERE action = 'document'")
            )
    finally:
        await engine.dispose()
    assert [(r.actor_role, r.value["action"]) for r in rows] == [
        ("cli", "create"),
        ("cli", "grant"),
        ("cli", "revoke"),
    ]
    assert json.loads(json.dumps(rows[-1].value))["access_labels"] == ["psychiatry", "public"]
    assert reads == 1  # the not-found question was recorded too
