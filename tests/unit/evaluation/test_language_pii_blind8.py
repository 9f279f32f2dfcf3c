"""The eighth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (dictation, chat, e-mail, forms) and shapes are there, the PHI-free sentences
are full of capitalised clinical phrases, and the file is what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind8.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|mister|dr|doctor|prof|sgt|dc|rev)\.? ")
SPOKEN = {
    "ninety": 90, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "hundred": 100, "and": 0,
}  # fmt: skip


def age_of(value: str) -> int:
    """An age as written: digits, or spoken ("ninety seven", "one hundred and one")."""
    if value.isdigit():
        return int(value)
    words = value.split()
    if words[:2] == ["one", "hundred"]:
        return 100 + sum(SPOKEN[w] for w in words[2:])
    return sum(SPOKEN[w] for w in words)


script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind8")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind8",
    titles=TITLE_INSIDE,
    min_phi=150,
    min_free=90,
    min_spans=350,
    min_phi_half=60,
    min_free_half=40,
    min_sentences=90,
    age=age_of,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    texts = [row["text"] for row in rows if not row["phi_free"]]
    free = " ".join(row["text"] for row in rows if row["phi_free"])

    # dictation: an age, a hospital number, a postcode and an e-mail spoken in words
    assert any(t == "AGE" and v == "one hundred and one" for t, v in values)
    assert any(t == "MRN" and "four four" in v for t, v in values)
    assert any(t == "ZIP" and " seven " in v for t, v in values)
    assert any(t == "EMAIL" and " dot " in v and " at " in v for t, v in values)
    # chat, e-mail and form voices
    assert any(t.startswith("@") for t in texts)
    assert any(t.startswith("From: ") for t in texts)
    assert any(t.startswith("Surname: ") for t in texts)
    assert any("\t" in t for t in texts)
    # national numbers: PPSN, CHI, SIN, Aadhaar, a South African ID, an Eircode
    assert any(t == "SSN" and re.fullmatch(r"\d{7}[A-Z]{2}", v) for t, v in values)
    assert any(t == "SSN" and re.fullmatch(r"\d{10}", v) for t, v in values)
    assert any(t == "SSN" and re.fullmatch(r"\d{3} \d{3} \d{3}", v) for t, v in values)
    assert any(t == "SSN" and re.fullmatch(r"\d{4} \d{4} \d{4}", v) for t, v in values)
    assert any(t == "SSN" and re.fullmatch(r"\d{13}", v) for t, v in values)
    assert any(t == "ZIP" and re.fullmatch(r"[A-Z]\d\d [A-Z]\d[A-Z]\d", v) for t, v in values)
    # surnames that are eponyms, beside the eponym left in the same sentence or elsewhere
    for name in ("Parkinson", "Bell", "Morag Crohn", "Ruth Hodgkin"):
        assert ("PERSON", name) in values, name
    for term in ("Parkinson's disease", "Bell's palsy", "Crohn's Disease", "Glasgow Coma Scale"):
        assert term.lower() in free.lower() or term in " ".join(texts), term
