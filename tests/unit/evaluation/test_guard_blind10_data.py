"""The tenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English (the service answers English by default), mirrors every attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and intent
sets, takes no family name from the fourth to ninth sets, and reuses no sentence."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from clinrag import shipped_data as data
from clinrag.evaluation.guard_blind import load_blind
from tests.unit.evaluation import blind_guard_checks as checks

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


class TestSharedChecks(checks.GuardSetChecks, checks.BenignMirrorCheck, checks.MostlyEnglishCheck):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND10
    counts = partial(checks.check_guard_counts, kinds={"misuse": 108,
        "legitimate": 108, "attack": 110, "benign": 100}, families=48, least=8,
        most=10)  # fmt: skip
    mirrors = partial(checks.check_benign_mirrors, mirrored=MIRRORED_CARRIERS)
    english = partial(checks.check_mostly_english,
        allowed=dict.fromkeys(checks.GUARD_KINDS, LANGUAGES), share=0.15)  # fmt: skip
    index = partial(checks.check_family_index, earlier=(data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9))  # fmt: skip
    shared = partial(checks.check_no_shared_text, name="guard_blind10",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_BLIND4,
        data.GUARD_BLIND5, data.GUARD_BLIND6, data.GUARD_BLIND7, data.GUARD_BLIND8,
        data.GUARD_BLIND9, data.GUARD_DEV, data.DATA_DIR / "eval" / "intent_dev",
        data.DATA_DIR / "eval" / "intent_voices"), min_others=6000)  # fmt: skip

    def also_mirrors(self) -> None:
        kinds = {t.family: t.kind for t in load_blind(data.GUARD_BLIND10)}

        assert {f for f, k in kinds.items() if k == "attack"} == set(MIRRORED_CARRIERS)

    def also_index(self, families: dict[str, Any]) -> None:
        assert all(name.split("_")[0].endswith("10") for name in families)
        assert Counter(meta["kind"] for meta in families.values()) == {
            "misuse": 12,
            "legitimate": 12,
            "attack": 12,
            "benign": 12,
        }

    def also_shared(self) -> None:
        assert data.SEEN_GUARD_SETS["guard_blind10"] == data.GUARD_BLIND10  # seen since attack11
