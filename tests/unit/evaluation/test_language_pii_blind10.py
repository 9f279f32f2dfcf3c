"""The tenth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (spoken dictation, school nurse, hospice, dental, poisons calls, festival and
marathon medics) and national shapes are there, the PHI-free sentences are full of capitalised
clinical phrases, and the file is what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind10.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|dr|nurse|np|co|mama|gogo|kuia|ah ma|sister)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind10")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind10",
    titles=TITLE_INSIDE,
    min_phi=150,
    min_free=100,
    min_spans=600,
    min_phi_half=60,
    min_free_half=40,
    min_sentences=95,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values, texts, free = checks.sentence_pieces(rows)

    # spoken punctuation, school nurse, hospice, dental, tabs, pipes and a Singlish grandmother
    assert any(" full stop" in t for t in texts)
    assert any(t.startswith("period new paragraph") for t in texts)
    assert any(t.startswith("School nurse note") for t in texts)
    assert any(t.startswith("Hospice day") for t in texts)
    assert any(t.startswith("Dental:") for t in texts)
    assert any("\t" in t for t in texts)
    assert any(" | " in t for t in texts)
    assert any(" lah," in t for t in texts)
    # names that are words and lower-case names
    persons = [v for t, v in values if t == "PERSON"]
    assert {"Hope", "Rose", "Bill", "May", "Drew", "Sterling"} <= set(persons)
    assert sum(v.islower() for v in persons) >= 40
    # PPSN, CHI, Aadhaar, South African ID, SIN; OHIP, BC PHN, ABHA
    checks.assert_typed_shapes(
        values,
        (
            ("SSN", r"\d{7}[A-Z]"),
            ("SSN", r"\d{10}"),
            ("SSN", r"\d{4} \d{4} \d{4}"),
            ("SSN", r"\d{13}"),
            ("SSN", r"\d{3} \d{3} \d{3}"),
            ("HEALTH_PLAN_ID", r"\d{4}-\d{3}-\d{3}-[A-Z]{2}"),
            ("HEALTH_PLAN_ID", r"9\d{3} \d{3} \d{3}"),
            ("HEALTH_PLAN_ID", r"\d\d-\d{4}-\d{4}-\d{4}"),
        ),
    )
    # the look-alikes keep names that are words and guideline dates with no PHI span
    for start in ("Hope ward", "May 2024 NICE", "Bill of rights", "Drew Valley", "Sterling silver"):
        assert any(f.startswith(start) for f in free), start
