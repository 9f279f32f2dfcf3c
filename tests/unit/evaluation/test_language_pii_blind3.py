"""The third blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences (so recall and precision are measured on each), every
gold span's text is the value its script marked, and the file is what the script writes."""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Any

from clinrag import shipped_data as data
from tests.unit.evaluation import blind_note_checks as notes_checks
from tests.unit.evaluation import blind_sentence_checks as checks

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind3.py"
TITLES = re.compile(r"(?i)(mr|mrs|ms|miss|dr|sr|sister|rev|baby|hca)\.? ")
SENTENCE_TYPES = frozenset({
    "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "ZIP", "LOCATION", "MRN", "ID", "SSN",
    "HEALTH_PLAN_ID", "ACCOUNT", "LICENSE",
})  # fmt: skip

script = notes_checks.script_fixture(SCRIPT)
rows = checks.rows_fixture("pii_languages_blind3")


class TestSharedChecks(checks.SentenceSetChecks):
    """The checks every English sentence set shares, with this set's numbers."""

    shipped = data.PII_LANGUAGES_BLIND3
    english = partial(checks.check_english_sentences, path=shipped, min_phi=70,
        min_free=30, min_spans=140, types=SENTENCE_TYPES, exact=False,
        min_phi_half=25, min_free_half=10)  # fmt: skip
    marked = partial(checks.check_marked_sentences, dotall=False, titles=TITLES)


def test_names_come_in_lower_case_and_as_initials_too(rows: list[dict[str, Any]]) -> None:
    persons = [
        row["text"][s["start"] : s["end"]]
        for row in rows
        for s in row["spans"]
        if s["type"] == "PERSON"
    ]

    assert sum(v.islower() for v in persons) >= 10
    assert (
        sum(bool(re.fullmatch(r"[A-Z]\.[A-Z]\.|[A-Z]{2}|[A-Z]\. [A-Z][a-z]+", v)) for v in persons)
        >= 4
    )
