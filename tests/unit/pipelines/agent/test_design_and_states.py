"""What a question's design words, its patient's state and its word for a study say
(``vocabulary.py``, ``patient_states.py``, ``value_rules.names_bucket``). Wordings of our own."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.patient_states import without_patient_states
from clinrag.pipelines.agent.value_rules import names_bucket
from clinrag.pipelines.agent.vocabulary import IMPLIED, PARAPHRASES

_CONTROLLED = PARAPHRASES["randomized_controlled"]


@pytest.mark.parametrize(
    "question",
    [
        "the randomised study of ward rounds",
        "any randomized, double-blind trials of drug X?",
        "RCTs of drug X",
        "the parallel-group studies",
    ],
)
def test_a_randomised_study_is_the_controlled_design(question: str) -> None:
    assert _CONTROLLED.search(question)


@pytest.mark.parametrize(
    "question",
    [
        "the trial of drug X (412 randomised): what happened?",
        "how many adults were randomised in the trial of drug X?",
        "a trial where one of the randomised arms got drug X",
        "the placebo-controlled trial of drug X",
    ],
)
def test_a_count_an_arm_or_the_control_arm_is_no_design(question: str) -> None:
    assert not _CONTROLLED.search(question)


def test_a_placebo_control_implies_masking() -> None:
    assert IMPLIED["double_blind"].search("the placebo-controlled trial of drug X")


@pytest.mark.parametrize(
    ("question", "kept"),
    [
        ("How is drug X dosed in renal impairment?", "How is drug X dosed in"),
        ("Drug Y with a CrCl of 20: what dose?", "Drug Y with a"),
        ("Trials of drug X in chronic kidney disease", "Trials of drug X in chronic kidney"),
    ],
)
def test_a_patients_state_is_blanked_unless_trials_are_asked(question: str, kept: str) -> None:
    blanked = without_patient_states(question)
    assert len(blanked) == len(question)
    assert blanked.startswith(kept)
    assert ("trials" in question.lower()) == (blanked == question)


@pytest.mark.parametrize(
    "question", ["the study of drug X in elderly patients", "which drugs were trialled in asthma"]
)
def test_a_study_names_the_trials_bucket(question: str) -> None:
    assert names_bucket(question, "pubmed_trials")
    assert not names_bucket(question, "formulary")
