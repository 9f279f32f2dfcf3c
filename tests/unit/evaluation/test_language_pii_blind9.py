"""The ninth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (telehealth chat, ward groups, radio, custody, home visits) and shapes are
there, the PHI-free sentences are full of capitalised clinical phrases, and the file is what the
script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind9.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|dr|dra|sgt|lcpl|pte|co|oga|mama)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind9")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind9",
    titles=TITLE_INSIDE,
    min_phi=150,
    min_free=100,
    min_spans=400,
    min_phi_half=60,
    min_free_half=40,
    min_sentences=95,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values, texts, free = checks.sentence_pieces(rows)

    # Taglish and Singlish chat, ward groups, radio, pasted rows with tabs and pipes
    assert any(" po " in t for t in texts)
    assert any(t.endswith("lah") or " lah" in t for t in texts)
    assert any(t.startswith("Good morning house") for t in texts)
    assert any(t.startswith("Rescue Two") for t in texts)
    assert any("\t" in t for t in texts)
    assert any(" | " in t for t in texts)
    # names that are words and lower-case names
    persons = [v for t, v in values if t == "PERSON"]
    assert any(v in {"Hope", "Rose", "Bill", "May", "Drew", "Sterling"} for v in persons)
    assert sum(v.islower() for v in persons) >= 15
    # NZ NHI, Singapore NRIC, Nigerian NIN, PhilHealth PIN
    checks.assert_typed_shapes(
        values,
        (
            ("SSN", r"[A-Z]{3}\d\d[A-Z]{2}"),
            ("SSN", r"[ST]\d{7}[A-Z]"),
            ("SSN", r"\d{11}"),
            ("HEALTH_PLAN_ID", r"\d\d-\d{9}-\d"),
        ),
    )
    # the look-alikes keep names that are words and guideline dates with no PHI span
    assert any(f.startswith("Hope ward") for f in free)
    assert any(f.startswith("May 2024 NICE") for f in free)
