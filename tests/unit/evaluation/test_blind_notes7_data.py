"""The seventh blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind7.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|nurse|rev)\.? ")
EARLIER = (data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND, data.NOTE_BLIND2,
    data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5, data.NOTE_BLIND6)  # fmt: skip

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND7
    families = partial(checks.check_note_families, name="notes_blind7",
        earlier=EARLIER, min_notes=40, min_families=7, min_per_family=6,
        check_fields=False)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=6,
        min_spans=900, min_keep=1000)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=False)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.25)


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
