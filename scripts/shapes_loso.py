"""Leave-one-set-out figures for the value shapes of ``kept_shapes`` (dev tool, issue 13, phi14).

Each shape was written from the clinical values the redactor removed in the seen note sets
(``PROMPTED_BY``: the sets whose removed values showed it). A shape prompted by one set only is
switched off when that set is measured, as in ``kept_loso.py``; the all-seen column runs every
shape. Prints, per set, recall (PERSON recall) / precision / clinical values removed in both
columns; a set no shape was prompted by alone shows the same figure twice.

    PYTHONPATH=src:. python scripts/shapes_loso.py [--sets notes_blind10,notes_blind11]
"""

from __future__ import annotations

import argparse

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import NoteReport, evaluate_notes, load_notes
from clinrag.security import kept_shapes
from clinrag.settings import Settings
from clinrag.shipped_data import NOTE_BLIND_SETS

_B = "notes_blind"
PROMPTED_BY: dict[str, frozenset[str]] = {
    "score_value": frozenset({f"{_B}6", f"{_B}11"}),
    "serial_device": frozenset({f"{_B}{n}" for n in (4, 6, 7, 8, 9, 11)}),
    "bracketed_device": frozenset({f"{_B}5", f"{_B}8", f"{_B}11"}),
    "product_device": frozenset({f"{_B}4", f"{_B}6", f"{_B}7", f"{_B}11"}),
    "gauged_device": frozenset({f"{_B}11"}),
    "dosed_medicine": frozenset({f"{_B}6", f"{_B}7", f"{_B}10", f"{_B}11"}),
    "formed_medicine": frozenset({f"{_B}10"}),
    "study_word_trial": frozenset({f"{_B}6", f"{_B}11"}),
    "bracketed_trial": frozenset({f"{_B}11"}),
    "obstetric_formula": frozenset({f"{_B}11"}),
}
"""Shape -> the sets whose removed values prompted it (read: notes_blind4 to notes_blind11)."""


def _report(redactor: object, name: str) -> NoteReport:
    return evaluate_notes(redactor, load_notes(NOTE_BLIND_SETS[name]))  # type: ignore[arg-type]


def _held_out(redactor: object, name: str) -> NoteReport | None:
    """The set measured without the shapes only it prompted; None when none is switched off."""
    off = {shape for shape, sets in PROMPTED_BY.items() if sets == {name}}
    if not off:
        return None
    saved = dict(kept_shapes.SHAPES), dict(kept_shapes.FORMULAS)
    for table in (kept_shapes.SHAPES, kept_shapes.FORMULAS):
        for shape in off & table.keys():
            del table[shape]
    try:
        return _report(redactor, name)
    finally:
        for table, copy in zip((kept_shapes.SHAPES, kept_shapes.FORMULAS), saved, strict=True):
            table.clear()
            table.update(copy)


def _cell(report: NoteReport) -> str:
    person = report.per_type.get("PERSON")
    return (
        f"{report.overall.recall:.4f} ({person.recall if person else 0:.4f}) / "
        f"{report.overall.precision:.4f} / {report.clinical_values_removed}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(NOTE_BLIND_SETS))
    args = parser.parse_args()
    redactor = build_redactor(Settings().security)
    print(f"{'set':<14}{'held-out R (PERSON) / P / removed':>40}{'all-seen':>40}")
    for name in args.sets.split(","):
        seen = _report(redactor, name)
        held = _held_out(redactor, name) or seen
        print(f"{name:<14}{_cell(held):>40}{_cell(seen):>40}", flush=True)


if __name__ == "__main__":
    main()
