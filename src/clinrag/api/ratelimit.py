"""Per-key rate limit that holds across every server process: counted in PostgreSQL.

Each key has one row in ``rate_windows``: when its current window started and how many
requests it has made in it. One statement per check (an upsert) starts a new window when the
old one has run out, or counts one more request in it, and returns the count; the row lock
the upsert takes makes concurrent checks from any number of processes count exactly. Times
are the database's (``now()``), so the processes' clocks need not agree.

The window is fixed and starts at a key's first request after the previous window ended: at
most ``requests_per_minute`` requests per window, so at most twice that in any 60 s that
straddles two windows. Refused requests are counted too (capped at limit + 1): hammering does
not buy a longer wait, it simply gets no more through until the window ends.

The table is UNLOGGED (migration 0005): the counts are disposable, so a check writes no WAL;
a crash or a failover empties it, which only restarts every key's window. A check costs one
round trip, about 1 ms against a local PostgreSQL. Rows are bounded by the number of keys;
rows idle for two windows are deleted now and then (at most once per ``prune_every_seconds``
per process), which matters only if the limiter is ever keyed by something unbounded, such
as client addresses.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Interval, bindparam, case, delete, func
from sqlalchemy.dialects.postgresql import insert
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.auth.tables import RateWindow
from clinrag.errors import DependencyUnavailable


@dataclass(frozen=True)
class RateDecision:
    allowed: bool
    retry_after_seconds: int
    """0 when allowed; otherwise whole seconds until the window ends (at least 1), fit for a
    ``Retry-After`` header."""
    remaining: int
    """Requests the key may still make in this window."""


def decide(
    hits: int, window_start: datetime, now: datetime, *, limit: int, window: timedelta
) -> RateDecision:
    """The verdict on the ``hits``-th request of a window: pure, so tested without a clock."""
    if hits <= limit:
        return RateDecision(allowed=True, retry_after_seconds=0, remaining=limit - hits)
    left = (window_start + window - now).total_seconds()
    return RateDecision(allowed=False, retry_after_seconds=max(1, math.ceil(left)), remaining=0)


class RateLimiter:
    """``requests_per_minute`` per key, shared by every process on the same database.

    ``window_seconds`` other than 60 (tests) makes the limit that many requests per window.
    A database error raises ``DependencyUnavailable`` (503): the limiter fails closed rather
    than let an unmetered request through.
    """

    def __init__(
        self,
        engine: AsyncEngine,
        requests_per_minute: int,
        *,
        window_seconds: float = 60.0,
        prune_every_seconds: float = 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if requests_per_minute < 1:
            raise ValueError("requests_per_minute must be at least 1")
        self._engine = engine
        self._limit = requests_per_minute
        self._window = timedelta(seconds=window_seconds)
        self._prune_every = prune_every_seconds
        self._clock = clock
        self._next_prune = clock() + prune_every_seconds
        window = bindparam("window", self._window, type_=Interval())
        expired = RateWindow.window_start <= func.now() - window
        upsert = insert(RateWindow).values(
            key_id=bindparam("key_id"), window_start=func.now(), hits=1
        )
        self._count = upsert.on_conflict_do_update(
            index_elements=[RateWindow.key_id],
            set_={
                "window_start": case((expired, func.now()), else_=RateWindow.window_start),
                "hits": case((expired, 1), else_=func.least(RateWindow.hits + 1, self._limit + 1)),
            },
        ).returning(RateWindow.hits, RateWindow.window_start, func.now())

    @property
    def requests_per_minute(self) -> int:
        return self._limit

    async def check(self, key_id: str) -> RateDecision:
        """Count one request of ``key_id`` and say whether it may proceed."""
        try:
            async with self._engine.begin() as conn:
                result = await conn.execute(self._count, {"key_id": key_id})
                hits, window_start, now = result.one()
            if self._clock() >= self._next_prune:
                self._next_prune = self._clock() + self._prune_every
                await self.prune()
        except SQLAlchemyError as exc:
            raise DependencyUnavailable(
                f"the rate limiter is unavailable ({type(exc).__name__})",
                code="rate_limit_unavailable",
            ) from exc
        return decide(hits, window_start, now, limit=self._limit, window=self._window)

    async def prune(self) -> int:
        """Delete windows idle for two windows or more (their own transaction, so the counted
        key's row lock is not held meanwhile); returns how many went."""
        async with self._engine.begin() as conn:
            result = await conn.execute(
                delete(RateWindow).where(
                    RateWindow.window_start
                    < func.now() - bindparam("idle", 2 * self._window, type_=Interval())
                )
            )
        return result.rowcount
