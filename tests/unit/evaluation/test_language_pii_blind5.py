"""The fifth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
the round's hard shapes (names that are words, initials, lower-case names) are there, and the
file is what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind5.py"
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sister|nurse|baby)\.? ")
WORD_NAMES = frozenset({"hope", "faith", "will", "grace", "wood", "marsh", "lane", "heath", "pat"})

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind5")


class TestSharedChecks(checks.SentenceSetChecks):
    """The checks every English sentence set shares, with this set's numbers."""

    shipped = data.PII_LANGUAGES_BLIND5
    english = partial(checks.check_english_sentences, path=shipped, min_phi=70,
        min_free=30, min_spans=140, types=notes_checks.PHI_TYPES, exact=True,
        min_phi_half=25, min_free_half=10)  # fmt: skip
    marked = partial(checks.check_marked_sentences, dotall=True, titles=TITLES)


def test_the_hard_shapes_of_this_round_are_there(rows: list[dict[str, Any]]) -> None:
    values = [(s["type"], row["text"][s["start"] : s["end"]]) for row in rows for s in row["spans"]]
    persons = [v for t, v in values if t == "PERSON"]
    free_text = " ".join(row["text"] for row in rows if row["phi_free"])

    assert sum(v.islower() for v in persons) >= 30
    assert sum(bool(re.fullmatch(r"[A-Z]{2}", v)) for v in persons) >= 5
    assert sum(bool(WORD_NAMES & set(v.lower().split())) for v in persons) >= 15
    assert sum(bool(re.fullmatch(r"\d{1,2}(st|nd|rd|th)", v)) for t, v in values) >= 4
    assert any(t == "MRN" and "\n" in v for t, v in values)
    assert all(word in free_text for word in ("Hope", "Will", "Faith", "Grace"))
