"""The production guard assembled from the shipped data (``security.attack_corpus``): the kNN
index, the injection classifier and the intent policy, each learned from the train split (the
intent classifier from ``security.intent_training``'s selection), kept in ``cache_dir``."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from clinrag.retrieval.embedding import Embedder
from clinrag.security.classifier import LinearClassifier, cached_classifier, train_classifier
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import GuardData
from clinrag.security.injection import AttackIndex, InjectionDetector, Thresholds
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_training import build_intent_policy
from clinrag.security.language import LanguageGate
from clinrag.security.validation import ValidationConfig


def build_guard(
    embedder: Embedder,
    data: GuardData,
    thresholds: Thresholds | None = None,
    cache_dir: Path | None = None,
    validation: ValidationConfig | None = None,
    language: LanguageGate | None = None,
    intent: IntentThresholds | None = None,
) -> ClinicalInputGuard:
    """The production guard: its kNN index and its classifiers learn from the train split only
    (kept in ``cache_dir`` when given, so that only the first start embeds and trains).
    ``intent`` None: the harm frames alone decide misuse (no intent classifier trained)."""
    attacks, benign = data.index_attacks(), data.index_benign()
    index = (
        AttackIndex.build(embedder, attacks, benign)
        if cache_dir is None
        else AttackIndex.cached(embedder, attacks, benign, cache_dir)
    )
    thresholds = thresholds or Thresholds()
    classifier = (
        _index_classifier(embedder.model_name, index, attacks, benign, cache_dir)
        if thresholds.classifier <= 1.0
        else None  # switched off: not worth training
    )
    detector = InjectionDetector(embedder, index, thresholds, classifier)
    policy = (
        IntentPolicy()
        if intent is None
        else build_intent_policy(
            embedder, data, intent, dict(zip(benign, index.benign_vectors, strict=True)), cache_dir
        )
    )
    return ClinicalInputGuard(detector, validation, language, policy)


def _index_classifier(
    model_name: str,
    index: AttackIndex,
    attacks: Sequence[tuple[str, str]],
    benign: Sequence[str],
    cache_dir: Path | None,
) -> LinearClassifier:
    """Trained on the vectors the index holds already: nothing is embedded twice."""
    texts = [text for text, _ in attacks] + list(benign)
    vectors = np.vstack([index.attack_vectors, index.benign_vectors])
    labels = [True] * len(attacks) + [False] * len(benign)
    if cache_dir is None:
        return train_classifier(texts, vectors, labels)
    return cached_classifier(model_name, texts, vectors, labels, cache_dir)
