"""The blind PHI sentences per language: they load through the language loader, every gold span
sits on its text, the counts per language hold, and the file is what its script writes."""

from __future__ import annotations

import json
import runpy
from collections import Counter
from pathlib import Path

from clinrag.evaluation.language_pii import languages, load_language_records
from clinrag.evaluation.pii_eval import pii_samples
from clinrag.security.recognizers import PhiType
from clinrag.shipped_data import PII_LANGUAGES, PII_LANGUAGES_BLIND

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind.py"
TITLES = ("Mr ", "Mrs ", "Dr ", "Herr ", "Frau ", "M. ", "Mme ", "Sr. ", "Sra. ", "Sig.ra ", "D. ")


def test_each_language_has_forty_phi_sentences_eighty_spans_and_ten_phi_free_ones() -> None:
    records = load_language_records(PII_LANGUAGES_BLIND)

    assert languages(records) == ["en", "de", "fr", "es", "it", "pt"]
    for lang in languages(records):
        rows = [r.record for r in records if r.lang == lang]
        assert sum(not row["phi_free"] for row in rows) >= 40
        assert sum(row["phi_free"] for row in rows) >= 10
        assert sum(len(row["spans"]) for row in rows) >= 80
        kinds = Counter(span["type"] for row in rows for span in row["spans"])
        assert {"PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "ZIP"} <= set(kinds)
        assert {"MRN", "ID", "SSN", "HEALTH_PLAN_ID", "LOCATION"} <= set(kinds)


def test_gold_spans_are_phi_types_on_trimmed_text_without_titles() -> None:
    records = load_language_records(PII_LANGUAGES_BLIND)

    for r in records:
        row = r.record
        assert row["id"].startswith(f"{r.lang}-b")
        assert row["phi_free"] == (not row["spans"])
        assert row["source"] == ("phi-free" if row["phi_free"] else "phi")
        previous_end = 0
        for span in row["spans"]:
            assert span["type"] in PhiType.__members__
            assert span["start"] >= previous_end
            value = row["text"][span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            assert not value.startswith(TITLES)
            if span["type"] == "AGE":
                assert int(value) > 89
            previous_end = span["end"]
    assert len(pii_samples(r.record for r in records)) == len(records)


def test_no_sentence_is_repeated_or_shared_with_the_development_set() -> None:
    blind = [r.record["text"] for r in load_language_records(PII_LANGUAGES_BLIND)]
    dev = {r.record["text"] for r in load_language_records(PII_LANGUAGES)}

    assert len(set(blind)) == len(blind)
    assert not dev & set(blind)


def test_the_file_is_what_the_script_writes() -> None:
    rows = runpy.run_path(str(SCRIPT))["records"]()
    written = "".join(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n" for row in rows)

    assert written == PII_LANGUAGES_BLIND.read_text(encoding="utf-8")
