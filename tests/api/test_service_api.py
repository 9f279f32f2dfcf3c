"""The service as its four kinds of users meet it: keys and roles, the audit trail of every
request (fail closed), the pipeline switch across processes, limits, streaming, metrics."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.errors import AuditWriteError
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.setting_groups.service import AuthSettings, ServerSettings
from tests.conftest import settings_for
from tests.fakes import api_key, fake_app, wait_ready

DOCUMENTS = [
    {
        "source": "guidelines/diabetes.md",
        "title": "Type 2 diabetes guideline",
        "text": "Metformin is the first-line drug for type 2 diabetes in adults.",
    },
    {
        "source": "guidelines/hypertension.md",
        "title": "Hypertension guideline",
        "text": "Thiazide diuretics lower blood pressure in adults with hypertension.",
    },
]
QUESTION = {"question": "What is the first-line drug for type 2 diabetes?"}


def _client(store_url: URL, **settings: Any) -> Iterator[TestClient]:
    llm = settings.pop("llm", None)
    with TestClient(
        fake_app(settings_for(store_url, **settings), llm=llm), raise_server_exceptions=False
    ) as client:
        wait_ready(client)
        yield client


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    yield from _client(store_url, auth=AuthSettings(requests_per_minute=1000))


@pytest.fixture
def keys(client: TestClient) -> dict[str, dict[str, str]]:
    keys = {role: api_key(client, role) for role in ("clinician", "compliance", "admin")}
    response = client.post("/v1/documents", json={"documents": DOCUMENTS}, headers=keys["admin"])
    assert response.status_code == 201
    return keys


def _trace(client: TestClient, request_id: str, keys: dict[str, dict[str, str]]) -> Any:
    response = client.get(f"/v1/audit/queries/{request_id}", headers=keys["compliance"])
    assert response.status_code == 200, response.text
    return response.json()


def test_a_query_leaves_its_record_and_every_step(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    response = client.post("/v1/query", json=QUESTION, headers=keys["clinician"])
    assert response.status_code == 200, response.text
    request_id = response.headers["x-request-id"]
    trace = _trace(client, request_id, keys)
    assert trace["query"]["outcome"] == "answered"
    assert trace["query"]["actor_role"] == "clinician"
    assert trace["query"]["redacted_answer"] == response.json()["answer"]
    assert [s["name"] for s in trace["steps"]] == [s["name"] for s in response.json()["steps"]]
    retrieve = next(s for s in trace["steps"] if s["name"] == "retrieve")
    assert {"bm25_rank", "fused", "rerank", "reranker"} <= retrieve["details"]["chunks"][0].keys()
    verify = client.get("/v1/audit/verify", headers=keys["compliance"]).json()
    assert verify["ok"] is True


def test_each_role_sees_only_what_it_may(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    expectations = {
        ("POST", "/v1/query"): {"clinician": 200, "compliance": 403, "admin": 200, None: 401},
        ("GET", "/v1/audit/queries"): {"clinician": 403, "compliance": 200, "admin": 200},
        ("GET", "/v1/audit/verify"): {"clinician": 403, "compliance": 200, None: 401},
        ("GET", "/v1/admin/pipeline"): {"clinician": 403, "compliance": 403, "admin": 200},
        ("POST", "/v1/documents"): {"clinician": 403, "compliance": 403},
        ("GET", "/v1/metrics/latency"): {"clinician": 403, "compliance": 200},
    }
    for (method, path), by_role in expectations.items():
        for role, status in by_role.items():
            headers = keys[role] if role else {}
            body = QUESTION if path == "/v1/query" else {"documents": DOCUMENTS}
            kwargs = {"json": body} if method == "POST" else {}
            response = client.request(method, path, headers=headers, **kwargs)
            assert response.status_code == status, (method, path, role, response.text)
    refused = client.get(
        "/v1/audit/queries", params={"outcome": "forbidden"}, headers=keys["compliance"]
    ).json()
    assert len(refused) >= 8  # every 403 above left its record
    assert client.get("/v1/audit/queries", headers={"x-api-key": "crk_bogus"}).status_code == 401


def test_a_failing_audit_write_means_503_and_no_answer(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    services = client.app.state.services  # type: ignore[attr-defined]

    class BrokenAudit:
        async def record_query(self, *args: object, **kwargs: object) -> None:
            raise AuditWriteError("the audit log could not be written (OperationalError)")

    working = services.audit
    object.__setattr__(services, "audit", BrokenAudit())
    try:
        response = client.post("/v1/query", json=QUESTION, headers=keys["clinician"])
    finally:
        object.__setattr__(services, "audit", working)
    assert response.status_code == 503
    assert response.json()["error"] == "audit_unavailable"
    assert "Metformin" not in response.text


def test_fifty_concurrent_queries_keep_one_valid_chain(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    def ask(_: int) -> int:
        return client.post("/v1/query", json=QUESTION, headers=keys["clinician"]).status_code

    with ThreadPoolExecutor(max_workers=16) as pool:
        statuses = list(pool.map(ask, range(50)))
    assert statuses == [200] * 50
    answered = client.get(
        "/v1/audit/queries",
        params={"outcome": "answered", "limit": 100},
        headers=keys["compliance"],
    ).json()
    assert len(answered) == 50
    verify = client.get("/v1/audit/verify", headers=keys["compliance"]).json()
    assert verify["ok"] is True
    assert verify["rows_checked"] > 50 * 7  # queries, their steps, and the reads


def test_the_pipeline_switch_made_in_one_process_is_seen_by_another(
    store_url: URL, client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    other = _client(store_url)
    second = next(other)
    try:
        changed = client.put(
            "/v1/admin/pipeline", json={"mode": "agentic"}, headers=keys["admin"]
        ).json()
        assert changed["mode"] == "agentic"
        assert changed["changed_by"] == keys["admin"]["Authorization"].split("_")[1]
        deadline = time.monotonic() + 10
        while True:
            answer = second.post("/v1/query", json=QUESTION, headers=keys["clinician"]).json()
            if answer["pipeline"] == "agentic" or time.monotonic() > deadline:
                break
            time.sleep(0.5)
        assert answer["pipeline"] == "agentic"
        # A clinician may not pick another pipeline; the refusal is audited.
        forced = second.post(
            "/v1/query", json={**QUESTION, "mode": "classical"}, headers=keys["clinician"]
        )
        assert forced.status_code == 403
    finally:
        next(other, None)


def test_limits_are_refused_with_their_status_and_recorded(store_url: URL) -> None:
    slow = ExtractiveLLM(latency_seconds=2.0)
    for client in _client(
        store_url,
        auth=AuthSettings(requests_per_minute=3),
        server=ServerSettings(request_deadline_seconds=0.5, max_request_bytes=2048),
        llm=slow,
    ):
        admin, compliance = api_key(client, "admin"), api_key(client, "compliance")
        client.post("/v1/documents", json={"documents": DOCUMENTS}, headers=admin)
        clinician = api_key(client, "clinician")
        too_big = client.post("/v1/query", json={"question": "x" * 5000}, headers=clinician)
        assert too_big.status_code == 413
        late = client.post("/v1/query", json=QUESTION, headers=clinician)
        assert late.status_code == 504
        statuses = [client.post("/v1/query", json=QUESTION, headers=clinician) for _ in range(3)]
        assert [r.status_code for r in statuses] == [504, 504, 429]  # 3 a minute, 413 not metered
        limited = statuses[-1]
        assert int(limited.headers["retry-after"]) >= 1
        outcomes = {
            row["outcome"]
            for row in client.get(
                "/v1/audit/queries", params={"limit": 50}, headers=compliance
            ).json()
        }
        assert {"too_large", "timeout", "rate_limited"} <= outcomes


def test_the_stream_sends_each_step_the_evidence_before_the_model_then_the_answer(
    client: TestClient, keys: dict[str, dict[str, str]]
) -> None:
    with client.stream(
        "POST", "/v1/query/stream", json=QUESTION, headers=keys["clinician"]
    ) as response:
        assert response.headers["content-type"].startswith("text/event-stream")
        events = [
            (block.split("\n")[0].removeprefix("event: "), block.split("\n")[1][6:])
            for block in response.read().decode().strip().split("\n\n")
        ]
    names = [name for name, _ in events]
    assert names[-1] == "answer"
    assert set(names[:-1]) == {"step", "evidence", "draft"}
    steps = [json.loads(data)["name"] for name, data in events if name == "step"]
    assert steps[:3] == ["validate", "redact_query", "guard"]
    answer = json.loads(events[-1][1])
    assert answer["found"] is True
    # The evidence comes before the model's step, and the citations are among it.
    evidence_at = names.index("evidence")
    model_step = next(
        i for i, (name, data) in enumerate(events)
        if name == "step" and json.loads(data)["name"] in {"synthesize", "map_passages", "extract"}
    )  # fmt: skip
    assert evidence_at < model_step
    evidence = json.loads(events[evidence_at][1])
    assert {"number", "title", "source", "page", "snippet"} <= evidence[0].keys()
    shown = {(e["chunk_id"], e["snippet"]) for e in evidence}
    assert {(c["chunk_id"], c["snippet"]) for c in answer["citations"]} <= shown
    # Each checked sentence is shown while the model writes, before its step ends, and it is
    # in the answer that follows.
    drafts = [json.loads(data)["text"] for name, data in events if name == "draft"]
    assert drafts
    assert all(text in answer["answer"] for text in drafts)
    assert names.index("draft") < model_step
    # The first useful bytes: the evidence before the first sentence of the answer.
    assert evidence_at < names.index("draft")


def test_metrics_count_the_queries(client: TestClient, keys: dict[str, dict[str, str]]) -> None:
    client.post("/v1/query", json=QUESTION, headers=keys["clinician"])
    scraped = client.get("/metrics").text
    assert 'clinrag_requests_total{outcome="answered"}' in scraped
    assert "clinrag_step_duration_seconds_bucket" in scraped
    latency = client.get("/v1/metrics/latency", headers=keys["compliance"]).json()
    assert latency
