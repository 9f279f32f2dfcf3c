"""The sixth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind6.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|sister|nurse|rev)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind6",
    title_inside=TITLE_INSIDE,
    min_notes=36,
    min_families=6,
    check_fields=False,
    min_per_type=6,
    min_spans=800,
    min_keep=800,
    no_markup=False,
    share=0.25,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_6_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    texts = [n["text"] for n in notes]
    pieces = [(n["text"][s["start"] : s["end"]], s["type"]) for n in notes for s in n["spans"]]

    assert any("\n" in piece for piece, kind in pieces if kind == "MRN")
    assert any(re.fullmatch(r"[A-Z][A-Z][a-z]+", p) for p, kind in pieces if kind == "PERSON")
    assert any(re.search(r"PSG_[A-Z-]+_[A-Z]_\d{6}\.edf", t) for t in texts)
    assert any(re.search(r"extension \d{4}", t) for t in texts)
    assert any("Pt's " in t for t in texts)
    assert any(re.search(r"\b(ST[3-6]|Band [5-7])\b", t) for t in texts)
