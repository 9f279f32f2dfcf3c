"""The injection detector and the production guard rebuilt from a training population alone, for
the leave-out evaluations (``guard_loso``, ``attack_authors``).

Thresholds in a fold are tuned as in production (``tune_guard``): the kNN margins on
leave-one-out similarities (``guard_eval.tune_thresholds``), then the classifier threshold of
least cost (``guard_cost``) on out-of-fold probabilities, grouped by author (a seen blind set)
or else by source, so that no author predicts itself; the look-alikes refused are held to
``guard_cost.MAX_LOOKALIKES_REFUSED``."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from clinrag.evaluation.guard_cost import cheapest
from clinrag.evaluation.guard_eval import Scored, tune_thresholds
from clinrag.evaluation.guard_population import Population
from clinrag.retrieval.embedding import Embedder
from clinrag.security.classifier import train_classifier
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import BENIGN_KIND
from clinrag.security.injection import AttackIndex, InjectionDetector, Thresholds, flags
from clinrag.security.intent_policy import IntentPolicy

INNER_FOLDS = 4
GRID = np.round(np.arange(0.50, 1.0, 0.01), 2)


def _knn_scored(train: Population) -> list[Scored]:
    """Leave-one-out similarities of each training text to the training attacks and benign."""
    attack = train.attack
    sims = train.vectors @ train.vectors.T
    np.fill_diagonal(sims, -1.0)
    to_attacks = sims[:, attack].max(axis=1)
    to_benign = sims[:, ~attack].max(axis=1)
    return [
        Scored(bool(a), float(p), float(sa), float(sb), bool(a or h))
        for a, p, sa, sb, h in zip(
            attack, train.patterns, to_attacks, to_benign, train.hard, strict=True
        )
    ]


def group_of(source: str) -> str:
    """The author of a seen blind set's text (``"guard_blind7/benign7_..."``), else the source:
    a new author's wording is what the out-of-fold probabilities must meet."""
    return source.partition("/")[0]


def _fold_of(source: str) -> int:
    return int(hashlib.sha256(group_of(source).encode()).hexdigest()[:8], 16) % INNER_FOLDS


def out_of_fold_probabilities(train: Population) -> np.ndarray:
    """Each text's attack probability from a classifier that never saw its author or source."""
    folds = np.array([_fold_of(s) for s in train.sources])
    probabilities = np.zeros(len(train.texts))
    for fold in range(INNER_FOLDS):
        held = folds == fold
        if not held.any() or held.all():
            continue
        rest = train.take(~held)
        if rest.attack.all() or not rest.attack.any():
            continue
        model = train_classifier(rest.texts, rest.vectors, list(rest.attack))
        probabilities[held] = model.probabilities(
            [train.texts[i] for i in np.flatnonzero(held)], train.vectors[held]
        )
    return probabilities


def tune_guard(train: Population, pattern: float = Thresholds.pattern) -> Thresholds:
    """kNN margins as before, then the classifier threshold of least cost on the training
    texts (all signals together, classifier out-of-fold): ``guard_cost.MISS_WEIGHT`` per
    attack missed, 1 per benign text refused, look-alikes refused within
    ``guard_cost.MAX_LOOKALIKES_REFUSED`` (``guard_cost.cheapest``)."""
    scored = _knn_scored(train)
    knn = tune_thresholds(scored, pattern)
    margin = np.array([s.attack_similarity - s.benign_similarity for s in scored])
    probabilities = out_of_fold_probabilities(train)
    candidates = [Thresholds(pattern, knn.margin, knn.assisted_margin, float(t)) for t in GRID]
    flagged = np.array(
        [
            flags(train.patterns, train.cues, margin, probabilities, c, train.handovers)
            for c in candidates
        ]
    )
    lookalike = np.array([s.kind == BENIGN_KIND for s in train.samples]) & ~train.attack
    threshold = cheapest(GRID, flagged, train.attack, lookalike)
    return knn if threshold is None else replace(knn, classifier=threshold)


class _Precomputed:
    """An ``Embedder`` that answers from the vectors already computed, and asks the real one
    only for texts it has not seen (a query's revealed reading, ``hidden_text.reveal``)."""

    def __init__(self, embedder: Embedder, vectors: dict[str, np.ndarray]) -> None:
        self._vectors = vectors
        self._embedder = embedder

    @property
    def model_name(self) -> str:
        return self._embedder.model_name

    @property
    def dimension(self) -> int:
        return self._embedder.dimension

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        unseen = [t for t in dict.fromkeys(texts) if t not in self._vectors]
        if unseen:
            vectors = np.asarray(self._embedder.embed(unseen), dtype=np.float32)
            self._vectors.update(zip(unseen, vectors, strict=True))
        return np.stack([self._vectors[t] for t in texts])


def fold_detector(
    train: Population, embedder: Embedder, known: dict[str, np.ndarray] | None = None
) -> tuple[InjectionDetector, Thresholds]:
    """The injection detector rebuilt from ``train`` alone, and the thresholds it tuned;
    ``known``: vectors of other texts already computed (filled as the detector embeds)."""
    attack = train.attack
    categories = [s.category for s in train.samples if s.prompt_attack]
    index = AttackIndex(train.vectors[attack], categories, train.vectors[~attack])
    classifier = train_classifier(train.texts, train.vectors, list(attack))
    vectors = {} if known is None else known
    vectors.update(zip(train.texts, train.vectors, strict=True))
    precomputed = _Precomputed(embedder, vectors)
    thresholds = tune_guard(train)
    return InjectionDetector(precomputed, index, thresholds, classifier), thresholds


def fold_guard(
    train: Population, embedder: Embedder, intent: IntentPolicy | None = None
) -> tuple[ClinicalInputGuard, Thresholds]:
    """The production guard rebuilt from ``train`` alone, and the thresholds it tuned;
    ``intent``: the misuse policy of the fold (None: the harm frames alone)."""
    detector, thresholds = fold_detector(train, embedder)
    return ClinicalInputGuard(detector, intent=intent), thresholds
