"""The labelled words the learned name pass is fitted on: every word of the seen PHI sets.

Each shipped set (the dev notes, the second dev set, the blind note sets after their single
run, the English sentences of the PHI sets and of the seen language blind sets) is one source,
so a figure can leave one out (``scripts/name_loso.py``). A word inside a gold PERSON span is
class 1, inside a LOCATION or ADDRESS span class 2, anywhere else class 0 (a clinical value to
keep, a heading, a common word); a word inside another kind of PHI (a month in a date, a
word of a URL) teaches nothing about names and is left out, and so is a word of the clinical
vocabulary or a kept clinical value, which the pass never reads at run time.
"""

from __future__ import annotations

import bisect
import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.kept_groups import with_groups
from clinrag.security.kept_values import kept_values
from clinrag.security.name_features import Token, WordLists, tokens, word_features
from clinrag.shipped_data import (
    NOTE_DATASET,
    NOTE_EXTRA,
    PII_DATASET,
    PII_LANGUAGES,
    SEEN_LANGUAGE_BLIND_SETS,
    SEEN_NOTE_BLIND_SETS,
)

PERSON_CLASS = 1
PLACE_CLASS = 2
_CLASSES = {"PERSON": PERSON_CLASS, "LOCATION": PLACE_CLASS, "ADDRESS": PLACE_CLASS}


def training_sources() -> dict[str, Path]:
    """Every seen set by name (the names ``eval pii`` and the dev tools use)."""
    sources: dict[str, Path] = {"notes": NOTE_DATASET, "notes_extra": NOTE_EXTRA}
    sources.update({str(k): v for k, v in SEEN_NOTE_BLIND_SETS.items()})
    sources.update({"pii": PII_DATASET, "pii_languages": PII_LANGUAGES})
    sources.update({str(k): v for k, v in SEEN_LANGUAGE_BLIND_SETS.items()})
    return sources


@dataclass(frozen=True)
class LabelledText:
    text: str
    spans: tuple[tuple[int, int, str], ...]


def labelled_texts(path: Path) -> Iterator[LabelledText]:
    """The English texts of one set with their gold spans."""
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        if row.get("lang", "en") != "en":
            continue
        spans = tuple((s["start"], s["end"], s["type"]) for s in row["spans"])
        yield LabelledText(row["text"], spans)


def candidate_indices(words: Sequence[Token], taken: Sequence[tuple[int, int]]) -> list[int]:
    """The words the pass reads: those outside every span ``taken`` (clinical terms, spans)."""
    merged: list[list[int]] = []
    for start, end in sorted(taken):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    starts = [start for start, _ in merged]
    found = []
    for i, w in enumerate(words):
        at = bisect.bisect_left(starts, w.end)
        if at == 0 or merged[at - 1][1] <= w.start:
            found.append(i)
    return found


def clinical_terms(text: str, vocabulary: ClinicalVocabulary) -> list[tuple[int, int]]:
    """What the redactor counts as clinical terms: the vocabulary and the kept values."""
    found = vocabulary.occurrences(text)
    return sorted(found + with_groups(text, kept_values(text, products=found)).spans)


def labelled_rows(
    sources: Sequence[Path], vocabulary: ClinicalVocabulary, lists: WordLists
) -> tuple[list[list[str]], list[int]]:
    """Feature rows and classes of every candidate word of ``sources``."""
    rows: list[list[str]] = []
    classes: list[int] = []
    for path in sources:
        for item in labelled_texts(path):
            words = tokens(item.text)
            terms = clinical_terms(item.text, vocabulary)
            for index in candidate_indices(words, terms):
                word = words[index]
                kinds = {k for s, e, k in item.spans if s < word.end and word.start < e}
                named = {_CLASSES[k] for k in kinds if k in _CLASSES}
                if kinds and not named:
                    continue
                rows.append(word_features(item.text, words, index, lists))
                classes.append(min(named) if named else 0)
    return rows, classes
