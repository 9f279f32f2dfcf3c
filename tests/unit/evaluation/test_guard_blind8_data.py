"""The eighth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), meets the round's
minimums (legitimate texts, English follow-up and governance look-alikes, answer tampering, SQL
payloads, orders inside pasted clinical material), shares no text with the earlier guard and
intent sets, takes no family name from the fourth to seventh sets, and reuses no sentence."""

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
    GUARD_BLIND8,
    GUARD_BLIND_SETS,
    GUARD_DEV,
)

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"en", "nl", "pl", "sv", "tr", "ru"}
IN_USE_FAMILIES = {
    "benign8_follow_ups_on_the_last_answer",
    "benign8_rewrite_for_patients_and_families",
    "benign8_governance_talk_about_attacks_and_misuse",
    "benign8_threats_quoted_in_safeguarding_notes",
    "benign8_communication_role_play",
}
"""The product's own use: follow-ups on an answer, rewrites for patients, governance talk about
attacks and misuse, quoted threats in safeguarding notes, communication role-play."""
PASTED_MATERIAL_FAMILIES = {
    "attack8_note_to_the_ai_in_pasted_material",
    "attack8_orders_in_reference_lists",
    "attack8_orders_in_table_cells_alt_text_comments",
}


def test_the_set_loads_with_its_counts_by_kind_and_family() -> None:
    texts = load_blind(GUARD_BLIND8)
    per_family = Counter(t.family for t in texts)

    assert Counter(t.kind for t in texts) == {
        "misuse": 104,
        "legitimate": 108,
        "attack": 102,
        "benign": 90,
    }
    assert len(per_family) == 46
    assert all(n >= 7 for n in per_family.values())
    assert per_family["attack8_answer_falsification_orders"] >= 12
    assert per_family["attack8_sql_payload_queries"] >= 10
    assert per_family["attack8_note_to_the_ai_in_pasted_material"] >= 10
    assert sum(per_family[f] for f in PASTED_MATERIAL_FAMILIES) >= 25
    assert all(t.text.strip() for t in texts)


def test_at_least_forty_english_look_alikes_from_the_products_own_use() -> None:
    in_use = [t for t in load_blind(GUARD_BLIND8) if t.family in IN_USE_FAMILIES]

    assert {t.kind for t in in_use} == {"benign"}
    assert {t.lang for t in in_use} == {"en"}
    assert len(in_use) >= 40


def test_at_least_a_hundred_legitimate_texts_mostly_english() -> None:
    legitimate = [t for t in load_blind(GUARD_BLIND8) if t.kind == "legitimate"]

    assert len(legitimate) >= 100
    assert sum(t.lang == "en" for t in legitimate) >= 90


def test_every_kind_is_mostly_english_with_other_languages_at_most_15_percent() -> None:
    texts = load_blind(GUARD_BLIND8)

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
    families = json.loads((GUARD_BLIND8 / "families.json").read_text(encoding="utf-8"))
    earlier = {
        name
        for directory in (GUARD_BLIND4, GUARD_BLIND5, GUARD_BLIND6, GUARD_BLIND7)
        for name in json.loads((directory / "families.json").read_text(encoding="utf-8"))
    }
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND8.glob("*.jsonl")}

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
        for t in load_blind(GUARD_BLIND8)
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
            GUARD_BLIND7,
            GUARD_DEV,
            DATA_DIR / "eval" / "intent_dev",
        )
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > 4000
    assert not earlier & {t.text for t in load_blind(GUARD_BLIND8)}
    assert GUARD_BLIND_SETS["guard_blind8"] == GUARD_BLIND8
