"""The tenth blind note set: families none of the earlier note sets has, every PHI type notes
carry, at least five capitalised clinical phrases to keep in every note, every gold span and kept
value on the text its script marked, this round's names and national shapes, and a file that is
exactly what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_notes_blind10.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|prof|sister|rn|np|doctor)\.? ")

script = checks.script_fixture(SCRIPT)
notes = checks.notes_fixture()


TestSharedChecks = checks.marked_text_set_checks(
    "notes_blind10",
    title_inside=TITLE_INSIDE,
    min_notes=42,
    min_families=7,
    check_fields=True,
    min_per_type=9,
    min_spans=1250,
    min_keep=1000,
    no_markup=True,
    share=0.25,
)
"""The checks every note set shares, with this set's numbers."""


def test_the_round_10_names_and_shapes_are_there(notes: list[dict[str, Any]]) -> None:
    pieces, by_type = checks.span_pieces(notes)
    persons = set(by_type["PERSON"])
    texts = [n["text"] for n in notes]

    # names that are also words, lower-case names, initials in brackets, surname-first capitals
    for word in ("Hope", "Rose", "Bill", "May", "Drew", "Sterling"):
        assert word in persons, word
    assert sum(p.islower() for p in persons) >= 40
    assert any(t[s["start"] - 1] == "(" and re.fullmatch(r"[A-Z]", v)
               for t, s, v in pieces if s["type"] == "PERSON")  # fmt: skip
    assert any(re.fullmatch(r"[A-Z][A-Z' -]+, [A-Z][a-z].*", p) for p in persons)
    assert any("'" in p for p in persons)
    assert any("-" in p for p in persons)
    # names fused to typist codes, spoken punctuation, OCR'd labels, pipe and tab tables
    assert any(t[s["end"] : s["end"] + 1] == "/" for t, s, _ in pieces if s["type"] == "PERSON")
    assert any(t[s["end"] : s["end"] + 3] == "-np" for t, s, _ in pieces if s["type"] == "PERSON")
    assert any(" full stop new line" in t for t in texts)
    assert any(" period next paragraph" in t for t in texts)
    assert any("UHlD:" in t and "IP N0:" in t for t in texts)
    assert any("\t" in t for t in texts)
    assert any("| " in t for t in texts)
    # dates: ISO, dotted two-digit year, ordinal without a year, month-name US, military
    dates = by_type["DATE"]
    checks.assert_shapes(
        dates,
        (
            r"\d{4}-\d\d-\d\d",
            r"\d{1,2}\.\d{1,2}\.\d\d",
            r"[A-Z][a-z]+ \d{1,2}, \d{4}",
            r"\d{1,2}(st|nd|rd|th) [A-Z][a-z]+",
            r"\d\d[A-Z]{3}\d\d",
        ),
    )
    # person numbers: Irish PPSN, Scottish CHI, Aadhaar, South African ID, Canadian SIN, NRIC
    ssn = by_type["SSN"]
    checks.assert_shapes(
        ssn,
        (
            r"\d{7}[A-Z]",
            r"\d{10}",
            r"\d{4} \d{4} \d{4}",
            r"\d{13}",
            r"\d{3} \d{3} \d{3}",
            r"[ST]\d{7}[A-Z]",
        ),
    )
    # provincial health cards, ABHA numbers, Kenyan phones with a trunk prefix, ages over 89
    plans = by_type["HEALTH_PLAN_ID"]
    assert any(re.fullmatch(r"\d{4}-\d{3}-\d{3}-[A-Z]{2}", v) for v in plans)
    assert any(re.fullmatch(r"9\d{3} \d{3} \d{3}", v) for v in plans)
    assert any(re.fullmatch(r"\d\d-\d{4}-\d{4}-\d{4}", v) for v in plans)
    assert any(p.startswith("+254 (0)") for p in by_type["PHONE"])
    assert all(int(a) > 89 for a in by_type["AGE"])
