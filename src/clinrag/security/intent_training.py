"""What the learned intent signal learns from, and the production policy built from it.

Positives: every misuse family (all texts: no figure is reported on their hash test split) of
every intent corpus (``security.intent_sources``: ``guard_dev``, the varied ``intent_dev``
corpus and the two seen blind sets). Negatives: every legitimate toxicology family of those
corpora (all texts, for the same reason), and the train split of the other legitimate traffic -
MedMCQA and consensus questions, the benign look-alike families, clinical text with quotes - so
that the clinical test split stays unseen for the dev figure. Prompt attacks and code payloads
are left out: they have detectors of their own, and a misuse classifier that learned "attack"
would refuse for the wrong reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard_samples import MISUSE_KIND, TOXICOLOGY_KIND, GuardData, Sample
from clinrag.security.intent_model import cached_intent_classifier, train_intent_classifier
from clinrag.security.intent_policy import IntentPolicy, IntentThresholds
from clinrag.security.intent_sources import extra_intent_samples
from clinrag.security.validation import normalize


def learns_intent(sample: Sample, in_train_split: bool) -> bool:
    if sample.kind in (MISUSE_KIND, TOXICOLOGY_KIND):
        return True
    return in_train_split and not sample.attack


def intent_training_samples(
    data: GuardData, extra: Sequence[Sample] | None = None
) -> list[tuple[str, Sample]]:
    """(normalised text, sample), one per distinct text, the first sample that has it: the guard
    data's, then ``extra`` (None: ``extra_intent_samples()``, the other intent corpora)."""
    kept: dict[str, Sample] = {}
    train = set(data.train)
    for sample in data.train + data.test:
        text = normalize(sample.text)
        if text and learns_intent(sample, sample in train):
            kept.setdefault(text, sample)
    for sample in extra_intent_samples() if extra is None else extra:
        text = normalize(sample.text)
        if text:
            kept.setdefault(text, sample)
    return list(kept.items())


def embed_known(
    embedder: Embedder,
    texts: Sequence[str],
    known: Mapping[str, np.ndarray],
    cache_dir: Path | None,
) -> np.ndarray:
    """Vectors of ``texts``: from ``known`` when there, the rest embedded (kept on disk)."""
    missing = [t for t in dict.fromkeys(texts) if t not in known]
    fresh: dict[str, np.ndarray] = {}
    if missing:
        dimension = embedder.dimension

        def embed() -> dict[str, np.ndarray]:
            return {"vectors": np.asarray(embedder.embed(missing), dtype=np.float32)}

        arrays = (
            embed()
            if cache_dir is None
            else cached_arrays(
                cache_dir,
                "intent-vectors",
                [embedder.model_name, missing],
                embed,
                usable=lambda a: a["vectors"].shape == (len(missing), dimension),
            )
        )
        fresh = dict(zip(missing, arrays["vectors"], strict=True))
    return np.stack([np.asarray(known.get(t, fresh.get(t)), dtype=np.float32) for t in texts])


def build_intent_policy(
    embedder: Embedder,
    data: GuardData,
    thresholds: IntentThresholds,
    known: Mapping[str, np.ndarray],
    cache_dir: Path | None = None,
) -> IntentPolicy:
    """The production policy: frames and the classifier trained on ``intent_training_samples``.
    ``known``: vectors already computed (the attack index's benign side), not embedded again."""
    rows = intent_training_samples(data)
    texts = [text for text, _ in rows]
    labels = [sample.kind == MISUSE_KIND for _, sample in rows]
    vectors = embed_known(embedder, texts, known, cache_dir)
    classifier = (
        train_intent_classifier(texts, vectors, labels)
        if cache_dir is None
        else cached_intent_classifier(embedder.model_name, texts, vectors, labels, cache_dir)
    )
    return IntentPolicy(classifier, thresholds)
