"""Checks every blind note set (notes_blind2 on) shares, written once so each set's test file
states only its own numbers, family names and shapes."""

from __future__ import annotations

import itertools
import json
import re
import runpy
from collections import Counter
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

import pytest

from clinrag.evaluation.note_eval import load_notes
from clinrag.shipped_data import NOTE_BLIND_SETS, NOTE_DATASET, NOTE_EXTRA

NOTE_FIELDS = frozenset({"family", "id", "template", "text", "spans", "keep"})
PHI_TYPES = frozenset({
    "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
    "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS", "VEHICLE_ID",
})  # fmt: skip
MARK_PATTERN = r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>"
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")

Note = dict[str, Any]


def read_jsonl(path: Path) -> list[Note]:
    """The records of a shipped JSONL file, one per line."""
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def check_note_families(
    notes: list[Note],
    *,
    name: str,
    earlier: Iterable[Path],
    min_notes: int,
    min_families: int,
    min_per_family: int,
    check_fields: bool,
) -> None:
    """Enough notes with unique ids, in families no earlier set has, registered under `name`."""
    families = Counter(n["family"] for n in notes)
    seen = {note.family for path in earlier for note in load_notes(path)}

    assert len(notes) >= min_notes
    assert len({n["id"] for n in notes}) == len(notes)
    assert len(families) >= min_families
    assert min(families.values()) >= min_per_family, families
    assert not seen & set(families)
    assert len(load_notes(NOTE_BLIND_SETS[name])) == len(notes)
    if check_fields:
        for note in notes:
            assert set(note) == NOTE_FIELDS
            assert note["template"].startswith(f"{note['family']}/")


def check_phi_types(
    notes: list[Note], *, exact: bool, min_per_type: int | None, min_spans: int, min_keep: int
) -> None:
    """Every PHI type notes carry is present (and, when `exact`, no other), with totals."""
    types = Counter(s["type"] for n in notes for s in n["spans"])

    if exact:
        assert set(types) == PHI_TYPES
    else:
        assert set(types) >= PHI_TYPES
    if min_per_type is not None:
        assert min(types.values()) >= min_per_type, types
    assert sum(types.values()) >= min_spans
    assert sum(len(n["keep"]) for n in notes) >= min_keep


def check_keep_share(
    notes: list[Note], script: dict[str, Any], *, min_outside: int, share: float
) -> None:
    """The script's own count of kept words outside PHI reaches `share` of a large enough total."""
    inside, outside = map(sum, zip(*(script["keep_share"](n) for n in notes), strict=True))

    assert outside > min_outside
    assert inside / outside >= share


