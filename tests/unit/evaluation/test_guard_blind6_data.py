"""The sixth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), meets the round's
minimums (legitimate texts, answer tampering, SQL payloads), shares no text with the earlier
guard and intent sets, takes no family name from the fourth or fifth set, and reuses no
sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_guard_checks as checks

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"en", "nl", "pl", "sv", "tr", "ru"}


class TestSharedChecks(checks.GuardSetChecks, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND6
    counts = partial(checks.check_guard_counts, kinds={"misuse": 96,
        "legitimate": 110, "attack": 89, "benign": 56}, families=40, least=7)  # fmt: skip
    english = partial(checks.check_mostly_english, allowed={"misuse": SET_A_LANGUAGES,
        "legitimate": SET_A_LANGUAGES, "attack": ATTACK_LANGUAGES,
        "benign": ATTACK_LANGUAGES}, share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4, data.GUARD_BLIND5))
    shared = partial(checks.check_no_shared_text, name="guard_blind6",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_DEV, data.DATA_DIR / "eval" / "intent_dev"),
        min_others=4000)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert per_family["attack6_answer_corruption"] >= 10
        assert per_family["attack6_sql_payloads"] >= 10
