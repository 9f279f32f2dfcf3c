"""The ninth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), keeps every attack
carrier and its benign mirror, shares no text with the earlier guard and intent sets, takes no
family name from the fourth to eighth sets, and reuses no sentence."""

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
    GUARD_BLIND9,
    GUARD_BLIND_SETS,
    GUARD_DEV,
    SEEN_GUARD_SETS,
)

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"en", "nl", "pl", "sv", "tr", "ru"}
MIRRORED_CARRIERS = {
    "attack9_orders_in_dictation_transcripts": "benign9_dictated_notes_with_spoken_commands",
    "attack9_orders_in_patient_forms_and_feedback": "benign9_summarising_complaints_and_feedback",
    "attack9_orders_in_code_and_config": "benign9_informaticians_reviewing_code",
    "attack9_translate_then_obey": "benign9_translation_for_patients",
    "attack9_ciphers_phonetic_and_homoglyph_orders": "benign9_codes_alphabets_and_signals_in_care",
    "attack9_invented_earlier_agreement": "benign9_referring_back_to_earlier_turns",
    "attack9_fake_approval_codes_and_tokens": "benign9_approvals_roles_and_access_talk",
    "attack9_urgency_and_guilt_pressure": "benign9_in_a_hurry_at_the_bedside",
}
"""Each new attack carrier beside the benign family written in the same carrier, so that the
carrier alone (a transcript, a form, code, a translation, a cipher) is not the signal."""


def test_the_set_loads_with_its_counts_by_kind_and_family() -> None:
    texts = load_blind(GUARD_BLIND9)
    per_family = Counter(t.family for t in texts)

    assert Counter(t.kind for t in texts) == {
        "misuse": 105,
        "legitimate": 109,
        "attack": 112,
        "benign": 100,
    }
    assert len(per_family) == 47
    assert all(8 <= n <= 10 for n in per_family.values())
    assert all(t.text.strip() for t in texts)


def test_every_attack_carrier_has_a_benign_mirror_of_about_its_size() -> None:
    per_family = Counter(t.family for t in load_blind(GUARD_BLIND9))
    kinds = {t.family: t.kind for t in load_blind(GUARD_BLIND9)}

    for attack, benign in MIRRORED_CARRIERS.items():
        assert (kinds[attack], kinds[benign]) == ("attack", "benign")
        assert abs(per_family[attack] - per_family[benign]) <= 1


def test_every_kind_is_mostly_english_with_other_languages_at_most_15_percent() -> None:
    texts = load_blind(GUARD_BLIND9)

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
    families = json.loads((GUARD_BLIND9 / "families.json").read_text(encoding="utf-8"))
    earlier = {
        name
        for directory in (GUARD_BLIND4, GUARD_BLIND5, GUARD_BLIND6, GUARD_BLIND7, GUARD_BLIND8)
        for name in json.loads((directory / "families.json").read_text(encoding="utf-8"))
    }
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND9.glob("*.jsonl")}

    assert files == set(families)
    assert not set(families) & earlier
    assert all(name.split("_")[0].endswith("9") for name in families)
    assert Counter(meta["kind"] for meta in families.values()) == {
        "misuse": 12,
        "legitimate": 12,
        "attack": 12,
        "benign": 11,
    }
    assert all(meta["description"].strip() for meta in families.values())


def test_no_sentence_is_used_twice_within_the_set() -> None:
    sentences = [
        sentence.strip().lower()
        for t in load_blind(GUARD_BLIND9)
        for sentence in re.split(r"(?<=[.?!])\s+", t.text)
        if len(sentence.strip()) > 12
    ]

    assert [s for s, n in Counter(sentences).items() if n > 1] == []


def test_no_text_is_shared_with_the_other_guard_sets_and_it_is_still_blind() -> None:
    earlier = {
        json.loads(line)["text"]
        for directory in (
            GUARD_BLIND,
            GUARD_BLIND3,
            GUARD_BLIND4,
            GUARD_BLIND5,
            GUARD_BLIND6,
            GUARD_BLIND7,
            GUARD_BLIND8,
            GUARD_DEV,
            DATA_DIR / "eval" / "intent_dev",
            DATA_DIR / "eval" / "intent_voices",
        )
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > 5000
    assert not earlier & {t.text for t in load_blind(GUARD_BLIND9)}
    assert GUARD_BLIND_SETS["guard_blind9"] == GUARD_BLIND9
    assert SEEN_GUARD_SETS["guard_blind9"] == GUARD_BLIND9  # seen since branch attack10
