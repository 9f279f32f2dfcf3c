"""The blind held-out note set: well-formed spans, enough notes per family, and a file that
is exactly what its generator script writes."""

from __future__ import annotations

import itertools
import json
import runpy
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
NOTES = ROOT / "src/clinrag/data/eval/notes_blind/notes.jsonl"
SCRIPT = ROOT / "scripts/build_blind_notes.py"
PHI_TYPES = {
    "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ACCOUNT",
    "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS", "ID", "VEHICLE_ID",
}  # fmt: skip


@pytest.fixture(scope="module")
def notes() -> list[dict[str, object]]:
    return [json.loads(line) for line in NOTES.read_text(encoding="utf-8").splitlines()]


def test_at_least_sixty_notes_with_unique_ids(notes: list[dict[str, object]]) -> None:
    assert len(notes) >= 60
    assert len({n["id"] for n in notes}) == len(notes)
    for note in notes:
        assert set(note) == {"family", "id", "template", "text", "spans", "keep"}
        assert str(note["template"]).startswith(f"{note['family']}/")


def test_at_least_four_families_each_with_twelve_notes(notes: list[dict[str, object]]) -> None:
    families = Counter(n["family"] for n in notes)

    assert len(families) >= 4
    assert min(families.values()) >= 12, families


def test_offsets_are_in_range_non_empty_and_do_not_overlap(
    notes: list[dict[str, object]],
) -> None:
    for note in notes:
        text = note["text"]
        assert isinstance(text, str)
        spans = note["spans"] + note["keep"]  # type: ignore[operator]
        for span in spans:
            assert 0 <= span["start"] < span["end"] <= len(text), (note["id"], span)
            piece = text[span["start"] : span["end"]]
            assert piece.strip() == piece, (note["id"], piece)
        ordered = sorted(spans, key=lambda s: (s["start"], s["end"]))
        for left, right in itertools.pairwise(ordered):
            assert left["end"] <= right["start"], (note["id"], left, right)


def test_span_types_are_known_and_totals_are_large_enough(
    notes: list[dict[str, object]],
) -> None:
    types = Counter(s["type"] for n in notes for s in n["spans"])  # type: ignore[attr-defined]
    keep = sum(len(n["keep"]) for n in notes)  # type: ignore[arg-type]

    assert set(types) <= PHI_TYPES
    assert sum(types.values()) >= 1500
    assert keep >= 1000


def test_the_file_is_exactly_what_the_script_writes() -> None:
    build = runpy.run_path(str(SCRIPT))["build"]

    assert build() == NOTES.read_text(encoding="utf-8")
