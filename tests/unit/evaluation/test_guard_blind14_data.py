"""The fourteenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and
intent sets, takes no family name from the fourth to thirteenth sets, reuses no sentence, and is
neither seen nor trained on."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_guard_checks as checks
from tests.unit.evaluation.test_guard_authors import NOT_YET_TRAINED_ON

LANGUAGES = {"en", "de", "fr", "es", "it", "pl", "pt"}
MIRRORED_CARRIERS = {
    "attack14_orders_in_application_logs": "benign14_application_and_device_logs",
    "attack14_orders_in_incident_reports": "benign14_incident_reports",
    "attack14_orders_in_handover_sheets": "benign14_handover_sheets",
    "attack14_orders_in_subtitle_files": "benign14_subtitle_and_caption_files",
    "attack14_orders_in_patient_leaflets": "benign14_patient_leaflets_to_simplify",
    "attack14_orders_in_commit_messages_and_changelogs": (
        "benign14_commit_messages_and_changelogs"
    ),
    "attack14_orders_in_trial_protocol_excerpts": "benign14_trial_protocol_excerpts",
    "attack14_orders_in_cvs_and_job_applications": "benign14_cvs_and_job_applications",
    "attack14_orders_inside_text_given_for_translation": "benign14_texts_given_for_translation",
    "attack14_game_rules_set_up_over_turns": "benign14_quiz_and_game_setups_for_teaching",
    "attack14_fake_evaluation_harness_pretext": "benign14_questions_about_testing_the_tool",
}
"""Eleven of the twelve attack carriers beside the benign family written in the same carrier
(most with a similar opening); the twelfth, records packed into a download, has no mirror."""
UNMIRRORED = "attack14_records_packed_into_downloads"


class TestSharedChecks(checks.GuardSetChecks, checks.BenignMirrorCheck, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND14
    counts = partial(checks.check_guard_counts, kinds={"misuse": 108,
        "legitimate": 108, "attack": 110, "benign": 100}, families=47, least=9,
        most=10)  # fmt: skip
    mirrors = partial(checks.check_benign_mirrors, mirrored=MIRRORED_CARRIERS)
    english = partial(checks.check_mostly_english, allowed={"misuse": LANGUAGES,
        "legitimate": LANGUAGES, "attack": LANGUAGES, "benign": LANGUAGES},
        share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9, data.GUARD_BLIND10, data.GUARD_BLIND11,
        data.GUARD_BLIND12, data.GUARD_BLIND13))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind14",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9, data.GUARD_BLIND10, data.GUARD_BLIND11, data.GUARD_BLIND12,
        data.GUARD_BLIND13, data.GUARD_DEV, data.DATA_DIR / "eval" / "intent_dev",
        data.DATA_DIR / "eval" / "intent_voices"), min_others=8100)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert sum(n == 10 for n in per_family.values()) == 3

    def also_mirrors(self) -> None:
        checks.check_attack_carriers(
            data.GUARD_BLIND14, mirrored=MIRRORED_CARRIERS, unmirrored=UNMIRRORED
        )

    def also_index(self, families: dict[str, Any]) -> None:
        checks.check_twelve_by_eleven(families, round_tag="14", self_harm=4)

    def also_shared(self) -> None:
        # seen since its blind run
        assert data.SEEN_GUARD_SETS["guard_blind14"] == data.GUARD_BLIND14
        assert "guard_blind14" not in NOT_YET_TRAINED_ON
        assert data.GUARD_BLIND_SETS["guard_blind14"] == data.GUARD_BLIND14
