"""The polarity features of the learned stance reader: each reads what decides which way a
text answers the question (the rules' reading, a question asked in the negative, the arm named
first, figures per arm, significance)."""

from __future__ import annotations

from clinrag.stance.reading_features import WIDTH, reading_row

ASKED = "Does metformin lower HbA1c compared with placebo?"


def _flags(question: str, text: str, context: str = "") -> dict[str, bool]:
    row = reading_row(question, text, context)
    names = [
        "yes",
        "no",
        "no_difference",
        "subject_first",
        "other_first",
        "other_benefit",
        "other_harm",
        "figures_agree",
        "figures_oppose",
        "significant",
        "not_significant",
        "trend",
        "hedge",
    ]
    assert len(row) == WIDTH == len(names)
    return {name: bool(value) for name, value in zip(names, row, strict=True)}


def test_the_rules_reading_is_a_feature() -> None:
    flags = _flags(ASKED, "HbA1c was significantly lower with metformin than with placebo.")
    assert flags["yes"]
    assert not flags["no"]
    assert flags["subject_first"]


def test_significance_as_reported() -> None:
    flags = _flags(ASKED, "HbA1c fell with metformin (p < 0.01); it may last.")
    assert flags["significant"]
    assert not flags["not_significant"]
    assert flags["hedge"]


def test_the_comparator_named_first_with_a_benefit_is_flagged() -> None:
    flags = _flags(ASKED, "Placebo was superior to metformin for HbA1c.")
    assert flags["other_first"]
    assert flags["other_benefit"]
    assert flags["no"]


def test_figures_per_arm_against_the_question_and_non_significance() -> None:
    text = "HbA1c rose in 30% with metformin and 20% with placebo (p = 0.40), a trend."
    flags = _flags(ASKED, text)
    assert flags["figures_oppose"]
    assert not flags["figures_agree"]
    assert flags["not_significant"]
    assert not flags["significant"]
    assert flags["trend"]


def test_a_short_form_the_context_defines_names_the_arm() -> None:
    context = "Patients took metformin extended release (MXR) or placebo."
    assert _flags(ASKED, "MXR lowered HbA1c.", context)["subject_first"]
    assert not _flags(ASKED, "MXR lowered HbA1c.")["subject_first"]
