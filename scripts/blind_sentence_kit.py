"""What every blind PHI sentence builder shares (pii_languages_blind2 on): the checked rows, the
file and its counts, on top of ``blind_notes_kit.py``'s markup parser and checks. A sentence
marks only PHI, ``[[TYPE:value]]``; its PHI-free look-alikes follow the PHI sentences.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from blind_notes_kit import PHI_TYPES, NoteValues, Record, check, jsonl, parse, write
from blind_notes_kit import ROOT as ROOT  # re-exported: the sentence builders write under it

SENTENCE_MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]", re.DOTALL)


def sentence_row(number: int, marked: str, phi_free: bool, prefix: str, lang: str = "en") -> Record:
    """One checked sentence row, id ``{lang}-{prefix}NNN``; a PHI sentence without a span, or a
    PHI-free one with one, is refused."""
    text, spans, _, values = parse(marked, SENTENCE_MARK)
    row = {
        "id": f"{lang}-{prefix}{number:03d}",
        "lang": lang,
        "source": "phi-free" if phi_free else "phi",
        "text": text,
        "spans": spans,
        "phi_free": phi_free,
    }
    check(row, values, PHI_TYPES, leftovers=("[[", "]]"))
    if phi_free == bool(spans):
        raise ValueError(f"{row['id']}: phi_free disagrees with its spans")
    return row


def sentence_rows(
    phi: Sequence[str], phi_free: Sequence[str], prefix: str, lang: str = "en"
) -> list[Record]:
    """PHI sentences then PHI-free look-alikes as checked rows, numbered from 1."""
    sentences = [*phi, *phi_free]
    return [
        sentence_row(number, marked, number > len(phi), prefix, lang)
        for number, marked in enumerate(sentences, start=1)
    ]


def sentences_jsonl(phi: Sequence[str], phi_free: Sequence[str], prefix: str) -> str:
    """An English sentence set's file: its checked rows, one JSON line each, keys sorted."""
    return jsonl(sentence_rows(phi, phi_free, prefix), sort_keys=True)


def fill_frames(
    frames: Sequence[tuple[str, tuple[int, int] | None, str]], seed: int, values: NoteValues
) -> list[str]:
    """Every (region, age band, frame) filled three times, each with its own seeded values."""
    out = []
    for index, (region, age, frame) in enumerate(frames):
        for fill in range(3):
            rng = random.Random(seed * 1000 + index * 3 + fill)  # noqa: S311 - seeded surrogates
            out.append(frame.format_map(values(rng, region, age, index * 3 + fill)))
    return out


def write_sentences(out: Path, content: str) -> None:
    """Writes a sentence set's file and prints its counts."""
    write(out, content)
    print_sentence_counts([json.loads(line) for line in content.splitlines()])


def print_sentence_counts(rows: list[Record]) -> None:
    """PHI sentences, spans, PHI-free look-alikes and PHI types, per language."""
    for lang in dict.fromkeys(r["lang"] for r in rows):
        phi = [r for r in rows if r["lang"] == lang and not r["phi_free"]]
        free = sum(1 for r in rows if r["lang"] == lang and r["phi_free"])
        types = Counter(s["type"] for r in phi for s in r["spans"])
        print(f"{lang}: with PHI {len(phi)}, spans {types.total()}, PHI-free {free}")
        print(f"{lang} types:", dict(types))
