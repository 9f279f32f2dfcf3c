"""The second blind PHI sentence set per language: it loads through the language loader, the
counts per language hold (PHI-free sentences included, so precision is measured), every gold
span's text is the value its script marked, and the file is what the script writes."""

from __future__ import annotations

import re
import runpy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from clinrag.evaluation.language_pii import languages, load_language_records
from clinrag.evaluation.pii_eval import pii_samples
from clinrag.security.recognizers import PhiType
from clinrag.shipped_data import (
    LANGUAGE_BLIND_SETS,
    PII_LANGUAGES,
    PII_LANGUAGES_BLIND,
    PII_LANGUAGES_BLIND2,
)

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind2.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]")
TITLES = ("Mr ", "Mrs ", "Dr ", "Herr ", "Frau ", "M. ", "Mme ", "Sr. ", "Sra. ", "Sig.ra ", "D. ")


@pytest.fixture(scope="module")
def script() -> dict[str, Any]:
    return runpy.run_path(str(SCRIPT))


def test_each_language_has_35_phi_sentences_70_spans_and_15_phi_free_ones() -> None:
    records = load_language_records(LANGUAGE_BLIND_SETS["pii_languages_blind2"])

    assert languages(records) == ["en", "de", "fr", "es", "it", "pt"]
    for lang in languages(records):
        rows = [r.record for r in records if r.lang == lang]
        assert sum(not row["phi_free"] for row in rows) >= 35
        assert sum(row["phi_free"] for row in rows) >= 15
        assert sum(len(row["spans"]) for row in rows) >= 70
        kinds = Counter(span["type"] for row in rows for span in row["spans"])
        assert {"PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "ZIP", "LOCATION"} <= set(
            kinds
        )
        assert {"MRN", "ID", "SSN", "HEALTH_PLAN_ID", "ACCOUNT"} <= set(kinds)


def test_phi_free_sentences_reach_the_scorer_as_phi_free() -> None:
    records = load_language_records(PII_LANGUAGES_BLIND2)
    samples = pii_samples(r.record for r in records)

    assert len(samples) == len(records)
    assert sum(s.phi_free for s in samples) == sum(r.record["phi_free"] for r in records) >= 90
    assert all(not s.spans for s in samples if s.phi_free)


def test_every_span_is_the_marked_value_on_trimmed_text(script: dict[str, Any]) -> None:
    records = {r.id: r.record for r in load_language_records(PII_LANGUAGES_BLIND2)}
    marked_sentences = {
        lang: script["PHI"][lang] + script["PHI_FREE"][lang] for lang in script["LANGUAGES"]
    }

    for lang, sentences in marked_sentences.items():
        for number, marked in enumerate(sentences, start=1):
            row = records[f"{lang}-r{number:03d}"]
            assert row["text"] == MARK.sub(lambda m: m.group(2), marked)
            expected = [(m.group(1), m.group(2)) for m in MARK.finditer(marked)]
            found = [(s["type"], row["text"][s["start"] : s["end"]]) for s in row["spans"]]
            assert found == expected, row["id"]
    assert len(records) == sum(len(s) for s in marked_sentences.values())
    for row in records.values():
        assert row["phi_free"] == (not row["spans"])
        assert row["source"] == ("phi-free" if row["phi_free"] else "phi")
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            assert span["type"] in PhiType.__members__
            assert value == value.strip()
            assert not value.startswith(TITLES)
            if span["type"] == "AGE":
                assert int(value) > 89


def test_no_sentence_is_repeated_or_shared_with_the_earlier_sets() -> None:
    new = [r.record["text"] for r in load_language_records(PII_LANGUAGES_BLIND2)]
    earlier = {
        r.record["text"]
        for path in (PII_LANGUAGES, PII_LANGUAGES_BLIND)
        for r in load_language_records(path)
    }

    assert len(set(new)) == len(new)
    assert not earlier & set(new)


def test_the_file_is_what_the_script_writes(script: dict[str, Any]) -> None:
    assert script["build"]() == PII_LANGUAGES_BLIND2.read_text(encoding="utf-8")
