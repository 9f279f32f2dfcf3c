"""The learned thread router with the real embedder, as the service trains it, on phrasings
written for this test only (in no shipped dialogue): it must route most of them right and
never ask a clarifying question of a clear follow-up."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from clinrag.components import build_embedder, build_route_classifier
from clinrag.conversations.store import CitedChunk, StoredTurn
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.llm.schemas import Route
from clinrag.settings import Settings
from clinrag.shipped_data import BLIND_CONVERSATIONS

THREAD = [
    StoredTurn(
        1,
        "Does spironolactone reduce mortality in severe heart failure?",
        "Yes: spironolactone reduced all-cause mortality by 30% [1].",
        (CitedChunk(1, 1),),
        "r1",
        datetime.now(UTC),
    )
]
FRESH: list[tuple[str, Route]] = [
    ("Thanks heaps, catch you later.", "GREETING"),
    ("Good morning to you!", "GREETING"),
    ("Where can I park my car near the main entrance?", "OUT_OF_SCOPE"),
    ("Compose a birthday song for my colleague.", "OUT_OF_SCOPE"),
    ("Could you sum that up in a sentence?", "DIRECT_ANSWER"),
    ("Which reference supports that figure?", "DIRECT_ANSWER"),
    ("Is it OK for the gentleman in bed six?", "ASK_CLARIFICATION"),
    ("What about the drug my registrar suggested yesterday?", "ASK_CLARIFICATION"),
    ("Did it raise potassium?", "REWRITE_THEN_RETRIEVE"),
    ("How many patients dropped out?", "REWRITE_THEN_RETRIEVE"),
    ("Does tamsulosin help ureteric stones pass?", "RETRIEVE"),
    ("Is vitamin C useful for preventing the common cold?", "RETRIEVE"),
]


@pytest.fixture(scope="module")
def routed() -> list[tuple[str, Route, Route]]:
    settings = Settings()
    embedder = build_embedder(settings)
    router = build_route_classifier(settings, embedder)
    vectors = embedder.embed([text for text, _ in FRESH])
    return [
        (text, gold, router.predict(vector, text, THREAD).route)
        for (text, gold), vector in zip(FRESH, vectors, strict=True)
    ]


def test_fresh_phrasings_are_mostly_routed_right(routed: list[tuple[str, Route, Route]]) -> None:
    wrong = [(text, gold, got) for text, gold, got in routed if gold != got]
    assert len(wrong) <= 2, wrong


def test_a_clear_follow_up_is_never_sent_to_clarification(
    routed: list[tuple[str, Route, Route]],
) -> None:
    assert not [t for t, gold, got in routed if got == "ASK_CLARIFICATION" != gold]


def test_no_fresh_phrasing_is_in_the_training_dialogues() -> None:
    shipped = {
        t.text.casefold()
        for d in (*load_dialogues(), *load_dialogues(BLIND_CONVERSATIONS))
        for t in d.turns
    }
    assert not [text for text, _ in FRESH if text.casefold() in shipped]
