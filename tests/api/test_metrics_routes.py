"""The metrics routers on a small app: Prometheus text, the audit-log latency report, hooks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import Depends, FastAPI
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.api.deps import get_engine
from clinrag.api.errors import install_error_handlers
from clinrag.api.metrics import ServiceMetrics
from clinrag.api.routes.metrics import latency_router, scrape_router
from clinrag.audit.records import Outcome
from clinrag.audit.writer import AuditLog
from clinrag.db import create_async_db_engine
from clinrag.domain import Answer
from clinrag.errors import Forbidden
from clinrag.setting_groups.service import AuditSettings, DatabaseSettings, MetricsSettings
from clinrag.settings import Settings
from tests.conftest import settings_for
from tests.integration.audit.test_audit_support import record


@pytest.fixture
async def engine(store_url: URL) -> AsyncIterator[AsyncEngine]:
    engine = create_async_db_engine(store_url, DatabaseSettings())
    yield engine
    await engine.dispose()


@pytest.fixture
def settings(store_url: URL) -> Settings:
    return settings_for(store_url, metrics=MetricsSettings(max_window_minutes=24 * 60))


def small_app(
    settings: Settings, engine: AsyncEngine, latency_dependencies: Sequence[Any] = ()
) -> FastAPI:
    """What create_app provides the routers: settings, metrics and the error shape."""
    app = FastAPI()
    install_error_handlers(app)
    app.state.settings = settings
    app.state.metrics = ServiceMetrics.from_settings(settings.metrics)
    app.include_router(scrape_router)
    app.include_router(latency_router, dependencies=latency_dependencies)
    app.dependency_overrides[get_engine] = lambda: engine
    return app


@pytest.fixture
def app(settings: Settings, engine: AsyncEngine) -> FastAPI:
    return small_app(settings, engine)


@pytest.fixture
async def client(app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
        yield client


async def _write(engine: AsyncEngine, rows: list[tuple[str, str, float, Outcome, int]]) -> None:
    """(pipeline, query type, total_ms, outcome, minutes ago) per request."""
    log = AuditLog(engine, AuditSettings())
    now = datetime.now(UTC)
    for n, (pipeline, query_type, total_ms, outcome, minutes_ago) in enumerate(rows):
        row = record(
            f"req-{n}", outcome=outcome, total_ms=total_ms, pipeline=pipeline, query_type=query_type
        )
        await log.record_query(replace(row, created_at=now - timedelta(minutes=minutes_ago)), [])


def _answer() -> Answer:
    return Answer(
        text="Metformin lowers HbA1c [1].",
        citations=(),
        confidence=0.9,
        pipeline="classical",
        query_type="SIMPLE",
        sub_queries=(),
        iterations=1,
        found=True,
        kind="generated",
        flags=(),
        searched=(),
        redacted_query="Does metformin lower HbA1c?",
        reranker=None,
    )


async def test_metrics_renders_the_apps_series(app: FastAPI, client: httpx.AsyncClient) -> None:
    metrics: ServiceMetrics = app.state.metrics
    metrics.observe_answer(_answer(), 1.2)

    response = await client.get("/metrics")

    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    assert (
        'clinrag_request_duration_seconds_count{pipeline="classical",query_type="SIMPLE"} 1.0'
        in response.text
    )
    assert 'clinrag_latency_target_seconds{query_type="SIMPLE"} 2.0' in response.text


async def test_latency_reports_the_window_from_the_audit_log(
    engine: AsyncEngine, client: httpx.AsyncClient
) -> None:
    await _write(
        engine,
        [
            ("classical", "SIMPLE", 1000.0, "answered", 5),
            ("classical", "SIMPLE", 3000.0, "not_found", 10),
            ("classical", "SIMPLE", 1500.0, "answered", 20),
            ("classical", "SIMPLE", 90_000.0, "timeout", 5),  # not an answer
            ("agentic", "COMPARATIVE", 4000.0, "answered", 30),
            ("agentic", "COMPARATIVE", 8000.0, "answered", 120),  # outside 60 minutes
        ],
    )

    response = await client.get("/v1/metrics/latency")

    assert response.status_code == 200
    body = response.json()
    assert body["window_minutes"] == 60
    assert body["simple_target_ms"] == 2000.0
    assert body["complex_target_ms"] == 5000.0
    assert body["count"] == 4
    since = datetime.fromisoformat(body["since"])
    until = datetime.fromisoformat(body["until"])
    assert until - since == timedelta(minutes=60)
    agentic, classical = body["groups"]
    assert classical["pipeline"] == "classical"
    assert classical["query_type"] == "SIMPLE"
    assert classical["count"] == 3
    assert classical["p50_ms"] == pytest.approx(1500.0)
    assert classical["p95_ms"] == pytest.approx(1500.0 + 0.9 * 1500.0)
    assert classical["within_target"] == 2
    assert classical["within_target_share"] == pytest.approx(2 / 3, abs=1e-6)
    assert agentic["count"] == 1
    assert agentic["target_ms"] == 5000.0
    assert agentic["within_target_share"] == 1.0

    wider = (await client.get("/v1/metrics/latency", params={"window_minutes": 180})).json()
    assert wider["count"] == 5
    assert wider["groups"][0]["p99_ms"] == pytest.approx(4000.0 + 0.99 * 4000.0)


@pytest.mark.parametrize(
    ("window", "code"), [("0", "invalid_request"), ("1441", "window_too_long")]
)
async def test_a_window_out_of_range_is_a_422(
    client: httpx.AsyncClient, window: str, code: str
) -> None:
    response = await client.get("/v1/metrics/latency", params={"window_minutes": window})

    assert response.status_code == 422
    assert response.json()["error"] == code


async def test_an_unreachable_audit_log_is_a_503(settings: Settings, store_url: URL) -> None:
    nowhere = create_async_db_engine(
        store_url.update_query_dict({"host": "/nonexistent/socket/dir"}), DatabaseSettings()
    )
    app = small_app(settings, nowhere)
    try:
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://test"
        ) as client:
            response = await client.get("/v1/metrics/latency")
    finally:
        await nowhere.dispose()

    assert response.status_code == 503
    assert response.json()["error"] == "audit_unavailable"


async def test_the_latency_router_takes_access_rules_where_it_is_included(
    settings: Settings, engine: AsyncEngine
) -> None:
    def compliance_only() -> None:
        raise Forbidden("this key's role may not read latency figures")

    app = small_app(settings, engine, latency_dependencies=[Depends(compliance_only)])
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://test"
    ) as client:
        refused = await client.get("/v1/metrics/latency")
        scraped = await client.get("/metrics")

    assert refused.status_code == 403
    assert refused.json()["error"] == "forbidden"
    assert scraped.status_code == 200