def check_marked_pairs(
    notes: list[Note],
    script: dict[str, Any],
    *,
    id_prefix: str,
    dotall: bool,
    titles: re.Pattern[str] | None,
) -> None:
    """Each note's (type or kind, value) pairs are the ones marked in its template, read again
    from the markup so the script's offsets are checked without reusing its parser; no overlap."""
    mark = re.compile(MARK_PATTERN, re.DOTALL if dotall else 0)
    values: dict[str, list[tuple[str, str]]] = {}
    for number, (_, _, marked) in enumerate(script["marked_notes"](), start=1):
        pairs = [
            (m.group(1) or m.group(3), m.group(2) or m.group(4)) for m in mark.finditer(marked)
        ]
        values[f"{id_prefix}-{number:04d}"] = pairs
    for note in notes:
        text = note["text"]
        placed = sorted(note["spans"] + note["keep"], key=lambda s: (s["start"], s["end"]))
        found = [(s.get("type") or s["kind"], text[s["start"] : s["end"]]) for s in placed]
        assert found == values[note["id"]], note["id"]
        for left, right in itertools.pairwise(placed):
            assert left["end"] <= right["start"], (note["id"], left, right)
        for span in note["spans"]:
            value = text[span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            if span["type"] == "AGE":
                assert int(value) > 89
            if titles is not None and span["type"] == "PERSON":
                assert not titles.match(value), (note["id"], value)


def check_marked_text(
    notes: list[Note], script: dict[str, Any], *, title_inside: re.Pattern[str], no_markup: bool
) -> None:
    """Every span and kept value is the text the script marked, in order; PHI spans are trimmed,
    person names carry no title and ages are over 89; with `no_markup` no marker is left over."""
    mark = re.compile(MARK_PATTERN, re.DOTALL)
    for (_, _, marked), note in zip(script["marked_notes"](), notes, strict=True):
        expected = [m.group(2) or m.group(4) for m in mark.finditer(marked)]
        placed = sorted(note["spans"] + note["keep"], key=lambda s: s["start"])
        found = [note["text"][s["start"] : s["end"]] for s in placed]

        assert found == expected, note["id"]
        if no_markup:
            assert "[[" not in note["text"], note["id"]
            assert "<<" not in note["text"], note["id"]
        for span in note["spans"]:
            piece = note["text"][span["start"] : span["end"]]
            assert piece, note["id"]
            assert piece == piece.strip(), (note["id"], piece)
            if span["type"] == "PERSON":
                assert not title_inside.match(piece), (note["id"], piece)
            if span["type"] == "AGE":
                assert int(piece) > 89, (note["id"], piece)


def check_note_keeps(notes: list[Note], *, min_capitalised: int, share: float) -> None:
    """Each note keeps `min_capitalised` distinct capitalised values and `share` of its words
    outside PHI."""
    for note in notes:
        text = note["text"]
        capitalised = {
            text[k["start"] : k["end"]] for k in note["keep"] if text[k["start"]].isupper()
        }
        phi = [(s["start"], s["end"]) for s in note["spans"]]
        kept = [(k["start"], k["end"]) for k in note["keep"]]
        outside = [w for w in WORD.finditer(text) if not any(a <= w.start() < b for a, b in phi)]
        inside = [w for w in outside if any(a <= w.start() < b for a, b in kept)]

        assert len(capitalised) >= min_capitalised, note["id"]
        assert len(inside) >= share * len(outside), (note["id"], len(inside), len(outside))


def earlier_than(name: str) -> tuple[Path, ...]:
    """The written note sets and every blind note set registered before `name`."""
    names = list(NOTE_BLIND_SETS)
    return (NOTE_DATASET, NOTE_EXTRA, *(NOTE_BLIND_SETS[n] for n in names[: names.index(name)]))


SpanPiece = tuple[str, dict[str, Any], str]


def span_pieces(notes: list[Note]) -> tuple[list[SpanPiece], dict[str, list[str]]]:
    """Each PHI span as (its note's text, the span, its value), and the values by PHI type: what
    a round's own checks of names and shapes read."""
    pieces = [(n["text"], s, n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    by_type: dict[str, list[str]] = {}
    for _, span, value in pieces:
        by_type.setdefault(span["type"], []).append(value)
    return pieces, by_type


def assert_shapes(values: Iterable[str], shapes: Iterable[str]) -> None:
    """Each regular expression in `shapes` matches one of `values` whole."""
    values = list(values)
    for shape in shapes:
        assert any(re.fullmatch(shape, v) for v in values), shape


def script_fixture(path: Path) -> Any:
    """A module fixture `script`: the namespace of the set's build script, run once."""

    @pytest.fixture(scope="module", name="script")
    def _script() -> dict[str, Any]:
        return runpy.run_path(str(path))

    return _script


def notes_fixture(path: Path | None = None) -> Any:
    """A module fixture `notes`: the shipped JSONL at `path`, or else the script's own records."""

    @pytest.fixture(scope="module", name="notes")
    def _notes(script: dict[str, Any]) -> list[Note]:
        if path is not None:
            return read_jsonl(path)
        records: list[Note] = script["records"]()
        return records

    return _notes


class NoteSetChecks:
    """Mixed into each note set's test class, which binds the checks to its own numbers with
    functools.partial (a partial is not a method, so it is called without self)."""

    shipped: ClassVar[Path]
    families: ClassVar[Callable[[list[Note]], None]]
    phi_types: ClassVar[Callable[[list[Note]], None]]
    marked: ClassVar[Callable[[list[Note], dict[str, Any]], None]]

    def test_notes_come_in_families_no_earlier_set_has(self, notes: list[Note]) -> None:
        self.families(notes)

    def test_every_safe_harbor_type_notes_carry_is_present(self, notes: list[Note]) -> None:
        self.phi_types(notes)

    def test_every_span_and_kept_value_is_the_text_the_script_marked(
        self, notes: list[Note], script: dict[str, Any]
    ) -> None:
        self.marked(notes, script)

    def test_the_file_is_exactly_what_the_script_writes(self, script: dict[str, Any]) -> None:
        assert script["build"]() == self.shipped.read_text(encoding="utf-8")


class KeepShareCheck:
    """For the sets whose script counts kept words itself (notes_blind4 and 5)."""

    keep_share: ClassVar[Callable[[list[Note], dict[str, Any]], None]]

    def test_a_share_of_the_words_outside_phi_are_clinical_values_to_keep(
        self, notes: list[Note], script: dict[str, Any]
    ) -> None:
        self.keep_share(notes, script)


class NoteKeepsCheck:
    """For the sets that keep capitalised phrases and a share of words in every note (6 on)."""

    keeps: ClassVar[Callable[[list[Note]], None]]

    def test_each_note_keeps_capitalised_clinical_phrases_and_a_share_of_its_words(
        self, notes: list[Note]
    ) -> None:
        self.keeps(notes)


def marked_text_set_checks(
    name: str,
    *,
    title_inside: re.Pattern[str],
    min_notes: int,
    min_families: int,
    check_fields: bool,
    min_per_type: int,
    min_spans: int,
    min_keep: int,
    no_markup: bool,
    share: float,
) -> type:
    """The test class of a set marked in its text that keeps capitalised phrases (notes_blind6
    on), bound to the set's numbers: families of six or more notes none of the earlier sets has,
    exactly the PHI types notes carry, five capitalised kept values in every note."""

    class Checks(NoteSetChecks, NoteKeepsCheck):
        shipped = NOTE_BLIND_SETS[name]
        families = partial(check_note_families, name=name, earlier=earlier_than(name),
            min_notes=min_notes, min_families=min_families, min_per_family=6,
            check_fields=check_fields)  # fmt: skip
        phi_types = partial(check_phi_types, exact=True, min_per_type=min_per_type,
            min_spans=min_spans, min_keep=min_keep)  # fmt: skip
        marked = partial(check_marked_text, title_inside=title_inside, no_markup=no_markup)
        keeps = partial(check_note_keeps, min_capitalised=5, share=share)

    return Checks
