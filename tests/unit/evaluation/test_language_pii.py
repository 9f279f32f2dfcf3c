"""The per-language PHI sentences: shape, gold spans, halves shared across languages."""

from __future__ import annotations

from collections import Counter

from clinrag.evaluation.language_pii import (
    HALVES,
    half_of,
    languages,
    load_language_records,
)
from clinrag.evaluation.pii_eval import pii_samples
from clinrag.security.recognizers import PhiType


def test_every_language_has_sixty_sentences_with_phi_and_phi_free_ones() -> None:
    records = load_language_records()
    assert languages(records) == ["en", "de", "fr", "es", "it", "pt"]
    counts = Counter(r.lang for r in records)
    assert all(n >= 60 for n in counts.values())
    for lang in counts:
        rows = [r.record for r in records if r.lang == lang]
        assert sum(row["phi_free"] for row in rows) >= 10
        assert sum(len(row["spans"]) for row in rows) >= 90
        for half in HALVES:
            assert sum(r.half == half for r in records if r.lang == lang) >= 25


def test_gold_spans_are_phi_types_on_the_text_and_phi_free_means_no_span() -> None:
    for r in load_language_records():
        row = r.record
        assert row["id"].startswith(f"{r.lang}-")
        assert row["phi_free"] == (not row["spans"])
        for span in row["spans"]:
            assert span["type"] in PhiType.__members__
            value = row["text"][span["start"] : span["end"]]
            assert value
            assert value == value.strip()
            assert not value.startswith(("Herr ", "Frau ", "Mme ", "Sra. ", "Sig.ra "))
    samples = pii_samples(r.record for r in load_language_records())
    assert len(samples) == len(load_language_records())


def test_a_sentence_and_its_counterparts_share_a_half() -> None:
    assert {half_of(f"{lang}-017") for lang in ("en", "de", "fr", "es", "it", "pt")} in (
        {"dev"},
        {"test"},
    )
    assert {half_of(f"en-{n:03d}") for n in range(1, 63)} == {"dev", "test"}
