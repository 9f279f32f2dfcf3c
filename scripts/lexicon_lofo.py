"""Leave-one-family-out for the hand-written note words of the clinical lexicon (dev tool).

``note_words.txt`` was written while reading the false positives of the studied note families
(dev notes, the second dev set, blind-dev), so its figure on those families is in-sample. This
script runs the note pass alone (no spaCy) on every studied note three ways: with the lexicon
built without the hand-written words, with the full lexicon, and, per family F, with the full
lexicon minus the hand-written words that were a false positive in F and in no other family
(the list as it would have been written with F hidden). It prints, per family, the pass's false
positives and the clinical values it touches. The figures are the pass's alone; the other
recognizers run before it in the redactor.

    PYTHONPATH=src python scripts/lexicon_lofo.py --wheels /tmp/lexicon-wheels

(``--wheels``: the word-list wheels of ``lexicon_sources``; a hand-written word that another
source also holds stays in every column.)
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from build_clinical_lexicon import dictionary_words, prose_words, term_words

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word
from clinrag.security.clinical_values import measurements
from clinrag.security.lexicon import ClinicalLexicon
from clinrag.security.note_pass import NotePass, looks_like_note
from clinrag.shipped_data import (
    CLINICAL_LEXICON,
    NOTE_BLIND,
    NOTE_DATASET,
    NOTE_EXTRA,
    NOTE_WORDS,
)

BLIND_DEV = frozenset(
    {"operative_report", "emergency_note", "nursing_progress", "pathology_report"}
)
"""The blind families that may be studied; the blind-test families are never read here."""


def _studied_notes() -> list[dict[str, Any]]:
    notes = []
    for path in (NOTE_DATASET, NOTE_EXTRA, NOTE_BLIND):
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if path != NOTE_BLIND or record["family"] in BLIND_DEV:
                notes.append(record)
    return notes


def _run(
    vocabulary: ClinicalVocabulary, words: frozenset[str], notes: list[dict[str, Any]]
) -> tuple[Counter[str], dict[str, set[str]], Counter[str], Counter[str]]:
    note_pass = NotePass(vocabulary, lexicon=ClinicalLexicon(words))
    false, false_words = Counter[str](), defaultdict[str, set[str]](set)
    touched, values = Counter[str](), Counter[str]()
    for note in notes:
        text, family = note["text"], note["family"]
        terms = sorted(vocabulary.occurrences(text) + measurements(text))
        if not looks_like_note(text, terms):
            continue
        spans = note_pass.find(text, [], terms)
        for s in spans:
            if not any(g["start"] < s.end and s.start < g["end"] for g in note["spans"]):
                false[family] += 1
                false_words[family].add(fold_word(text[s.start : s.end]))
        for kept in note["keep"]:
            values[family] += 1
            touched[family] += any(s.start < kept["end"] and kept["start"] < s.end for s in spans)
    return false, false_words, touched, values


def main() -> None:
    vocabulary = ClinicalVocabulary.load()
    lines = CLINICAL_LEXICON.read_text(encoding="utf-8").splitlines()
    full = frozenset(w for w in lines if w and not w.startswith("#"))
    hand = {
        fold_word(word)
        for line in NOTE_WORDS.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#")
        for word in re.findall(r"[^\W\d_]+", line)
    }
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--wheels", type=Path, required=True)
    wheels = parser.parse_args().wheels
    prose = set(prose_words()) | term_words(note_words=False) | dictionary_words(wheels)
    without_hand = frozenset(w for w in full if w not in hand or w in prose)
    notes = _studied_notes()
    false0, words0, touched0, values = _run(vocabulary, without_hand, notes)
    false1, _, touched1, _ = _run(vocabulary, full, notes)
    print(f"{'family':<20}{'false positives: no hand / full / LOFO':>40}{'values touched':>28}")
    totals = Counter[str]()
    for family in dict.fromkeys(n["family"] for n in notes):
        only_here = {
            w
            for w in hand
            if w in words0[family] and not any(w in words0[g] for g in words0 if g != family)
        }
        mine = [n for n in notes if n["family"] == family]
        false_l, _, touched_l, _ = _run(vocabulary, full - only_here, mine)
        row = (false0[family], false1[family], false_l[family])
        kept = (touched0[family], touched1[family], touched_l[family])
        totals.update(dict(zip(("f0", "f1", "fl", "t0", "t1", "tl"), (*row, *kept), strict=True)))
        totals["values"] += values[family]
        shown = f"{' / '.join(map(str, kept))} of {values[family]}"
        print(f"{family:<20}{' / '.join(map(str, row)):>40}{shown:>28}")
    print(
        f"{'all':<20}{totals['f0']} / {totals['f1']} / {totals['fl']}  values touched "
        f"{totals['t0']} / {totals['t1']} / {totals['tl']} of {totals['values']}"
    )


if __name__ == "__main__":
    main()
