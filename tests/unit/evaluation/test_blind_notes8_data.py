"""The eighth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's national shapes, and a file that is exactly what
the script writes."""

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
    NOTE_BLIND8,
    NOTE_BLIND_SETS,
    NOTE_DATASET,
    NOTE_EXTRA,
)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind8.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]|<<([a-z]+):(.+?)>>", re.DOTALL)
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|nurse|rev|sgt|pc)\.? ")
WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")
EARLIER = (
    NOTE_DATASET, NOTE_EXTRA, NOTE_BLIND, NOTE_BLIND2, NOTE_BLIND3, NOTE_BLIND4, NOTE_BLIND5,
    NOTE_BLIND6, NOTE_BLIND7,
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
    assert len(load_notes(NOTE_BLIND_SETS["notes_blind8"])) == len(notes)


def test_every_safe_harbor_type_notes_carry_is_present(notes: list[dict[str, Any]]) -> None:
    types = Counter(s["type"] for n in notes for s in n["spans"])

    assert {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "LOCATION", "ZIP", "MRN", "ID",
        "ACCOUNT", "SSN", "HEALTH_PLAN_ID", "LICENSE", "DEVICE_ID", "URL", "IP_ADDRESS",
        "VEHICLE_ID",
    } == set(types)  # fmt: skip
    assert min(types.values()) >= 6, types
    assert sum(types.values()) >= 1000
    assert sum(len(n["keep"]) for n in notes) >= 1000


def test_every_span_and_kept_value_is_the_text_the_script_marked(
    script: dict[str, Any], notes: list[dict[str, Any]]
) -> None:
    for (_, _, marked), note in zip(script["marked_notes"](), notes, strict=True):
        expected = [m.group(2) or m.group(4) for m in MARK.finditer(marked)]
        placed = sorted(note["spans"] + note["keep"], key=lambda s: s["start"])
        found = [note["text"][s["start"] : s["end"]] for s in placed]

        assert found == expected, note["id"]
        assert "[[" not in note["text"], note["id"]
        assert "<<" not in note["text"], note["id"]
        for span in note["spans"]:
            piece = note["text"][span["start"] : span["end"]]
            assert piece, note["id"]
            assert piece == piece.strip(), (note["id"], piece)
            if span["type"] == "PERSON":
                assert not TITLE_INSIDE.match(piece), (note["id"], piece)
            if span["type"] == "AGE":
                assert int(piece) > 89, (note["id"], piece)


def test_each_note_keeps_five_capitalised_clinical_phrases_and_a_third_of_its_words(
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
        assert len(inside) >= 0.33 * len(outside), (note["id"], len(inside), len(outside))


def test_the_round_8_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    pieces = [(n["text"][s["start"] : s["end"]], s["type"]) for n in notes for s in n["spans"]]
    kept = {n["text"][k["start"] : k["end"]] for n in notes for k in n["keep"]}
    persons = {p for p, kind in pieces if kind == "PERSON"}
    dates = [p for p, kind in pieces if kind == "DATE"]
    by_type = {kind: [p for p, k in pieces if k == kind] for _, kind in pieces}

    # surnames that are eponyms the same set keeps
    assert {"Hodgkin lymphoma", "Glasgow Coma Scale", "Parkinson's disease"} <= kept
    for eponym in ("Hodgkin", "Glasgow", "Parkinson", "Addison"):
        assert any(p.endswith(f" {eponym}") or p == eponym for p in persons), eponym
    # name particles, prefixes and accents
    for particle in ("van der ", "O'", "Mac", "bin ", "Ní ", "Ó ", "de la ", "St-"):
        assert any(particle in p for p in persons), particle
    # dates month-first, month/year, spoken, dotted with a two-digit year, and day-month-year
    assert any(re.fullmatch(r"\d{1,2}/\d{1,2}/\d{4}", d) for d in dates)
    assert any(re.fullmatch(r"\d{1,2}/\d{2}", d) for d in dates)
    assert any(re.fullmatch(r"the [a-z-]+ of [A-Z][a-z]+", d) for d in dates)
    assert any(re.fullmatch(r"\d\d\.\d\d\.\d\d", d) for d in dates)
    assert any(re.fullmatch(r"\d\d-[A-Z][a-z]{2}-\d{4}", d) for d in dates)
    # national person numbers: CHI, PPSN, SIN, Aadhaar, South African ID, US SSN
    ssn = by_type["SSN"]
    assert any(re.fullmatch(r"\d{10}", v) for v in ssn)
    assert any(re.fullmatch(r"\d{7}[A-Z]{1,2}", v) for v in ssn)
    assert any(re.fullmatch(r"\d{3} \d{3} \d{3}", v) for v in ssn)
    assert any(re.fullmatch(r"[2-9]\d{3} \d{4} \d{4}", v) for v in ssn)
    assert any(re.fullmatch(r"\d{13}", v) for v in ssn)
    assert any(re.fullmatch(r"\d{3}-\d\d-\d{4}", v) for v in ssn)
    # postcodes: Eircode, Canadian, Indian PIN, ZIP+4, four-digit Australian/South African
    zips = by_type["ZIP"]
    for shape in (r"[A-Z]\d\d [A-Z]\d[A-Z]\d", r"[A-Z]\d[A-Z] \d[A-Z]\d", r"\d{3} \d{3}",
                  r"\d{5}-\d{4}", r"\d{4}"):  # fmt: skip
        assert any(re.fullmatch(shape, z) for z in zips), shape
    # ages over 89 only, phones with a trunk prefix, and Medicare / OHIP numbers
    assert all(int(a) > 89 for a in by_type["AGE"])
    assert any(p.startswith("+353 (0)") for p in by_type["PHONE"])
    assert any(re.fullmatch(r"\d{4}-\d{3}-\d{3}-[A-Z]{2}", h) for h in by_type["HEALTH_PLAN_ID"])


def test_the_file_is_exactly_what_the_script_writes(script: dict[str, Any]) -> None:
    assert NOTE_BLIND8.read_text(encoding="utf-8") == script["build"]()
