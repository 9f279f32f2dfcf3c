"""The sixth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind6.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|sister|nurse|rev)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


class TestSharedChecks(checks.NoteSetChecks, checks.NoteKeepsCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND6
    families = partial(checks.check_note_families, name="notes_blind6",
        earlier=(data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND,
        data.NOTE_BLIND2, data.NOTE_BLIND3, data.NOTE_BLIND4, data.NOTE_BLIND5),
        min_notes=36, min_families=6, min_per_family=6, check_fields=False)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=6,
        min_spans=800, min_keep=800)  # fmt: skip
    marked = partial(checks.check_marked_text, title_inside=TITLE_INSIDE, no_markup=False)
    keeps = partial(checks.check_note_keeps, min_capitalised=5, share=0.25)


def test_the_round_6_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    texts = [n["text"] for n in notes]
    pieces = [(n["text"][s["start"] : s["end"]], s["type"]) for n in notes for s in n["spans"]]

    assert any("\n" in piece for piece, kind in pieces if kind == "MRN")
    assert any(re.fullmatch(r"[A-Z][A-Z][a-z]+", p) for p, kind in pieces if kind == "PERSON")
    assert any(re.search(r"PSG_[A-Z-]+_[A-Z]_\d{6}\.edf", t) for t in texts)
    assert any(re.search(r"extension \d{4}", t) for t in texts)
    assert any("Pt's " in t for t in texts)
    assert any(re.search(r"\b(ST[3-6]|Band [5-7])\b", t) for t in texts)
