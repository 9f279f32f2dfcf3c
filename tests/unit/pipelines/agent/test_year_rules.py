"""Calendar years a question states or implies, one parametrized case per wording family:
open ranges either way, two years as alternatives, years relative to the reference year, a
bound no stored year fails, and an age that is no year. Wordings of their own, not copies of
evaluation questions (``tests/unit/pipelines/agent/test_rules.py`` has the plainer ones)."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from tests.unit.pipelines.agent.schema import RULE_FIELDS

REFERENCE = 2026


def _filters(question: str, reference_year: int | None = REFERENCE) -> set[str]:
    decomposition = decompose(question, None, RULE_FIELDS, reference_year=reference_year)
    return {f.describe() for f in decomposition.filters}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which guidelines fall due for review in 2025 or earlier?", "review_due_year <= 2025"),
        ("policies due for review in 2026 or before", "review_due_year <= 2026"),
        ("protocols that took effect in 2022 and earlier", "year <= 2022"),
        ("monographs reviewed in 2021 or after", "year_reviewed >= 2021"),
        ("guidance issued since the beginning of 2019", "year >= 2019"),
        ("policies due for review next year or any later year", "review_due_year >= 2027"),
        ("protocols due for review this year or earlier", "review_due_year <= 2026"),
    ],
)
def test_an_open_range_either_way(question: str, expected: str) -> None:
    assert expected in _filters(question)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # Years that follow each other are a range; the fixture holds 2021 and 2023, so
        # ">= 2021" narrows nothing and is left out.
        ("protocols that took effect in 2021 or 2022", {"year <= 2022"}),
        ("policies written in 2021 and 2023", {"year in 2021, 2023"}),
    ],
)
def test_two_years_as_alternatives(question: str, expected: set[str]) -> None:
    assert _filters(question) & {f for f in _filters(question) if f.startswith("year ")} == expected


def test_a_bound_every_stored_year_meets_narrows_nothing() -> None:
    # year_reviewed holds 2020 and 2024: "<= 2024" admits them all, ">= 2023" does not.
    assert _filters("drugs reviewed in 2023 or 2024") == {"year_reviewed >= 2023"}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Which monographs were reviewed this year?", "year_reviewed = 2026"),
        ("drugs reviewed last year", "year_reviewed = 2025"),
        ("protocols that took effect since last year", "year >= 2025"),
        ("monographs reviewed in the last two years", "year_reviewed >= 2025"),
        ("guidelines issued over the past 3 years", "year >= 2024"),
        ("policies written in the past year", "year >= 2025"),
        ("protocols issued within the last four years", "year >= 2023"),
        ("protocols issued within the last decade", "year >= 2016"),
        ("which protocols are due for review this year", "review_due_year = 2026"),
        ("guidelines that fall due for review next year", "review_due_year = 2027"),
        ("policies written since the beginning of last year", "year >= 2025"),
        ("protocols issued before the start of this year", "year < 2026"),
        ("guidelines that are past their review date", "review_due_year < 2026"),
        ("Which policies are overdue for review?", "review_due_year < 2026"),
        ("guidelines due for review by the end of next year", "review_due_year <= 2027"),
        ("policies due for review by next year", "review_due_year <= 2027"),
        ("protocols due for review before the end of this year", "review_due_year <= 2026"),
        ("guidelines due for review this year or already overdue", "review_due_year <= 2026"),
    ],
)
def test_a_year_relative_to_the_reference_year(question: str, expected: str) -> None:
    assert expected in _filters(question)


@pytest.mark.parametrize(
    "question",
    ["monographs reviewed in the last two years", "Which monographs were reviewed this year?"],
)
def test_without_a_reference_year_a_relative_year_is_reported(question: str) -> None:
    decomposition = decompose(question, None, RULE_FIELDS, reference_year=None)
    assert not decomposition.filters
    assert [u.reason for u in decomposition.unmapped] == ["no_field"]


def test_a_relative_year_with_no_year_field_is_reported() -> None:
    # The trials hold no year: the look back cannot be a filter there.
    decomposition = decompose("RCTs published in the last five years", None, RULE_FIELDS)
    assert not any("year" in f.condition.key for f in decomposition.filters)
    assert [u.text for u in decomposition.unmapped] == ["in the last five years"]


@pytest.mark.parametrize(
    "question",
    [
        "A 76-year-old on apixaban with a creatinine clearance of 40: what dose?",
        "dose of rivaroxaban for a 90 year old",
    ],
)
def test_an_age_is_no_calendar_year(question: str) -> None:
    assert not any("year" in f.split()[0] for f in _filters(question))


def test_a_date_gone_by_is_a_year_only_on_a_field_documents_fall_due_in() -> None:
    # The formulary's year field is ``year_reviewed``: nothing there falls due.
    assert not any("year" in f for f in _filters("Which monographs are past their expiry date?"))
    decomposition = decompose(
        "policies past their review date", None, RULE_FIELDS, reference_year=None
    )
    assert [u.text for u in decomposition.unmapped] == ["past their review date"]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("guidelines put out in the past 18 months", "year >= 2025"),
        ("policies from the last couple of years", "year >= 2025"),
        ("drugs reviewed in the past year", "year_reviewed >= 2025"),
    ],
)
def test_a_look_back_counts_calendar_years_this_one_among_them(
    question: str, expected: str
) -> None:
    assert expected in _filters(question)


def _readings(question: str) -> dict[str, str]:
    decomposition = decompose(question, None, RULE_FIELDS, reference_year=REFERENCE)
    return {f.describe(): f.reading for f in decomposition.filters}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # A verb that dates the document states the look back: nothing that recent is asked
        # back, never dropped unasked.
        ("Did the stroke team issue any guideline over the last four years?", "stated"),
        ("monographs revised within the past two years", "stated"),
        ("guidelines that came out in the last five years", "stated"),
        # No verb says what the year is: a recency the question implies.
        ("cardiology protocols in the last three years", "inferred"),
    ],
)
def test_a_look_back_is_read_as_its_verb_says(question: str, expected: str) -> None:
    (reading,) = [r for f, r in _readings(question).items() if "year" in f.split()[0]]
    assert reading == expected


def test_a_look_back_on_an_event_no_year_field_records_is_reported() -> None:
    decomposition = decompose(
        "Which guidelines were translated in the last two years?", None, RULE_FIELDS
    )
    assert not any("year" in f.condition.key for f in decomposition.filters)
    assert "in the last two years" in [u.text for u in decomposition.unmapped]
