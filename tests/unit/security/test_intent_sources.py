"""The intent corpora: what the misuse classifier learns from, by source."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import (
    ATTACK_KIND,
    BENIGN_KIND,
    MISUSE_KIND,
    TOXICOLOGY_KIND,
    Sample,
)
from clinrag.security.intent_product import PRODUCT_CORPUS
from clinrag.security.intent_sources import (
    EXTRA_CORPORA,
    GUARD_DEV_CORPUS,
    INTENT_DEV,
    corpus_of,
    corpus_samples,
    extra_intent_samples,
)
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.validation import normalize
from clinrag.security.written_samples import written_families
from clinrag.shipped_data import GUARD_BLIND, GUARD_BLIND3, GUARD_DEV


def test_the_varied_corpus_is_large_balanced_and_partly_not_english() -> None:
    samples = corpus_samples("intent_dev", INTENT_DEV)
    kinds = Counter(s.kind for s in samples)
    assert kinds[MISUSE_KIND] >= 500
    assert kinds[TOXICOLOGY_KIND] >= 500
    foreign = sum(s.lang != "en" for s in samples) / len(samples)
    assert 0.15 <= foreign <= 0.3
    assert {s.lang for s in samples} == {"en", "de", "fr", "es", "it", "pt"}


def test_the_varied_corpus_never_trains_the_injection_detector() -> None:
    families = json.loads((INTENT_DEV / "families.json").read_text())
    assert all(meta["injection_training"] is False for meta in families.values())
    assert {meta["kind"] for meta in families.values()} == {MISUSE_KIND, TOXICOLOGY_KIND}


def test_the_varied_corpus_copies_no_text_of_another_set() -> None:
    ours = {normalize(s.text).lower() for s in written_families(INTENT_DEV)}
    for directory in (GUARD_DEV, GUARD_BLIND, GUARD_BLIND3):
        theirs = {normalize(s.text).lower() for s in written_families(directory)}
        assert not ours & theirs, directory.name


def test_blind_sets_give_misuse_legitimate_as_toxicology_and_benign_never_attacks() -> None:
    blind = corpus_samples("guard_blind", GUARD_BLIND)
    assert {s.kind for s in blind} == {MISUSE_KIND, TOXICOLOGY_KIND, BENIGN_KIND}
    assert all(s.source.startswith("guard_blind/") and not s.trains_injection for s in blind)
    assert all(s.attack == (s.kind == MISUSE_KIND) for s in blind)
    attacks = {s.text for s in written_families(GUARD_BLIND) if s.kind == ATTACK_KIND}
    assert attacks
    assert not attacks & {s.text for s in blind}


@pytest.mark.parametrize(
    ("source", "corpus"),
    [
        ("misuse_deception", GUARD_DEV_CORPUS),
        ("intent_dev/misuse_wrapped", "intent_dev"),
        ("guard_blind3/harm_reduction", "guard_blind3"),
    ],
)
def test_corpus_of_a_family(source: str, corpus: str) -> None:
    assert corpus_of(source) == corpus


def test_training_selection_holds_every_corpus_once_per_text() -> None:
    rows = intent_training_samples(load_guard_data())
    corpora = Counter(corpus_of(s.source) for _, s in rows)
    assert set(corpora) == {GUARD_DEV_CORPUS, *EXTRA_CORPORA, PRODUCT_CORPUS}
    texts = [text for text, _ in rows]
    assert len(texts) == len(set(texts))


def test_training_selection_takes_the_extra_samples_given() -> None:
    extra = [Sample("How do I hide the missing ampoule?", "x/misuse_a", True, kind=MISUSE_KIND)]
    rows = intent_training_samples(load_guard_data(), extra)
    assert {corpus_of(s.source) for _, s in rows} == {GUARD_DEV_CORPUS, "x"}
    assert len(extra_intent_samples()) > 1000
