"""The rule router (``router="cues"``) and the default rewrite (carry-over; no model call) end
to end on real PostgreSQL, the real redactor and guard, and the extractive stand-in model."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.pipelines.thread_replies import GREETING_REPLY, OUT_OF_SCOPE_REPLY
from clinrag.setting_groups.conversations import ConversationSettings
from tests.api.test_conversation_routes import (
    RoutingLLM,
    _names,
    _say,
    _step,
    _thread,
    thread_client,
)
from tests.api.test_query import PHI
from tests.fakes import api_key

Headers = dict[str, str]


@pytest.fixture
def llm() -> RoutingLLM:
    return RoutingLLM()


@pytest.fixture
def client(store_url: URL, llm: RoutingLLM) -> Iterator[TestClient]:
    conversations = ConversationSettings(enabled=True, router="cues")
    assert conversations.rewriter == "carry_over"  # the default rewrite is what is tested here
    with thread_client(store_url, llm, conversations) as client:
        yield client


@pytest.fixture
def alice(client: TestClient) -> Headers:
    return api_key(client, "clinician")


def test_a_pronoun_follow_up_is_rewritten_from_the_thread_without_a_model_call(
    client: TestClient, alice: Headers, llm: RoutingLLM
) -> None:
    """ "How is it started?" alone names no drug; carried over, the thread's metformin finds
    the diabetes guideline."""
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    response = _say(client, conversation_id, alice, "How is it started?")
    assert response.status_code == 200, response.text
    body = response.json()
    route = _step(body, "route")["details"]
    assert (route["router"], route["route"], route["cue"]) == (
        "cues",
        "REWRITE_THEN_RETRIEVE",
        "pronoun",
    )
    rewrite = _step(body, "rewrite")["details"]
    assert rewrite["rewriter"] == "carry_over"
    assert rewrite["rewrite"].startswith("How is it started? (context: ")
    assert "diabetes" in rewrite["rewrite"]
    assert llm.asked == {"route": [], "rewrite": []}
    assert "llm" not in route
    assert "llm" not in rewrite
    names = _names(body)
    assert names.count("guard") == 2  # the rewrite is taken in like any question
    assert body["found"] is True
    assert "500 mg" in " ".join(c["snippet"] for c in body["citations"])
    assert body["redacted_query"] == "How is it started?"


def test_a_new_subject_is_searched_as_it_stands(client: TestClient, alice: Headers) -> None:
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    response = _say(client, conversation_id, alice, "How do thiazide diuretics act?")
    assert response.status_code == 200, response.text
    body = response.json()
    assert _step(body, "route")["details"]["cue"] == "new_subject"
    assert "rewrite" not in _names(body)


@pytest.mark.parametrize(
    ("message", "reply"),
    [
        ("Thank you, goodbye!", GREETING_REPLY),
        ("What will the weather be like in Lisbon tomorrow?", OUT_OF_SCOPE_REPLY),
    ],
)
def test_greetings_and_off_scope_asks_get_their_fixed_reply(
    client: TestClient, alice: Headers, llm: RoutingLLM, message: str, reply: str
) -> None:
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    before = len(llm.prompts)
    response = _say(client, conversation_id, alice, message)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["answer"] == reply
    assert "retrieve" not in _names(body)
    assert len(llm.prompts) == before


def test_phi_of_an_earlier_turn_is_not_carried_into_the_rewrite(
    client: TestClient, alice: Headers
) -> None:
    conversation_id = _thread(
        client,
        alice,
        "My patient Maria Gonzalez (SSN 123-45-6789, maria.gonzalez@example.org) and "
        "John Carrington, MRN 00471138: what metformin dose should they start on?",
    )
    response = _say(client, conversation_id, alice, "And how is it titrated?")
    assert response.status_code == 200, response.text
    rewrite = _step(response.json(), "rewrite")["details"]["rewrite"]
    assert "metformin" in rewrite
    leaked = [value for value in PHI if value.lower() in rewrite.lower()]
    assert not leaked
    assert "PERSON" not in rewrite
    assert "Carrington" not in response.text


def test_a_request_on_the_previous_answer_is_answered_from_its_evidence_not_a_search(
    client: TestClient, alice: Headers
) -> None:
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    first = client.get(f"/v1/conversations/{conversation_id}", headers=alice).json()
    cited = {c["chunk_id"] for c in first["turns"][0]["citations"]}
    assert cited
    response = _say(client, conversation_id, alice, "Can you summarise that in one sentence?")
    assert response.status_code == 200, response.text
    body = response.json()
    route = _step(body, "route")["details"]
    assert (route["route"], route["taken"]) == ("DIRECT_ANSWER", "DIRECT_ANSWER")
    names = _names(body)
    assert "retrieve" not in names
    recall = _step(body, "recall")["details"]
    assert {c["chunk_id"] for c in recall["chunks"]} == cited
    assert names.index("recall") < names.index("check_citations")
    assert body["found"] is True
    assert {c["chunk_id"] for c in body["citations"]} <= cited
    assert body["redacted_query"] == "Can you summarise that in one sentence?"


def test_the_evidence_read_again_still_answers_to_the_messages_filter(
    client: TestClient, alice: Headers
) -> None:
    """The previous answer's chunks are read again only where the message's filter admits
    them: in a bucket that holds none of them, nothing is recalled and nothing cited."""
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    response = client.post(
        f"/v1/conversations/{conversation_id}/messages",
        json={"question": "Can you summarise that?", "filters": {"bucket": "nonexistent"}},
        headers=alice,
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert _step(body, "recall")["details"]["recalled"] == 0
    assert body["found"] is False
    assert body["citations"] == []
