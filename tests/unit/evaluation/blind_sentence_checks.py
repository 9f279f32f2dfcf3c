"""Checks every English blind PHI sentence set (pii_languages_blind3 on) shares, written once so
each set's test file states only its own numbers, voices and shapes."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

import pytest

from clinrag.evaluation.language_pii import languages, load_language_records
from clinrag.evaluation.pii_eval import pii_samples
from clinrag.shipped_data import LANGUAGE_BLIND_SETS
from tests.unit.evaluation.blind_note_checks import PHI_TYPES

CAPITALISED_PHRASE = re.compile(r"\b[A-Z][A-Za-z'-]*(?:[ -][A-Z0-9][A-Za-z0-9'-]*)*")

Row = dict[str, Any]


def language_rows(name: str) -> list[Row]:
    """The records of the registered blind sentence set `name`, as plain dictionaries."""
    return [dict(r.record) for r in load_language_records(LANGUAGE_BLIND_SETS[name])]


def check_english_sentences(
    rows: list[Row],
    path: Path,
    *,
    min_phi: int,
    min_free: int,
    min_spans: int,
    types: frozenset[str],
    exact: bool,
    min_phi_half: int,
    min_free_half: int,
) -> None:
    """English only, unique ids, enough PHI and PHI-free sentences overall and in each half, and
    the PHI types `types` (all of them, or exactly them when `exact`)."""
    records = load_language_records(path)
    kinds = Counter(span["type"] for row in rows for span in row["spans"])

    assert languages(records) == ["en"]
    assert len({row["id"] for row in rows}) == len(rows)
    assert sum(not row["phi_free"] for row in rows) >= min_phi
    assert sum(row["phi_free"] for row in rows) >= min_free
    assert sum(kinds.values()) >= min_spans
    if exact:
        assert types == set(kinds)
    else:
        assert types <= set(kinds)
    for half in ("dev", "test"):
        mine = [r.record for r in records if r.half == half]
        assert sum(not row["phi_free"] for row in mine) >= min_phi_half, half
        assert sum(row["phi_free"] for row in mine) >= min_free_half, half


def check_phi_free_reach_scorer(rows: list[Row]) -> None:
    """The scorer sees PHI-free sentences as PHI-free and every other sentence with spans."""
    samples = pii_samples(rows)

    assert len(samples) == len(rows)
    assert sum(s.phi_free for s in samples) == sum(row["phi_free"] for row in rows)
    assert all(not s.spans for s in samples if s.phi_free)
    assert all(s.spans for s in samples if not s.phi_free)


def check_marked_sentences(
    rows: list[Row],
    script: dict[str, Any],
    *,
    dotall: bool,
    titles: re.Pattern[str],
    age: Callable[[str], int] = int,
) -> None:
    """Every span is the value its script marked, on the unmarked text, trimmed; ages (read by
    `age`) are over 89 and person names start with no title."""
    mark = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]", re.DOTALL if dotall else 0)
    marked = [*script["PHI"], *script["PHI_FREE"]]

    assert len(marked) == len(rows)
    for row, source in zip(rows, marked, strict=True):
        values = [(m.group(1), m.group(2)) for m in mark.finditer(source)]
        found = [(s["type"], row["text"][s["start"] : s["end"]]) for s in row["spans"]]
        assert found == values, row["id"]
        assert row["text"] == mark.sub(lambda m: m.group(2), source)
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            if span["type"] == "AGE":
                assert age(value) > 89, (row["id"], value)
            if span["type"] == "PERSON":
                assert not titles.match(value), (row["id"], value)


def check_capitalised_phrases(rows: list[Row], *, min_sentences: int) -> None:
    """At least `min_sentences` PHI-free sentences hold two or more capitalised phrases."""
    free = [row["text"] for row in rows if row["phi_free"]]
    phrases = [len(CAPITALISED_PHRASE.findall(text)) for text in free]

    assert sum(n >= 2 for n in phrases) >= min_sentences, phrases


def sentence_pieces(rows: list[Row]) -> tuple[list[tuple[str, str]], list[str], list[str]]:
    """Each span as (type, value), the PHI sentences and the PHI-free ones: what a round's own
    checks of voices and shapes read."""
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    texts = [row["text"] for row in rows if not row["phi_free"]]
    free = [row["text"] for row in rows if row["phi_free"]]
    return values, texts, free


def assert_typed_shapes(values: list[tuple[str, str]], shapes: Iterable[tuple[str, str]]) -> None:
    """Each (PHI type, regular expression) in `shapes` matches one value of that type whole."""
    for kind, shape in shapes:
        assert any(t == kind and re.fullmatch(shape, v) for t, v in values), shape


def rows_fixture(name: str) -> Any:
    """A module fixture `rows`: the records of the registered blind sentence set `name`."""

    @pytest.fixture(scope="module", name="rows")
    def _rows() -> list[Row]:
        return language_rows(name)

    return _rows


class SentenceSetChecks:
    """Mixed into each sentence set's test class, which binds the checks to its own numbers with
    functools.partial (a partial is not a method, so it is called without self)."""

    shipped: ClassVar[Path]
    english: ClassVar[Callable[[list[Row]], None]]
    marked: ClassVar[Callable[[list[Row], dict[str, Any]], None]]

    def test_english_phi_and_phi_free_sentences_in_both_halves(self, rows: list[Row]) -> None:
        self.english(rows)

    def test_phi_free_sentences_reach_the_scorer_as_phi_free(self, rows: list[Row]) -> None:
        check_phi_free_reach_scorer(rows)

    def test_every_span_is_the_marked_value_on_trimmed_text(
        self, rows: list[Row], script: dict[str, Any]
    ) -> None:
        self.marked(rows, script)

    def test_the_file_is_exactly_what_the_script_writes(self, script: dict[str, Any]) -> None:
        assert script["build"]() == self.shipped.read_text(encoding="utf-8")


class CapitalisedPhrasesCheck:
    """For the sets whose PHI-free sentences must be full of capitalised phrases (6 on)."""

    phrases: ClassVar[Callable[[list[Row]], None]]

    def test_phi_free_sentences_are_full_of_capitalised_clinical_phrases(
        self, rows: list[Row]
    ) -> None:
        self.phrases(rows)


def phrase_set_checks(
    name: str,
    *,
    titles: re.Pattern[str],
    min_phi: int,
    min_free: int,
    min_spans: int,
    min_phi_half: int,
    min_free_half: int,
    min_sentences: int,
    age: Callable[[str], int] = int,
) -> type:
    """The test class of a set with every PHI type notes carry and PHI-free sentences full of
    capitalised phrases (pii_languages_blind6 on), bound to the set's numbers."""

    class Checks(SentenceSetChecks, CapitalisedPhrasesCheck):
        shipped = LANGUAGE_BLIND_SETS[name]
        english = partial(check_english_sentences, path=shipped, min_phi=min_phi,
            min_free=min_free, min_spans=min_spans, types=PHI_TYPES, exact=True,
            min_phi_half=min_phi_half, min_free_half=min_free_half)  # fmt: skip
        marked = partial(check_marked_sentences, dotall=True, titles=titles, age=age)
        phrases = partial(check_capitalised_phrases, min_sentences=min_sentences)

    return Checks
