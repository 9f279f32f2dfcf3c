#!/usr/bin/env python3
"""Build the eleventh blind note set (src/clinrag/data/eval/notes_blind11/notes.jsonl).

Seven document families no earlier note set has, two national templates each, three notes per
template: anaesthetic records, physiotherapy/OT notes, midwifery and neonatal records, renal
dialysis run sheets, dental charts, infection-control outbreak logs and cancer MDT lists.
Templates are in notes_blind11_templates.py, surrogate names and places in blind11_fill.py;
numbers come from seeded random numbers; markup, checks and writer are blind_notes_kit.py's.

Run: python scripts/build_notes_blind11.py   (rebuilds the file byte for byte)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import blind_notes_kit as kit
import notes_blind11_templates as tpl
from blind11_fill import note_values

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/eval/notes_blind11/notes.jsonl"
SEED = 20261211

# (family, template text, region, age band or None): two templates per family
TEMPLATES = (
    ("anaesthetic_record", tpl.ANAES_UK, "uk", (90, 98)),
    ("anaesthetic_record", tpl.ANAES_AU, "au", None),
    ("physiotherapy_ot_note", tpl.PHYSIO_NZ, "nz", None),
    ("physiotherapy_ot_note", tpl.PHYSIO_CA, "ca", None),
    ("midwifery_neonatal_record", tpl.MIDWIFE_IE, "ie", None),
    ("midwifery_neonatal_record", tpl.MIDWIFE_IN, "in", None),
    ("renal_dialysis_run_sheet", tpl.DIALYSIS_SC, "sc", None),
    ("renal_dialysis_run_sheet", tpl.DIALYSIS_AU, "au", None),
    ("dental_chart", tpl.DENTAL_AU, "au", None),
    ("dental_chart", tpl.DENTAL_IE, "ie", (90, 97)),
    ("infection_control_outbreak_log", tpl.OUTBREAK_CA, "ca", None),
    ("infection_control_outbreak_log", tpl.OUTBREAK_UK, "uk", (90, 99)),
    ("cancer_mdt_list", tpl.MDT_IN, "in", None),
    ("cancer_mdt_list", tpl.MDT_SC, "sc", (91, 96)),
)


def marked_notes() -> list[tuple[str, str, str]]:
    """(family, template id, marked text) for every note, in file order."""
    return kit.regional_notes(TEMPLATES, SEED, note_values)


NOTES = kit.NoteSet(OUT, "blind11", marked_notes, leftovers=kit.NO_MARKUP)
records, build = NOTES.records, NOTES.build

if __name__ == "__main__":
    NOTES.main()
