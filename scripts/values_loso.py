"""Per-set recall, precision, per-type recall and clinical values removed, all-seen and
leave-one-set-out for the kept-value groups of issue 13 (dev tool, branch values13).

A group of ``kept_groups.GROUPS`` is built only when the removed values it answers recur in two
seen sets or more (``PROMPTED_BY``). The held-out column of a set runs without the groups that
the other sets alone do not prompt twice; the all-seen column runs every group. ``--json``
writes both columns per set, with recall per Safe Harbor type, for a before/after comparison.

    PYTHONPATH=src:. python scripts/values_loso.py [--sets notes_blind8,notes_blind9] [--json F]
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import NoteReport, evaluate_notes, load_notes
from clinrag.security import kept_groups
from clinrag.settings import Settings
from clinrag.shipped_data import NOTE_DATASET, NOTE_EXTRA, SEEN_NOTE_BLIND_SETS

SETS = {"notes": NOTE_DATASET, "notes_extra": NOTE_EXTRA, **SEEN_NOTE_BLIND_SETS}
_B = "notes_blind"
PROMPTED_BY: dict[str, frozenset[str]] = {
    "drug": frozenset({f"{_B}4", f"{_B}5", f"{_B}6", f"{_B}7", f"{_B}8"}),
    "dose_frequency": frozenset({f"{_B}8", f"{_B}9"}),
    "unit_value": frozenset({f"{_B}4", f"{_B}8", f"{_B}9"}),
    "named_scale": frozenset({f"{_B}6", f"{_B}8", f"{_B}9"}),
}
"""Group -> the seen sets whose removed values it answers."""


def held_out_groups(name: str) -> set[str]:
    """The groups that the sets other than ``name`` prompt fewer than twice."""
    return {g for g, sets in PROMPTED_BY.items() if len(sets - {name}) < 2}


def _figures(report: NoteReport) -> dict[str, Any]:
    return {
        "recall": report.overall.recall,
        "precision": report.overall.precision,
        "removed": report.clinical_values_removed,
        "values": report.clinical_values,
        "removed_share": report.clinical_removed_share,
        "removed_by_kind": report.removed_by_kind,
        "type_recall": {t: s.recall for t, s in report.per_type.items() if s.gold},
        "type_gold": {t: s.gold for t, s in report.per_type.items() if s.gold},
    }


def _cell(f: dict[str, Any]) -> str:
    return f"{f['recall']:.4f} / {f['precision']:.4f} / {100 * f['removed_share']:5.2f} %"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(SETS))
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    redactor = build_redactor(Settings().security)
    out: dict[str, dict[str, Any]] = {}
    print(f"{'set':<14}{'held-out R / P / removed':>30}{'all-seen R / P / removed':>30}")
    for name in args.sets.split(","):
        notes = load_notes(SETS[name])
        seen = _figures(evaluate_notes(redactor, notes))
        off = held_out_groups(name) & set(kept_groups.GROUPS)
        held = seen
        if off:
            groups = dict(kept_groups.GROUPS)
            for group in off:
                del kept_groups.GROUPS[group]
            try:
                held = _figures(evaluate_notes(redactor, notes))
            finally:
                kept_groups.GROUPS.update(groups)
        out[name] = {"all_seen": seen, "held_out": held, "off": sorted(off)}
        print(f"{name:<14}{_cell(held):>30}{_cell(seen):>30}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, indent=1, sort_keys=True), encoding="utf-8")


if __name__ == "__main__":
    main()
