"""A multinomial logistic regression as plain arrays: what the query classifier and the learned
thread router share.

Fitted with scikit-learn (lbfgs from zero weights: deterministic), kept and read back as three
arrays (``weights``, ``intercepts``, ``classes``; ``array_cache`` stores them, never a pickle),
applied with numpy alone.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, Generic, TypeVar, cast

import numpy as np

from clinrag.domain import Vectors

Label = TypeVar("Label", bound=str)


class LinearSoftmax(Generic[Label]):
    """Fitted weights, one row per class; predicting needs numpy only."""

    def __init__(
        self,
        weights: Vectors,
        intercepts: Vectors,
        classes: Sequence[str],
        known: Collection[Label],
        noun: str,
    ) -> None:
        """``known``: the labels a class may be; ``noun`` names a class in errors."""
        if weights.ndim != 2 or not weights.shape[0] == len(classes) == intercepts.shape[0]:
            raise ValueError(f"need one weight row and one intercept per {noun}")
        if not set(classes) <= set(known):
            raise ValueError(f"unknown {noun}s among {list(classes)}")
        self.weights = np.ascontiguousarray(weights, dtype=np.float64)
        self.intercepts = np.ascontiguousarray(intercepts, dtype=np.float64)
        self.classes: tuple[Label, ...] = tuple(cast(Label, c) for c in classes)

    def softmax(self, features: Vectors) -> Vectors:
        """Probabilities over the classes, in ``classes`` order. ``ValueError`` for features
        of the wrong shape or giving non-finite scores (the callers fall back on it)."""
        width = int(self.weights.shape[1])
        if features.shape != (width,):
            raise ValueError(f"vector of shape {features.shape}, expected ({width},)")
        scores = self.weights @ features.astype(np.float64) + self.intercepts
        if not np.all(np.isfinite(scores)):
            raise ValueError("the vector gives non-finite scores")
        exp = np.exp(scores - scores.max())
        probabilities: Vectors = exp / exp.sum()
        return probabilities

    def arrays(self) -> dict[str, np.ndarray]:
        """What ``array_cache`` keeps; the constructor reads them back."""
        return {
            "weights": self.weights,
            "intercepts": self.intercepts,
            "classes": np.array(self.classes),
        }


def fit_arrays(
    features: Vectors, labels: Sequence[str], **options: Any
) -> tuple[Vectors, Vectors, list[str]]:
    """Weights, intercepts and classes of a logistic regression fitted with ``options``
    (``C``, ``class_weight``, ``max_iter``). Deterministic: lbfgs from zero weights, no random
    state involved."""
    from sklearn.linear_model import LogisticRegression  # only when training

    model = LogisticRegression(**options)
    model.fit(np.asarray(features, dtype=np.float64), list(labels))
    return model.coef_, model.intercept_, [str(c) for c in model.classes_]
