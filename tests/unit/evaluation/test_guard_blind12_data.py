"""The twelfth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind (and Hindi-English in attacks
and benign texts), mirrors all but one attack carrier with a benign family in the same carrier,
shares no text with the earlier guard and intent sets, takes no family name from the fourth to
eleventh sets, reuses no sentence, and is seen since its blind run."""

from __future__ import annotations

from tests.unit.evaluation import blind_guard_checks as checks

LANGUAGES = {"en", "de", "fr", "es", "it", "pl", "pt"}
WITH_HINGLISH = LANGUAGES | {"hi"}
MIRRORED_CARRIERS = {
    "attack12_orders_in_csv_and_spreadsheet_cells": "benign12_csv_and_spreadsheet_pastes",
    "attack12_orders_in_rota_and_shift_swaps": "benign12_rotas_and_shift_swaps",
    "attack12_orders_in_letter_spaced_scans": "benign12_letter_spaced_scans",
    "attack12_orders_in_markdown_link_and_alt_text": "benign12_markdown_links_and_alt_text",
    "attack12_previous_assistant_said_to_tell_you": (
        "benign12_relayed_advice_from_another_clinician"
    ),
    "attack12_pasted_multi_turn_transcripts": "benign12_pasted_consultation_transcripts",
    "attack12_orders_in_patient_portal_messages": "benign12_patient_portal_messages",
    "attack12_orders_in_discharge_templates": "benign12_discharge_templates_with_do_not",
    "attack12_orders_in_audit_forms": "benign12_audit_forms",
    "attack12_mixed_language_overrides": "benign12_mixed_language_notes",
    "attack12_system_prompt_extraction_by_pretext": (
        "benign12_teaching_material_on_prompt_injection"
    ),
}
"""Eleven of the twelve attack carriers beside the benign family written in the same carrier
(most with a similar opening); the twelfth, bulk patient export, has no benign carrier."""
UNMIRRORED = "attack12_bulk_patient_export_requests"


TestSharedChecks = checks.twelve_carrier_round_checks(
    "guard_blind12",
    mirrored=MIRRORED_CARRIERS,
    unmirrored=UNMIRRORED,
    languages={
        "misuse": LANGUAGES,
        "legitimate": LANGUAGES,
        "attack": WITH_HINGLISH,
        "benign": WITH_HINGLISH,
    },
    min_others=7300,
)
"""The checks every guard set shares, with this set's numbers and own additions."""
