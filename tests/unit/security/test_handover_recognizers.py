"""Handover and message identifiers (vehicles, mnemonic ages, closing initials, rooms after a
ward, a writer's first name) and list labels that are no initial and surname; each with a text
that must not be read as one."""

from __future__ import annotations

import pytest

from clinrag.security.handover_recognizers import build_handover_recognizers
from clinrag.security.known_names import list_label
from tests.unit.security.recognizer_hits import recognizer_table_tests


@pytest.fixture(scope="module")
def recognizers() -> dict[str, object]:
    return {r.name: r for r in build_handover_recognizers()}


test_an_identifier_is_found, test_clinical_text_is_not_an_identifier = recognizer_table_tests(
    [
        ("vehicle_in_notes", "VEHICLE_ID", "ATMIST handover - QG50 QHW - inc 8", "QG50 QHW"),
        ("vehicle_in_notes", "VEHICLE_ID", "Unit: Medic 19   Crew: O'Connor", "Medic 19"),
        ("vehicle_in_notes", "VEHICLE_ID", "Call sign: Rapid 4 on scene", "Rapid 4"),
        ("age_in_mnemonic", "AGE", "A - 97, lives alone", "97"),
        ("initials_before_badge", "PERSON", "pcr by kg #78488", "kg"),
        ("room_after_ward", "ID", "Loc=Heron Ward/522; Admit=2021-11-19", "522"),
        ("room_after_ward", "ID", "Loc=5 South/474;", "474"),
        ("writer_name", "PERSON", "hi dr etzold, its megan again. since", "megan"),
        ("writer_name", "PERSON", "this is denise from the clinic", "denise"),
    ],
    [
        ("vehicle_in_notes", "VEHICLE_ID", "CK20 NEG, CD20 POS"),
        ("age_in_mnemonic", "AGE", "A - 45, fit and well"),
        ("writer_name", "PERSON", "its worse again since monday"),
        ("writer_name", "PERSON", "it's grace again"),  # an English word first
    ],
)  # fmt: skip


@pytest.mark.parametrize(
    ("value", "label"),
    [
        ("A. Invasive", True),
        ("B. Sentinel", True),
        ("B, C. Ten", True),
        ("A. Prostatic", True),
        ("V. Guzman", False),
        ("J. Smith", False),
        ("K. Okafor", False),
    ],
)
def test_list_labels_are_not_initial_and_surname(value: str, label: bool) -> None:
    assert list_label(value) is label
