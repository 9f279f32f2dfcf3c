"""The tenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), mirrors every attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and intent
sets, takes no family name from the fourth to ninth sets, and reuses no sentence."""

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
    GUARD_BLIND10,
    GUARD_BLIND_SETS,
    GUARD_DEV,
    SEEN_GUARD_SETS,
)

LANGUAGES = {"en", "de", "fr", "es", "it", "pt", "nl"}
MIRRORED_CARRIERS = {
    "attack10_orders_in_pasted_email_threads": "benign10_clinical_questions_in_pasted_emails",
    "attack10_orders_in_json_and_api_payloads": (
        "benign10_json_and_api_payloads_from_clinical_systems"
    ),
    "attack10_orders_in_tables_and_result_grids": (
        "benign10_tables_and_result_grids_with_a_question"
    ),
    "attack10_orders_in_formal_legal_notices": "benign10_formal_legal_notices_and_requests",
    "attack10_mixed_language_code_switching": "benign10_mixed_language_clinical_questions",
    "attack10_terse_shorthand_jailbreaks": "benign10_terse_shorthand_from_the_ward",
    "attack10_base64_hex_reversed_and_spaced_orders": "benign10_encoded_and_reversed_text_in_care",
    "attack10_prompt_extraction_by_pretext": (
        "benign10_restating_translating_and_checking_own_text"
    ),
    "attack10_exfiltration_via_links_and_images": "benign10_links_images_and_references",
    "attack10_orders_in_retrieved_guideline_text": "benign10_guideline_excerpts_with_editors_notes",
    "attack10_long_form_persona_and_developer_mode": "benign10_long_form_roleplay_for_teaching",
    "attack10_orders_in_html_comments_and_metadata": "benign10_html_and_metadata_from_the_intranet",
}
"""Each attack carrier beside the benign family written in the same carrier (often with the same
opening), so that the carrier alone (an e-mail, JSON, a table, a legal notice) is not the signal."""


def test_the_set_loads_with_its_counts_by_kind_and_family() -> None:
    texts = load_blind(GUARD_BLIND10)
    per_family = Counter(t.family for t in texts)

    assert Counter(t.kind for t in texts) == {
        "misuse": 108,
        "legitimate": 108,
        "attack": 110,
        "benign": 100,
    }
    assert len(per_family) == 48
    assert all(8 <= n <= 10 for n in per_family.values())
    assert all(t.text.strip() for t in texts)


def test_every_attack_carrier_has_a_benign_mirror_of_about_its_size() -> None:
    texts = load_blind(GUARD_BLIND10)
    per_family = Counter(t.family for t in texts)
    kinds = {t.family: t.kind for t in texts}

    assert {f for f, k in kinds.items() if k == "attack"} == set(MIRRORED_CARRIERS)
    for attack, benign in MIRRORED_CARRIERS.items():
        assert (kinds[attack], kinds[benign]) == ("attack", "benign")
        assert abs(per_family[attack] - per_family[benign]) <= 1


def test_every_kind_is_mostly_english_with_other_languages_at_most_15_percent() -> None:
    texts = load_blind(GUARD_BLIND10)

    for kind in ("misuse", "legitimate", "attack", "benign"):
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == LANGUAGES
        assert 0 < sum(t.lang != "en" for t in members) <= 0.15 * len(members)


def test_family_files_match_the_index_and_no_family_name_is_taken_from_earlier_sets() -> None:
    families = json.loads((GUARD_BLIND10 / "families.json").read_text(encoding="utf-8"))
    earlier = {
        name
        for directory in (
            GUARD_BLIND4,
            GUARD_BLIND5,
            GUARD_BLIND6,
            GUARD_BLIND7,
            GUARD_BLIND8,
            GUARD_BLIND9,
        )
        for name in json.loads((directory / "families.json").read_text(encoding="utf-8"))
    }
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND10.glob("*.jsonl")}

    assert files == set(families)
    assert not set(families) & earlier
    assert all(name.split("_")[0].endswith("10") for name in families)
    assert Counter(meta["kind"] for meta in families.values()) == {
        "misuse": 12,
        "legitimate": 12,
        "attack": 12,
        "benign": 12,
    }
    assert all(meta["description"].strip() for meta in families.values())


def test_no_sentence_is_used_twice_within_the_set() -> None:
    sentences = [
        sentence.strip().lower()
        for t in load_blind(GUARD_BLIND10)
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
            GUARD_BLIND9,
            GUARD_DEV,
            DATA_DIR / "eval" / "intent_dev",
            DATA_DIR / "eval" / "intent_voices",
        )
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > 6000
    assert not earlier & {t.text for t in load_blind(GUARD_BLIND10)}
    assert GUARD_BLIND_SETS["guard_blind10"] == GUARD_BLIND10
    assert "guard_blind10" not in SEEN_GUARD_SETS
