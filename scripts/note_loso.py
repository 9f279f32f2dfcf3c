"""Leave-one-set-out PHI figures over the notes_blind sets (dev tool, issue 13).

A rule system has no training step, so "design on six sets, measure on the seventh" is a
property of how each rule was written. Every recognizer added for the notes_blind families is
listed in ``MOTIVATED_BY`` with the sets whose misses it was written from. The held-out column
of a set runs the redactor without the recognizers that only that set motivated (a rule seen
leaking in two sets would have been written from either); the all-seen column runs them all.
Prints, per set, recall (PERSON recall) / precision / clinical values removed in both
columns; ``--misses SET`` prints that set's missed gold spans and removed clinical values in
the held-out run.

    PYTHONPATH=src python scripts/note_loso.py [--sets notes_blind3,notes_blind7] [--misses SET]
"""

from __future__ import annotations

import argparse
from typing import Any

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import Note, evaluate_notes, load_notes
from clinrag.evaluation.pii_eval import RECALL_COVERAGE, coverage
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.settings import Settings
from clinrag.shipped_data import SEEN_NOTE_BLIND_SETS

SEEN = tuple(SEEN_NOTE_BLIND_SETS)
_B = "notes_blind"
MOTIVATED_BY: dict[str, frozenset[str]] = {
    "other_street_types": frozenset({_B, f"{_B}4", f"{_B}6", f"{_B}7"}),
    "named_house": frozenset({_B, f"{_B}3", f"{_B}5", f"{_B}6", f"{_B}7"}),
    "road_marker": frozenset({_B}),
    "dotted_id": frozenset({f"{_B}5", f"{_B}7"}),
    "record_digit_groups": frozenset({f"{_B}5", f"{_B}6"}),
    "acronym_number": frozenset({f"{_B}7"}),
    "plan_reference": frozenset({f"{_B}7"}),
    "wrapped_number": frozenset({f"{_B}4", f"{_B}5"}),
    "prison_cell": frozenset({f"{_B}4"}),
    "paged_number": frozenset({f"{_B}2"}),
    "year_first_date": frozenset({f"{_B}7"}),
    "day_month_cued": frozenset({f"{_B}5", f"{_B}6"}),
    "agent_initials": frozenset({_B, f"{_B}2", f"{_B}4", f"{_B}5", f"{_B}7"}),
    "reference_initials": frozenset({f"{_B}5", f"{_B}6", f"{_B}7"}),
    "ward_name": frozenset({f"{_B}2", f"{_B}3"}),
    "nickname": frozenset({f"{_B}3", f"{_B}4", f"{_B}5", f"{_B}6", f"{_B}7"}),
    "filed_surname": frozenset({_B, f"{_B}2", f"{_B}3", f"{_B}4", f"{_B}6"}),
    "dotted_initials": frozenset({f"{_B}2", f"{_B}3", f"{_B}7"}),
    "role_initials": frozenset({f"{_B}5", f"{_B}7"}),
    "standalone_dotted_initials": frozenset({f"{_B}8"}),
    "signed_dotted_initials": frozenset({f"{_B}8"}),
    "typist_initials": frozenset({f"{_B}8"}),
    "reference_lower_initials": frozenset({f"{_B}8"}),
    "particle_name": frozenset({f"{_B}8"}),
    "gaelic_name": frozenset({f"{_B}8"}),
    "initial_compound_name": frozenset({f"{_B}8"}),
    "cared_person_label": frozenset({f"{_B}8"}),
    "dated_closing_initials": frozenset({f"{_B}7", f"{_B}9"}),
    "written_reference": frozenset({f"{_B}7", f"{_B}9"}),
    "role_named_person": frozenset({f"{_B}4", f"{_B}6", f"{_B}9"}),
    "handed_to_person": frozenset({_B, f"{_B}2", f"{_B}6", f"{_B}9"}),
    "surname_first": frozenset({f"{_B}6", f"{_B}9"}),
    "national_digit_groups": frozenset({f"{_B}10"}),
    "plate_after_vehicle": frozenset({f"{_B}10"}),
    "unicode_email": frozenset({f"{_B}10"}),
    "alias": frozenset({f"{_B}10"}),
    "labelled_identifier": frozenset({f"{_B}12"}),
}
"""Recognizer name -> the notes_blind sets whose leaks it was written from."""


def _registry(redactor: PresidioRedactor) -> Any:
    return redactor._analyzer.registry


def _switched_off(redactor: PresidioRedactor, held_out: str) -> list[Any]:
    """Removes the recognizers only ``held_out`` motivated; returns them to put back."""
    registry = _registry(redactor)
    off = [
        r
        for r in registry.recognizers
        if MOTIVATED_BY.get(r.name) is not None and MOTIVATED_BY[r.name] <= {held_out}
    ]
    registry.recognizers = [r for r in registry.recognizers if r not in off]
    return off


def _misses(redactor: PresidioRedactor, notes: list[Note]) -> None:
    for note in notes:
        found = redactor.find(note.text)
        ranges = [(s, e) for s, e, _ in found]
        for g in note.spans:
            if coverage(note.text, g.start, g.end, ranges) < RECALL_COVERAGE:
                context = note.text[max(0, g.start - 40) : g.end + 25].replace("\n", " | ")
                print(f"MISS {note.family} {g.entity_type}: {note.text[g.start : g.end]!r} "
                      f"in {context!r}")  # fmt: skip
        for value in note.keep:
            if coverage(note.text, value.start, value.end, ranges) > 0:
                context = note.text[max(0, value.start - 30) : value.end + 20]
                print(f"VALUE {note.family} {value.kind}: "
                      f"{note.text[value.start : value.end]!r} in {context!r}")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sets", default=",".join(SEEN))
    parser.add_argument("--misses", default=None)
    args = parser.parse_args()
    redactor = build_redactor(Settings().security)
    if args.misses:
        off = _switched_off(redactor, args.misses)
        _misses(redactor, load_notes(SEEN_NOTE_BLIND_SETS[args.misses]))  # type: ignore[index]
        _registry(redactor).recognizers += off
        return
    print(f"{'set':<14}{'held-out R (PERSON) / P / removed':>40}{'all-seen':>40}")
    for name in args.sets.split(","):
        notes = load_notes(SEEN_NOTE_BLIND_SETS[name])  # type: ignore[index]
        seen = evaluate_notes(redactor, notes)
        off = _switched_off(redactor, name)
        held = evaluate_notes(redactor, notes) if off else seen
        _registry(redactor).recognizers += off
        cells = [
            f"{r.overall.recall:.3f} ({r.per_type['PERSON'].recall:.3f}) / "
            f"{r.overall.precision:.3f} / {100 * r.clinical_removed_share:5.2f} %"
            for r in (held, seen)
        ]
        print(f"{name:<14}{cells[0]:>40}{cells[1]:>40}", flush=True)


if __name__ == "__main__":
    main()
