"""API keys on real PostgreSQL: created once, stored hashed, refused when wrong or revoked."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
from collections.abc import AsyncIterator, Callable, Iterator

import pytest
from psycopg import errors as pg_errors
from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.exc import ProgrammingError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.auth.key_format import parse_key
from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Principal, Role
from clinrag.cli import main
from clinrag.db import create_async_db_engine
from clinrag.errors import DependencyUnavailable, InputRejected
from clinrag.retrieval.access import AccessScope
from clinrag.setting_groups.service import DatabaseSettings
from tests.integration.auth.test_keys_support import SERVICE_LOGIN, migrated_database

PUBLIC_ONLY = AccessScope.of(["public"])


@pytest.fixture(scope="module")
def keys_url(database_url: URL) -> Iterator[URL]:
    with migrated_database(database_url) as url:
        yield url


@pytest.fixture
async def engine_(keys_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(keys_url, DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
async def service_engine(keys_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(keys_url.set(username=SERVICE_LOGIN), DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
def store(engine_: AsyncEngine) -> KeyStore:
    return KeyStore(engine_)


@pytest.mark.parametrize("role", list(Role))
async def test_a_created_key_authenticates_with_its_role(store: KeyStore, role: Role) -> None:
    key_id, key = await store.create(role, "ward 7")

    assert key.startswith(f"crk_{key_id}_")
    assert await store.authenticate(key) == Principal(key_id=key_id, role=role, access=PUBLIC_ONLY)
    assert await store.authenticate(key) == Principal(
        key_id=key_id, role=role, access=PUBLIC_ONLY
    )  # cached


async def test_each_key_is_new(store: KeyStore) -> None:
    created = [await store.create(Role.CLINICIAN) for _ in range(5)]
    assert len({key_id for key_id, _ in created}) == 5
    assert len({key for _, key in created}) == 5


def _wrong_secret(key: str) -> str:
    last = key[-1]
    return key[:-1] + ("A" if last != "A" else "B")


@pytest.mark.parametrize(
    "forge",
    [
        pytest.param(_wrong_secret, id="wrong-secret"),
        pytest.param(lambda key: "crk_0123456789ab_" + key[-43:], id="unknown-id"),
        pytest.param(lambda key: "", id="empty"),
        pytest.param(lambda key: "crk_", id="prefix-only"),
        pytest.param(lambda key: f"Bearer {key}", id="with-scheme"),
        pytest.param(lambda key: f" {key}", id="leading-space"),
        pytest.param(lambda key: key + "x", id="too-long"),
        pytest.param(lambda key: key[:-1], id="too-short"),
        pytest.param(lambda key: key.upper(), id="upper-case"),
        pytest.param(lambda key: "xrk" + key[3:], id="other-prefix"),
        pytest.param(lambda key: key[:-1] + "=", id="not-urlsafe"),
        pytest.param(lambda key: key[:-1] + "é", id="non-ascii"),
        pytest.param(lambda key: key * 1000, id="huge"),
    ],
)
async def test_wrong_malformed_and_unknown_keys_are_refused(
    store: KeyStore, engine_: AsyncEngine, forge: Callable[[str], str]
) -> None:
    _, key = await store.create(Role.ADMIN)
    assert await store.authenticate(key) is not None  # cached: the forgery must still fail

    forged = forge(key)

    assert forged != key
    assert await store.authenticate(forged) is None
    assert await KeyStore(engine_, cache_seconds=0).authenticate(forged) is None


async def test_a_revoked_key_is_refused_and_revoking_again_says_so(store: KeyStore) -> None:
    key_id, key = await store.create(Role.COMPLIANCE)
    assert await store.authenticate(key) is not None

    assert await store.revoke(key_id) is True

    assert await store.authenticate(key) is None  # at once in the revoking process
    assert await store.revoke(key_id) is False
    assert await store.revoke("0123456789ab") is False
    [info] = [k for k in await store.list() if k.key_id == key_id]
    assert info.revoked_at is not None
    assert not info.active


async def test_without_a_cache_revocation_is_immediate_everywhere(
    engine_: AsyncEngine, keys_url: URL
) -> None:
    server = KeyStore(engine_, cache_seconds=0)
    other_engine = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        cli = KeyStore(other_engine, cache_seconds=0)
        key_id, key = await cli.create(Role.CLINICIAN)
        assert await server.authenticate(key) is not None
        await cli.revoke(key_id)
        assert await server.authenticate(key) is None
    finally:
        await other_engine.dispose()


async def test_the_database_holds_only_the_hash_of_the_secret(
    store: KeyStore, engine_: AsyncEngine
) -> None:
    key_id, key = await store.create(Role.ADMIN, "ops")
    parsed = parse_key(key)
    assert parsed is not None

    async with engine_.connect() as conn:
        row = (
            (await conn.execute(text("SELECT * FROM api_keys WHERE key_id = :k"), {"k": key_id}))
            .mappings()
            .one()
        )

    cells = [str(value) for value in row.values()]
    assert not any(parsed.secret in cell or key in cell for cell in cells)
    assert row["secret_hash"] == hashlib.sha256(parsed.secret.encode()).hexdigest()
    assert row["role"] == "admin"
    assert row["label"] == "ops"


async def test_list_shows_every_key_but_never_a_hash(store: KeyStore) -> None:
    key_id, key = await store.create(Role.CLINICIAN, "front-end")
    parsed = parse_key(key)
    assert parsed is not None
    secret_hash = hashlib.sha256(parsed.secret.encode()).hexdigest()

    listed = await store.list()

    [info] = [k for k in listed if k.key_id == key_id]
    assert info.role is Role.CLINICIAN
    assert info.label == "front-end"
    assert info.active
    assert info.created_at.tzinfo is not None
    fields = {f.name for f in dataclasses.fields(info)}
    assert fields == {"key_id", "role", "label", "created_at", "revoked_at", "access_labels"}
    dumped = repr([dataclasses.asdict(k) for k in listed])
    assert secret_hash not in dumped
    assert parsed.secret not in dumped


@pytest.mark.parametrize("label", ["x" * 201, "two\nlines", "bell\a"])
async def test_a_bad_label_is_refused(store: KeyStore, label: str) -> None:
    with pytest.raises(InputRejected):
        await store.create(Role.CLINICIAN, label)


async def test_a_blank_label_is_no_label(store: KeyStore) -> None:
    key_id, _ = await store.create(Role.CLINICIAN, "   ")
    [info] = [k for k in await store.list() if k.key_id == key_id]
    assert info.label is None


async def test_the_service_role_creates_checks_and_revokes_but_cannot_delete_keys(
    service_engine: AsyncEngine,
) -> None:
    store = KeyStore(service_engine, cache_seconds=0)
    key_id, key = await store.create(Role.ADMIN)
    assert await store.authenticate(key) == Principal(key_id, Role.ADMIN, PUBLIC_ONLY)
    assert key_id in {k.key_id for k in await store.list()}
    assert await store.revoke(key_id)
    assert await store.authenticate(key) is None

    with pytest.raises(ProgrammingError) as refused:
        async with service_engine.begin() as conn:
            await conn.execute(text("DELETE FROM api_keys WHERE key_id = :k"), {"k": key_id})
    assert isinstance(refused.value.orig, pg_errors.InsufficientPrivilege)


async def test_an_unreachable_database_is_503_not_401(keys_url: URL) -> None:
    engine = create_async_db_engine(
        keys_url.set(database="clinrag_no_such_database"), DatabaseSettings()
    )
    try:
        store = KeyStore(engine)
        with pytest.raises(DependencyUnavailable) as failed:
            await store.authenticate("crk_0123456789ab_" + "a" * 43)
    finally:
        await engine.dispose()
    assert failed.value.status_code == 503
    assert failed.value.code == "auth_unavailable"


# --- the CLI -----------------------------------------------------------------------------


@pytest.fixture
def cli_env(keys_url: URL, monkeypatch: pytest.MonkeyPatch) -> URL:
    monkeypatch.setenv("CLINRAG_DATABASE_URL", keys_url.render_as_string(False))
    monkeypatch.setenv("CLINRAG_LOGGING__FORMAT", "json")
    return keys_url


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    try:
        status = main(argv)
    except SystemExit as exited:
        status = int(exited.code or 0)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _authenticate(url: URL, key: str) -> Principal | None:
    """Outside the test's event loop: the CLI runs its own with ``asyncio.run``."""

    async def check() -> Principal | None:
        engine = create_async_db_engine(url, DatabaseSettings())
        try:
            return await KeyStore(engine, cache_seconds=0).authenticate(key)
        finally:
            await engine.dispose()

    return asyncio.run(check())


