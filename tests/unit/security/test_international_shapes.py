"""Identifier shapes of other countries' records, and what each must leave alone. Texts written
for this test (surrogate values)."""

from __future__ import annotations

import pytest

from clinrag.security.bracketed_initials import initials_after_names
from clinrag.security.international_shapes import build_international_shape_recognizers
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span
from tests.unit.security.recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers() -> dict[str, object]:
    return {r.name: r for r in build_international_shape_recognizers()}


@pytest.mark.parametrize(
    ("name", "entity", "text", "value"),
    [
        ("national_digit_groups", "ID", "SIN (given by parent) 412 908 337 | next", "412 908 337"),
        ("national_digit_groups", "ID", "Aadhaar : 4410 2287 9016   ABHA", "4410 2287 9016"),
        ("national_digit_groups", "ID", "CRN 202 118 664K | eScript", "202 118 664K"),
        ("national_digit_groups", "ID", "PHN 9104 226 187, born", "9104 226 187"),
        ("plate_after_vehicle", "VEHICLE_ID", "taken home by car QXRT 482; sib", "QXRT 482"),
        ("plate_after_vehicle", "VEHICLE_ID", "Ambulance KA 03 MN 7712 | email", "KA 03 MN 7712"),
        ("plate_after_vehicle", "VEHICLE_ID", "(EMS ZP 208-114) | Dx", "ZP 208-114"),
        ("plate_after_vehicle", "VEHICLE_ID", "uncle drives taxi 5120 QT. Next", "5120 QT"),
        ("plate_after_vehicle", "VEHICLE_ID", "brother's bakkie CB 412-908; acct", "CB 412-908"),
        ("unicode_email", "EMAIL", "cc: seán.ó.briain@clinic.example.ie today",
         "seán.ó.briain@clinic.example.ie"),
        ("alias", "PERSON", 'Client Tom Reid aka "Lofty"   CHI', "Lofty"),
    ],
)  # fmt: skip
def test_the_shape_is_found(
    recognizers: dict[str, object], name: str, entity: str, text: str, value: str
) -> None:
    assert found(recognizers, name, entity, text) == [value]


@pytest.mark.parametrize(
    ("name", "entity", "text"),
    [
        ("national_digit_groups", "ID", "Platelets 150 200 250 over three days"),
        ("national_digit_groups", "ID", "HR 142 138 120 on the monitor"),
        ("national_digit_groups", "ID", "Doses 1000 1500 2000 mg tried"),
        ("plate_after_vehicle", "VEHICLE_ID", "Ambulance ETA 1015, CAT 2 call"),
        ("plate_after_vehicle", "VEHICLE_ID", "came by car at 10:15"),
        ("plate_after_vehicle", "VEHICLE_ID", "ambulance 1015 ETA, bike 120 KM a week"),
    ],
)  # fmt: skip
def test_clinical_numbers_are_left(
    recognizers: dict[str, object], name: str, entity: str, text: str
) -> None:
    assert found(recognizers, name, entity, text) == []


def _after(text: str, name: str) -> list[str]:
    start = text.index(name)
    spans = [Span(start, start + len(name), PhiType.PERSON, 0.85, True)]
    return [text[s.start : s.end] for s in initials_after_names(text, spans)]


def test_an_initial_or_nickname_in_brackets_after_a_name_is_the_persons() -> None:
    assert _after("given by Wanjiru (K) - outreach", "Wanjiru") == ["K"]
    assert _after("Sister Morag (T.) also present", "Morag") == ["T"]
    assert _after('Examinee: REID, Tom ("Lofty")   DOB', "REID, Tom") == ["Lofty"]


def test_other_brackets_after_a_name_are_left() -> None:
    assert _after("seen by Wanjiru (outreach)", "Wanjiru") == []
    assert _after("Wanjiru (s) noted", "Wanjiru") == []
    assert _after("Wanjiru (45) noted", "Wanjiru") == []


@pytest.mark.parametrize("text", ["NHS 599 048 5835 noted", "Mob 0491 570 133 today"])
def test_telephone_and_nhs_shapes_are_left_to_their_own_patterns(
    recognizers: dict[str, object], text: str
) -> None:
    assert found(recognizers, "national_digit_groups", "ID", text) == []
