"""Key revocation reaches every process at once (LISTEN/NOTIFY), whatever the key cache; while
revocations cannot be heard the cache is not trusted (fail closed)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.auth.keys import KeyStore
from clinrag.auth.revocations import APPLICATION_NAME, libpq_conninfo
from clinrag.auth.roles import Role
from clinrag.db import create_async_db_engine
from clinrag.setting_groups.service import DatabaseSettings
from tests.integration.auth.test_keys_support import SERVICE_LOGIN, migrated_database

FROZEN = 1000.0
"""The cache's clock never moves in these tests: nothing expires by age (TTL 30 s)."""


@pytest.fixture(scope="module")
def keys_url(database_url: URL) -> Iterator[URL]:
    with migrated_database(database_url) as url:
        yield url


@pytest.fixture
async def server_engine(keys_url: URL) -> AsyncIterator[AsyncEngine]:
    """The server process's engine, logged in as the service role like a deployment."""
    engine = create_async_db_engine(keys_url.set(username=SERVICE_LOGIN), DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
async def other_process(keys_url: URL) -> AsyncIterator[KeyStore]:
    """Another process (a second worker, or the CLI): its own engine, no cache."""
    engine = create_async_db_engine(keys_url, DatabaseSettings())
    yield KeyStore(engine, cache_seconds=0)
    await engine.dispose()


async def _until(condition: Callable[[], bool], limit_seconds: float = 10.0) -> float:
    started = time.monotonic()
    while not condition():
        if time.monotonic() - started > limit_seconds:
            raise AssertionError("the condition never held")
        await asyncio.sleep(0.01)
    return time.monotonic() - started


async def _listeners(engine: AsyncEngine) -> int:
    async with engine.connect() as conn:
        count = await conn.scalar(
            text(
                "SELECT count(*) FROM pg_stat_activity "
                "WHERE application_name = :name AND datname = current_database()"
            ),
            {"name": APPLICATION_NAME},
        )
    return int(count or 0)


async def _cached_key(server: KeyStore, other_process: KeyStore) -> tuple[str, str]:
    key_id, key = await other_process.create(Role.CLINICIAN)
    assert await server.authenticate(key) is not None  # starts the listener
    await _until(lambda: server.listening)
    assert await server.authenticate(key) is not None  # now cached
    return key_id, key


async def test_a_revocation_in_another_process_is_refused_at_once_despite_the_cache(
    server_engine: AsyncEngine, other_process: KeyStore
) -> None:
    server = KeyStore(server_engine, cache_seconds=30, clock=lambda: FROZEN)
    key_id, key = await _cached_key(server, other_process)
    _, other_key = await _cached_key(server, other_process)

    assert await other_process.revoke(key_id)

    assert await _seconds_until_refused(server, key) < 1.0  # before: accepted for 30 s
    assert await server.authenticate(other_key) is not None  # only that key is evicted
    await server.aclose()


async def test_the_cache_is_in_use_while_revocations_are_heard(
    server_engine: AsyncEngine, other_process: KeyStore, keys_url: URL
) -> None:
    """The other side of the coin: a change that sends no notification (a DBA's UPDATE) is
    not seen while the cached entry lives, so the look-ups above were served from the cache."""
    server = KeyStore(server_engine, cache_seconds=30, clock=lambda: FROZEN)
    key_id, key = await _cached_key(server, other_process)
    superuser = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        async with superuser.begin() as conn:
            await conn.execute(
                text("UPDATE api_keys SET revoked_at = now() WHERE key_id = :k"), {"k": key_id}
            )
        assert await server.authenticate(key) is not None
        async with superuser.begin() as conn:
            await conn.execute(text("SELECT pg_notify('clinrag_api_keys', :k)"), {"k": key_id})
        assert await _seconds_until_refused(server, key) < 1.0
    finally:
        await superuser.dispose()
        await server.aclose()


async def _seconds_until_refused(server: KeyStore, key: str, limit_seconds: float = 5.0) -> float:
    """How long ``key`` is still accepted: the notification reaches the listener's socket
    before ``revoke`` returns, and the listener's task takes it at the loop's next turn."""
    started = time.monotonic()
    for _ in range(round(limit_seconds * 1000)):
        if await server.authenticate(key) is None:
            return time.monotonic() - started
        await asyncio.sleep(0.001)
    raise AssertionError(f"still accepted after {limit_seconds} s")


async def _terminate_listeners(superuser: AsyncEngine) -> None:
    """Cut every key listener's connection, as a network fault or a DBA would."""
    async with superuser.begin() as conn:
        await conn.execute(
            text(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE application_name = :name AND datname = current_database()"
            ),
            {"name": APPLICATION_NAME},
        )


async def test_without_a_listener_the_cache_is_bypassed(
    server_engine: AsyncEngine, other_process: KeyStore, keys_url: URL
) -> None:
    """Fail closed: once the listening connection is gone, every look-up asks the database, so
    a revocation the process could not hear is honoured anyway."""
    server = KeyStore(
        server_engine, cache_seconds=30, clock=lambda: FROZEN, reconnect_seconds=(30.0, 30.0)
    )
    key_id, key = await _cached_key(server, other_process)
    superuser = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        await _terminate_listeners(superuser)
        await _until(lambda: not server.listening)
        async with superuser.begin() as conn:  # revoked without a notification
            await conn.execute(
                text("UPDATE api_keys SET revoked_at = now() WHERE key_id = :k"), {"k": key_id}
            )

        assert await server.authenticate(key) is None
    finally:
        await superuser.dispose()
        await server.aclose()


async def test_a_lost_listener_reconnects_with_backoff(
    server_engine: AsyncEngine, other_process: KeyStore, keys_url: URL
) -> None:
    server = KeyStore(server_engine, cache_seconds=30, reconnect_seconds=(0.05, 0.2))
    key_id, key = await _cached_key(server, other_process)
    superuser = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        await _terminate_listeners(superuser)
        await _until(lambda: not server.listening)
        await _until(lambda: server.listening)

        assert await other_process.revoke(key_id)
        assert await _seconds_until_refused(server, key) < 1.0
    finally:
        await superuser.dispose()
        await server.aclose()


async def test_the_listener_closes_with_the_store_and_with_the_engine(
    keys_url: URL, other_process: KeyStore
) -> None:
    engine = create_async_db_engine(keys_url, DatabaseSettings())
    observer = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        closed_by_aclose = KeyStore(engine, cache_seconds=30)
        await _cached_key(closed_by_aclose, other_process)
        assert await _listeners(observer) == 1
        await closed_by_aclose.aclose()
        await _until_async(lambda: _listeners(observer), 0)

        closed_by_dispose = KeyStore(engine, cache_seconds=30)
        await _cached_key(closed_by_dispose, other_process)
        assert await _listeners(observer) == 1
    finally:
        await engine.dispose()
    try:
        await _until_async(lambda: _listeners(observer), 0)
        assert not closed_by_dispose.listening
    finally:
        await observer.dispose()


async def _until_async(
    probe: Callable[[], Awaitable[int]], expected: int, limit_seconds: float = 10.0
) -> None:
    started = time.monotonic()
    while (value := await probe()) != expected:
        if time.monotonic() - started > limit_seconds:
            raise AssertionError(f"still {value}, expected {expected}")
        await asyncio.sleep(0.02)


async def test_no_cache_means_no_listener(keys_url: URL, other_process: KeyStore) -> None:
    engine = create_async_db_engine(keys_url, DatabaseSettings())
    try:
        store = KeyStore(engine, cache_seconds=0)
        _, key = await other_process.create(Role.ADMIN)
        assert await store.authenticate(key) is not None
        await asyncio.sleep(0.2)
        assert not store.listening
        assert await _listeners(engine) == 0
    finally:
        await engine.dispose()


def test_the_listener_connects_through_the_unix_socket_of_the_url(keys_url: URL) -> None:
    conninfo = libpq_conninfo(keys_url)
    assert conninfo.startswith("postgresql://postgres@/")
    assert "host=" in conninfo
    assert "+psycopg" not in conninfo
