"""The third blind note set: eight families none of the earlier note sets has, enough notes and
PHI of every type notes carry, every gold span and kept value on the text its script marked,
and a file that is exactly what the script writes."""

from __future__ import annotations

import itertools
import json
import re
import runpy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from clinrag.evaluation.note_eval import load_notes
from clinrag.shipped_data import (
    NOTE_BLIND,
    NOTE_BLIND2,
    NOTE_BLIND3,
    NOTE_BLIND_SETS,
    NOTE_DATASET,
    NOTE_EXTRA,
)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind3.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>")
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sister|rev)\.? ")


@pytest.fixture(scope="module")
def notes() -> list[dict[str, Any]]:
    lines = NOTE_BLIND3.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def script() -> dict[str, Any]:
    return runpy.run_path(str(SCRIPT))


def test_at_least_36_notes_in_six_new_families(notes: list[dict[str, Any]]) -> None:
    families = Counter(n["family"] for n in notes)
    earlier = {
        note.family
        for path in (NOTE_DATASET, NOTE_BLIND, NOTE_BLIND2, NOTE_EXTRA)
        for note in load_notes(path)
    }

    assert len(notes) >= 36
    assert len({n["id"] for n in notes}) == len(notes)
    assert len(families) >= 6
    assert min(families.values()) >= 6, families
    assert not earlier & set(families)
    assert len(load_notes(NOTE_BLIND_SETS["notes_blind3"])) == len(notes)
    for note in notes:
        assert set(note) == {"family", "id", "template", "text", "spans", "keep"}
        assert note["template"].startswith(f"{note['family']}/")


def test_every_safe_harbor_type_notes_carry_is_present(notes: list[dict[str, Any]]) -> None:
    types = Counter(s["type"] for n in notes for s in n["spans"])

    assert {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS",
        "VEHICLE_ID",
    } <= set(types)  # fmt: skip
    assert min(types.values()) >= 6, types
    assert sum(types.values()) >= 800
    assert sum(len(n["keep"]) for n in notes) >= 400


def test_spans_are_the_marked_values_and_do_not_overlap(
    notes: list[dict[str, Any]], script: dict[str, Any]
) -> None:
    values = _marked_values(script)
    for note in notes:
        text = note["text"]
        marked = sorted(note["spans"] + note["keep"], key=lambda s: (s["start"], s["end"]))
        found = [(s.get("type") or s["kind"], text[s["start"] : s["end"]]) for s in marked]
        assert found == values[note["id"]], note["id"]
        for left, right in itertools.pairwise(marked):
            assert left["end"] <= right["start"], (note["id"], left, right)
        for span in note["spans"]:
            value = text[span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            if span["type"] == "AGE":
                assert int(value) > 89
            if span["type"] == "PERSON":
                assert not TITLES.match(value), (note["id"], value)


def test_names_come_in_lower_case_capitals_and_initials_too(notes: list[dict[str, Any]]) -> None:
    persons = [
        n["text"][s["start"] : s["end"]] for n in notes for s in n["spans"] if s["type"] == "PERSON"
    ]

    assert sum(v.islower() for v in persons) >= 20
    assert sum(v.isupper() for v in persons) >= 10
    assert sum(bool(re.fullmatch(r"[A-Z]\.[A-Z]\.|[A-Z]{2}", v)) for v in persons) >= 10


def test_the_file_is_exactly_what_the_script_writes(script: dict[str, Any]) -> None:
    assert script["build"]() == NOTE_BLIND3.read_text(encoding="utf-8")


def _marked_values(script: dict[str, Any]) -> dict[str, list[tuple[str, str]]]:
    """Each note's marked (type or kind, value) pairs, read again from the filled-in template
    markup: a check of the offsets the script computed that does not reuse its parser."""
    values: dict[str, list[tuple[str, str]]] = {}
    for number, (_, _, marked) in enumerate(script["marked_notes"](), start=1):
        pairs = [
            (m.group(1) or m.group(3), m.group(2) or m.group(4)) for m in MARK.finditer(marked)
        ]
        values[f"blind3-{number:04d}"] = pairs
    return values
