"""The ninth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names and national shapes, and a file that is
exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind9.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|dra|prof|sgt|cpl|lcpl|capt|maj|pte)\.? ")
EARLIER = (data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND, data.NOTE_BLIND2,
    data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5, data.NOTE_BLIND6,
    data.NOTE_BLIND7, data.NOTE_BLIND8)  # fmt: skip

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND9
    families = partial(checks.check_note_families, name="notes_blind9",
        earlier=EARLIER, min_notes=42, min_families=7, min_per_family=6,
        check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=6,
        min_spans=1100, min_keep=1000)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=True)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.33)


def test_the_round_9_names_and_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    pieces = [(n["text"], s, n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    by_type: dict[str, list[str]] = {}
    for _, span, value in pieces:
        by_type.setdefault(span["type"], []).append(value)
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
    for shape in (r"\d\d[A-Z]{3}\d\d", r"[A-Z][a-z]{2}\. \d{1,2}, \d{4}", r"\d{1,2}\.\d{1,2}\.\d\d",
                  r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+"):  # fmt: skip
        assert any(re.fullmatch(shape, d) for d in dates), shape
    # person numbers: NZ NHI, Singapore NRIC, Kenyan ID, Nigerian NIN, NHS, US SSN
    ssn = by_type["SSN"]
    for shape in (r"[A-Z]{3}\d\d[A-Z]{2}", r"[ST]\d{7}[A-Z]", r"\d{8}", r"\d{11}",
                  r"\d{3} \d{3} \d{4}", r"9\d\d-\d\d-\d{4}"):  # fmt: skip
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    # PhilHealth numbers, Kenyan phones with a trunk prefix, ages over 89 only
    assert any(re.fullmatch(r"\d\d-\d{9}-\d", v) for v in by_type["HEALTH_PLAN_ID"])
    assert any(p.startswith("+254 (0)") for p in by_type["PHONE"])
    assert all(int(a) > 89 for a in by_type["AGE"])
