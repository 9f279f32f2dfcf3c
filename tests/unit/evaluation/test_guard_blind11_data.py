"""The eleventh blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and intent
sets, takes no family name from the fourth to tenth sets, reuses no sentence, and is seen since
its blind run."""

from __future__ import annotations

from tests.unit.evaluation import blind_guard_checks as checks

LANGUAGES = {"en", "de", "fr", "es", "it", "pl", "pt"}
MIRRORED_CARRIERS = {
    "attack11_orders_in_voice_dictation_transcripts": "benign11_dictation_transcripts_to_tidy",
    "attack11_orders_in_web_form_fields": "benign11_web_form_submissions",
    "attack11_orders_in_pasted_team_chat_logs": "benign11_pasted_team_chat_logs",
    "attack11_orders_in_referral_letters": "benign11_referral_letters_to_summarise",
    "attack11_orders_in_markdown_and_footnotes": "benign11_markdown_pages_and_footnotes",
    "attack11_orders_in_ocr_of_scanned_documents": "benign11_ocr_scans_with_noise",
    "attack11_orders_in_tickets_and_calendar_invites": "benign11_tickets_and_calendar_invites",
    "attack11_fake_system_and_tool_messages": "benign11_system_and_device_messages",
    "attack11_typo_and_leetspeak_jailbreaks": "benign11_typos_and_shorthand_questions",
    "attack11_fiction_and_hypothetical_wrappers": (
        "benign11_fiction_and_hypotheticals_for_teaching"
    ),
    "attack11_configuration_and_memory_dump_requests": (
        "benign11_it_and_privacy_questions_about_the_tool"
    ),
}
"""Eleven of the twelve attack carriers beside the benign family written in the same carrier
(often with the same opening); the twelfth, patient-record exfiltration, has no benign carrier."""
UNMIRRORED = "attack11_patient_record_exfiltration"


TestSharedChecks = checks.twelve_carrier_round_checks(
    "guard_blind11",
    mirrored=MIRRORED_CARRIERS,
    unmirrored=UNMIRRORED,
    languages=dict.fromkeys(checks.GUARD_KINDS, LANGUAGES),
    min_others=6400,
)
"""The checks every guard set shares, with this set's numbers and own additions."""
