"""The per-key rate limit on real PostgreSQL: counted once across processes, reset per window."""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator, Iterator

import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.api.ratelimit import RateLimiter
from clinrag.db import create_async_db_engine
from clinrag.errors import DependencyUnavailable
from clinrag.setting_groups.service import DatabaseSettings
from tests.integration.auth.test_keys_support import SERVICE_LOGIN, migrated_database


@pytest.fixture(scope="module")
def limits_url(database_url: URL) -> Iterator[URL]:
    with migrated_database(database_url) as url:
        yield url


async def _engine(url: URL) -> AsyncEngine:
    return create_async_db_engine(url, DatabaseSettings())


@pytest.fixture
async def engine_a(limits_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = await _engine(limits_url)
    yield engine
    await engine.dispose()


@pytest.fixture
async def engine_b(limits_url: URL) -> AsyncIterator[AsyncEngine]:
    """A second pool, standing for a second server process."""
    engine = await _engine(limits_url)
    yield engine
    await engine.dispose()


@pytest.fixture
def key_id() -> str:
    return secrets.token_hex(6)


async def test_allows_the_limit_then_refuses_with_a_sane_retry_after(
    engine_a: AsyncEngine, key_id: str
) -> None:
    limiter = RateLimiter(engine_a, 5)

    allowed = [await limiter.check(key_id) for _ in range(5)]
    refused = [await limiter.check(key_id) for _ in range(3)]

    assert [d.allowed for d in allowed] == [True] * 5
    assert [d.remaining for d in allowed] == [4, 3, 2, 1, 0]
    assert all(d.retry_after_seconds == 0 for d in allowed)
    assert [d.allowed for d in refused] == [False] * 3
    assert all(55 <= d.retry_after_seconds <= 60 for d in refused)
    assert all(d.remaining == 0 for d in refused)


async def test_keys_are_limited_separately(engine_a: AsyncEngine) -> None:
    limiter = RateLimiter(engine_a, 1)
    assert (await limiter.check("key-one")).allowed
    assert not (await limiter.check("key-one")).allowed
    assert (await limiter.check("key-two")).allowed


async def test_two_processes_share_one_window(
    engine_a: AsyncEngine, engine_b: AsyncEngine, key_id: str
) -> None:
    first, second = RateLimiter(engine_a, 4), RateLimiter(engine_b, 4)

    decisions = [
        await first.check(key_id),
        await second.check(key_id),
        await first.check(key_id),
        await second.check(key_id),
        await second.check(key_id),
        await first.check(key_id),
    ]

    assert [d.allowed for d in decisions] == [True, True, True, True, False, False]
    assert [d.remaining for d in decisions[:4]] == [3, 2, 1, 0]


async def test_concurrent_checks_from_two_processes_count_exactly(
    engine_a: AsyncEngine, engine_b: AsyncEngine, key_id: str
) -> None:
    first, second = RateLimiter(engine_a, 7), RateLimiter(engine_b, 7)

    decisions = await asyncio.gather(*(limiter.check(key_id) for limiter in [first, second] * 10))

    assert sum(d.allowed for d in decisions) == 7
    assert sorted(d.remaining for d in decisions if d.allowed) == list(range(7))


async def test_a_new_window_starts_when_the_last_has_run_out(
    engine_a: AsyncEngine, key_id: str
) -> None:
    limiter = RateLimiter(engine_a, 2, window_seconds=0.5)
    assert [(await limiter.check(key_id)).allowed for _ in range(3)] == [True, True, False]
    refused = await limiter.check(key_id)
    assert refused.retry_after_seconds == 1  # rounded up, never 0

    await asyncio.sleep(0.6)

    again = await limiter.check(key_id)
    assert again.allowed
    assert again.remaining == 1


async def test_prune_deletes_only_long_idle_windows(engine_a: AsyncEngine) -> None:
    limiter = RateLimiter(engine_a, 10)
    fresh, stale = secrets.token_hex(6), secrets.token_hex(6)
    await limiter.check(fresh)
    async with engine_a.begin() as conn:
        await conn.execute(
            text(
                "INSERT INTO rate_windows (key_id, window_start, hits) "
                "VALUES (:k, now() - interval '3 minutes', 10)"
            ),
            {"k": stale},
        )

    assert await limiter.prune() >= 1

    async with engine_a.connect() as conn:
        kept = set(
            (
                await conn.scalars(
                    text("SELECT key_id FROM rate_windows WHERE key_id IN (:a, :b)"),
                    {"a": fresh, "b": stale},
                )
            ).all()
        )
    assert kept == {fresh}


async def test_a_check_prunes_now_and_then(engine_a: AsyncEngine) -> None:
    now = [0.0]
    limiter = RateLimiter(engine_a, 10, prune_every_seconds=60, clock=lambda: now[0])
    stale = secrets.token_hex(6)
    async with engine_a.begin() as conn:
        await conn.execute(
            text(
                "INSERT INTO rate_windows (key_id, window_start, hits) "
                "VALUES (:k, now() - interval '1 hour', 3)"
            ),
            {"k": stale},
        )

    async def stale_left() -> bool:
        async with engine_a.connect() as conn:
            found = await conn.scalar(
                text("SELECT 1 FROM rate_windows WHERE key_id = :k"), {"k": stale}
            )
        return found is not None

    await limiter.check("someone")
    assert await stale_left()  # not yet due
    now[0] = 61
    await limiter.check("someone")
    assert not await stale_left()


async def test_the_service_role_counts_and_prunes(limits_url: URL, key_id: str) -> None:
    engine = await _engine(limits_url.set(username=SERVICE_LOGIN))
    try:
        limiter = RateLimiter(engine, 1)
        assert (await limiter.check(key_id)).allowed
        assert not (await limiter.check(key_id)).allowed
        await limiter.prune()
    finally:
        await engine.dispose()


async def test_an_unreachable_database_fails_closed(limits_url: URL) -> None:
    engine = await _engine(limits_url.set(database="clinrag_no_such_database"))
    try:
        with pytest.raises(DependencyUnavailable) as failed:
            await RateLimiter(engine, 10).check("k")
    finally:
        await engine.dispose()
    assert failed.value.code == "rate_limit_unavailable"


async def test_the_windows_table_writes_no_wal(engine_a: AsyncEngine) -> None:
    async with engine_a.connect() as conn:
        persistence = await conn.scalar(
            text("SELECT relpersistence FROM pg_class WHERE relname = 'rate_windows'")
        )
    assert persistence == "u"  # UNLOGGED: disposable counts, no WAL per request
