"""The retriever, the query service and the ingestor are built once per process, when the
models they need have loaded; before that, a request that needs them gets 503."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.api import lifespan
from clinrag.api.lifespan import Services
from clinrag.ingest.ingestor import Ingestor
from clinrag.pipelines.service import QueryService
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.settings import Settings
from tests.conftest import settings_for
from tests.fakes import GatedModelsFactory, api_key, fake_app, wait_ready

DOCUMENT = {
    "source": "guidelines/diabetes.md",
    "title": "Type 2 diabetes guideline",
    "text": "Metformin is the first-line drug for type 2 diabetes in adults.",
}
OTHER = {
    "source": "guidelines/hypertension.md",
    "title": "Hypertension guideline",
    "text": "Thiazide diuretics lower blood pressure in adults with hypertension.",
}
QUESTION = {"question": "What is the first-line drug for type 2 diabetes?"}


@pytest.fixture
def settings(store_url: URL) -> Settings:
    """A database of its own: the documents here are new, whatever ran before."""
    return settings_for(store_url)


def _count_builds(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How often the lifespan calls each factory of the composition root."""
    builds: Counter[str] = Counter()

    def counting(name: str) -> Callable[..., Any]:
        real: Callable[..., Any] = getattr(lifespan, name)

        def counted(*args: Any, **kw: Any) -> Any:
            builds[name] += 1
            return real(*args, **kw)

        return counted

    for name in ("build_retriever", "build_query_service", "build_ingestor"):
        monkeypatch.setattr(lifespan, name, counting(name))
    return builds


def _record_callers(monkeypatch: pytest.MonkeyPatch, cls: type, method: str) -> list[object]:
    """The objects whose ``method`` was called, in order."""
    callers: list[object] = []
    real = getattr(cls, method)

    async def recorded(self: object, *args: Any, **kw: Any) -> Any:
        callers.append(self)
        return await real(self, *args, **kw)

    monkeypatch.setattr(cls, method, recorded)
    return callers


def test_the_same_objects_serve_every_request(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    builds = _count_builds(monkeypatch)
    answered_by = _record_callers(monkeypatch, QueryService, "answer")
    searched_by = _record_callers(monkeypatch, HybridRetriever, "retrieve")
    ingested_by = _record_callers(monkeypatch, Ingestor, "ingest")
    with TestClient(fake_app(settings), raise_server_exceptions=False) as client:
        wait_ready(client)
        services: Services = client.app.state.services  # type: ignore[attr-defined]
        admin, clinician = api_key(client, "admin"), api_key(client, "clinician")
        for document in (DOCUMENT, OTHER):
            created = client.post("/v1/documents", json={"documents": [document]}, headers=admin)
            assert created.status_code == 201
        for _ in range(2):
            response = client.post("/v1/query", json=QUESTION, headers=clinician)
            assert response.status_code == 200
            assert response.json()["found"]
        query_service = services.query_service.get()
        retriever = services.retriever.get()
        ingestor = services.ingestor.get()

    assert answered_by == [query_service, query_service]
    assert len(searched_by) >= 2
    assert all(searcher is retriever for searcher in searched_by)
    assert ingested_by == [ingestor, ingestor]
    assert builds == {"build_retriever": 1, "build_query_service": 1, "build_ingestor": 1}


def test_a_request_while_the_models_load_gets_503(settings: Settings) -> None:
    gate = GatedModelsFactory()
    with TestClient(fake_app(settings, models_factory=gate)) as client:
        try:
            admin, clinician = api_key(client, "admin"), api_key(client, "clinician")
            compliance = api_key(client, "compliance")

            loading = client.post("/v1/query", json=QUESTION, headers=clinician)
            assert loading.status_code == 503
            assert loading.json()["error"] == "dependency_unavailable"
            assert loading.json()["detail"] == "models is not available (loading)"
            ingest = client.post("/v1/documents", json={"documents": [DOCUMENT]}, headers=admin)
            assert ingest.status_code == 503
            assert ingest.json()["detail"] == "safeguards is not available (loading)"
            assert client.get("/readyz").json()["checks"]["models"] == "loading"
            # recorded by the query route, as every query is: with the mode it would have run in
            failed = client.get(
                "/v1/audit/queries", params={"outcome": "failed"}, headers=compliance
            ).json()
            recorded = next(row for row in failed if row["request_id"] == _id(loading))
            assert recorded["error_code"] == "dependency_unavailable"
            assert recorded["mode"] == settings.pipeline.default_mode.value
        finally:
            gate.release()
        wait_ready(client)
        created = client.post("/v1/documents", json={"documents": [DOCUMENT]}, headers=admin)
        assert created.status_code == 201
        assert client.post("/v1/query", json=QUESTION, headers=clinician).status_code == 200


def _id(response: Any) -> str:
    request_id: str = response.headers["x-request-id"]
    return request_id
