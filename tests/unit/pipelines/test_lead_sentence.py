"""The focus of a question: the words that tell its finding from the study's other findings."""

from __future__ import annotations

from clinrag.pipelines.lead_sentence import (
    Candidate,
    choose_asked,
    choose_lead,
    closing_roles,
    focus_weights,
    naming,
)
from clinrag.retrieval.analysis import analyze
from clinrag.stance.question import Question

SENTENCES = [
    frozenset(analyze(s))
    for s in (
        "Constipation was more frequent with drug X.",
        "Drug X lowered HbA1c in type 2 diabetes.",
        "Intraocular pressure fell with drug X in type 2 diabetes.",
        "Patients had type 2 diabetes for 5 years.",
    )
]


def test_the_population_a_question_closes_on_is_not_its_focus() -> None:
    weights = focus_weights(
        "Does drug X reduce constipation in type 2 diabetes?", "Drug X: a trial", SENTENCES
    )
    assert set(weights) == {"constip"}


def test_in_before_a_verb_names_the_outcome_not_a_population() -> None:
    weights = focus_weights(
        "Is drug X more effective than drug Y in reducing intraocular pressure?",
        "Drug X: a trial",
        SENTENCES,
    )
    assert {"intraocular", "pressur"} <= set(weights)


def test_naming_counts_the_outcome_and_each_arm_a_sentence_names() -> None:
    asked = Question.of("Does drug X lower blood pressure more than drug Y?")
    both = frozenset(analyze("Blood pressure fell more with drug X than with drug Y."))
    one = frozenset(analyze("Drug X was well tolerated."))
    assert naming(both, asked) == (1.0, 1.0)
    assert naming(one, asked)[0] == 0.0
    assert 0 < naming(one, asked)[1] < 1


def test_the_asked_finding_is_the_one_naming_the_outcome_not_the_closest() -> None:
    candidates = [
        Candidate("conclusion", 0.8, 0.0, outcome=0.0, arms=1.0),
        Candidate("result", 0.5, 0.0, outcome=1.0, arms=1.0),
        Candidate("aim", 0.9, 0.0, outcome=1.0, arms=1.0),
    ]
    assert choose_lead(candidates, floor=0.3) == 0
    assert choose_asked(candidates, floor=0.3) == 1  # never the restatement while a finding is


def test_only_a_closing_result_counts_as_the_conclusion() -> None:
    roles = closing_roles(["design", "result", "aim", "result", "other", "result"])
    assert roles[:3] == ["design", "result", "aim"]  # not among the last three, or no finding
    assert roles[3] == "conclusion"
    assert roles[4] == "other"  # "Implications are discussed." answers nothing
    assert roles[5] == "conclusion"
    assert closing_roles(["result"]) == ["conclusion"]
    assert closing_roles([]) == []
