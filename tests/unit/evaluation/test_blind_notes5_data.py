"""The fifth blind note set: families none of the earlier note sets has, every PHI type notes
carry, names that are ordinary words beside capitalised clinical phrases that must survive, a
dense share of clinical content to keep, every gold span and kept value on the text its script
marked, and a file that is exactly what the script writes."""

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
    NOTE_BLIND4,
    NOTE_BLIND5,
    NOTE_BLIND_SETS,
    NOTE_DATASET,
    NOTE_EXTRA,
)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind5.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>", re.DOTALL)
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sister|nurse|baby)\.? ")
WORD_NAMES = frozenset(
    {"Faith", "Will", "Sandy", "Grace", "Hope", "Wood", "Moss", "Heath", "Brook", "Fields", "Lane"}
)


@pytest.fixture(scope="module")
def notes() -> list[dict[str, Any]]:
    lines = NOTE_BLIND5.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines]


@pytest.fixture(scope="module")
def script() -> dict[str, Any]:
    return runpy.run_path(str(SCRIPT))


def test_at_least_36_notes_in_six_families_no_earlier_set_has(notes: list[dict[str, Any]]) -> None:
    families = Counter(n["family"] for n in notes)
    earlier = {
        note.family
        for path in (NOTE_DATASET, NOTE_EXTRA, NOTE_BLIND, NOTE_BLIND2, NOTE_BLIND3, NOTE_BLIND4)
        for note in load_notes(path)
    }

    assert len(notes) >= 36
    assert len({n["id"] for n in notes}) == len(notes)
    assert len(families) >= 6
    assert min(families.values()) >= 6, families
    assert not earlier & set(families)
    assert len(load_notes(NOTE_BLIND_SETS["notes_blind5"])) == len(notes)
    for note in notes:
        assert set(note) == {"family", "id", "template", "text", "spans", "keep"}
        assert note["template"].startswith(f"{note['family']}/")


def test_every_safe_harbor_type_notes_carry_is_present(notes: list[dict[str, Any]]) -> None:
    types = Counter(s["type"] for n in notes for s in n["spans"])

    assert {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS",
        "VEHICLE_ID",
    } == set(types)  # fmt: skip
    assert min(types.values()) >= 6, types
    assert sum(types.values()) >= 800
    assert sum(len(n["keep"]) for n in notes) >= 800


def test_a_quarter_of_the_words_outside_phi_are_clinical_values_to_keep(
    notes: list[dict[str, Any]], script: dict[str, Any]
) -> None:
    inside, outside = map(sum, zip(*(script["keep_share"](n) for n in notes), strict=True))

    assert outside > 4000
    assert inside / outside >= 0.25


def test_every_note_keeps_three_capitalised_clinical_phrases(notes: list[dict[str, Any]]) -> None:
    for note in notes:
        kept = [note["text"][k["start"] : k["end"]] for k in note["keep"]]
        capitalised = [v for v in kept if re.match(r"[A-Z][a-z]", v) and " " in v]
        assert len(capitalised) >= 3, (note["id"], capitalised)


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


def test_the_hard_shapes_of_this_round_are_there(notes: list[dict[str, Any]]) -> None:
    values = [(s["type"], n["text"][s["start"] : s["end"]]) for n in notes for s in n["spans"]]
    persons = [v for t, v in values if t == "PERSON"]

    assert sum(v.islower() for v in persons) >= 30
    assert sum(v.isupper() for v in persons) >= 6
    assert sum(bool(re.fullmatch(r"[A-Z]\.?[A-Z]\.?", v)) for v in persons) >= 15
    assert sum(bool(WORD_NAMES & set(re.split(r"[ ,]+", v))) for v in persons) >= 20
    assert sum(bool(re.fullmatch(r"\d{1,2}(st|nd|rd|th)", v)) for t, v in values) >= 25
    assert any(t == "MRN" and "\n" in v for t, v in values)
    assert sum(t == "EMAIL" for t, _ in values) >= 20


def test_the_file_is_exactly_what_the_script_writes(script: dict[str, Any]) -> None:
    assert script["build"]() == NOTE_BLIND5.read_text(encoding="utf-8")


def _marked_values(script: dict[str, Any]) -> dict[str, list[tuple[str, str]]]:
    """Each note's marked (type or kind, value) pairs, read again from the filled-in template
    markup: a check of the offsets the script computed that does not reuse its parser."""
    values: dict[str, list[tuple[str, str]]] = {}
    for number, (_, _, marked) in enumerate(script["marked_notes"](), start=1):
        pairs = [
            (m.group(1) or m.group(3), m.group(2) or m.group(4)) for m in MARK.finditer(marked)
        ]
        values[f"blind5-{number:04d}"] = pairs
    return values
