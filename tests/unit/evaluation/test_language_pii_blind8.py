"""The eighth blind PHI sentence set (English only): it loads through the language loader, both
halves hold PHI and PHI-free sentences, every gold span's text is the value its script marked,
this round's voices (dictation, chat, e-mail, forms) and shapes are there, the PHI-free sentences
are full of capitalised clinical phrases, and the file is what the script writes."""

from __future__ import annotations

import re
import runpy
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from clinrag.evaluation.language_pii import languages, load_language_records
from clinrag.evaluation.pii_eval import pii_samples
from clinrag.shipped_data import LANGUAGE_BLIND_SETS, PII_LANGUAGES_BLIND8

SCRIPT = Path(__file__).resolve().parents[3] / "scripts/build_pii_languages_blind8.py"
MARK = re.compile(r"\[\[([A-Z_]+):(.+?)\]\]", re.DOTALL)
TITLE_INSIDE = re.compile(r"(?i)^(mr|mrs|ms|miss|mister|dr|doctor|prof|sgt|dc|rev)\.? ")
CAPITALISED_PHRASE = re.compile(r"\b[A-Z][A-Za-z'-]*(?:[ -][A-Z0-9][A-Za-z0-9'-]*)*")
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


@pytest.fixture(scope="module")
def script() -> dict[str, Any]:
    return runpy.run_path(str(SCRIPT))


@pytest.fixture(scope="module")
def rows() -> list[dict[str, Any]]:
    return [
        dict(r.record) for r in load_language_records(LANGUAGE_BLIND_SETS["pii_languages_blind8"])
    ]


def test_150_english_phi_sentences_350_spans_and_90_hard_phi_free_ones(
    rows: list[dict[str, Any]],
) -> None:
    records = load_language_records(PII_LANGUAGES_BLIND8)
    kinds = Counter(span["type"] for row in rows for span in row["spans"])

    assert languages(records) == ["en"]
    assert len({row["id"] for row in rows}) == len(rows)
    assert sum(not row["phi_free"] for row in rows) >= 150
    assert sum(row["phi_free"] for row in rows) >= 90
    assert sum(kinds.values()) >= 350
    assert {
        "PERSON", "DATE", "AGE", "PHONE", "EMAIL", "ADDRESS", "ZIP", "LOCATION", "MRN", "ID",
        "SSN", "HEALTH_PLAN_ID", "ACCOUNT", "LICENSE", "DEVICE_ID", "VEHICLE_ID", "URL",
        "IP_ADDRESS",
    } == set(kinds)  # fmt: skip
    for half in ("dev", "test"):
        mine = [r.record for r in records if r.half == half]
        assert sum(not row["phi_free"] for row in mine) >= 60, half
        assert sum(row["phi_free"] for row in mine) >= 40, half


def test_phi_free_sentences_reach_the_scorer_as_phi_free(rows: list[dict[str, Any]]) -> None:
    samples = pii_samples(rows)

    assert len(samples) == len(rows)
    assert sum(s.phi_free for s in samples) == sum(row["phi_free"] for row in rows)
    assert all(not s.spans for s in samples if s.phi_free)
    assert all(s.spans for s in samples if not s.phi_free)


def test_every_span_is_the_marked_value_on_trimmed_text(
    rows: list[dict[str, Any]], script: dict[str, Any]
) -> None:
    marked = [*script["PHI"], *script["PHI_FREE"]]

    assert len(marked) == len(rows)
    for row, source in zip(rows, marked, strict=True):
        values = [(m.group(1), m.group(2)) for m in MARK.finditer(source)]
        found = [(s["type"], row["text"][s["start"] : s["end"]]) for s in row["spans"]]
        assert found == values, row["id"]
        assert row["text"] == MARK.sub(lambda m: m.group(2), source)
        for span in row["spans"]:
            value = row["text"][span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            if span["type"] == "AGE":
                assert age_of(value) > 89, (row["id"], value)
            if span["type"] == "PERSON":
                assert not TITLE_INSIDE.match(value), (row["id"], value)


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


def test_phi_free_sentences_are_full_of_capitalised_clinical_phrases(
    rows: list[dict[str, Any]],
) -> None:
    free = [row["text"] for row in rows if row["phi_free"]]
    phrases = [len(CAPITALISED_PHRASE.findall(text)) for text in free]

    assert sum(n >= 2 for n in phrases) >= 90, phrases


def test_the_file_is_exactly_what_the_script_writes(script: dict[str, Any]) -> None:
    assert script["build"]() == PII_LANGUAGES_BLIND8.read_text(encoding="utf-8")
