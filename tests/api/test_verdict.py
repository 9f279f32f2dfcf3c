"""An extractive research answer with the model's verdict (``CLINRAG_PIPELINE__VERDICT=model``)
on real PostgreSQL, the real redactor and guard; the model is the extractive stand-in, which
answers the verdict prompt as the real adapter would (JSON of the verdict schema)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.evaluation.extractive_llm import ExtractiveLLM
from tests.api.guideline_documents import GUIDELINES
from tests.conftest import TEST_PIPELINE, settings_for
from tests.fakes import api_key, fake_app, wait_ready

TRIAL = {
    "source": "trials/exercise.md",
    "title": "Exercise training in older adults",
    "text": "We randomised 120 older adults to exercise training or usual care. "
    "Systolic blood pressure did not differ between the exercise and usual care groups "
    "at 12 weeks (P = 0.41).",
    "metadata": {"bucket": "trials"},
}
ASPIRIN = {
    "source": "trials/aspirin.md",
    "title": "Aspirin for primary prevention",
    "text": "Aspirin was not recommended for primary prevention of stroke in older adults "
    "without cardiovascular disease.",
    "metadata": {"bucket": "trials"},
}


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    pipeline = TEST_PIPELINE.model_copy(update={"verdict": "model"})
    app = fake_app(settings_for(store_url, pipeline=pipeline), llm=ExtractiveLLM())
    with TestClient(app, raise_server_exceptions=False) as client:
        wait_ready(client)
        response = client.post(
            "/v1/documents",
            json={"documents": [*GUIDELINES, TRIAL, ASPIRIN]},
            headers=api_key(client, "admin"),
        )
        assert response.status_code == 201, response.text
        yield client


def _ask(client: TestClient, question: str) -> dict[str, object]:
    response = client.post(
        "/v1/query",
        json={"question": question, "mode": "classical", "synthesis": "extractive"},
        headers=api_key(client, "admin"),
    )
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def test_an_extractive_research_answer_opens_with_the_model_verdict_before_its_quote(
    client: TestClient,
) -> None:
    body = _ask(client, "Does exercise training lower systolic blood pressure in older adults?")
    assert body["answer_kind"] == "extractive"
    answer = str(body["answer"])
    assert answer.startswith("No significant difference. ")
    # the quote follows verbatim, with its citation
    assert "Systolic blood pressure did not differ between the exercise and usual care" in answer
    assert "[1]" in answer
    steps = {s["name"]: s for s in body["steps"]}  # type: ignore[attr-defined]
    assert steps["state_verdict"]["details"]["verdict"] == "no_difference"
    assert steps["state_verdict"]["details"]["llm"]["prompt_id"] == "verdict"
    names = list(steps)
    assert (
        names.index("check_citations") < names.index("state_verdict") < names.index("output_scan")
    )


def test_a_finding_the_model_cannot_call_is_quoted_with_no_verdict(client: TestClient) -> None:
    body = _ask(client, "Is aspirin recommended for primary prevention of stroke in older adults?")
    answer = str(body["answer"])
    assert body["answer_kind"] == "extractive"
    assert answer.startswith("Aspirin was not recommended for primary prevention")
    steps = {s["name"]: s for s in body["steps"]}  # type: ignore[attr-defined]
    assert steps["state_verdict"]["details"]["verdict"] == "unclear"
