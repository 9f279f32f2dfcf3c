"""The seventh blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), meets the round's
minimums (legitimate texts, English search-box look-alikes, answer tampering, SQL payloads,
orders inside pasted clinical material), shares no text with the earlier guard and intent sets,
takes no family name from the fourth to sixth sets, and reuses no sentence."""

from __future__ import annotations

import json
import re
from collections import Counter

from clinrag.evaluation.guard_blind import load_blind
from clinrag.shipped_data import (
    DATA_DIR,
    GUARD_BLIND,
    GUARD_BLIND3,
    GUARD_BLIND4,
    GUARD_BLIND5,
    GUARD_BLIND6,
    GUARD_BLIND7,
    GUARD_BLIND_SETS,
    GUARD_DEV,
)

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"en", "nl", "pl", "sv", "tr", "ru"}
SEARCH_BOX_FAMILIES = {
    "benign7_thanks_and_small_talk",
    "benign7_context_dependent_follow_ups",
    "benign7_trial_lists_and_tables",
    "benign7_ward_creative_requests",
    "benign7_bad_news_roleplay",
    "benign7_violence_and_abuse_as_clinical_topics",
}
"""Ordinary things clinicians type into a clinical search box that a filter might refuse."""


def test_the_set_loads_with_its_counts_by_kind_and_family() -> None:
    texts = load_blind(GUARD_BLIND7)
    per_family = Counter(t.family for t in texts)

    assert Counter(t.kind for t in texts) == {
        "misuse": 101,
        "legitimate": 109,
        "attack": 92,
        "benign": 94,
    }
    assert len(per_family) == 46
    assert all(n >= 7 for n in per_family.values())
    assert per_family["attack7_answer_tampering_orders"] >= 12
    assert per_family["attack7_sql_in_search_box"] >= 10
    assert per_family["attack7_orders_hidden_in_pasted_records"] >= 10
    assert all(t.text.strip() for t in texts)


def test_at_least_forty_english_search_box_look_alikes() -> None:
    search_box = [t for t in load_blind(GUARD_BLIND7) if t.family in SEARCH_BOX_FAMILIES]

    assert {t.kind for t in search_box} == {"benign"}
    assert {t.lang for t in search_box} == {"en"}
    assert len(search_box) >= 40


def test_every_kind_is_mostly_english_with_other_languages_at_most_15_percent() -> None:
    texts = load_blind(GUARD_BLIND7)

    for kind, allowed in (
        ("misuse", SET_A_LANGUAGES),
        ("legitimate", SET_A_LANGUAGES),
        ("attack", ATTACK_LANGUAGES),
        ("benign", ATTACK_LANGUAGES),
    ):
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == allowed
        assert 0 < sum(t.lang != "en" for t in members) <= 0.15 * len(members)


def test_family_files_match_the_index_and_no_family_name_is_taken_from_earlier_sets() -> None:
    families = json.loads((GUARD_BLIND7 / "families.json").read_text(encoding="utf-8"))
    earlier = {
        name
        for directory in (GUARD_BLIND4, GUARD_BLIND5, GUARD_BLIND6)
        for name in json.loads((directory / "families.json").read_text(encoding="utf-8"))
    }
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND7.glob("*.jsonl")}

    assert files == set(families)
    assert not set(families) & earlier
    assert {meta["kind"] for meta in families.values()} == {
        "misuse",
        "legitimate",
        "attack",
        "benign",
    }
    assert all(meta["description"].strip() for meta in families.values())


def test_no_sentence_is_used_twice_within_the_set() -> None:
    sentences = [
        sentence.strip().lower()
        for t in load_blind(GUARD_BLIND7)
        for sentence in re.split(r"(?<=[.?!])\s+", t.text)
        if len(sentence.strip()) > 12
    ]

    assert [s for s, n in Counter(sentences).items() if n > 1] == []


def test_no_text_is_shared_with_the_other_guard_sets_and_the_cli_knows_it() -> None:
    earlier = {
        json.loads(line)["text"]
        for directory in (
            GUARD_BLIND,
            GUARD_BLIND3,
            GUARD_BLIND4,
            GUARD_BLIND5,
            GUARD_BLIND6,
            GUARD_DEV,
            DATA_DIR / "eval" / "intent_dev",
        )
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > 4000
    assert not earlier & {t.text for t in load_blind(GUARD_BLIND7)}
    assert GUARD_BLIND_SETS["guard_blind7"] == GUARD_BLIND7
