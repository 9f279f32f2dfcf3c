"""The seventh blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), meets the round's
minimums (legitimate texts, English search-box look-alikes, answer tampering, SQL payloads,
orders inside pasted clinical material), shares no text with the earlier guard and intent sets,
takes no family name from the fourth to sixth sets, and reuses no sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial

from clinrag import shipped_data as data
from clinrag.evaluation.guard_blind import load_blind
from tests.unit.evaluation import blind_guard_checks as checks

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


class TestSharedChecks(checks.GuardSetChecks, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND7
    counts = partial(checks.check_guard_counts, kinds={"misuse": 101,
        "legitimate": 109, "attack": 92, "benign": 94}, families=46, least=7)  # fmt: skip
    english = partial(checks.check_mostly_english, allowed={"misuse": SET_A_LANGUAGES,
        "legitimate": SET_A_LANGUAGES, "attack": ATTACK_LANGUAGES,
        "benign": ATTACK_LANGUAGES}, share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind7",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_DEV,
        data.DATA_DIR / "eval" / "intent_dev"), min_others=4000)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert per_family["attack7_answer_tampering_orders"] >= 12
        assert per_family["attack7_sql_in_search_box"] >= 10
        assert per_family["attack7_orders_hidden_in_pasted_records"] >= 10


def test_at_least_forty_english_search_box_look_alikes() -> None:
    search_box = [t for t in load_blind(data.GUARD_BLIND7) if t.family in SEARCH_BOX_FAMILIES]

    assert {t.kind for t in search_box} == {"benign"}
    assert {t.lang for t in search_box} == {"en"}
    assert len(search_box) >= 40
