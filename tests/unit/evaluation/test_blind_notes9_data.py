"""The ninth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names and national shapes, and a file that is
exactly what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind9.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|dra|prof|sgt|cpl|lcpl|capt|maj|pte)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind9",
    title_inside=TITLE_INSIDE,
    min_notes=42,
    min_families=7,
    check_fields=True,
    min_per_type=6,
    min_spans=1100,
    min_keep=1000,
    no_markup=True,
    share=0.33,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_9_names_and_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    pieces, by_type = checks.span_pieces(notes)
    persons = set(by_type["PERSON"])

    # names that are also words, lower-case names, initials in brackets, surname-first capitals
    for word in ("Hope", "Rose", "Bill", "May", "Drew", "Sterling"):
        assert any(word in p.split() for p in persons), word
    assert sum(p.islower() for p in persons) >= 20
    assert any(t[s["start"] - 1] == "(" and re.fullmatch(r"[A-Z]\.?", v)
               for t, s, v in pieces if s["type"] == "PERSON")  # fmt: skip
    assert any(re.fullmatch(r"[A-Z][A-Z' -]+, [A-Z][a-z].*", p) for p in persons)
    # names fused to dictation and typist codes
    assert any(t[s["end"] : s["end"] + 1] == "/" for t, s, _ in pieces if s["type"] == "PERSON")
    assert any(t[s["end"] : s["end"] + 1] == "-" for t, s, _ in pieces if s["type"] == "PERSON")
    # dates: military, Philippine, dotted two-digit year, ordinal without a year
    dates = by_type["DATE"]
    checks.assert_shapes(
        dates,
        (
            r"\d\d[A-Z]{3}\d\d",
            r"[A-Z][a-z]{2}\. \d{1,2}, \d{4}",
            r"\d{1,2}\.\d{1,2}\.\d\d",
            r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+",
        ),
    )
    # person numbers: NZ NHI, Singapore NRIC, Kenyan ID, Nigerian NIN, NHS, US SSN
    ssn = by_type["SSN"]
    checks.assert_shapes(
        ssn,
        (
            r"[A-Z]{3}\d\d[A-Z]{2}",
            r"[ST]\d{7}[A-Z]",
            r"\d{8}",
            r"\d{11}",
            r"\d{3} \d{3} \d{4}",
            r"9\d\d-\d\d-\d{4}",
        ),
    )
    # PhilHealth numbers, Kenyan phones with a trunk prefix, ages over 89 only
    assert any(re.fullmatch(r"\d\d-\d{9}-\d", v) for v in by_type["HEALTH_PLAN_ID"])
    assert any(p.startswith("+254 (0)") for p in by_type["PHONE"])
    assert all(int(a) > 89 for a in by_type["AGE"])
