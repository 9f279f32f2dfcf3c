"""Recall, PERSON recall, precision and clinical values removed on every seen PHI set in one
process (dev tool, issue 13, branch phi13), with each text's spans written out for a diff.

``clinrag eval pii --notes --blind-set NAME`` loads spaCy once per set; this loads it once for
all of them, and ``--spans F`` keeps what the redactor found in each text, so two runs (main and
a branch) can be compared span by span (``--diff A B``). Only seen sets are read
(``shipped_data.SEEN_NOTE_BLIND_SETS`` and ``SEEN_LANGUAGE_BLIND_SETS``, the dev notes and the
second dev set; a blind set not yet run is left out).

    PYTHONPATH=src:. python scripts/pii_sets.py [--sets notes_blind9,pii_languages_blind10] \
        [--json F] [--spans F]
    python scripts/pii_sets.py --diff BEFORE.spans.json AFTER.spans.json
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from clinrag.security.redaction import PhiSpan

NOTE_SETS = ("notes", "notes_extra")


class _Recording:
    """A redactor that keeps what it found per text (``evaluate_*`` call ``find`` only)."""

    def __init__(self, redactor: Any) -> None:
        self._redactor = redactor
        self.found: dict[str, list[PhiSpan]] = {}

    def find(self, text: str) -> list[PhiSpan]:
        if text not in self.found:
            self.found[text] = self._redactor.find(text)
        return self.found[text]


def _note_row(name: str, recording: _Recording) -> dict[str, Any]:
    from clinrag.evaluation.note_eval import evaluate_notes, load_notes
    from clinrag.shipped_data import NOTE_DATASET, NOTE_EXTRA, SEEN_NOTE_BLIND_SETS

    paths = {"notes": NOTE_DATASET, "notes_extra": NOTE_EXTRA, **SEEN_NOTE_BLIND_SETS}
    report = evaluate_notes(recording, load_notes(paths[name]))  # type: ignore[arg-type]
    person = report.per_type.get("PERSON")
    return {
        "recall": report.overall.recall,
        "precision": report.overall.precision,
        "person": person.recall if person else None,
        "removed": report.clinical_values_removed,
        "values": report.clinical_values,
        "type_recall": {t: s.recall for t, s in report.per_type.items() if s.gold},
    }


def _language_row(name: str, recording: _Recording) -> dict[str, Any]:
    from clinrag.evaluation.language_pii import evaluate_languages, load_language_records
    from clinrag.shipped_data import SEEN_LANGUAGE_BLIND_SETS

    report = evaluate_languages(recording, load_language_records(SEEN_LANGUAGE_BLIND_SETS[name]))  # type: ignore[arg-type,index]
    english = report.halves["en"]
    return {
        half: {
            "recall": english[half].recall,
            "precision": english[half].precision,
            "false_redactions": english[half].false_redactions,
        }
        for half in english
    }


def _diff(before_path: Path, after_path: Path) -> None:
    before = json.loads(before_path.read_text(encoding="utf-8"))
    after = json.loads(after_path.read_text(encoding="utf-8"))
    for text, spans in after.items():
        old = {tuple(s) for s in before.get(text, [])}
        new = {tuple(s) for s in spans}
        for start, end, kind in sorted(old - new):
            print(f"GONE {kind}: {text[start:end]!r} in {text[max(0, start - 40) : end + 25]!r}")
        for start, end, kind in sorted(new - old):
            print(f"NEW  {kind}: {text[start:end]!r} in {text[max(0, start - 40) : end + 25]!r}")


def main() -> None:
    from clinrag.shipped_data import SEEN_LANGUAGE_BLIND_SETS, SEEN_NOTE_BLIND_SETS

    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--sets", default=",".join([*NOTE_SETS, *SEEN_NOTE_BLIND_SETS, *SEEN_LANGUAGE_BLIND_SETS])
    )
    parser.add_argument("--json", type=Path)
    parser.add_argument("--spans", type=Path)
    parser.add_argument("--diff", type=Path, nargs=2)
    args = parser.parse_args()
    if args.diff:
        _diff(*args.diff)
        return
    from clinrag.components import build_redactor
    from clinrag.settings import Settings

    recording = _Recording(build_redactor(Settings().security))
    rows: dict[str, Any] = {}
    for name in args.sets.split(","):
        if name in SEEN_LANGUAGE_BLIND_SETS:
            rows[name] = row = _language_row(name, recording)
            cells = [f"{h} {r['recall']:.4f} / {r['precision']:.4f}" for h, r in row.items()]
            print(f"{name:<22} English recall / precision: {'; '.join(cells)}", flush=True)
        else:
            rows[name] = row = _note_row(name, recording)
            print(
                f"{name:<22} R {row['recall']:.4f} PERSON {row['person'] or 0:.4f} "
                f"P {row['precision']:.4f} removed {row['removed']}/{row['values']}",
                flush=True,
            )
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, sort_keys=True), encoding="utf-8")
    if args.spans:
        args.spans.write_text(json.dumps(recording.found), encoding="utf-8")


if __name__ == "__main__":
    main()
