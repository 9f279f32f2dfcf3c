"""Latency figures from the audit log: p50/p95/p99 and target compliance per pipeline and type.

Computed from ``queries_log`` rather than from a process's Prometheus counters because every
server process writes there: the figures cover the whole deployment, survive restarts and
agree with what a compliance reviewer reads. Only answered requests count (outcomes
``answered`` and ``not_found``); refusals and failures say nothing about answering speed and
are counted by ``/metrics`` instead.

The report holds aggregates only, no request content and no request ids, so computing it is
not a read of the audit trail that ``audit_reads`` has to record.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import RowMapping, Select, case, func, select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.tables import QUERIES_LOG
from clinrag.errors import DependencyUnavailable
from clinrag.setting_groups.service import MetricsSettings

REPORTED_OUTCOMES = ("answered", "not_found")
"""The outcomes whose latency the report describes."""

SIMPLE = "SIMPLE"


@dataclass(frozen=True)
class LatencyTargets:
    """How fast an answer should be: SIMPLE questions within ``simple_seconds``, every other
    query type (or none recorded) within ``complex_seconds``. One value shared by
    ``/metrics`` and the audit-log report, so both judge a request the same way."""

    simple_seconds: float
    complex_seconds: float

    @classmethod
    def from_settings(cls, settings: MetricsSettings) -> LatencyTargets:
        return cls(settings.simple_target_seconds, settings.complex_target_seconds)

    def seconds_for(self, query_type: str | None) -> float:
        return self.simple_seconds if query_type == SIMPLE else self.complex_seconds


@dataclass(frozen=True, kw_only=True)
class LatencyGroup:
    """One pipeline and query type over the window. Percentiles interpolate between the
    nearest requests (PostgreSQL ``percentile_cont``)."""

    pipeline: str | None
    query_type: str | None
    count: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    target_ms: float
    within_target: int
    """Requests that took at most ``target_ms``."""
    within_target_share: float
    """``within_target / count``, in [0, 1]."""


@dataclass(frozen=True, kw_only=True)
class LatencyReport:
    since: datetime
    """Inclusive."""
    until: datetime
    """Exclusive."""
    targets: LatencyTargets
    groups: tuple[LatencyGroup, ...]
    """Ordered by pipeline, then query type; a group appears only if it had requests."""

    @property
    def count(self) -> int:
        return sum(group.count for group in self.groups)


def _statement(since: datetime, until: datetime, targets: LatencyTargets) -> Select[Any]:
    q = QUERIES_LOG.c
    target_ms = case(
        (q.query_type == SIMPLE, targets.simple_seconds * 1000.0),
        else_=targets.complex_seconds * 1000.0,
    )
    return (
        select(
            q.pipeline,
            q.query_type,
            func.count().label("count"),
            func.percentile_cont(0.5).within_group(q.total_ms).label("p50_ms"),
            func.percentile_cont(0.95).within_group(q.total_ms).label("p95_ms"),
            func.percentile_cont(0.99).within_group(q.total_ms).label("p99_ms"),
            func.count().filter(q.total_ms <= target_ms).label("within_target"),
        )
        .where(
            q.created_at >= since,
            q.created_at < until,
            q.outcome.in_(REPORTED_OUTCOMES),
        )
        .group_by(q.pipeline, q.query_type)
        .order_by(q.pipeline.asc().nulls_last(), q.query_type.asc().nulls_last())
    )


def _group(row: RowMapping, targets: LatencyTargets) -> LatencyGroup:
    count = int(row["count"])
    within = int(row["within_target"])
    return LatencyGroup(
        pipeline=row["pipeline"],
        query_type=row["query_type"],
        count=count,
        p50_ms=float(row["p50_ms"]),
        p95_ms=float(row["p95_ms"]),
        p99_ms=float(row["p99_ms"]),
        target_ms=targets.seconds_for(row["query_type"]) * 1000.0,
        within_target=within,
        within_target_share=within / count,
    )


async def latency_report(
    engine: AsyncEngine,
    since: datetime,
    targets: LatencyTargets,
    *,
    until: datetime | None = None,
) -> LatencyReport:
    """Requests that arrived in ``[since, until)`` (``until`` defaults to now), grouped by
    pipeline and query type, in one query. A database failure raises
    ``DependencyUnavailable`` (503, ``audit_unavailable``)."""
    until = until if until is not None else datetime.now(UTC)
    try:
        async with engine.connect() as conn:
            rows = (await conn.execute(_statement(since, until, targets))).mappings().all()
    except (SQLAlchemyError, OSError) as exc:
        raise DependencyUnavailable(
            f"the audit log cannot be read now ({type(exc).__name__})", code="audit_unavailable"
        ) from exc
    return LatencyReport(
        since=since,
        until=until,
        targets=targets,
        groups=tuple(_group(row, targets) for row in rows),
    )
