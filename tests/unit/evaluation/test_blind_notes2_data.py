"""The second blind note set: six families none of the earlier note sets has, enough notes and
PHI of every type notes carry, every gold span and kept value on the text its script marked,
and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind2.py"

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture(data.NOTE_BLIND2)


class TestSharedChecks(checks.NoteSetChecks):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND2
    families = partial(checks.check_note_families, name="notes_blind2",
        earlier=(data.NOTE_DATASET, data.NOTE_BLIND, data.NOTE_EXTRA), min_notes=30,
        min_families=5, min_per_family=5, check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=False, min_per_type=None,
        min_spans=600, min_keep=300)  # fmt: skip
    marked = partial(checks.check_marked_pairs, id_prefix="blind2", dotall=False, titles=None)


def test_names_come_in_lower_case_and_as_initials_too(notes: list[dict[str, Any]]) -> None:
    persons = [
        n["text"][s["start"] : s["end"]] for n in notes for s in n["spans"] if s["type"] == "PERSON"
    ]

    assert sum(v.islower() for v in persons) >= 20
    assert sum(bool(re.fullmatch(r"[A-Z]\.[A-Z]\.|[A-Z]{2}", v)) for v in persons) >= 10
