"""Liveness never depends on anything; readiness names every dependency that cannot serve."""

from __future__ import annotations

import time
from pathlib import Path

from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag import schema
from clinrag.errors import StartupError
from clinrag.settings import Settings
from tests.conftest import settings_for
from tests.fakes import BrokenModelsFactory, GatedModelsFactory, fake_app


def _wait_ready(client: TestClient, limit_seconds: float = 10) -> dict[str, object]:
    deadline = time.monotonic() + limit_seconds
    while True:
        response = client.get("/readyz")
        if response.status_code == 200 or time.monotonic() > deadline:
            body: dict[str, object] = response.json()
            return body
        time.sleep(0.05)


def test_healthz_is_always_ok(client: TestClient) -> None:
    response = client.get("/healthz")
    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_ready_when_database_and_model_are(client: TestClient) -> None:
    body = _wait_ready(client)
    assert body == {
        "status": "ready",
        "checks": {
            "database": "ok",
            "models": "ok",
            "safeguards": "ok",
            "llm": "ok",
            "model_queue": "ok",
            "lexical_index": "ok",
        },
    }


def test_not_ready_while_the_model_loads(settings: Settings) -> None:
    gate = GatedModelsFactory()
    app = fake_app(settings, models_factory=gate)
    with TestClient(app) as client:
        loading = client.get("/readyz")
        assert loading.status_code == 503
        assert loading.json()["checks"]["models"] == "loading"
        assert loading.json()["checks"]["safeguards"] == "loading"  # waits for the models
        assert loading.json()["checks"]["database"] == "ok"
        assert client.get("/healthz").status_code == 200
        gate.release()
        assert _wait_ready(client)["status"] == "ready"


def test_a_failed_model_load_is_named(settings: Settings) -> None:
    broken = BrokenModelsFactory(StartupError("model asset all-MiniLM-L6-v2 is missing x"))
    app = fake_app(settings, models_factory=broken)
    with TestClient(app) as client:
        deadline = time.monotonic() + 5
        while client.get("/readyz").json()["checks"]["models"] == "loading":
            assert time.monotonic() < deadline
            time.sleep(0.02)
        response = client.get("/readyz")
    assert response.status_code == 503
    assert response.json()["checks"]["models"] == (
        "failed: model asset all-MiniLM-L6-v2 is missing x"
    )
    assert response.json()["checks"]["safeguards"].startswith("failed: models is not available")


def test_unreachable_database_is_named(tmp_path: Path) -> None:
    url = URL.create(
        "postgresql+psycopg", username="postgres", database="x", query={"host": str(tmp_path)}
    )
    app = fake_app(settings_for(url))
    with TestClient(app) as client:
        response = client.get("/readyz")
        assert client.get("/healthz").status_code == 200
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "unavailable"
    assert body["checks"]["database"] == "unreachable"
    assert str(tmp_path) not in response.text  # internals go to the log, not the caller


def test_unmigrated_database_is_named(empty_database: URL) -> None:
    app = fake_app(settings_for(empty_database))
    with TestClient(app) as client:
        response = client.get("/readyz")
    assert response.status_code == 503
    assert (
        response.json()["checks"]["database"]
        == f"schema at none, needs {schema.head_revision()}: run `clinrag migrate`"
    )
