"""The third blind note set: eight families none of the earlier note sets has, enough notes and
PHI of every type notes carry, every gold span and kept value on the text its script marked,
and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind3.py"
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sister|rev)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture(data.NOTE_BLIND3)


class TestSharedChecks(checks.NoteSetChecks):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND3
    families = partial(checks.check_note_families, name="notes_blind3",
        earlier=(data.NOTE_DATASET, data.NOTE_BLIND, data.NOTE_BLIND2,
        data.NOTE_EXTRA), min_notes=36, min_families=6, min_per_family=6,
        check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=False, min_per_type=6,
        min_spans=800, min_keep=400)  # fmt: skip
    marked = partial(checks.check_marked_pairs, id_prefix="blind3", dotall=False, titles=TITLES)


def test_names_come_in_lower_case_capitals_and_initials_too(notes: list[dict[str, Any]]) -> None:
    persons = [
        n["text"][s["start"] : s["end"]] for n in notes for s in n["spans"] if s["type"] == "PERSON"
    ]

    assert sum(v.islower() for v in persons) >= 20
    assert sum(v.isupper() for v in persons) >= 10
    assert sum(bool(re.fullmatch(r"[A-Z]\.[A-Z]\.|[A-Z]{2}", v)) for v in persons) >= 10
