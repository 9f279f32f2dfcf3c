"""The rate limiter's verdict on a count: pure, so tested without a database or a clock."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from clinrag.api.ratelimit import RateDecision, RateLimiter, decide

START = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)
MINUTE = timedelta(minutes=1)


@pytest.mark.parametrize(("hits", "remaining"), [(1, 59), (30, 30), (60, 0)])
def test_within_the_limit_is_allowed(hits: int, remaining: int) -> None:
    decision = decide(hits, START, START + timedelta(seconds=5), limit=60, window=MINUTE)
    assert decision == RateDecision(allowed=True, retry_after_seconds=0, remaining=remaining)


@pytest.mark.parametrize(
    ("elapsed", "retry_after"),
    [(0.0, 60), (0.2, 60), (1.0, 59), (30.5, 30), (59.0, 1), (59.9, 1), (60.0, 1), (75.0, 1)],
)
def test_past_the_limit_waits_until_the_window_ends(elapsed: float, retry_after: int) -> None:
    now = START + timedelta(seconds=elapsed)
    decision = decide(61, START, now, limit=60, window=MINUTE)
    assert decision == RateDecision(allowed=False, retry_after_seconds=retry_after, remaining=0)


def test_a_limit_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        RateLimiter(None, 0)  # type: ignore[arg-type]
