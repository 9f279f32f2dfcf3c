"""The bookkeeping every blind note builder shares (notes_blind2 on): markup parsing, the checks
run before anything is written, the JSONL writer and the counts printed after, and the small
surrogate helpers; the PHI sentence builders' part is ``blind_sentence_kit.py``. Each builder
keeps only its own templates and surrogates.

Markup: ``[[TYPE:value]]`` marks a gold PHI span, ``<<kind:value>>`` clinical content that must
survive de-identification. The markup is stripped and each value's offsets computed here, never
typed; a builder that is run again rewrites its file byte for byte.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>", re.DOTALL)
PHI_TYPES = frozenset(
    {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS",
        "VEHICLE_ID",
    }
)  # fmt: skip
KEEP_KINDS = frozenset(
    {
        "drug", "dose", "freq", "lab", "vital", "finding", "eponym", "score", "procedure",
        "device", "symptom", "condition",
    }
)  # fmt: skip
"""The clinical kinds the ``string.Template`` note sets keep from notes_blind2 on."""
KINDS_ADDED = {
    4: ("role", "unit", "guideline"),
    5: ("trial",),
    6: ("service", "test", "heading", "anatomy"),
}
"""The kinds each later round added."""
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")  # fmt: skip
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
NOTE_LEFTOVERS = ("[[", "]]", "<<", ">>", "$")
"""Markup (and, for the ``string.Template`` builders, a slot sign) no written text may keep."""
NO_MARKUP = ("[[", "]]", "<<", ">>")
CAPITALS = "ABCDEFGHJKLMNPRSTUVWXYZ"

Record = dict[str, Any]
Marked = tuple[str, str, str]
"""(family, template name, text with its markup and surrogates filled in)"""
NoteValues = Callable[[random.Random, str, "tuple[int, int] | None", int], dict[str, str]]
"""(seeded generator, region, age band or None, note number) -> a template's slot values"""


def parse(
    marked: str, mark: re.Pattern[str] = MARK
) -> tuple[str, list[Record], list[Record], list[tuple[str, str]]]:
    """The text without markup, its PHI spans, its kept values, and each marked (kind, value)."""
    pieces: list[str] = []
    spans: list[Record] = []
    keep: list[Record] = []
    values: list[tuple[str, str]] = []
    length = last = 0
    for match in mark.finditer(marked):
        before = marked[last : match.start()]
        pieces.append(before)
        length += len(before)
        phi_type, phi_value, kind, kept = (*match.groups(), None, None)[:4]
        value = phi_value if phi_type else kept
        entry = {"start": length, "end": length + len(value)}
        if phi_type:
            spans.append({**entry, "type": phi_type})
        else:
            keep.append({**entry, "kind": kind})
        values.append((phi_type or kind, value))
        pieces.append(value)
        length += len(value)
        last = match.end()
    pieces.append(marked[last:])
    return "".join(pieces), spans, keep, values


def unmark(marked: str) -> tuple[str, list[Record], list[Record]]:
    """The text without markup, its PHI spans and its kept values."""
    text, spans, keep, _ = parse(marked)
    return text, spans, keep


def check(
    record: Record,
    values: list[tuple[str, str]],
    kinds: frozenset[str] | None,
    leftovers: Sequence[str] = NOTE_LEFTOVERS,
) -> None:
    """Refuses leftover markup, a kind outside ``kinds`` (None: any keep kind), a span whose text
    is not its value, empty or untrimmed, and an age in figures of 89 or less (not PHI)."""
    text = record["text"]
    for token in leftovers:
        if token in text:
            raise ValueError(f"{record['id']}: {token!r} left in the text")
    marked = sorted(record["spans"] + record.get("keep", []), key=lambda s: s["start"])
    for span, (kind, value) in zip(marked, values, strict=True):
        if span.get("type", span.get("kind")) != kind:
            raise ValueError(f"{record['id']}: {span} is not {kind}")
        if ("type" in span and kind not in PHI_TYPES) or (kinds is not None and kind not in kinds):
            raise ValueError(f"{record['id']}: unknown kind {kind}")
        piece = text[span["start"] : span["end"]]
        if piece != value or not piece or piece.strip() != piece:
            raise ValueError(f"{record['id']}: {piece!r} is not {value!r}")
        if kind == "AGE" and piece.isdigit() and int(piece) <= 89:
            raise ValueError(f"{record['id']}: age {piece} is not PHI")


def note_records(
    notes: Iterable[Marked],
    prefix: str,
    keep_kinds: frozenset[str] | None,
    leftovers: Sequence[str] = NOTE_LEFTOVERS,
) -> list[Record]:
    """The notes as checked JSON records, ids ``{prefix}-NNNN`` in file order."""
    out: list[Record] = []
    for number, (family, template, marked) in enumerate(notes, start=1):
        text, spans, keep, values = parse(marked)
        record = {
            "family": family,
            "id": f"{prefix}-{number:04d}",
            "template": template,
            "text": text,
            "spans": spans,
            "keep": keep,
        }
        kinds = None if keep_kinds is None else PHI_TYPES | keep_kinds
        check(record, values, kinds, leftovers)
        out.append(record)
    return out


