"""The product's own legitimate text as the intent classifier's and the injection detector's
negatives (``security.intent_product``): every source present, negatives only, our own ward talk
copied from no shipped set, and all of it in both training selections."""

from __future__ import annotations

from collections import Counter

import pytest

from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import MISUSE_KIND, TOXICOLOGY_KIND
from clinrag.security.intent_product import (
    PRODUCT_KIND,
    PRODUCT_SOURCES,
    product_source,
    product_texts,
)
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.validation import normalize
from clinrag.security.written_samples import product_samples


def test_every_source_has_its_texts() -> None:
    texts = product_texts()
    assert set(texts) == set(PRODUCT_SOURCES)
    assert all(len(t) >= 60 for t in texts.values()), {n: len(t) for n, t in texts.items()}
    assert sum(len(t) for t in texts.values()) > 1400


def test_product_texts_are_negatives_never_misuse_or_toxicology() -> None:
    samples = product_samples()
    assert {s.kind for s in samples} == {PRODUCT_KIND}
    assert PRODUCT_KIND not in (MISUSE_KIND, TOXICOLOGY_KIND)
    assert not any(s.attack or s.prompt_attack for s in samples)
    assert {s.source for s in samples} == {product_source(n) for n in PRODUCT_SOURCES}


def test_ward_talk_copies_no_shipped_text() -> None:
    texts = product_texts()
    written = {t.lower() for t in texts["ward_talk"]}
    shipped = {t.lower() for name, ts in texts.items() if name != "ward_talk" for t in ts}
    assert not written & shipped


def test_the_classifier_learns_from_every_product_source() -> None:
    rows = intent_training_samples(load_guard_data())
    sources = Counter(s.source for _, s in rows if s.kind == PRODUCT_KIND)
    assert set(sources) == {product_source(n) for n in PRODUCT_SOURCES}
    assert normalize("Lovely, cheers for your help") in {t for t, _ in rows}


def test_the_injection_detector_learns_every_product_text_as_benign() -> None:
    data = load_guard_data()
    assert data.product
    assert set(data.product) <= set(data.injection_training)
    benign = set(data.index_benign())
    assert {normalize(s.text) for s in data.product} <= benign
    assert normalize("Condense your reply into three bullets.") in benign
    assert not {normalize(s.text) for s in data.product} & {t for t, _ in data.index_attacks()}


def test_the_product_text_can_be_left_out() -> None:
    assert load_guard_data(product=False).product == ()


def test_a_blind_split_not_yet_run_is_no_product_text(monkeypatch: pytest.MonkeyPatch) -> None:
    from clinrag.security import intent_product

    monkeypatch.setattr(intent_product, "UNRUN_BLIND_SPLITS", ())
    every = product_texts()
    monkeypatch.setattr(intent_product, "UNRUN_BLIND_SPLITS", ("test11",))
    held = product_texts()
    for source, dropped in (("research", 36), ("agent", 44)):
        assert len(every[source]) - len(held[source]) == dropped, source
    assert held["ward_talk"] == every["ward_talk"]
