"""The fourteenth blind guard set loads through the blind loader with the counts the data index
states, stays mostly English with de/es/fr/it/pl/pt in every kind, mirrors all but one attack
carrier with a benign family in the same carrier, shares no text with the earlier guard and
intent sets, takes no family name from the fourth to thirteenth sets, reuses no sentence, and is
neither seen nor trained on."""

from __future__ import annotations

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


TestSharedChecks = checks.twelve_carrier_round_checks(
    "guard_blind14",
    mirrored=MIRRORED_CARRIERS,
    unmirrored=UNMIRRORED,
    languages=dict.fromkeys(checks.GUARD_KINDS, LANGUAGES),
    min_others=8100,
)
"""The checks every guard set shares, with this set's numbers and own additions."""


def test_the_set_is_trained_on_since_its_blind_run() -> None:
    assert "guard_blind14" not in NOT_YET_TRAINED_ON
