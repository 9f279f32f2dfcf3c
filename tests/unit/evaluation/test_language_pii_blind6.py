"""The sixth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
the PHI-free sentences are full of capitalised clinical phrases, and the file is what the
script writes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind6.py"
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|dr|sister|nurse|rev|sn|baby)\.? ")

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind6")


TestSharedChecks = checks.phrase_set_checks(
    "pii_languages_blind6",
    titles=TITLE_INSIDE,
    min_phi=70,
    min_free=35,
    min_spans=140,
    min_phi_half=25,
    min_free_half=10,
    min_sentences=35,
)
"""The checks every English sentence set shares, with this set's numbers."""


def test_the_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    persons = [v for t, v in values if t == "PERSON"]
    texts = [row["text"] for row in rows if not row["phi_free"]]

    assert sum(v.islower() for v in persons) >= 20
    assert sum(bool(re.fullmatch(r"[A-Z]{2}", v)) for v in persons) >= 4
    assert sum(bool(re.fullmatch(r"[A-Z][A-Z][A-Za-z]+", v)) for v in persons) >= 2
    assert any(t == "EMAIL" and re.match(r"[a-z]+\.[a-z-]+@", v) for t, v in values)
    assert any(re.search(r"_\d{6}\.edf|_\d{4}-\d\d-\d\d\.docx", t) for t in texts)
    assert any(t == "PHONE" and ("ext" in v) for t, v in values)
    assert any(re.search(r"\((ST3|Band [56])", t) for t in texts)
