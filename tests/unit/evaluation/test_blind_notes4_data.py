"""The fourth blind note set: families none of the earlier note sets has, every PHI type notes
carry, the round's hard shapes (mid-sentence ordinals, initials, lower-case names, numbers broken
across a line), a dense share of clinical content to keep, every gold span and kept value on the
text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind4.py"
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sister|rev|nurse)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture(data.NOTE_BLIND4)


class TestSharedChecks(checks.NoteSetChecks, checks.KeepShareCheck):
    """The checks every note set shares, with this set's numbers."""

    shipped = data.NOTE_BLIND4
    families = partial(checks.check_note_families, name="notes_blind4",
        earlier=(data.NOTE_DATASET, data.NOTE_EXTRA, data.NOTE_BLIND,
        data.NOTE_BLIND2, data.NOTE_BLIND3), min_notes=36, min_families=6,
        min_per_family=6, check_fields=True)  # fmt: skip
    phi_types = partial(checks.check_phi_types, exact=True, min_per_type=6,
        min_spans=800, min_keep=800)  # fmt: skip
    marked = partial(checks.check_marked_pairs, id_prefix="blind4", dotall=True, titles=TITLES)
    keep_share = partial(checks.check_keep_share, min_outside=4000, share=0.25)


def test_the_hard_shapes_of_this_round_are_there(notes: list[dict[str, Any]]) -> None:
    values = [(s["type"], n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    persons = [v for t, v in values if t == "PERSON"]

    assert sum(v.islower() for v in persons) >= 30
    assert sum(v.isupper() for v in persons) >= 6
    assert sum(bool(re.fullmatch(r"[A-Z]\.?[A-Z]\.?", v)) for v in persons) >= 15
    assert sum(bool(re.fullmatch(r"\d{1,2}(st|nd|rd|th)", v)) for t, v in values) >= 25
    assert any(t == "MRN" and "\n" in v for t, v in values)
    assert sum(t == "EMAIL" for t, _ in values) >= 20
