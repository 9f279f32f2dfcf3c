"""Comparisons whose wording runs the other way from the question's (issue 14)."""

from __future__ import annotations

import pytest

from clinrag.stance.question import Question
from clinrag.stance.rules import read_stance


@pytest.mark.parametrize(
    ("question", "answer", "stance"),
    [
        (
            "Is aspirin inferior to clopidogrel at preventing stroke?",
            "Clopidogrel was superior to aspirin in preventing stroke.",
            "yes",
        ),
        ("Is aspirin inferior to clopidogrel?", "Aspirin was superior to clopidogrel.", "no"),
        (
            "Is aspirin worse than clopidogrel?",
            "Clopidogrel was less effective than aspirin.",
            "no",
        ),
        (
            "Is aspirin less effective than clopidogrel?",
            "Aspirin was inferior to clopidogrel.",
            "yes",
        ),
        (
            "Is aspirin less effective than clopidogrel?",
            "Clopidogrel was more effective than aspirin.",
            "yes",
        ),
        ("Is aspirin better than placebo?", "Placebo was inferior to aspirin.", "yes"),
    ],
)
def test_a_question_asking_whether_an_arm_is_the_worse_reads_a_comparison_its_way(
    question: str, answer: str, stance: str
) -> None:
    assert read_stance(answer, question) == stance


def test_asking_about_non_inferiority_is_not_asking_about_harm() -> None:
    assert Question.of("Is aspirin non-inferior to clopidogrel?").direction == "any"
    assert Question.of("Is aspirin inferior to clopidogrel?").direction == "harm"


@pytest.mark.parametrize(
    ("answer", "stance"),
    [
        ("Compared with clopidogrel, aspirin was less effective.", "no"),
        ("Compared with aspirin, clopidogrel was less effective.", "yes"),
        ("Compared with the intake of daily clopidogrel, aspirin was more effective.", "yes"),
        ("Compared with the intake of daily aspirin, clopidogrel was more effective.", "no"),
    ],
)
def test_a_clause_opening_with_its_comparison_names_its_agent_after_the_comma(
    answer: str, stance: str
) -> None:
    assert read_stance(answer, "Is aspirin better than clopidogrel?") == stance
