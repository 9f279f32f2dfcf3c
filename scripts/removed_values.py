"""Every clinical value the redactor removes from the studied note sets, with the step that
removed it (dev tool for precision work).

For each note set named (or every seen one), prints each kept value that a redacted
character of the output touches, the step whose spans first touched it
(``PresidioRedactor.trace``: a Presidio recognizer such as ``SpacyRecognizer`` for the NER
model, or a step such as ``note_pass`` for the safe-list pass) and its context; then a count
per set and step. A value a step touched and a later step gave back (``care_roles``) is not
counted. Only seen sets can be read: a blind set joins after its one run.

    PYTHONPATH=src python scripts/removed_values.py notes_blind3 notes_blind2
"""

from __future__ import annotations

import sys
from collections import Counter

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import load_notes
from clinrag.settings import Settings
from clinrag.shipped_data import NOTE_DATASET, NOTE_EXTRA, SEEN_NOTE_BLIND_SETS

SETS = {"notes": NOTE_DATASET, "notes_extra": NOTE_EXTRA, **SEEN_NOTE_BLIND_SETS}


def main() -> None:
    names = sys.argv[1:] or list(SETS)
    unknown = [n for n in names if n not in SETS]
    if unknown:
        raise SystemExit(f"unknown sets {unknown}; seen sets: {', '.join(SETS)}")
    redactor = build_redactor(Settings().security)
    table: Counter[tuple[str, str]] = Counter()
    totals: Counter[str] = Counter()
    for name in names:
        for note in load_notes(SETS[name]):
            stages = redactor.trace(note.text)
            final = redactor.find(note.text)
            for value in note.keep:
                totals[name] += 1
                if not any(s < value.end and value.start < e for s, e, _ in final):
                    continue  # touched by a step, then given back by a later one (care_roles)
                hit = next(
                    (
                        (stage, s)
                        for stage, spans in stages
                        for s in spans
                        if s.start < value.end and value.start < s.end
                    ),
                    None,
                )
                if hit is None:
                    continue
                cause, span = hit
                table[name, cause] += 1
                context = note.text[max(0, value.start - 30) : value.end + 20].replace("\n", " | ")
                print(
                    f"REMOVED {name} {note.family} {value.kind} by {cause} as "
                    f"{span.entity_type} {note.text[span.start : span.end]!r}: "
                    f"{note.text[value.start : value.end]!r} in {context!r}"
                )
    print()
    for name in names:
        removed = sum(n for (s, _), n in table.items() if s == name)
        print(f"{name}: {removed} of {totals[name]} clinical values removed")
        for (s, cause), n in table.most_common():
            if s == name:
                print(f"  {cause:<34}{n:>4}")


if __name__ == "__main__":
    main()
