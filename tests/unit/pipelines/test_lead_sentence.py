"""The focus of a question: the words that tell its finding from the study's other findings."""

from __future__ import annotations

from clinrag.pipelines.lead_sentence import focus_weights
from clinrag.retrieval.analysis import analyze

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
