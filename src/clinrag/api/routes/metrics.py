"""``GET /metrics`` (Prometheus, this process) and ``GET /v1/metrics/latency`` (audit log, all).

Two routers so each can carry its own access rule where the app includes it, e.g.
``app.include_router(latency_router, dependencies=[Depends(permission(...))])``:
``/metrics`` is meant for the scraper, the latency report for compliance reviewers and admins.

What the routes read, through ``clinrag.api.deps``: the process's ``ServiceMetrics``
(``MetricsDep``), whose targets also judge the latency report, so both endpoints agree on what
"within target" means; ``Settings`` (``SettingsDep``), for the report's default and longest
window; the database engine (``EngineDep``; tests may override ``get_engine``).
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Annotated

from fastapi import APIRouter, Query, Response
from fastapi.responses import PlainTextResponse
from pydantic import BaseModel, Field

from clinrag.api.deps import EngineDep, MetricsDep, SettingsDep
from clinrag.audit.latency import LatencyGroup, LatencyReport, latency_report
from clinrag.errors import InputRejected

scrape_router = APIRouter(tags=["metrics"])
latency_router = APIRouter(prefix="/v1/metrics", tags=["metrics"])


@scrape_router.get(
    "/metrics",
    response_class=PlainTextResponse,
    responses={200: {"description": "Prometheus text exposition format"}},
)
async def prometheus_metrics(metrics: MetricsDep) -> Response:
    """This process's series; their meanings are listed in ``src/clinrag/api/metrics.py``."""
    body, content_type = metrics.render()
    return Response(content=body, media_type=content_type)


class LatencyGroupOut(BaseModel):
    pipeline: str | None
    query_type: str | None
    count: int
    p50_ms: float
    p95_ms: float
    p99_ms: float
    target_ms: float = Field(description="The latency target of this query type")
    within_target: int = Field(description="Requests that took at most target_ms")
    within_target_share: float = Field(description="within_target / count, in [0, 1]")

    @classmethod
    def of(cls, group: LatencyGroup) -> LatencyGroupOut:
        return cls(
            pipeline=group.pipeline,
            query_type=group.query_type,
            count=group.count,
            p50_ms=round(group.p50_ms, 3),
            p95_ms=round(group.p95_ms, 3),
            p99_ms=round(group.p99_ms, 3),
            target_ms=group.target_ms,
            within_target=group.within_target,
            within_target_share=round(group.within_target_share, 6),
        )


class LatencyOut(BaseModel):
    since: datetime = Field(description="Start of the window (inclusive)")
    until: datetime = Field(description="End of the window (exclusive): when computed")
    window_minutes: int
    simple_target_ms: float
    complex_target_ms: float
    count: int = Field(description="Answered requests in the window, every group together")
    groups: list[LatencyGroupOut] = Field(
        description="Per pipeline and query type, ordered by both; empty groups left out"
    )

    @classmethod
    def of(cls, report: LatencyReport, window_minutes: int) -> LatencyOut:
        return cls(
            since=report.since,
            until=report.until,
            window_minutes=window_minutes,
            simple_target_ms=report.targets.simple_seconds * 1000.0,
            complex_target_ms=report.targets.complex_seconds * 1000.0,
            count=report.count,
            groups=[LatencyGroupOut.of(group) for group in report.groups],
        )


@latency_router.get(
    "/latency",
    response_model=LatencyOut,
    responses={
        422: {"description": "window_minutes below 1 or above metrics.max_window_minutes"},
        503: {"description": "The audit log cannot be read now"},
    },
)
async def latency(
    metrics: MetricsDep,
    settings: SettingsDep,
    engine: EngineDep,
    window_minutes: Annotated[
        int | None,
        Query(ge=1, description="Minutes back from now; default metrics.default_window_minutes"),
    ] = None,
) -> LatencyOut:
    """p50/p95/p99 of total latency and the share within target, per pipeline and query type,
    over answered requests (``answered``, ``not_found``) of every server process, from the
    audit log."""
    limits = settings.metrics
    window = window_minutes if window_minutes is not None else limits.default_window_minutes
    if window > limits.max_window_minutes:
        raise InputRejected(
            f"window_minutes is at most {limits.max_window_minutes}", code="window_too_long"
        )
    until = datetime.now(UTC)
    report = await latency_report(
        engine, until - timedelta(minutes=window), metrics.targets, until=until
    )
    return LatencyOut.of(report, window)
