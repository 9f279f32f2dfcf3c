"""Weak evidence end to end on real PostgreSQL (``pipelines/grading.py``): every attempt is a
traced step; ``/v1/query`` answers with a stated caveat, a thread asks back (``low_evidence``)
and its next message resumes the question, answered with its caveat rather than asked twice.

The fake embedder's scores are not calibrated, so "weak" is made certain by a threshold no
passage reaches (1.0) rather than by the corpus."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.pipelines.grading import LOW_EVIDENCE_CAVEAT
from clinrag.pipelines.thread_replies import LOW_EVIDENCE_QUESTION
from clinrag.setting_groups.conversations import ConversationSettings
from clinrag.setting_groups.pipeline import PipelineSettings
from tests.api.test_conversation_routes import RoutingLLM, _names, _say, _step, thread_client
from tests.conftest import TEST_PIPELINE
from tests.fakes import api_key

UNREACHABLE = PipelineSettings(
    **{**TEST_PIPELINE.model_dump(), "grade_thresholds": (1.0, 1.0, 1.0), "synthesis": "extractive"}
)
QUESTION = "Is there any evidence on the first-line drug for type 2 diabetes?"
FOCUS = "first-line drug type 2 diabetes"
Headers = dict[str, str]


@pytest.fixture
def client(store_url: URL) -> Iterator[TestClient]:
    conversations = ConversationSettings(enabled=True, router="cues")
    with thread_client(store_url, RoutingLLM(), conversations, UNREACHABLE) as client:
        yield client


@pytest.fixture
def alice(client: TestClient) -> Headers:
    return api_key(client, "clinician")


def _grades(body: dict[str, object]) -> list[dict[str, object]]:
    steps = body["steps"]
    assert isinstance(steps, list)
    return [s["details"] for s in steps if s["name"].startswith("grade")]


def test_a_stateless_answer_on_weak_evidence_states_its_caveat_after_every_attempt(
    client: TestClient, alice: Headers
) -> None:
    response = client.post("/v1/query", json={"question": QUESTION}, headers=alice)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["found"] is True
    assert "low_evidence" in body["flags"]
    assert body["caveat"] == LOW_EVIDENCE_CAVEAT
    assert body["answer"].endswith(LOW_EVIDENCE_CAVEAT)
    assert body["citations"]  # the quoted evidence still cites and passed its check
    names = _names(body)
    assert names.index("retrieve") < names.index("grade") < names.index("redact_evidence")
    assert [n for n in names if "_again" in n or "rewrite_query" in n] == [
        "rewrite_query_2",
        "retrieve_again_2",
        "rewrite_query_3",
        "retrieve_again_3",
    ]
    grades = _grades(body)
    assert [(g["attempt"], g["threshold"], g["passed"]) for g in grades] == [
        (1, 1.0, False),
        (2, 1.0, False),
        (3, 1.0, False),
    ]
    assert grades[1]["searched"] == [QUESTION, FOCUS]
    assert all(isinstance(s, float) for g in grades for s in g["scores"])  # type: ignore[union-attr]
    assert _step(body, "rewrite_query_2")["details"]["method"] == "focus"
    assert FOCUS in body["sub_queries"]


def test_a_strong_answer_carries_no_caveat(store_url: URL) -> None:
    lenient = PipelineSettings(**{**UNREACHABLE.model_dump(), "grade_thresholds": (0.0, 0.0, 0.0)})
    conversations = ConversationSettings(enabled=True, router="cues")
    with thread_client(store_url, RoutingLLM(), conversations, lenient) as client:
        headers = api_key(client, "clinician")
        body = client.post("/v1/query", json={"question": QUESTION}, headers=headers).json()
    assert body["caveat"] is None
    assert "low_evidence" not in body["flags"]
    assert [n for n in _names(body) if n.startswith(("grade", "rewrite_query"))] == ["grade"]


def test_a_thread_asks_back_on_weak_evidence_and_resumes_without_asking_twice(
    client: TestClient, alice: Headers
) -> None:
    conversation_id = client.post("/v1/conversations", headers=alice).json()["id"]
    first = _say(client, conversation_id, alice, "What dose of metformin should be started?")
    assert first.status_code == 200, first.text
    assert first.json()["kind"] == "clarification"  # weak, even for a thread's first message
    body = first.json()
    assert body["clarification"]["reason"] == "low_evidence"
    assert body["clarification"]["question"] == LOW_EVIDENCE_QUESTION
    assert body["answer"] == LOW_EVIDENCE_QUESTION
    assert (body["found"], body["citations"], body["caveat"]) == (False, [], None)
    reply = _step(body, "reply")["details"]
    assert (reply["reply"], reply["reason"], reply["retrieval"]) == (
        "clarification",
        "low_evidence",
        True,
    )
    assert len(_grades(body)) == 3

    resumed = _say(client, conversation_id, alice, "in adults with type 2 diabetes")
    assert resumed.status_code == 200, resumed.text
    after = resumed.json()
    assert after["kind"] == "answer"
    assert _step(after, "route")["details"]["taken"] == "RESUME"
    assert "low_evidence" in after["flags"]
    assert after["caveat"] == LOW_EVIDENCE_CAVEAT


def test_a_threads_weak_message_is_retried_with_its_subject_carried_over(
    client: TestClient, alice: Headers
) -> None:
    conversation_id = client.post("/v1/conversations", headers=alice).json()["id"]
    _say(client, conversation_id, alice, "What dose of metformin should be started?")
    _say(client, conversation_id, alice, "in adults with type 2 diabetes")
    # a new subject of its own: routed RETRIEVE, searched as it stands, retried in context
    third = _say(client, conversation_id, alice, "How do thiazide diuretics act in hypertension?")
    assert third.status_code == 200, third.text
    body = third.json()
    assert _step(body, "route")["details"]["taken"] == "RETRIEVE"
    rewrite = _step(body, "rewrite_query_2")["details"]
    assert rewrite["method"] == "thread"
    assert rewrite["rewrite"].startswith("How do thiazide diuretics act in hypertension? (context:")
    assert body["clarification"]["reason"] == "low_evidence"
