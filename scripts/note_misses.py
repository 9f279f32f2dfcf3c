"""The misses, false spans and removed clinical values of studied note families (dev tool).

Prints, for each family asked for, every gold span the production redactor misses (type and
text), every span it finds that gold does not cover, and every clinical value it touches. Only
the studied families can be read: the dev notes, the second dev set and the blind sets already
run once (``shipped_data.SEEN_NOTE_BLIND_SETS``); a blind set joins that list only after its
one run.
A set's name reads all its families.

    PYTHONPATH=src python scripts/note_misses.py ambulance_handover pathology_report
    PYTHONPATH=src python scripts/note_misses.py notes_blind9
"""

from __future__ import annotations

import sys

from clinrag.components import build_redactor
from clinrag.evaluation.note_eval import load_notes
from clinrag.evaluation.pii_eval import PRECISION_COVERAGE, RECALL_COVERAGE, coverage
from clinrag.settings import Settings
from clinrag.shipped_data import NOTE_DATASET, NOTE_EXTRA, SEEN_NOTE_BLIND_SETS


def main() -> None:
    families = set(sys.argv[1:])
    if not families:
        raise SystemExit("name the families or seen sets to read")
    sets = {"dev": NOTE_DATASET, "dev_extra": NOTE_EXTRA, **SEEN_NOTE_BLIND_SETS}
    notes = [
        n
        for name, path in sets.items()
        for n in load_notes(path)
        if n.family in families or name in families
    ]
    redactor = build_redactor(Settings().security)
    for note in notes:
        found = redactor.find(note.text)
        ranges = [(s, e) for s, e, _ in found]
        gold = [(g.start, g.end) for g in note.spans]
        for g in note.spans:
            if coverage(note.text, g.start, g.end, ranges) < RECALL_COVERAGE:
                context = note.text[max(0, g.start - 40) : g.end + 25].replace("\n", " | ")
                print(
                    f"MISS {note.family} {g.entity_type}: "
                    f"{note.text[g.start : g.end]!r} in {context!r}"
                )
        for start, end, kind in found:
            if coverage(note.text, start, end, gold) < PRECISION_COVERAGE:
                context = note.text[max(0, start - 25) : end + 25].replace("\n", " | ")
                print(f"FALSE {note.family} {kind}: {note.text[start:end]!r} in {context!r}")
        for value in note.keep:
            if coverage(note.text, value.start, value.end, ranges) > 0:
                print(f"VALUE {note.family} {value.kind}: {note.text[value.start : value.end]!r}")


if __name__ == "__main__":
    main()
