"""The eighth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's national shapes, and a file that is exactly what
the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind8.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|nurse|rev|sgt|pc)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind8",
    title_inside=TITLE_INSIDE,
    min_notes=40,
    min_families=7,
    check_fields=False,
    min_per_type=6,
    min_spans=1000,
    min_keep=1000,
    no_markup=True,
    share=0.33,
)
"""The checks every note set shares, with this set's numbers."""


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
