"""The seventh blind PHI sentence set (English only): it loads through the language loader,
both halves hold PHI and PHI-free sentences, every gold span's text is the value its script
marked, this round's shapes (spoken numbers, pasted rows, labels, US records) are there, the
PHI-free sentences are full of capitalised clinical phrases, and the file is what the script
writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind7.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|mister|dr|doctor|prof|professor|sister|rev)\.? ")
SPOKEN = {"ninety": 90, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def age_of(value: str) -> int:
    """An age as written: digits, or spoken ("ninety four")."""
    if value.isdigit():
        return int(value)
    return sum(SPOKEN[word] for word in value.split())


script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind7")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind7",
    titles=TITLE_INSIDE,
    min_phi=70,
    min_free=35,
    min_spans=190,
    min_phi_half=25,
    min_free_half=10,
    min_sentences=35,
    age=age_of,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    texts = [row["text"] for row in rows if not row["phi_free"]]
    free = " ".join(row["text"] for row in rows if row["phi_free"])

    # spoken in a dictation: a date, a phone, a hospital number and an age in words
    assert any(t == "DATE" and "nineteen" in v for t, v in values)
    assert any(t == "PHONE" and "double oh" in v for t, v in values)
    assert any(t == "MRN" and "seven" in v for t, v in values)
    assert any(t == "AGE" and not v.isdigit() for t, v in values)
    # rows pasted with tabs and pipes, a label with slashes
    assert any("\t" in t for t in texts)
    assert any(t.startswith("| ") for t in texts)
    assert any(t.startswith("Specimen label:") for t in texts)
    # a US record: SSN, Medicare number and a ZIP after a state abbreviation
    assert any(t == "SSN" and re.fullmatch(r"\d{3}-\d\d-\d{4}", v) for t, v in values)
    assert any(t == "ZIP" and re.fullmatch(r"\d{5}", v) for t, v in values)
    # the same word as a name in one sentence and a clinical term in another
    assert any(t == "PERSON" and v == "Frank Mills" for t, v in values)
    for term in ("Frank haematuria", "Pearl Index", "Paget's disease"):
        assert term in free
