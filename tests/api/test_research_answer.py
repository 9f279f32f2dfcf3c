"""An extractive research answer among several trials of the same drugs, on real PostgreSQL,
the real redactor and guard (the model edge is the extractive stand-in): with titles weighed
(``retrieval.title_weight``), the trial whose title names the arms asked about ranks first
and is quoted, and the audit trail says why."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.setting_groups.retrieval import RetrievalSettings
from tests.conftest import settings_for
from tests.fakes import api_key, fake_app, wait_ready


def _trial(name: str, title: str, text: str) -> dict[str, object]:
    return {"source": f"trials/{name}.md", "title": title, "text": text, "metadata": {}}


TRIALS = [
    _trial(
        "timolol",
        "Latanoprost versus timolol in open-angle glaucoma",
        "Latanoprost reduced intraocular pressure more than timolol in open-angle glaucoma. "
        "Latanoprost was superior in reducing intraocular pressure at every visit.",
    ),
    _trial(
        "brimonidine",
        "Latanoprost versus brimonidine in ocular hypertension",
        "Latanoprost was superior to brimonidine in reducing intraocular pressure. "
        "Intraocular pressure reduction was larger with latanoprost.",
    ),
    _trial(
        "dorzolamide",
        "Latanoprost and dorzolamide in glaucoma: a randomised study",
        "Latanoprost was superior to dorzolamide in reducing intraocular pressure at peak "
        "and trough.",
    ),
]
QUESTION = "Is dorzolamide superior to latanoprost in reducing intraocular pressure?"


def _client(store_url: URL, title_weight: float) -> TestClient:
    retrieval = RetrievalSettings(title_weight=title_weight)
    return TestClient(
        fake_app(settings_for(store_url, retrieval=retrieval)), raise_server_exceptions=False
    )


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    with _client(store_url, 0.1) as client:
        wait_ready(client, limit_seconds=300)  # safeguards load slowly on shared cores
        response = client.post(
            "/v1/documents", json={"documents": TRIALS}, headers=api_key(client, "admin")
        )
        assert response.status_code == 201, response.text
        yield client


def test_the_trial_of_the_asked_arms_ranks_first_is_quoted_and_the_trail_says_why(
    client: TestClient,
) -> None:
    response = client.post(
        "/v1/query",
        json={"question": QUESTION, "mode": "classical", "synthesis": "extractive"},
        headers=api_key(client, "admin"),
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["answer_kind"] == "extractive"
    cited = {c["source"] for c in body["citations"]}
    assert "trials/dorzolamide.md" in cited
    assert "superior to dorzolamide" in body["answer"]
    retrieve = next(s for s in body["steps"] if s["name"] == "retrieve")
    chunks = retrieve["details"]["chunks"]
    by_match = max(chunks, key=lambda c: c["title_match"])
    assert by_match["title_match"] == pytest.approx(1.0)
    assert chunks[0]["document_id"] == by_match["document_id"]
