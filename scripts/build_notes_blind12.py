#!/usr/bin/env python3
"""Build the twelfth blind note set (src/clinrag/data/eval/notes_blind12/notes.jsonl).

Seven document families no earlier note set has, two templates each from fourteen regions no
earlier round wrote for, three notes per template: tissue-viability wound charts, home enteral
nutrition reviews, interventional radiology records, anticoagulation clinic records, home
ventilation reviews, kidney transplant follow-ups and haemophilia centre reviews. Templates are
in notes_blind12_templates.py, surrogate values in blind12_fill.py; the markup parser is the
tenth round's.

Run: python scripts/build_notes_blind12.py   (rebuilds the file byte for byte)
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import notes_blind12_templates as tpl
from blind12_fill import note_values
from build_notes_blind10 import unmark

OUT = Path(__file__).resolve().parents[1] / "src/clinrag/data/eval/notes_blind12/notes.jsonl"
SEED = 20261221

# (family, template text, region, age band or None): two templates per family
TEMPLATES = (
    ("tissue_viability_wound_chart", tpl.WOUND_ZA, "za", None),
    ("tissue_viability_wound_chart", tpl.WOUND_JM, "jm", (90, 97)),
    ("home_enteral_nutrition_review", tpl.DIET_SG, "sg", None),
    ("home_enteral_nutrition_review", tpl.DIET_EN, "en", (90, 95)),
    ("interventional_radiology_record", tpl.IR_HK, "hk", (91, 98)),
    ("interventional_radiology_record", tpl.IR_PH, "ph", None),
    ("anticoagulation_clinic_record", tpl.ANTICOAG_MY, "my", None),
    ("anticoagulation_clinic_record", tpl.ANTICOAG_NI, "ni", (90, 99)),
    ("home_ventilation_review", tpl.VENT_US, "us", None),
    ("home_ventilation_review", tpl.VENT_NS, "ns", None),
    ("kidney_transplant_followup", tpl.TX_NG, "ng", None),
    ("kidney_transplant_followup", tpl.TX_KE, "ke", None),
    ("haemophilia_centre_review", tpl.HAEMO_GH, "gh", (7, 15)),
    ("haemophilia_centre_review", tpl.HAEMO_PK, "pk", (16, 34)),
)


def marked_notes() -> list[tuple[str, str, str]]:
    """(family, template id, marked text) for every note, in file order."""
    out = []
    number = 0
    for index, (family, text, region, age) in enumerate(TEMPLATES):
        for _ in range(3):
            r = random.Random(SEED * 100 + number)  # noqa: S311 - seeded surrogates
            values = note_values(r, region, age, number)
            out.append((family, f"{family}/{index % 2 + 1}", text.format_map(values)))
            number += 1
    return out


def records() -> list[dict[str, object]]:
    """The notes as JSON records, ids blind12-NNNN."""
    out = []
    for number, (family, template, marked) in enumerate(marked_notes(), start=1):
        text, spans, keep = unmark(marked)
        out.append({"family": family, "id": f"blind12-{number:04d}", "template": template,
                    "text": text, "spans": spans, "keep": keep})  # fmt: skip
    return out


def build() -> str:
    """The file's content: one JSON record per line."""
    return "".join(json.dumps(rec, ensure_ascii=False) + "\n" for rec in records())


if __name__ == "__main__":
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(build(), encoding="utf-8")
    print(f"wrote {OUT}")
