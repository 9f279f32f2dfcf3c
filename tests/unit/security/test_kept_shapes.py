"""Clinical values known by their shape and context are kept; names, identifiers, dates and
places of the same shape are not. Texts written for this test (the name look-alikes are shaped
like those of the seen note sets: surnames in capitals, initials, labelled numbers)."""

from __future__ import annotations

import pytest

from clinrag.security.kept_groups import with_groups
from clinrag.security.kept_shapes import FORMULAS, SHAPES
from clinrag.security.kept_values import KeptValues, off_values
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def kept(text: str) -> list[str]:
    shapes = {**SHAPES, **FORMULAS}
    return [text[s:e] for shape in shapes.values() for s, e in shape(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Wrist pain. PRWE 62/100, QuickDASH 54.5. Splint.", "PRWE 62/100"),
        ("Wrist pain. PRWE 62/100, QuickDASH 54.5. Splint.", "QuickDASH 54.5"),
        ("Snores. STOP-BANG 6. Fasting from 22:00.", "STOP-BANG 6"),
        ("DLBCL IPI 3 - R-CHOP x6", "IPI 3"),
        ("Ca cervix FIGO IIIB - chemoradiation", "FIGO IIIB"),
        ("On CPAP (Nexora AirFlo 10 s/n QKT-1234567).", "Nexora AirFlo 10"),
        ("Fluid warmer (Thermex Vortek s/n ABC-1234567) used.", "Thermex Vortek"),
        ("Port (VitaPort) inserted.", "VitaPort"),
        ("Exit site clean, CathSeal lock post.", "CathSeal"),
        ("Mattress (Cloudrest Zenith) asset XYZ-7654321", "Cloudrest Zenith"),
        ("Neutrafluor 5000 nocte, spit don't rinse.", "Neutrafluor"),
        ("Resonium A 15 g given.", "Resonium A"),
        ("Discharge: Tab. Azee 500 mg OD x 3 days.", "Tab. Azee"),
        ("Carboplatin + Atezolizumab (IMpower133)", "IMpower133"),
        ("On Forxiga (DAPA-CKD).", "DAPA-CKD"),
        ("Nivolumab + Ipilimumab (CheckMate 743);", "CheckMate 743"),
        ("Consider the PANORAMIC trial.", "PANORAMIC"),
        ("Partner at bedside. G2 P1, 40+3 weeks.", "G2 P1"),
        ("EDD 15/05/2026   G3P1L1A1   Booked", "G3P1L1A1"),
    ],
)
def test_a_value_is_kept(text: str, value: str) -> None:
    assert value in kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "Signed OKONKWO-BELL / checked SALTER 12",  # surnames in capitals
        "Patient: OKAFOR III, aged 90",  # a surname and its suffix
        "Seen by JS 10 mins ago",  # initials after a signing phrase
        "Bed: BED 12, AGE 92, DOB MAR 3",  # place, age and date labels
        "LMP 8/22, COMPARISON: 3/13",  # dates after a date label or a heading
        "Vehicle reg HJA 33 parked",  # a plate after a vehicle word
        "NHS 123 456 7890, GMC 6948910",  # identifiers
        "JPA: 48 Queen's Avenue",  # a house number after a label
        "MDT 07-MAR-2026",  # a date after a meeting label
        "Dr Jones 12 mg",  # a title before a dose
        "Mary 5 mg given",  # a first name before a dose
        "Flat 74g, Annette Pine",  # a flat number with a letter
        "Reviewed by John Smith s/n 1234567",  # a name before a serial label
        "Tadhg Ciaran  PPSN 1234567T",  # a name before an identifier label
        "pacemaker (SN EM9304468W)",  # a serial in brackets
        "Warfarin (PRYCE-JONES)",  # a double-barrelled surname in capitals
        "Osimertinib (OKAFOR)",  # a surname in capitals after a medicine
        "SMITH trial of void today",  # a procedure after a surname
        "KATHERINE study visit",  # a first name before a study word
        "G3P1L1",  # a Canadian postcode's shape
        "Seen with DeShawn McKenzie system review",  # names with an inner capital
        "Called LaToya pump check",  # a first name with an inner capital
    ],
)
def test_a_look_alike_is_not_kept(text: str) -> None:
    assert kept(text) == []


def test_a_shape_takes_back_a_name_hit_but_not_an_identifier_or_date() -> None:
    text = "Score PRWE 62/100 today"
    values = with_groups(text, KeptValues([], []))
    start = text.index("PRWE")
    name = Span(start, start + 4, PhiType.PERSON, 0.85, True)
    code = Span(start + 5, start + 11, PhiType.ID, 0.6, False)
    date = Span(start + 5, start + 11, PhiType.DATE, 0.6, False)
    assert off_values(text, [name, code, date], values) == [code, date]


def test_an_obstetric_formula_takes_back_an_identifier_hit() -> None:
    text = "EDD 15/05/2026   G3P1L1A1   Booked"
    values = with_groups(text, KeptValues([], []))
    start = text.index("G3P1")
    code = Span(start, start + 8, PhiType.ID, 0.6, False)
    assert off_values(text, [code], values) == []
