"""The shipped dialogue set's shape, and the scoring of a conversation run (no model, no DB)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from clinrag.evaluation.conversation_set import (
    Dialogue,
    GoldTurn,
    TurnOutcome,
    hit,
    load_dialogues,
    score,
)
from clinrag.shipped_data import BLIND2_CONVERSATIONS, BLIND_CONVERSATIONS
from clinrag.stance.research_set import load_sample_corpus


def _follow_up_routes(dialogues: list[Dialogue]) -> Counter[str]:
    return Counter(t.route for d in dialogues for t in d.turns[1:])


def _cited(dialogues: list[Dialogue]) -> set[str]:
    return {s for d in dialogues for t in d.turns for s in t.sources}


def _check_shape(dialogues: list[Dialogue], sources: set[str]) -> None:
    assert len({d.id for d in dialogues}) == len(dialogues)
    for dialogue in dialogues:
        assert dialogue.turns[0].route == "RETRIEVE"  # a thread's first message is not routed
        for turn in dialogue.turns:
            assert set(turn.sources) <= sources, dialogue.id


def test_shipped_set_has_forty_dialogues_over_the_corpus() -> None:
    dialogues = load_dialogues()
    assert len(dialogues) == 157
    _check_shape(dialogues, {d.source for d in load_sample_corpus()})
    follow_up_routes = _follow_up_routes(dialogues)
    assert follow_up_routes.most_common(1)[0][0] == "REWRITE_THEN_RETRIEVE"
    assert follow_up_routes == {
        "REWRITE_THEN_RETRIEVE": 54,
        "DIRECT_ANSWER": 27,
        "RETRIEVE": 21,
        "ASK_CLARIFICATION": 21,
        "GREETING": 20,
        "OUT_OF_SCOPE": 19,
    }


def test_blind_set_is_its_own_dialogues_over_other_abstracts() -> None:
    blind = load_dialogues(BLIND_CONVERSATIONS)
    dev = load_dialogues()
    assert len(blind) == 48
    assert all(d.id.startswith("blind-") for d in blind)
    _check_shape(blind, {d.source for d in load_sample_corpus()})
    assert sum(len(d.turns) == 3 for d in blind) == 4
    assert _follow_up_routes(blind) == {
        "REWRITE_THEN_RETRIEVE": 22,
        "RETRIEVE": 9,
        "DIRECT_ANSWER": 7,
        "ASK_CLARIFICATION": 5,
        "GREETING": 4,
        "OUT_OF_SCOPE": 5,
    }
    assert Counter(d.kind for d in blind)["non_english"] == 3

    assert not _cited(blind) & _cited(dev)  # written over abstracts the dev set does not use
    texts = {t.text.casefold() for d in dev for t in d.turns}
    assert not any(t.text.casefold() in texts for d in blind for t in d.turns)


def test_second_blind_set_is_its_own_dialogues_over_abstracts_neither_set_uses() -> None:
    blind2 = load_dialogues(BLIND2_CONVERSATIONS)
    earlier = load_dialogues() + load_dialogues(BLIND_CONVERSATIONS)
    assert len(blind2) == 64
    assert all(d.id.startswith("blind2-") for d in blind2)
    _check_shape(blind2, {d.source for d in load_sample_corpus()})
    assert sum(len(d.turns) == 3 for d in blind2) == 2
    assert _follow_up_routes(blind2) == {
        "REWRITE_THEN_RETRIEVE": 21,
        "RETRIEVE": 12,
        "DIRECT_ANSWER": 8,
        "ASK_CLARIFICATION": 10,
        "GREETING": 7,
        "OUT_OF_SCOPE": 8,
    }
    assert Counter(d.kind for d in blind2) == {
        "follow_up": 21,
        "topic_switch": 11,
        "direct_answer": 8,
        "ambiguous": 10,
        "greeting": 6,
        "out_of_scope": 8,
    }
    assert len(_cited(blind2)) == 80
    assert not _cited(blind2) & _cited(earlier)
    texts = {t.text.casefold() for d in earlier for t in d.turns}
    assert not any(t.text.casefold() in texts for d in blind2 for t in d.turns)


@pytest.mark.parametrize(
    ("turn", "error"),
    [
        ({"text": "x", "route": "SEARCH", "sources": []}, "unknown route"),
        ({"text": "x", "route": "REWRITE_THEN_RETRIEVE", "sources": ["a"]}, "a rewrite"),
        ({"text": "x", "route": "RETRIEVE", "rewrite": "y", "sources": ["a"]}, "a rewrite"),
        ({"text": "x", "route": "RETRIEVE"}, "gold sources"),
        ({"text": "x", "route": "GREETING", "sources": ["a"]}, "gold sources"),
        ({"text": "x", "route": "DIRECT_ANSWER", "sources": ["b"]}, "a direct answer"),
    ],
)
def test_loader_refuses_malformed_turns(
    tmp_path: Path, turn: dict[str, object], error: str
) -> None:
    first = {"text": "q", "route": "RETRIEVE", "sources": ["a"]}
    path = tmp_path / "d.jsonl"
    path.write_text(json.dumps({"id": "c1", "kind": "k", "turns": [first, turn]}) + "\n")
    with pytest.raises(ValueError, match=error):
        load_dialogues(path)


def test_hit_counts_distinct_documents_in_the_first_five() -> None:
    chunks = ("a", "a", "b", "c", "c", "d", "e", "f")  # six distinct documents, f is sixth
    assert hit(chunks, ["e"])
    assert not hit(chunks, ["f"])
    assert not hit((), ["a"])


def _outcome(route: str, gold_route: str, *, searched: str, raw: str) -> TurnOutcome:
    gold = GoldTurn("what about it?", gold_route, "rewrite", ("doc",))  # type: ignore[arg-type]
    return TurnOutcome(
        gold=gold,
        route=route,  # type: ignore[arg-type]
        router_fell_back=False,
        rewrite_fell_back=route != "REWRITE_THEN_RETRIEVE",
        searched_documents=(searched,),
        raw_documents=(raw,),
        gold_rewrite_documents=("doc",),
        cited_documents=(searched,),
        seconds=1.0,
        llm_calls=2,
    )


def test_score_separates_the_rewrite_from_the_raw_baseline() -> None:
    outcomes = [
        _outcome("REWRITE_THEN_RETRIEVE", "REWRITE_THEN_RETRIEVE", searched="doc", raw="other"),
        _outcome("RETRIEVE", "REWRITE_THEN_RETRIEVE", searched="other", raw="other"),
        _outcome("RETRIEVE", "RETRIEVE", searched="doc", raw="doc"),
    ]
    scores = score(outcomes, [1.0, 2.0, 3.0, 10.0])
    assert scores.route_accuracy == pytest.approx(2 / 3)
    assert scores.route_accuracy_by_gold == {"REWRITE_THEN_RETRIEVE": (1, 2), "RETRIEVE": (1, 1)}
    assert scores.clarification_on_clear == 0.0
    assert scores.rewrite_turns == 2
    assert scores.hit_at_5_system == 0.5
    assert scores.hit_at_5_raw == 0.0
    assert scores.hit_at_5_gold_rewrite == 1.0
    assert scores.rewrite_fallback_share == 0.0  # only the turn routed to a rewrite counts
    assert scores.cited_gold_by_route == {"REWRITE_THEN_RETRIEVE": (1, 2), "RETRIEVE": (1, 1)}
    assert scores.p95_seconds == 10.0
