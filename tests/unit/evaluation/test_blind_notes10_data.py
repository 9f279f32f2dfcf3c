"""The tenth blind note set: families none of the earlier note sets has, every PHI type notes
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

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind10.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|rn|np|doctor)\.? ")
EARLIER = (data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND, data.NOTE_BLIND2,
    data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5, data.NOTE_BLIND6,
    data.NOTE_BLIND7, data.NOTE_BLIND8, data.NOTE_BLIND9)  # fmt: skip

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND10
    families = partial(checks.check_note_families, name="notes_blind10",
        earlier=EARLIER, min_notes=42, min_families=7, min_per_family=6,
        check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=9,
        min_spans=1250, min_keep=1000)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=True)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.25)


def test_the_round_10_names_and_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    pieces = [(n["text"], s, n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    by_type: dict[str, list[str]] = {}
    for _, span, value in pieces:
        by_type.setdefault(span["type"], []).append(value)
    persons = set(by_type["PERSON"])
    texts = [n["text"] for n in notes]

    # names that are also words, lower-case names, initials in brackets, surname-first capitals
    for word in ("Hope", "Rose", "Bill", "May", "Drew", "Sterling"):
        assert word in persons, word
    assert sum(p.islower() for p in persons) >= 40
    assert any(t[s["start"] - 1] == "(" and re.fullmatch(r"[A-Z]", v)
               for t, s, v in pieces if s["type"] == "PERSON")  # fmt: skip
    assert any(re.fullmatch(r"[A-Z][A-Z' -]+, [A-Z][a-z].*", p) for p in persons)
    assert any("'" in p for p in persons)
    assert any("-" in p for p in persons)
    # names fused to typist codes, spoken punctuation, OCR'd labels, pipe and tab tables
    assert any(t[s["end"] : s["end"] + 1] == "/" for t, s, _ in pieces if s["type"] == "PERSON")
    assert any(t[s["end"] : s["end"] + 3] == "-np" for t, s, _ in pieces if s["type"] == "PERSON")
    assert any(" full stop new line" in t for t in texts)
    assert any(" period next paragraph" in t for t in texts)
    assert any("UHlD:" in t and "IP N0:" in t for t in texts)
    assert any("\t" in t for t in texts)
    assert any("| " in t for t in texts)
    # dates: ISO, dotted two-digit year, ordinal without a year, month-name US, military
    dates = by_type["DATE"]
    for shape in (r"\d{4}-\d\d-\d\d", r"\d{1,2}\.\d{1,2}\.\d\d", r"[A-Z][a-z]+ \d{1,2}, \d{4}",
                  r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+", r"\d\d[A-Z]{3}\d\d"):  # fmt: skip
        assert any(re.fullmatch(shape, d) for d in dates), shape
    # person numbers: Irish PPSN, Scottish CHI, Aadhaar, South African ID, Canadian SIN, NRIC
    ssn = by_type["SSN"]
    for shape in (r"\d{7}[A-Z]", r"\d{10}", r"\d{4} \d{4} \d{4}", r"\d{13}", r"\d{3} \d{3} \d{3}",
                  r"[ST]\d{7}[A-Z]"):  # fmt: skip
        assert any(re.fullmatch(shape, v) for v in ssn), shape
    # provincial health cards, ABHA numbers, Kenyan phones with a trunk prefix, ages over 89
    plans = by_type["HEALTH_PLAN_ID"]
    assert any(re.fullmatch(r"\d{4}-\d{3}-\d{3}-[A-Z]{2}", v) for v in plans)
    assert any(re.fullmatch(r"9\d{3} \d{3} \d{3}", v) for v in plans)
    assert any(re.fullmatch(r"\d\d-\d{4}-\d{4}-\d{4}", v) for v in plans)
    assert any(p.startswith("+254 (0)") for p in by_type["PHONE"])
    assert all(int(a) > 89 for a in by_type["AGE"])
