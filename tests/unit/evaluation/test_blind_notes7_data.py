"""The seventh blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, and a file that is exactly what the script writes."""

from __future__ import annotations

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
    NOTE_BLIND6,
    NOTE_BLIND7,
    NOTE_BLIND_SETS,
    NOTE_DATASET,
    NOTE_EXTRA,
)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind7.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>", re.DOTALL)
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|nurse|rev)\.? ")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
EARLIER = (
    NOTE_DATASET, NOTE_EXTRA, NOTE_BLIND, NOTE_BLIND2, NOTE_BLIND3, NOTE_BLIND4, NOTE_BLIND5,
    NOTE_BLIND6,
)  # fmt: skip


@pytest.fixture(scope="module")
def script() -> dict[str, Any]:
    return runpy.run_path(str(SCRIPT))


@pytest.fixture(scope="module")
def notes(script: dict[str, Any]) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = script["records"]()
    return records


def test_42_notes_in_seven_families_no_earlier_set_has(notes: list[dict[str, Any]]) -> None:
    families = Counter(n["family"] for n in notes)
    earlier = {note.family for path in EARLIER for note in load_notes(path)}

    assert len(notes) >= 40
    assert len({n["id"] for n in notes}) == len(notes)
    assert len(families) >= 7
    assert min(families.values()) >= 6, families
    assert not earlier & set(families)
    assert len(load_notes(NOTE_BLIND_SETS["notes_blind7"])) == len(notes)


def test_every_safe_harbor_type_notes_carry_is_present(notes: list[dict[str, Any]]) -> None:
    types = Counter(s["type"] for n in notes for s in n["spans"])

    assert {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS",
        "VEHICLE_ID",
    } == set(types)  # fmt: skip
    assert min(types.values()) >= 6, types
    assert sum(types.values()) >= 900
    assert sum(len(n["keep"]) for n in notes) >= 1000


def test_every_span_and_kept_value_is_the_text_the_script_marked(
    script: dict[str, Any], notes: list[dict[str, Any]]
) -> None:
    for (_, _, marked), note in zip(script["marked_notes"](), notes, strict=True):
        expected = [m.group(2) or m.group(4) for m in MARK.finditer(marked)]
        placed = sorted(note["spans"] + note["keep"], key=lambda s: s["start"])
        found = [note["text"][s["start"] : s["end"]] for s in placed]

        assert found == expected, note["id"]
        for span in note["spans"]:
            piece = note["text"][span["start"] : span["end"]]
            assert piece, note["id"]
            assert piece == piece.strip(), (note["id"], piece)
            if span["type"] == "PERSON":
                assert not TITLE_INSIDE.match(piece), (note["id"], piece)
            if span["type"] == "AGE":
                assert int(piece) > 89, (note["id"], piece)


def test_each_note_keeps_five_capitalised_clinical_phrases_and_a_quarter_of_its_words(
    notes: list[dict[str, Any]],
) -> None:
    for note in notes:
        text = note["text"]
        capitalised = {
            text[k["start"] : k["end"]] for k in note["keep"] if text[k["start"]].isupper()
        }
        phi = [(s["start"], s["end"]) for s in note["spans"]]
        kept = [(k["start"], k["end"]) for k in note["keep"]]
        outside = [w for w in WORD.finditer(text) if not any(a <= w.start() < b for a, b in phi)]
        inside = [w for w in outside if any(a <= w.start() < b for a, b in kept)]

        assert len(capitalised) >= 5, note["id"]
        assert len(inside) >= 0.25 * len(outside), (note["id"], len(inside), len(outside))


def test_the_round_7_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    texts = [n["text"] for n in notes]
    pieces = [(n["text"][s["start"] : s["end"]], s["type"]) for n in notes for s in n["spans"]]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}
    persons = {p for p, kind in pieces if kind == "PERSON"}

    # names that are also eponyms the same set keeps
    assert {"Gardner grading", "Parkinson's disease"} <= kept
    assert any("gardner" in p.lower() for p in persons)
    assert any("parkinson" in p.lower() for p in persons)
    # dates written out in words and in month-first shapes
    assert any(re.fullmatch(r"\d+(st|nd|rd|th) of [A-Z][a-z]+ \d{4}", p) for p, _ in pieces)
    assert any(re.fullmatch(r"[A-Z][a-z]+ \d{1,2}, \d{4}", p) for p, k in pieces if k == "DATE")
    assert any(re.fullmatch(r"\d{2}[A-Z]{3}\d{2}", p) for p, k in pieces if k == "DATE")
    # surname-first with a middle initial, dotted initials and a reversed initial pair
    assert any(re.fullmatch(r"[^,]+, [^,]+ [A-Z]\.", p) for p in persons)
    assert any(re.fullmatch(r"[A-Z]\.[A-Z]\.", p) for p in persons)
    # a US record: its state abbreviation is not marked, its ZIP is
    assert any(re.fullmatch(r"\d{5}", p) for p, k in pieces if k == "ZIP")
    assert any(re.fullmatch(r"5\d\d-\d\d-\d{4}", p) for p, k in pieces if k == "SSN")
    # an international phone with a trunk prefix in brackets, a pager and an x-extension
    assert any(p.startswith("+44 (0)") for p, k in pieces if k == "PHONE")
    assert any(re.search(r" x\d{5}\b", t) for t in texts)
    # a name and a date inside an image file name
    assert any(re.search(r"_(lesion|foot)_[\d-]+\.(jpg|png)", t) for t in texts)


def test_the_file_is_exactly_what_the_script_writes(script: dict[str, Any]) -> None:
    assert NOTE_BLIND7.read_text(encoding="utf-8") == script["build"]()
