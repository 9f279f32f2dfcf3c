"""Trial fields read at ingest: stated values only, the documented rules, and never a field the
document already carries."""

from __future__ import annotations

import pytest

from clinrag.domain import ParsedDocument, Section
from clinrag.ingest.trial_metadata import extract_trial_metadata, with_trial_metadata


def test_each_field_from_the_words_that_state_it() -> None:
    found = extract_trial_metadata(
        "Drug X in type 2 diabetes: a 24-week randomized trial.",
        "METHODS In this 24-week double-blind study, a total of 312 patients with type 2 "
        "diabetes were "
        "randomly assigned to drug X or placebo.",
    )

    assert found == {
        "design": "randomized_controlled",
        "blinding": "double_blind",
        "sample_size": 312,
        "duration_weeks": 24,
        "condition": "type 2 diabetes",
    }


def test_nothing_is_guessed_from_a_text_that_states_nothing() -> None:
    assert extract_trial_metadata("A note on ward rounds.", "We discuss ward rounds.") == {}


def test_crossover_words_arm_sums_and_months() -> None:
    found = extract_trial_metadata(
        "Latanoprost versus timolol in ocular hypertension.",
        "Patients were randomized to latanoprost (n = 40) or timolol (n = 38) and crossed to "
        "the other drug in a cross-over design; each period lasted for 3 months.",
    )

    assert found["design"] == "randomized_crossover"
    assert found["sample_size"] == 78
    assert found["duration_weeks"] == 13
    assert found["condition"] == "glaucoma"


def test_noncrossover_ages_and_people_screened_are_not_read_as_fields() -> None:
    found = extract_trial_metadata(
        "A trial in adults.",
        "This was a noncrossover randomized trial. Of 523 screened patients, 111 and 113 were "
        "randomized. Patients aged 65 years were included.",
    )

    assert found["design"] == "randomized_controlled"
    assert found["sample_size"] == 224
    assert "duration_weeks" not in found


def test_only_trial_reports_gain_fields_and_carried_ones_are_kept() -> None:
    text = "A double-blind randomized trial of 40 patients with asthma."
    trial = ParsedDocument(
        "t/1",
        "Asthma trial",
        (Section(text=text),),
        {"document_type": "clinical_trial_abstract", "blinding": "open_label"},
    )
    other = ParsedDocument("p/1", "Asthma protocol", (Section(text=text),), {})

    enriched, untouched = with_trial_metadata([trial, other])

    assert enriched.metadata["blinding"] == "open_label"
    assert enriched.metadata["condition"] == "asthma"
    assert enriched.metadata["design"] == "randomized_controlled"
    assert untouched is other


@pytest.mark.parametrize(
    ("text", "size"),
    [
        # A total after a comma ("In a ... study, N children ..."), not inside a list of numbers.
        (
            "In a 10-week double-blind study, 40 outpatient children with autism were randomized.",
            40,
        ),
        ("Between 2016 and 2018, 801 children aged 6-59 months were enrolled from 10 sites.", 801),
        ("A randomized trial was performed on 150 nulliparas at term.", 150),
        ("Outcomes were tabulated for all 486 randomized subjects.", 486),
        ("Doses of 2, 4 patients per arm were not given; 12 patients were randomized.", 12),
    ],
)
def test_the_total_is_read_after_a_comma_and_after_conducted_on(text: str, size: int) -> None:
    assert extract_trial_metadata("A trial", text)["sample_size"] == size
