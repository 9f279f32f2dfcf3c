"""The thirteenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and
intent sets, takes no family name from the fourth to twelfth sets, reuses no sentence, and is
neither seen nor trained on."""

from __future__ import annotations

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


TestSharedChecks = checks.twelve_carrier_round_checks(
    "guard_blind13",
    mirrored=MIRRORED_CARRIERS,
    unmirrored=UNMIRRORED,
    languages=dict.fromkeys(checks.GUARD_KINDS, LANGUAGES),
    min_others=7700,
)
"""The checks every guard set shares, with this set's numbers and own additions."""
