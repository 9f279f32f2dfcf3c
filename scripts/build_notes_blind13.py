#!/usr/bin/env python3
"""Build the thirteenth blind note set (src/clinrag/data/eval/notes_blind13/notes.jsonl).

Seven document families no earlier note set has, two templates each from fourteen regions the
twelfth round did not write for, three notes a template: hyperbaric oxygen logs, cochlear implant
reviews, therapeutic apheresis sessions, intravitreal injection records, stoma care reviews,
occupational health assessments and prosthetic limb fitting records. Templates are in
notes_blind13_templates.py, surrogates in blind13_fill.py; parsing, checks and writing are the
shared kit's (blind_notes_kit.py).

Run: python scripts/build_notes_blind13.py   (rebuilds the file byte for byte)
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import notes_blind13_templates as tpl
from blind13_fill import note_values
from blind_notes_kit import ROOT, Marked, NoteSet, regional_notes

SEED = 20261313
# (family, template text, region, age band or None): two templates per family
TEMPLATES = (
    ("hyperbaric_oxygen_treatment_log", tpl.HBOT_NZ, "nz", None),
    ("hyperbaric_oxygen_treatment_log", tpl.HBOT_MT, "mt", (90, 96)),
    ("cochlear_implant_audiology_review", tpl.CI_SC, "sc", (90, 98)),
    ("cochlear_implant_audiology_review", tpl.CI_AE, "ae", (2, 5)),
    ("therapeutic_apheresis_session_record", tpl.APHERESIS_IE, "ie", (90, 101)),
    ("therapeutic_apheresis_session_record", tpl.APHERESIS_AU, "au", None),
    ("intravitreal_injection_record", tpl.IVI_LK, "lk", None),
    ("intravitreal_injection_record", tpl.IVI_TT, "tt", (90, 97)),
    ("stoma_care_review", tpl.STOMA_BD, "bd", None),
    ("stoma_care_review", tpl.STOMA_FJ, "fj", (90, 95)),
    ("occupational_health_fitness_assessment", tpl.OCC_BW, "bw", (24, 58)),
    ("occupational_health_fitness_assessment", tpl.OCC_NP, "np", (21, 40)),
    ("prosthetic_limb_fitting_record", tpl.LIMB_ZM, "zm", (34, 66)),
    ("prosthetic_limb_fitting_record", tpl.LIMB_UG, "ug", (19, 38)),
)


def marked_notes() -> list[Marked]:
    """(family, template id, marked text) for every note, in file order."""
    return regional_notes(TEMPLATES, SEED, note_values)


NOTES = NoteSet(ROOT / "src/clinrag/data/eval/notes_blind13/notes.jsonl", "blind13", marked_notes)
records = NOTES.records
build = NOTES.build

if __name__ == "__main__":
    NOTES.main()
