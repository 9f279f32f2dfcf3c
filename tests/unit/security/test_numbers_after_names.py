"""A record number in brackets right after a name is the person's identifier."""

from __future__ import annotations

import pytest

from clinrag.security.name_spans import numbers_after_names
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def _after(text: str, name: str) -> list[str]:
    start = text.index(name)
    spans = [Span(start, start + len(name), PhiType.PERSON, 0.8, False)]
    return [text[s.start : s.end] for s in numbers_after_names(text, spans)]


@pytest.mark.parametrize(
    ("text", "name", "number"),
    [
        (
            "Results for Ian McAllister (60233918) show a ferritin of 12.",
            "Ian McAllister",
            "60233918",
        ),
        ("Seen: Ann Lee ( #4471902 ) in bay 3", "Ann Lee", "4471902"),
    ],
)
def test_a_bracketed_number_after_a_name_is_an_id(text: str, name: str, number: str) -> None:
    assert _after(text, name) == [number]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ann Lee (42) has asthma", "Ann Lee"),  # an age, not a record
        ("Ann Lee (2019) cohort", "Ann Lee"),  # a year
        ("Ann Lee, 60233918 cells", "Ann Lee"),  # no brackets
    ],
)
def test_other_numbers_after_a_name_are_left(text: str, name: str) -> None:
    assert _after(text, name) == []
