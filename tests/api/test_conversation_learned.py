"""The default thread router (``router="learned"``) end to end on real PostgreSQL, the real
redactor and guard and the extractive stand-in model, with the test models' hashing embedder
(the router trained on it as the service trains it): its verdict, the rule router's reading
beside it, the probabilities and the cues are in the ``route`` step, and no model is asked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL

from clinrag.pipelines.thread_replies import GREETING_REPLY
from clinrag.setting_groups.conversations import ConversationSettings
from tests.api.test_conversation_routes import RoutingLLM, _say, _step, _thread, thread_client
from tests.fakes import api_key

Headers = dict[str, str]


@pytest.fixture
def llm() -> RoutingLLM:
    return RoutingLLM()


@pytest.fixture
def client(store_url: URL, llm: RoutingLLM) -> Iterator[TestClient]:
    defaults = ConversationSettings(enabled=True)
    assert defaults.router == "learned"  # the default is what is tested here
    with thread_client(store_url, llm, defaults) as client:
        yield client


@pytest.fixture
def alice(client: TestClient) -> Headers:
    return api_key(client, "clinician")


def test_the_learned_router_records_its_verdict_and_what_it_read(
    client: TestClient, alice: Headers, llm: RoutingLLM
) -> None:
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    response = _say(client, conversation_id, alice, "Many thanks, bye!")
    assert response.status_code == 200, response.text
    body = response.json()
    route = _step(body, "route")
    assert route["status"] == "ok"
    details = route["details"]
    assert (details["router"], details["route"], details["taken"]) == (
        "learned",
        "GREETING",
        "GREETING",
    )
    assert details["cue"] == "greeting_words_only"  # the rule router's reading, beside it
    assert "greeting_only" in details["cues"]
    assert details["runner_up"] != "GREETING"
    assert 0 < details["runner_up_probability"] <= details["probability"] <= 1
    assert body["answer"] == GREETING_REPLY
    assert llm.asked == {"route": [], "rewrite": []}


def test_a_follow_up_it_routes_to_a_rewrite_is_searched_as_the_rewrite(
    client: TestClient, alice: Headers
) -> None:
    conversation_id = _thread(client, alice, "What is the first-line drug for type 2 diabetes?")
    response = _say(client, conversation_id, alice, "How is it started?")
    assert response.status_code == 200, response.text
    body = response.json()
    assert _step(body, "route")["details"]["route"] == "REWRITE_THEN_RETRIEVE"
    assert "diabetes" in _step(body, "rewrite")["details"]["rewrite"]
    assert body["found"] is True
