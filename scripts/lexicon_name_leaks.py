"""Names the clinical lexicon vouches for: the leaks a larger safe list can cause (dev tool).

A word of the lexicon is kept by the note pass, so a surname that is also a lexicon word leaks
unless another recognizer catches it. This script counts, in the gold spans of every studied
note family (dev notes, the second dev set, blind-dev; the blind-test families are never read)
and of the question set, the name tokens the lexicon alone would keep: a word of a PERSON span
that is rarer in English than the pass's common-word cut (common words are kept without the
lexicon) and that the lexicon holds, in any inflection. It also counts the words of the name
lists (census, Faker) the pass keeps (``NotePass.safe_word``: the lexicon in any inflection,
except that a rare name must be a lexicon word as itself). Give a second lexicon to compare.

    PYTHONPATH=src python scripts/lexicon_name_leaks.py [other_lexicon.txt]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

from wordfreq import zipf_frequency

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word
from clinrag.security.known_names import first_names, local_names, surnames
from clinrag.security.lexicon import ClinicalLexicon
from clinrag.security.note_pass import COMMON_ZIPF, NotePass
from clinrag.shipped_data import CLINICAL_LEXICON, NOTE_BLIND, NOTE_DATASET, NOTE_EXTRA, PII_DATASET

BLIND_DEV = frozenset(
    {"operative_report", "emergency_note", "nursing_progress", "pathology_report"}
)
_WORD = re.compile(r"[^\W\d_]+")


def _person_words() -> dict[str, Counter[str]]:
    """Folded words of gold PERSON spans per studied set, rarer than the common-word cut."""
    found: dict[str, Counter[str]] = {}
    for label, path in (
        ("dev notes", NOTE_DATASET),
        ("second dev set", NOTE_EXTRA),
        ("blind-dev", NOTE_BLIND),
        ("question set", PII_DATASET),
    ):
        counts: Counter[str] = Counter()
        for line in path.read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            if path == NOTE_BLIND and record["family"] not in BLIND_DEV:
                continue
            for span in record["spans"]:
                if span.get("entity_type", span.get("type")) != "PERSON":
                    continue
                for word in _WORD.findall(record["text"][span["start"] : span["end"]]):
                    folded = fold_word(word)
                    if len(folded) > 2 and zipf_frequency(folded, "en") < COMMON_ZIPF:
                        counts[word] += 1
        found[label] = counts
    return found


def main() -> None:
    paths = [CLINICAL_LEXICON, *(Path(p) for p in sys.argv[1:])]
    vocabulary = ClinicalVocabulary.load()
    names = first_names() | surnames() | local_names("first") | local_names("last")
    person = _person_words()
    for path in paths:
        lexicon = ClinicalLexicon.load(path)
        note_pass = NotePass(vocabulary, lexicon=lexicon)
        print(f"{path.name}: {len(lexicon)} words")
        listed = [
            n
            for n in names
            if zipf_frequency(n, "en") < COMMON_ZIPF and note_pass.safe_word(n.capitalize())
        ]
        print(f"  census/Faker names (Zipf < {COMMON_ZIPF}) the pass keeps: {len(listed)}")
        for label, counts in person.items():
            kept = {w: c for w, c in counts.items() if note_pass.safe_word(w)}
            print(
                f"  {label}: {sum(kept.values())} of {sum(counts.values())} rare name tokens "
                f"kept ({len(kept)} distinct): {', '.join(sorted(kept)[:25])}"
            )


if __name__ == "__main__":
    main()
