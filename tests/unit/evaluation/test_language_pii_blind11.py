"""The eleventh blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (anaesthetic pre-assessment, dialysis and chemo day units, infection-control
logs, tribunal clerks, dental receptions, OH nurses, MDT coordinators, porters, chaplains, prison
healthcare) are there, the PHI-free sentences are full of capitalised clinical phrases, and the
file is what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind11.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|dr|np|smt|sister|kaumātua)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind11")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind11",
    titles=TITLE_INSIDE,
    min_phi=150,
    min_free=100,
    min_spans=650,
    min_phi_half=60,
    min_free_half=40,
    min_sentences=95,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values, texts, free = checks.sentence_pieces(rows)

    voices = ("Pre-op assessment call", "Dialysis run sheet", "IPC outbreak log",
              "Tribunal clerk email", "Porter log", "Chaplain's note", "Prison healthcare",
              "Dental reception voicemail", "Chemo day unit triage line",
              "coroner's officer")  # fmt: skip
    for start in voices:
        assert any(t.startswith(start) for t in texts), start
    assert any(" | " in t for t in texts)
    persons = [v for t, v in values if t == "PERSON"]
    assert {"Lourdes", "Austin", "Verity", "Patience", "Olive", "Mercy", "Will"} <= set(persons)
    assert sum(v.islower() for v in persons) >= 30
    # CHI, NHI, Aadhaar, SIN, IHI; ABHA, PHIN, Medicare, GMS
    checks.assert_typed_shapes(
        values,
        (
            ("SSN", r"\d{10}"),
            ("SSN", r"[A-Z]{3}\d{2}[A-Z]{2}"),
            ("SSN", r"\d{4} \d{4} \d{4}"),
            ("SSN", r"\d{3} \d{3} \d{3}"),
            ("HEALTH_PLAN_ID", r"\d\d-\d{4}-\d{4}-\d{4}"),
            ("HEALTH_PLAN_ID", r"9\d{3} \d{3} \d{3}"),
            ("HEALTH_PLAN_ID", r"\d{4} \d{5} \d"),
            ("HEALTH_PLAN_ID", r"\d{6}[A-Z]"),
        ),
    )
    # the look-alikes keep ward names that are names, lone department words and trial names
    for start in ("Florence Nightingale Ward", "Chester Step Test", "Sydney Criteria",
                  "Lourdes Unit", "Austin Flint", "Renal", "RECOVERY", "ADAURA"):  # fmt: skip
        assert any(f.startswith(start) for f in free), start