def test_cli_create_prints_a_key_once_that_authenticates(
    capsys: pytest.CaptureFixture[str], cli_env: URL
) -> None:
    status, out, err = _run(["keys", "create", "--role", "compliance", "--label", "audit"], capsys)

    assert status == 0
    [key] = out.splitlines()  # the key alone on stdout: KEY=$(clinrag keys create ...)
    principal = _authenticate(cli_env, key)
    assert principal is not None
    assert principal.role is Role.COMPLIANCE
    assert principal.key_id in err
    assert "never shown again" in err
    assert key not in err

    status, out, _ = _run(["keys", "list"], capsys)
    [line] = [line for line in out.splitlines() if line.startswith(principal.key_id)]
    assert "compliance" in line
    assert "audit" in line
    assert key[-43:] not in out

    status, out, _ = _run(["keys", "revoke", principal.key_id], capsys)
    assert status == 0
    assert f"revoked {principal.key_id}" in out
    assert _authenticate(cli_env, key) is None

    status, _, err = _run(["keys", "revoke", principal.key_id], capsys)
    assert status == 1
    assert "no active key" in err


@pytest.mark.usefixtures("cli_env")
def test_cli_refuses_an_unknown_role_and_a_bad_label(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["keys", "create", "--role", "root"])
    assert exited.value.code == 2
    status, out, err = _run(["keys", "create", "--role", "admin", "--label", "x" * 300], capsys)
    assert status == 2
    assert out == ""
    assert "label" in err
