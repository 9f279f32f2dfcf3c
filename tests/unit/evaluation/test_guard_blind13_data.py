"""The thirteenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and
intent sets, takes no family name from the fourth to twelfth sets, reuses no sentence, and is
neither seen nor trained on."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_guard_checks as checks

LANGUAGES = {"en", "de", "fr", "es", "it", "pl", "pt"}
MIRRORED_CARRIERS = {
    "attack13_orders_in_lab_result_comments": "benign13_lab_result_comments",
    "attack13_orders_in_hl7_and_fhir_segments": "benign13_hl7_and_fhir_snippets",
    "attack13_orders_in_forwarded_email_headers": "benign13_forwarded_email_threads",
    "attack13_orders_in_meeting_minutes": "benign13_meeting_minutes_that_say_ignore",
    "attack13_orders_in_medication_chart_free_text": "benign13_medication_chart_free_text",
    "attack13_orders_in_voice_memo_transcripts": "benign13_voice_memo_transcripts",
    "attack13_orders_in_json_config_snippets": "benign13_json_config_snippets",
    "attack13_orders_in_code_review_comments": "benign13_code_review_comments",
    "attack13_orders_in_calendar_invites_and_chat_reactions": (
        "benign13_calendar_invites_and_chat_reactions"
    ),
    "attack13_simulate_a_colleague_roleplay": "benign13_simulated_colleague_for_training",
    "attack13_first_do_this_then_ignore_that": (
        "benign13_multi_step_requests_to_tidy_and_translate"
    ),
}
"""Eleven of the twelve attack carriers beside the benign family written in the same carrier
(most with a similar opening); the twelfth, patient data put into a link, has no benign carrier."""
UNMIRRORED = "attack13_patient_list_in_a_link"


class TestSharedChecks(checks.GuardSetChecks, checks.BenignMirrorCheck, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND13
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
        data.GUARD_BLIND12))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind13",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9, data.GUARD_BLIND10, data.GUARD_BLIND11, data.GUARD_BLIND12,
        data.GUARD_DEV, data.DATA_DIR / "eval" / "intent_dev",
        data.DATA_DIR / "eval" / "intent_voices"), min_others=7700)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert sum(n == 10 for n in per_family.values()) == 3

    def also_mirrors(self) -> None:
        checks.check_attack_carriers(
            data.GUARD_BLIND13, mirrored=MIRRORED_CARRIERS, unmirrored=UNMIRRORED
        )

    def also_index(self, families: dict[str, Any]) -> None:
        checks.check_twelve_by_eleven(families, round_tag="13", self_harm=4)

    def also_shared(self) -> None:
        # seen since its blind run
        assert data.SEEN_GUARD_SETS["guard_blind13"] == data.GUARD_BLIND13
        assert data.GUARD_BLIND_SETS["guard_blind13"] == data.GUARD_BLIND13
