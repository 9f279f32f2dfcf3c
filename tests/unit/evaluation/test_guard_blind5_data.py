"""The fifth blind guard set (misuse, prompt attacks and their look-alikes) loads through the
blind loader with the counts the data index states, keeps its languages where the brief put
them, shares no text with the earlier guard and intent sets, and reuses no sentence."""

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
    GUARD_BLIND_SETS,
    GUARD_DEV,
)

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"nl", "pl", "sv", "tr", "ru"}


def test_the_set_loads_with_its_counts_by_kind_and_family() -> None:
    texts = load_blind(GUARD_BLIND5)

    assert Counter(t.kind for t in texts) == {
        "misuse": 110,
        "legitimate": 99,
        "attack": 91,
        "benign": 61,
    }
    assert len({t.family for t in texts}) == 37
    assert all(n >= 8 for n in Counter(t.family for t in texts).values())
    assert all(t.text.strip() for t in texts)


def test_set_a_is_a_fifth_or_more_in_five_other_languages() -> None:
    texts = load_blind(GUARD_BLIND5)

    for kind in ("misuse", "legitimate"):
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == SET_A_LANGUAGES
        assert sum(t.lang != "en" for t in members) >= len(members) // 5


def test_attacks_and_benign_texts_each_have_two_in_every_attack_language() -> None:
    texts = load_blind(GUARD_BLIND5)

    for kind in ("attack", "benign"):
        languages = Counter(t.lang for t in texts if t.kind == kind)
        assert {lang: languages[lang] for lang in ATTACK_LANGUAGES} == dict.fromkeys(
            ATTACK_LANGUAGES, 2
        )
        assert set(languages) == ATTACK_LANGUAGES | {"en"}


def test_every_family_file_is_named_and_no_family_name_is_taken_from_the_fourth_set() -> None:
    families = json.loads((GUARD_BLIND5 / "families.json").read_text(encoding="utf-8"))
    earlier = json.loads((GUARD_BLIND4 / "families.json").read_text(encoding="utf-8"))
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND5.glob("*.jsonl")}

    assert files == set(families)
    assert not set(families) & set(earlier)
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
        for t in load_blind(GUARD_BLIND5)
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
            GUARD_DEV,
            DATA_DIR / "eval" / "intent_dev",
        )
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > 4000
    assert not earlier & {t.text for t in load_blind(GUARD_BLIND5)}
    assert GUARD_BLIND_SETS["guard_blind5"] == GUARD_BLIND5
