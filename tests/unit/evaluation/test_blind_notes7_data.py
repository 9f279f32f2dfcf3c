"""The seventh blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind7.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|nurse|rev)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind7",
    title_inside=TITLE_INSIDE,
    min_notes=40,
    min_families=7,
    check_fields=False,
    min_per_type=6,
    min_spans=900,
    min_keep=1000,
    no_markup=False,
    share=0.25,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_7_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    texts = [n["text"] for n in notes]
    pieces = [(n["text"][s["start"] : s["end"]], s["type"]) for n in notes for s in n["spans"]]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}
    persons = {p for p, kind in pieces if kind == "PERSON"}

    # names that are also eponyms the same set keeps
    assert {"Gardner grading", "Parkinson's disease"} <= kept
    assert any("gardner" in p.lower() for p in persons)
    assert any("parkinson" in p.lower() for p in persons)
    # dates written out in words and in month-first shapes
    assert any(re.fullmatch(r"\d+(st|nd|rd|th) of [A-Z][a-z]+ \d{4}", p) for p, _ in pieces)
    assert any(re.fullmatch(r"[A-Z][a-z]+ \d{1,2}, \d{4}", p) for p, k in pieces if k == "DATE")
    assert any(re.fullmatch(r"\d{2}[A-Z]{3}\d{2}", p) for p, k in pieces if k == "DATE")
    # surname-first with a middle initial, dotted initials and a reversed initial pair
    assert any(re.fullmatch(r"[^,]+, [^,]+ [A-Z]\.", p) for p in persons)
    assert any(re.fullmatch(r"[A-Z]\.[A-Z]\.", p) for p in persons)
    # a US record: its state abbreviation is not marked, its ZIP is
    assert any(re.fullmatch(r"\d{5}", p) for p, k in pieces if k == "ZIP")
    assert any(re.fullmatch(r"5\d\d-\d\d-\d{4}", p) for p, k in pieces if k == "SSN")
    # an international phone with a trunk prefix in brackets, a pager and an x-extension
    assert any(p.startswith("+44 (0)") for p, k in pieces if k == "PHONE")
    assert any(re.search(r" x\d{5}\b", t) for t in texts)
    # a name and a date inside an image file name
    assert any(re.search(r"_(lesion|foot)_[\d-]+\.(jpg|png)", t) for t in texts)