@dataclass(frozen=True)
class NoteSet:
    """One note set: its file, its id prefix, the builder's marked notes and the checks' terms.
    A builder binds ``records`` and ``build`` from it (the tests call both by name)."""

    out: Path
    prefix: str
    marked_notes: Callable[[], Iterable[Marked]]
    keep_kinds: frozenset[str] | None = None
    leftovers: Sequence[str] = NOTE_LEFTOVERS

    def records(self) -> list[Record]:
        return note_records(self.marked_notes(), self.prefix, self.keep_kinds, self.leftovers)

    def build(self) -> str:
        return jsonl(self.records())

    def main(self) -> None:
        write(self.out, self.build())
        print_note_counts(self.records())


def family_notes(
    templates: dict[str, list[str]], fill: Callable[[str, str, int], str], per_template: int = 3
) -> list[Marked]:
    """Each family's templates in order, each filled ``per_template`` times by
    ``fill(family, template, note number from 0)``, so surrogates are drawn in file order."""
    out: list[Marked] = []
    for family, texts in templates.items():
        for t_index, template in enumerate(texts, start=1):
            for _ in range(per_template):
                out.append((family, f"{family}/{t_index}", fill(family, template, len(out))))
    return out


def regional_notes(
    templates: Sequence[tuple[str, str, str, tuple[int, int] | None]],
    seed: int,
    values: NoteValues,
) -> list[Marked]:
    """Three notes a (family, template, region, age band) in turn, two templates a family, each
    note filled from its own seeded generator (the tenth round's scheme)."""
    out = []
    number = 0
    for index, (family, text, region, age) in enumerate(templates):
        for _ in range(3):
            rng = random.Random(seed * 100 + number)  # noqa: S311 - seeded surrogates
            filled = text.format_map(values(rng, region, age, number))
            out.append((family, f"{family}/{index % 2 + 1}", filled))
            number += 1
    return out


def jsonl(rows: Iterable[Record], *, sort_keys: bool = False) -> str:
    """One JSON line a row, non-ASCII kept as written."""
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=sort_keys) + "\n" for r in rows)


def write(out: Path, content: str) -> None:
    """Writes a builder's file and says where."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(content, encoding="utf-8")
    print(f"wrote {content.count(chr(10))} rows to {out.relative_to(ROOT)}")


def print_note_counts(notes: list[Record]) -> None:
    """Families, PHI types, spans per family, kept kinds and kept words of a note set."""
    print("families:", dict(Counter(n["family"] for n in notes)))
    print("PHI types:", dict(Counter(s["type"] for n in notes for s in n["spans"])))
    print("spans per family:", dict(Counter(n["family"] for n in notes for _ in n["spans"])))
    print("kept kinds:", dict(Counter(k["kind"] for n in notes for k in n["keep"])))
    inside, outside = map(sum, zip(*(keep_share(n) for n in notes), strict=True))
    print(f"kept words / span-free words: {inside}/{outside} = {inside / outside:.1%}")


def keep_share(record: Record, word: re.Pattern[str] = re.compile(r"\w+")) -> tuple[int, int]:
    """(words inside kept values, words outside every PHI span) of one note."""
    text = record["text"]
    phi = [(s["start"], s["end"]) for s in record["spans"]]
    kept = [(k["start"], k["end"]) for k in record["keep"]]
    outside = [w for w in word.finditer(text) if not any(a <= w.start() < b for a, b in phi)]
    inside = [w for w in outside if any(a <= w.start() < b for a, b in kept)]
    return len(inside), len(outside)


def keep_kinds(round_number: int) -> frozenset[str]:
    """The clinical kinds a ``string.Template`` note set of that round keeps."""
    added = (
        kind for number, kinds in KINDS_ADDED.items() if number <= round_number for kind in kinds
    )
    return KEEP_KINDS | frozenset(added)


def ascii_word(name: str) -> str:
    """A name as an e-mail local part writes it: lower case, accents and punctuation dropped."""
    folded = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return "".join(c for c in folded.lower() if c.isalnum())


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st."""
    suffix = "th" if 11 <= n % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def digits(rng: random.Random, n: int) -> str:
    """``n`` random digits (a leading 0 allowed)."""
    return "".join(rng.choice("0123456789") for _ in range(n))


def letters(rng: random.Random, n: int, alphabet: str = CAPITALS) -> str:
    """``n`` random capitals from ``alphabet`` (by default without I, O and Q)."""
    return "".join(rng.choice(alphabet) for _ in range(n))
