"""The twelfth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (wound-nurse WhatsApps, RT pagers, IR booking clerks, transplant coordinators,
haemophilia nurses, warfarin SMS, feed-delivery drivers, switchboards, community health workers)
are there, the PHI-free sentences are full of capitalised clinical phrases and eponyms, and the
file is what the script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind12.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|sr|sister|nurse)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind12")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind12",
    titles=TITLE_INSIDE,
    min_phi=150,
    min_free=100,
    min_spans=850,
    min_phi_half=60,
    min_free_half=45,
    min_sentences=100,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_voices_and_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values, texts, free = checks.sentence_pieces(rows)

    voices = ("Wound nurse WhatsApp", "RT pager", "IR booking clerk", "Transplant coordinator SMS",
              "Haemophilia nurse voicemail", "Warfarin clinic SMS", "Feed delivery driver log",
              "Switchboard log", "CHV report", "Lady Health Worker report", "FDW message",
              "Subject access request")  # fmt: skip
    for start in voices:
        assert any(t.startswith(start) for t in texts), start
    persons = [v for t, v in values if t == "PERSON"]
    assert sum(v.islower() for v in persons) >= 40
    assert any(re.fullmatch(r"[A-Z]{2,}(-[A-Z]+)? [A-Z][a-z].*", v) for v in persons)
    # SA ID, HKID, PhilSys, MyKad, CNIC, Ghana Card; MBI, PhilHealth, SHA, MSI
    checks.assert_typed_shapes(
        values,
        (
            ("SSN", r"\d{13}"),
            ("SSN", r"[A-Z]\d{6}\(\d\)"),
            ("SSN", r"\d{4}-\d{4}-\d{4}-\d{4}"),
            ("SSN", r"\d{6}-07-\d{4}"),
            ("SSN", r"35\d{3}-\d{7}-\d"),
            ("SSN", r"GHA-\d{9}-\d"),
            ("HEALTH_PLAN_ID", r"\d[A-Z][A-Z]\d-[A-Z]\d\d-[A-Z]{2}\d\d"),
            ("HEALTH_PLAN_ID", r"\d\d-\d{9}-\d"),
            ("HEALTH_PLAN_ID", r"CR\d{10}-\d"),
            ("HEALTH_PLAN_ID", r"\d{4} \d{3} \d{3}"),
        ),
    )
    # the look-alikes keep eponyms that are surnames, word-named wards and trial names
    for start in ("Addison's disease", "Graves' disease", "Paget's disease", "Bell's palsy",
                  "Barrett's oesophagus", "Cushing's syndrome", "Memory Clinic", "Precious Lives",
                  "Hodgkin lymphoma", "HAVEN 3"):  # fmt: skip
        assert any(f.startswith(start) for f in free), start
