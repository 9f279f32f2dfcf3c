"""latency_report on real PostgreSQL: percentiles and target share against Python's figures."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import replace
from datetime import timedelta

import numpy as np
import pytest
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.latency import LatencyTargets, latency_report
from clinrag.audit.records import Outcome
from clinrag.audit.writer import AuditLog
from clinrag.db import create_async_db_engine
from clinrag.errors import DependencyUnavailable
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings
from tests.integration.audit.test_audit_support import T0, migrate, record

TARGETS = LatencyTargets(simple_seconds=2.0, complex_seconds=5.0)
SINCE = T0
UNTIL = T0 + timedelta(hours=1)


@pytest.fixture
async def audit_engine(empty_database: URL) -> AsyncIterator[AsyncEngine]:
    migrate(empty_database)
    engine = create_async_db_engine(empty_database, DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
def audit_log(audit_engine: AsyncEngine) -> AuditLog:
    return AuditLog(audit_engine, AuditSettings())


def _latencies(seed: int, count: int, low: float, high: float) -> list[float]:
    rng = random.Random(seed)
    return [round(rng.uniform(low, high), 3) for _ in range(count)]


# (pipeline, query type) -> total_ms of the requests in the window, answered or not found.
IN_WINDOW: dict[tuple[str, str | None], list[float]] = {
    # Straddles the 2 s target, with one request exactly at it (within).
    ("classical", "SIMPLE"): [*_latencies(1, 23, 300.0, 3500.0), 2000.0],
    ("agentic", "SIMPLE"): _latencies(2, 7, 900.0, 2600.0),
    ("agentic", "COMPARATIVE"): [*_latencies(3, 30, 2500.0, 9000.0), 5000.0, 5000.001],
    ("agentic", "MULTI_STEP"): [7321.5],
    # No recorded type: judged against the complex target.
    ("agentic", None): [4000.0, 6000.0],
}


async def _write(audit_log: AuditLog) -> None:
    n = 0

    async def add(
        pipeline: str | None, query_type: str | None, total_ms: float, outcome: Outcome, at: int
    ) -> None:
        nonlocal n
        n += 1
        row = record(
            f"req-{n}",
            outcome=outcome,
            total_ms=total_ms,
            pipeline=pipeline,
            query_type=query_type,
        )
        await audit_log.record_query(replace(row, created_at=T0 + timedelta(seconds=at)), [])

    for (pipeline, query_type), values in IN_WINDOW.items():
        for i, total_ms in enumerate(values):
            outcome: Outcome = "not_found" if i % 4 == 3 else "answered"
            await add(pipeline, query_type, total_ms, outcome, at=60 + i)
    # Outside the report: other outcomes, before the window, at its (exclusive) end.
    excluded: tuple[Outcome, ...] = (
        "rejected",
        "failed",
        "timeout",
        "unauthorized",
        "rate_limited",
    )
    for bad in excluded:
        await add("classical", "SIMPLE", 99_000.0, bad, at=120)
    await add("classical", "SIMPLE", 88_000.0, "answered", at=-1)
    await add("classical", "SIMPLE", 77_000.0, "answered", at=3600)


def _expected(values: list[float], target_ms: float) -> tuple[list[float], int]:
    percentiles = np.percentile(np.array(values), [50, 95, 99], method="linear")
    return [float(p) for p in percentiles], sum(1 for v in values if v <= target_ms)


async def test_percentiles_and_target_share_match_python(
    audit_log: AuditLog, audit_engine: AsyncEngine
) -> None:
    await _write(audit_log)

    report = await latency_report(audit_engine, SINCE, TARGETS, until=UNTIL)

    assert report.since == SINCE
    assert report.until == UNTIL
    assert report.count == sum(len(v) for v in IN_WINDOW.values())
    groups = {(g.pipeline, g.query_type): g for g in report.groups}
    assert set(groups) == set(IN_WINDOW)
    for key, values in IN_WINDOW.items():
        group = groups[key]
        target_ms = 2000.0 if key[1] == "SIMPLE" else 5000.0
        (p50, p95, p99), within = _expected(values, target_ms)
        assert group.count == len(values), key
        assert group.p50_ms == pytest.approx(p50), key
        assert group.p95_ms == pytest.approx(p95), key
        assert group.p99_ms == pytest.approx(p99), key
        assert group.target_ms == target_ms
        assert group.within_target == within, key
        assert group.within_target_share == pytest.approx(within / len(values)), key


async def test_known_values_and_boundaries(audit_log: AuditLog, audit_engine: AsyncEngine) -> None:
    await _write(audit_log)

    report = await latency_report(audit_engine, SINCE, TARGETS, until=UNTIL)

    groups = {(g.pipeline, g.query_type): g for g in report.groups}
    single = groups["agentic", "MULTI_STEP"]
    assert (single.p50_ms, single.p95_ms, single.p99_ms) == (7321.5, 7321.5, 7321.5)
    assert single.within_target_share == 0.0
    untyped = groups["agentic", None]
    assert untyped.within_target == 1  # 4000 within 5 s, 6000 not
    assert untyped.p50_ms == pytest.approx(5000.0)
    # Ordered by pipeline then query type, the untyped group last in its pipeline.
    assert [(g.pipeline, g.query_type) for g in report.groups] == [
        ("agentic", "COMPARATIVE"),
        ("agentic", "MULTI_STEP"),
        ("agentic", "SIMPLE"),
        ("agentic", None),
        ("classical", "SIMPLE"),
    ]
    assert max(g.p99_ms for g in report.groups) < 77_000.0  # excluded rows stay out


async def test_other_targets_change_only_the_share(
    audit_log: AuditLog, audit_engine: AsyncEngine
) -> None:
    await _write(audit_log)
    strict = LatencyTargets(simple_seconds=1.0, complex_seconds=3.0)

    default = await latency_report(audit_engine, SINCE, TARGETS, until=UNTIL)
    report = await latency_report(audit_engine, SINCE, strict, until=UNTIL)

    values = IN_WINDOW["classical", "SIMPLE"]
    group = next(g for g in report.groups if (g.pipeline, g.query_type) == ("classical", "SIMPLE"))
    assert group.target_ms == 1000.0
    assert group.within_target == sum(1 for v in values if v <= 1000.0)
    assert [g.p95_ms for g in report.groups] == [g.p95_ms for g in default.groups]


async def test_an_empty_window_has_no_groups(
    audit_log: AuditLog, audit_engine: AsyncEngine
) -> None:
    await _write(audit_log)

    report = await latency_report(
        audit_engine, UNTIL + timedelta(hours=1), TARGETS, until=UNTIL + timedelta(hours=2)
    )

    assert report.groups == ()
    assert report.count == 0


async def test_an_unreachable_database_is_a_503(empty_database: URL) -> None:
    nowhere = empty_database.update_query_dict({"host": "/nonexistent/socket/dir"})
    engine = create_async_db_engine(nowhere, DatabaseSettings(connect_timeout_seconds=1))
    try:
        with pytest.raises(DependencyUnavailable) as caught:
            await latency_report(engine, SINCE, TARGETS, until=UNTIL)
    finally:
        await engine.dispose()

    assert caught.value.status_code == 503
    assert caught.value.code == "audit_unavailable"
