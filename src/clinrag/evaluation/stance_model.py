"""A learned stance reader for the research set: logistic regression over the rules' cue
families and the packaged embedder, trained on every research split but the one it reads.

Why: rule fixes written from one split's misses have not carried to the next split (the rules
read a split's gold sentences right 0.67-0.72 before its own fixes, 1.00 after:
docs/benchmarks.md), while the guard's learned signal trained on more authors' rows did carry.
Each research split was written by a different hand, so a reader trained on the other splits
and measured on the one left out predicts how it reads a new author's wording.

Features of a (question, text) pair, all from what the project already has:

* the question's shape as ``stance_question`` reads it: its direction (up / down / any /
  harm), whether it names a comparator, whether it asks for equivalence;
* the rules' cue families anywhere in the text (``stance.cue_flags``: harm, benefit, up,
  down, null) and whether it compares ("than");
* every direction x (harm, benefit, up, down) pair: whether "lower" answers the question
  depends on what it asks;
* the text's vector and its element-wise product with the question's (the packaged embedder).

Multinomial logistic regression, sklearn's defaults (C = 1, lbfgs) with balanced classes, not
tuned (the leave-one-split-out figure would pay for it); weights cached by content like the
guard's classifiers (``array_cache``). It reads yes / no / no_difference only: the not-found
statement and an opening verdict sentence are read by the rules' first rule, as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import numpy as np
from sklearn.linear_model import LogisticRegression

from clinrag.array_cache import cached_arrays
from clinrag.evaluation.datasets import ResearchQuestion
from clinrag.evaluation.stance import Stance, cue_flags, plain_text, stated_stance
from clinrag.evaluation.stance_question import Question
from clinrag.retrieval.embedding import Embedder

LABELS: Final[tuple[Stance, ...]] = ("yes", "no", "no_difference")
REGULARISATION: Final = 1.0
"""sklearn's ``C``: the default; not tuned."""
FEATURES_VERSION: Final = 1
"""Part of the cache key: a change to ``_cue_row`` must fit again."""

_DIRECTIONS = ("up", "down", "any", "harm")
_THAN = re.compile(r"\bthan\b", re.I)

Pair = tuple[str, str]
"""(question, text read for its stance)."""


def _cue_row(question: str, text: str) -> list[float]:
    asked = Question.of(question)
    direction = [asked.direction == d for d in _DIRECTIONS]
    cues = cue_flags(text)
    shape = [bool(_THAN.search(text)), bool(asked.other), asked.equivalence]
    crossed = [d and c for d in direction for c in cues[:4]]
    return [float(f) for f in (*direction, *cues, *shape, *crossed)]


def features(embedder: Embedder, pairs: Sequence[Pair]) -> np.ndarray:
    """One row per pair: cue and shape flags, the text's vector, its product with the
    question's."""
    if not pairs:
        return np.zeros((0, 0))
    texts = [plain_text(text) for _, text in pairs]
    questions = np.asarray(embedder.embed([q for q, _ in pairs]), dtype=np.float64)
    vectors = np.asarray(embedder.embed(texts), dtype=np.float64)
    cues = np.asarray([_cue_row(q, t) for (q, _), t in zip(pairs, texts, strict=True)])
    return np.hstack([cues, vectors, questions * vectors])


@dataclass(frozen=True)
class StanceModel:
    weights: np.ndarray
    """(labels, features)."""
    bias: np.ndarray

    def read(self, rows: np.ndarray) -> list[Stance]:
        if not len(rows):
            return []
        return [LABELS[int(i)] for i in np.argmax(self.probabilities(rows), axis=1)]

    def probabilities(self, rows: np.ndarray) -> np.ndarray:
        """(rows, labels): the softmax of the scores, in the order of ``LABELS``."""
        scores = rows @ self.weights.T + self.bias
        scores = np.exp(scores - scores.max(axis=1, keepdims=True))
        return np.asarray(scores / scores.sum(axis=1, keepdims=True))


def train(rows: np.ndarray, labels: Sequence[Stance]) -> StanceModel:
    target = np.asarray([LABELS.index(label) for label in labels])
    if len(set(target.tolist())) < len(LABELS):
        raise ValueError("the stance model needs rows of yes, no and no_difference")
    model = LogisticRegression(
        C=REGULARISATION, class_weight="balanced", solver="lbfgs", max_iter=5000
    )
    model.fit(rows, target)
    return StanceModel(np.asarray(model.coef_), np.asarray(model.intercept_))


class HeldOutReaders:
    """The learned reader of each split, trained on the gold rows of every other split (a
    split none of them holds, a new blind one, is read by the reader trained on them all)."""

    def __init__(
        self,
        embedder: Embedder,
        rows: Sequence[ResearchQuestion],
        cache_dir: Path | None = None,
    ) -> None:
        self._embedder = embedder
        self._rows = list(rows)
        self._cache_dir = cache_dir
        self._features = features(embedder, [(r.question, r.reference) for r in self._rows])
        self._models: dict[str, StanceModel] = {}

    def model_for(self, split: str) -> StanceModel:
        if split not in self._models:
            kept = [i for i, r in enumerate(self._rows) if r.split != split]
            self._models[split] = self._fit(kept)
        return self._models[split]

    def read_gold(self, split: str) -> list[tuple[ResearchQuestion, Stance]]:
        """The split's own gold sentences read by the reader that never saw them."""
        chosen = [i for i, r in enumerate(self._rows) if r.split == split]
        reads = self.model_for(split).read(self._features[chosen])
        return [(self._rows[i], read) for i, read in zip(chosen, reads, strict=True)]

    def read(self, split: str, pairs: Sequence[Pair]) -> list[Stance]:
        """Answers (or any texts) to the split's questions: rule 1 first (not found, a stated
        verdict), else the split's held-out reader."""
        stated = [stated_stance(text) for _, text in pairs]
        open_pairs = [p for p, s in zip(pairs, stated, strict=True) if s is None]
        learned = iter(self.model_for(split).read(features(self._embedder, open_pairs)))
        return [s if s is not None else next(learned) for s in stated]

    def _fit(self, kept: Sequence[int]) -> StanceModel:
        rows = self._features[list(kept)]
        labels: list[Stance] = [self._rows[i].stance for i in kept]
        if self._cache_dir is None:
            return train(rows, labels)
        key = [
            "stance-model",
            FEATURES_VERSION,
            REGULARISATION,
            self._embedder.model_name,
            [[self._rows[i].question, self._rows[i].reference, self._rows[i].stance] for i in kept],
        ]

        def fit() -> dict[str, np.ndarray]:
            fitted = train(rows, labels)
            return {"weights": fitted.weights, "bias": fitted.bias}

        arrays = cached_arrays(
            self._cache_dir,
            "stance-model",
            key,
            fit,
            usable=lambda a: a["weights"].shape == (len(LABELS), rows.shape[1]),
        )
        return StanceModel(arrays["weights"], arrays["bias"])
