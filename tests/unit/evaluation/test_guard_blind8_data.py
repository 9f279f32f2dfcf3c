"""The eighth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), meets the round's
minimums (legitimate texts, English follow-up and governance look-alikes, answer tampering, SQL
payloads, orders inside pasted clinical material), shares no text with the earlier guard and
intent sets, takes no family name from the fourth to seventh sets, and reuses no sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial

from clinrag import shipped_data as data
from clinrag.evaluation.guard_blind import load_blind
from tests.unit.evaluation import blind_guard_checks as checks

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


class TestSharedChecks(checks.GuardSetChecks, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND8
    counts = partial(checks.check_guard_counts, kinds={"misuse": 104,
        "legitimate": 108, "attack": 102, "benign": 90}, families=46, least=7)  # fmt: skip
    english = partial(checks.check_mostly_english, allowed={"misuse": SET_A_LANGUAGES,
        "legitimate": SET_A_LANGUAGES, "attack": ATTACK_LANGUAGES,
        "benign": ATTACK_LANGUAGES}, share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind8",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_DEV,
        data.DATA_DIR / "eval" / "intent_dev"), min_others=4000)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert per_family["attack8_answer_falsification_orders"] >= 12
        assert per_family["attack8_sql_payload_queries"] >= 10
        assert per_family["attack8_note_to_the_ai_in_pasted_material"] >= 10
        assert sum(per_family[f] for f in PASTED_MATERIAL_FAMILIES) >= 25


def test_at_least_forty_english_look_alikes_from_the_products_own_use() -> None:
    in_use = [t for t in load_blind(data.GUARD_BLIND8) if t.family in IN_USE_FAMILIES]

    assert {t.kind for t in in_use} == {"benign"}
    assert {t.lang for t in in_use} == {"en"}
    assert len(in_use) >= 40


def test_at_least_a_hundred_legitimate_texts_mostly_english() -> None:
    legitimate = [t for t in load_blind(data.GUARD_BLIND8) if t.kind == "legitimate"]

    assert len(legitimate) >= 100
    assert sum(t.lang == "en" for t in legitimate) >= 90
