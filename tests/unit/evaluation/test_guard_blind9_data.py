"""The ninth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), keeps every attack
carrier and its benign mirror, shares no text with the earlier guard and intent sets, takes no
family name from the fourth to eighth sets, and reuses no sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_guard_checks as checks

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


class TestSharedChecks(checks.GuardSetChecks, checks.BenignMirrorCheck, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND9
    counts = partial(checks.check_guard_counts, kinds={"misuse": 105,
        "legitimate": 109, "attack": 112, "benign": 100}, families=47, least=8,
        most=10)  # fmt: skip
    mirrors = partial(checks.check_benign_mirrors, mirrored=MIRRORED_CARRIERS)
    english = partial(checks.check_mostly_english, allowed={"misuse": SET_A_LANGUAGES,
        "legitimate": SET_A_LANGUAGES, "attack": ATTACK_LANGUAGES,
        "benign": ATTACK_LANGUAGES}, share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind9",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_DEV, data.DATA_DIR / "eval" / "intent_dev",
        data.DATA_DIR / "eval" / "intent_voices"), min_others=5000)  # fmt: skip

    def also_index(self, families: dict[str, Any]) -> None:
        assert all(name.split("_")[0].endswith("9") for name in families)
        assert Counter(meta["kind"] for meta in families.values()) == {
            "misuse": 12,
            "legitimate": 12,
            "attack": 12,
            "benign": 11,
        }

    def also_shared(self) -> None:
        assert data.SEEN_GUARD_SETS["guard_blind9"] == data.GUARD_BLIND9  # seen since its blind run
