"""Identifiers of any country after their label, and the clinical numbers that stay. Texts
written for this test (surrogate values; register names invented where marked)."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.labelled_identifiers import (
    build_labelled_identifier_recognizers,
    identifier_token,
)
from tests.unit.security.recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_labelled_identifier_recognizers(vocabulary)}


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Name: DOE Jan   ID no: 6101015009087   Folder", "6101015009087"),
        ("Pt: Ada Ng   NRIC T0123456J   MRN", "NRIC T0123456J"),
        ("Patient: LEE Kit   HKID K123456(7)   HN", "HKID K123456(7)"),
        ("Ms Cruz   PhilSys 1234-5678-9012-3456 | DOB", "PhilSys 1234-5678-9012-3456"),
        ("ward clerk   MyKad 900101-14-5567 on file", "MyKad 900101-14-5567"),
        ("Ghana Card (mother's) GHA-123456789-0   NHIS", "GHA-123456789-0"),
        ("referred   CNIC 42101-1234567-1 | Tel", "CNIC 42101-1234567-1"),
        ("taxpayer   TRN 123-456-789   DOB", "TRN 123-456-789"),
        ("SIN on file 123-456-789 | next", "123-456-789"),
        ("Sister (RN 45123), ward 4", "RN 45123"),
        ("seen by Dr Oma (ZMC 0812345) today", "ZMC 0812345"),  # an invented register
        ("results via lab request #512009; portal", "#512009"),
        ("loaned monitor s/n SN QRX55120 (model", "SN QRX55120"),
        ("Docket 11-96239/25 | Parish", "11-96239/25"),
        ("Insurer IP-QQ12345678; plan", "IP-QQ12345678"),
        ("Patient TEMPLE, Shona   CHI 2004804000", "2004804000"),
    ],
)  # fmt: skip
def test_an_identifier_after_its_label_is_found(
    recognizers: dict[str, object], text: str, value: str
) -> None:
    assert found(recognizers, "labelled_identifier", "ID", text) == [value]


@pytest.mark.parametrize(
    "text",
    [
        "BP 162/94 pre, 148/90 post",
        "target INR 2.5-3.5, CHA2DS2-VASc 3",
        "PLT 250000 on the last count",
        "WBC 12000 and rising",
        "SNOMED: T65200 (lung)",
        "STRIDE-HF (ISRCTN 40731269) visit 4",
        "Vent AC 450/16/PEEP 8",
        "Heparin infusion ID 25000 units in 50 ml",
        "Graves' disease (RAI 1990s)",
        "DOB 08/12/1934 (91 yrs)",
        "ASA 3, NYHA 2, GCS 15",
        "NOK Kelvin LAU 5555 1991 (son)",
        "cc Ashlyn LeBlanc 902-555-0184",
        "Lot number 2218840, expiry",
        "per IEC 60601-1-11 and NICE NG28 2022",
    ],
)
def test_clinical_numbers_are_left(recognizers: dict[str, object], text: str) -> None:
    assert found(recognizers, "labelled_identifier", "ID", text) == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("7803247722084", True),
        ("W773837(5)", True),
        ("176-916-545", True),
        ("1234", False),
        ("162/94", False),
        ("2.5-3.5", False),
        ("12/08/2026", False),
        ("450/16/PEEP", False),
    ],
)
def test_an_identifier_token_has_an_identifiers_digits(value: str, expected: bool) -> None:
    assert identifier_token(value) is expected
