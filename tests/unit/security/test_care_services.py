"""A department or specialty span is kept only when nothing around it says person. Texts
written for this test."""

from __future__ import annotations

import pytest

from clinrag.security.care_services import keep_services, person_cue, service_phrase
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


@pytest.mark.parametrize(
    "value",
    ["Renal", "Obstetrics", "Haematology", "Renal Unit", "Haematology Day Unit", "A&E",
     "Intensive Care", "Stroke Ward"],
)  # fmt: skip
def test_a_specialty_and_its_service_nouns_make_a_service(value: str) -> None:
    assert service_phrase(value)


@pytest.mark.parametrize(
    "value",
    ["Burns",  # a unit and a frequent surname: stays redacted
     "Ward", "Unit",  # a service noun alone
     "Renal Smith", "Kingsmere", "renal", ""],
)  # fmt: skip
def test_a_name_or_a_lone_service_noun_is_no_service(value: str) -> None:
    assert not service_phrase(value)


@pytest.mark.parametrize(
    ("text", "word"),
    [("Seen by Dr Renal today", "Renal"), ("spoke to nurse Stroke", "Stroke"),
     ("J. Renal reviewed", "Renal"), ("Amelia Renal reviewed", "Renal"),
     ("Renal, MD", "Renal"), ("Renal Smith was seen", "Renal"), ("Renal et al. found", "Renal"),
     ("Renal's letter", "Renal")],
)  # fmt: skip
def test_a_person_cue_beside_the_words(text: str, word: str) -> None:
    start = text.index(word)
    assert person_cue(text, start, start + len(word))


@pytest.mark.parametrize(
    ("text", "word"),
    [("Renal", "Renal"), ("department: Renal", "Renal"), ("Seen by Renal today.", "Renal"),
     ("Renal Unit review", "Renal"), ("Obstetrics\nBooking bloods", "Obstetrics")],
)  # fmt: skip
def test_no_person_cue(text: str, word: str) -> None:
    start = text.index(word)
    assert not person_cue(text, start, start + len(word))


def _kept(text: str, value: str, kind: str = PhiType.PERSON) -> bool:
    start = text.index(value)
    span = Span(start, start + len(value), kind, 0.85, True)
    return keep_services(text, [span]) == [span]


def test_a_lone_department_is_no_longer_redacted() -> None:
    assert not _kept("Renal", "Renal")
    assert not _kept("Referred to Obstetrics for booking.", "Obstetrics", PhiType.LOCATION)


def test_fail_closed_where_a_person_cue_stands_at_any_mention() -> None:
    assert _kept("Dr Renal", "Renal")
    assert _kept("Renal clinic. Letter from Dr Renal.", "Renal")
    assert _kept("Sent to Kingsmere Stroke Unit", "Stroke Unit", PhiType.LOCATION)
    assert _kept("Burns", "Burns")


def test_other_types_are_not_touched() -> None:
    assert _kept("Renal", "Renal", PhiType.DATE)
