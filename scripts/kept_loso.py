"""Leave-one-set-out figures for the kept-value families (dev tool, issue 13, branch keep11).

``kept_values`` was written from the clinical values the redactor removed in the seen note
sets. A family or specialty word prompted by one set only is switched off when that set is
measured (``PROMPTED_BY``); the all-seen column runs everything. Prints, per set, recall /
precision / clinical values removed in both columns.

    PYTHONPATH=src python scripts/kept_loso.py [--sets notes_blind6,notes_blind8]
"""

from __future__ import annotations

import argparse

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import NoteReport, evaluate_notes, load_notes
from clinrag.security import kept_values
from clinrag.settings import Settings
from clinrag.shipped_data import NOTE_DATASET, NOTE_EXTRA, SEEN_NOTE_BLIND_SETS

SETS = {"notes": NOTE_DATASET, "notes_extra": NOTE_EXTRA, **SEEN_NOTE_BLIND_SETS}
_B = "notes_blind"
_WORDS = {
    f"{_B}6": "antimicrobial pharmacy bowel cancer screening surgery lower urinary tract symptoms "
    "stone",
    f"{_B}7": "acute oncology 24h advice anticoagulation chemotherapy multidisciplinary diabetic "
    "foot reproductive medicine returning traveller travel health",
    f"{_B}8": "epilepsy paediatric allergy",
}
PROMPTED_BY: dict[str, frozenset[str]] = {
    "family:rate": frozenset({f"{_B}8"}),
    **{f"word:{w}": frozenset({name}) for name, words in _WORDS.items() for w in words.split()},
}
"""Family or specialty word -> the only set whose removed values prompted it (families and
words prompted by two sets or more stay on: device models, guidelines, medical words)."""


def _report(redactor: object, name: str) -> NoteReport:
    return evaluate_notes(redactor, load_notes(SETS[name]))  # type: ignore[arg-type]


def _held_out(redactor: object, name: str) -> NoteReport | None:
    """The set measured without what only it prompted; None when nothing is switched off."""
    off = {key for key, sets in PROMPTED_BY.items() if sets == {name}}
    if not off:
        return None
    families = dict(kept_values.FAMILIES)
    words = [w for w in kept_values.SPECIALTIES if f"word:{w}" not in off]
    kept_values.FAMILIES["service"] = kept_values.service_pattern(words)
    for key in off:
        if key.startswith("family:"):
            del kept_values.FAMILIES[key.removeprefix("family:")]
    try:
        return _report(redactor, name)
    finally:
        kept_values.FAMILIES.clear()
        kept_values.FAMILIES.update(families)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(SETS))
    args = parser.parse_args()
    redactor = build_redactor(Settings().security)
    print(f"{'set':<14}{'held-out R / P / removed':>30}{'all-seen R / P / removed':>30}")
    for name in args.sets.split(","):
        seen = _report(redactor, name)
        held = _held_out(redactor, name) or seen
        cells = [
            f"{r.overall.recall:.4f} / {r.overall.precision:.4f} / "
            f"{100 * r.clinical_removed_share:5.2f} %"
            for r in (held, seen)
        ]
        print(f"{name:<14}{cells[0]:>30}{cells[1]:>30}", flush=True)


if __name__ == "__main__":
    main()
