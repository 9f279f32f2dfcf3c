"""Issue 14 through HTTP, on real PostgreSQL, the real redactor and the packaged embedder (the
model edge is the extractive stand-in): a question on a drug no document is about is answered
"not covered" (found false, no citation), while one on a drug the documents hold is answered
from them; small talk gets the greeting reply, and a request on an earlier answer (there is
none: ``/v1/query`` keeps no thread) is told so; for both nothing is searched."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.api.app import create_app
from clinrag.components import Models, Safeguards, build_embedder
from clinrag.settings import Settings
from tests.conftest import settings_for
from tests.fakes import ExtractiveLLM, api_key, fake_models, fake_safeguards, wait_ready


def _trial(name: str, title: str, text: str) -> dict[str, object]:
    return {"source": f"trials/{name}.md", "title": title, "text": text, "metadata": {}}


TRIALS = [
    _trial(
        "glargine",
        "Insulin glargine titration in type 2 diabetes",
        "A dose reduction of insulin glargine was needed in a third of patients to avoid "
        "nocturnal hypoglycaemia. Dose reduction was most often needed in renal impairment.",
    ),
    _trial(
        "metformin",
        "Metformin added to insulin in type 2 diabetes",
        "Adding metformin to insulin improved glycaemic control: HbA1c fell by 0.5 % and the "
        "insulin dose needed was lower than with placebo.",
    ),
]


def _real_embedder_models(settings: Settings) -> Models:
    """The packaged embedder for retrieval and the gate; the rest of the model edge fake."""
    return replace(fake_models(), embedder=build_embedder(settings))


def _safeguards(settings: Settings, _: Models) -> Safeguards:
    """The real redactor; the guard's patterns on the test embedder (as every API test), so
    that start-up does not embed the guard's examples with the packaged model."""
    return fake_safeguards(settings, fake_models())


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    settings = settings_for(store_url)
    gate_on = settings.pipeline.model_copy(update={"coverage_check": True})
    app = create_app(
        settings.model_copy(update={"pipeline": gate_on}),
        models_factory=_real_embedder_models,
        safeguards_factory=_safeguards,
        llm_factory=lambda _settings: ExtractiveLLM(),
    )
    with TestClient(app, raise_server_exceptions=False) as client:
        wait_ready(client, limit_seconds=600)  # the packaged embedder loads slowly under load
        response = client.post(
            "/v1/documents", json={"documents": TRIALS}, headers=api_key(client, "admin")
        )
        assert response.status_code == 201, response.text
        yield client


def _ask(client: TestClient, question: str) -> dict[str, object]:
    response = client.post(
        "/v1/query",
        json={"question": question, "mode": "classical", "synthesis": "extractive"},
        headers=api_key(client, "admin"),  # only an admin may choose the mode
    )
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def test_a_drug_no_document_is_about_is_not_answered_from_other_drugs(
    client: TestClient,
) -> None:
    body = _ask(client, "Does apixaban need dose reduction in renal impairment?")
    assert body["found"] is False
    assert body["citations"] == []
    assert "not_covered" in body["flags"]  # type: ignore[operator]
    assert "do not cover" in str(body["answer"])
    assert "apixaban" in str(body["answer"])
    steps = {s["name"]: s for s in body["steps"]}  # type: ignore[attr-defined]
    assert steps["check_coverage"]["details"]["missing"] == ["apixaban"]
    assert steps["check_coverage"]["details"]["passed"] is False

    answered = _ask(client, "Does adding metformin to insulin improve glycaemic control?")
    assert answered["found"] is True
    assert answered["citations"]
    assert "not_covered" not in answered["flags"]  # type: ignore[operator]


def test_thanks_get_the_greeting_reply_and_nothing_is_searched(client: TestClient) -> None:
    body = _ask(client, "Lovely, cheers for your help")
    assert body["found"] is False
    assert body["citations"] == []
    assert body["flags"] == ["greeting"]
    names = [s["name"] for s in body["steps"]]  # type: ignore[attr-defined]
    assert "reply" in names
    assert "retrieve" not in names


def test_a_request_on_an_earlier_answer_is_told_there_is_none(client: TestClient) -> None:
    body = _ask(client, "Translate your answer into Spanish.")
    assert body["found"] is False
    assert body["citations"] == []
    assert body["flags"] == ["no_previous_answer"]
    assert "/v1/conversations" in str(body["answer"])
    names = [s["name"] for s in body["steps"]]  # type: ignore[attr-defined]
    assert "retrieve" not in names
