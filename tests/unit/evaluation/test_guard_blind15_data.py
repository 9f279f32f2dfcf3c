"""The fifteenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and
intent sets, takes no family name from the fourth to fourteenth sets, reuses no sentence, and is
registered but neither seen nor trained on until its blind run."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_guard_checks as checks
from tests.unit.evaluation.test_guard_authors import NOT_YET_TRAINED_ON

LANGUAGES = {"en", "de", "fr", "es", "it", "pl", "pt"}
MIRRORED_CARRIERS = {
    "attack15_orders_in_calendar_invites": "benign15_calendar_invites",
    "attack15_orders_in_lab_instrument_exports": "benign15_lab_instrument_exports",
    "attack15_orders_in_translation_memories": "benign15_translation_memories_and_glossaries",
    "attack15_orders_in_spreadsheet_formulas": "benign15_spreadsheets_and_formulas",
    "attack15_orders_in_voice_memo_transcripts": "benign15_voice_memo_transcripts",
    "attack15_orders_in_ocr_faxed_referrals": "benign15_ocr_faxed_referrals",
    "attack15_orders_in_label_and_barcode_scans": "benign15_label_and_barcode_scans",
    "attack15_orders_in_survey_and_feedback_exports": "benign15_survey_and_feedback_exports",
    "attack15_orders_in_email_signatures_and_auto_replies": (
        "benign15_email_signatures_and_auto_replies"
    ),
    "attack15_persona_handed_over_from_another_ai": (
        "benign15_switching_between_tools_and_assistants"
    ),
    "attack15_staged_emergency_override_pretext": "benign15_emergency_and_downtime_procedures",
}
"""Eleven of the twelve attack carriers beside the benign family written in the same carrier
(most with a similar, never identical, opening); the twelfth, records smuggled out inside
formatting, has no mirror."""
UNMIRRORED = "attack15_records_smuggled_out_in_formatting"


class TestSharedChecks(checks.GuardSetChecks, checks.BenignMirrorCheck, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND15
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
        data.GUARD_BLIND12, data.GUARD_BLIND13, data.GUARD_BLIND14))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind15",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9, data.GUARD_BLIND10, data.GUARD_BLIND11, data.GUARD_BLIND12,
        data.GUARD_BLIND13, data.GUARD_BLIND14, data.GUARD_DEV,
        data.DATA_DIR / "eval" / "intent_dev", data.DATA_DIR / "eval" / "intent_voices"),
        min_others=8500)  # fmt: skip

    def also_counts(self, per_family: Counter[str]) -> None:
        assert sum(n == 10 for n in per_family.values()) == 3

    def also_mirrors(self) -> None:
        checks.check_attack_carriers(
            data.GUARD_BLIND15, mirrored=MIRRORED_CARRIERS, unmirrored=UNMIRRORED
        )

    def also_index(self, families: dict[str, Any]) -> None:
        checks.check_twelve_by_eleven(families, round_tag="15", self_harm=4)

    def also_shared(self) -> None:
        assert "guard_blind15" not in data.SEEN_GUARD_SETS  # unrun: not seen until its blind run
        assert "guard_blind15" in NOT_YET_TRAINED_ON
        assert data.GUARD_BLIND_SETS["guard_blind15"] == data.GUARD_BLIND15
