"""A month/day date after a word that dates a document or an event is a date in any text; a
fraction after a dose word is not."""

from __future__ import annotations

import pytest

from clinrag.security.recognizers import PhiType, build_recognizers


def dates(text: str) -> list[str]:
    (recognizer,) = [r for r in build_recognizers() if r.name == "date"]
    results = recognizer.analyze(text, [PhiType.DATE.value], None)
    return [text[r.start : r.end] for r in results if r.score >= 0.4]


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("Progress Note 11/5", "11/5"),
        ("f/u 3/14 in clinic", "3/14"),
        ("Echo: 2/9 EF 40%", "2/9"),
        ("HbA1c was 8.1 in 6/21.", "6/21"),  # month and two-digit year after "in"
    ],
)
def test_a_short_date_after_a_dating_word_goes(text: str, date: str) -> None:
    assert dates(text) == [date]


@pytest.mark.parametrize(
    "text", ["started 1/2 tab daily", "held 1/2 dose", "pain 7/10", "in 2/3 of cases"]
)
def test_fractions_and_scores_stay(text: str) -> None:
    assert dates(text) == []
