"""The query classifier: multinomial logistic regression over the question's embedding.

The guard step has already embedded the redacted question (``QueryState.vector``), so
classifying is one 4 x 384 matrix-vector product and a softmax, microseconds, where asking the
language model took ~4.9 s on two CPU cores. Trained on the train split of the shipped labelled
questions (``query_type_set``) with whatever embedder the service runs, so it always matches the
vectors it is given.

Choices, made by 5-fold cross-validation grouped by topic family on the train split only (the
test split was not looked at): the embedding alone (0.956 accuracy) beat the embedding plus
cue-word features ("versus", "changed", "step") (0.93); ``C`` = 4 is the smallest of the equally
good values (1: 0.947; 4, 16, 64: 0.956).

Training needs the train questions embedded (~10 s on two cores); the fitted weights are kept in
``cache_dir`` as a plain ``.npz`` of arrays (never a pickle), named by a hash of everything that
decides them: the embedder, the training questions and labels, ``C`` and scikit-learn's
version. A missing or unreadable file is rebuilt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.domain import QueryType, Vectors
from clinrag.pipelines.linear_softmax import LinearSoftmax, fit_arrays
from clinrag.pipelines.query_type_set import QUERY_TYPES, LabelledQuestion
from clinrag.retrieval.embedding import Embedder

REGULARISATION_C = 4.0
"""Inverse regularisation strength of the logistic regression (module docstring)."""


@dataclass(frozen=True)
class Prediction:
    query_type: QueryType
    probability: float
    """The model's probability of that type (the highest of the four)."""


class QueryClassifier(LinearSoftmax[QueryType]):
    """Fitted weights, one row per query type; predicting needs numpy only."""

    def __init__(self, weights: Vectors, intercepts: Vectors, classes: Sequence[str]) -> None:
        super().__init__(weights, intercepts, classes, QUERY_TYPES, "query type")

    @property
    def dimension(self) -> int:
        return int(self.weights.shape[1])

    def probabilities(self, vector: Vectors) -> Vectors:
        """Softmax over the classes, in ``classes`` order. ``ValueError`` for a vector of the
        wrong shape or with non-finite values (the step falls back on it)."""
        return self.softmax(vector)

    def predict(self, vector: Vectors) -> Prediction:
        probabilities = self.probabilities(vector)
        best = int(np.argmax(probabilities))
        return Prediction(self.classes[best], float(probabilities[best]))

    @classmethod
    def fit(cls, vectors: Vectors, labels: Sequence[QueryType]) -> QueryClassifier:
        return cls(*fit_arrays(vectors, labels, C=REGULARISATION_C, max_iter=2000))

    @classmethod
    def train(cls, embedder: Embedder, questions: Sequence[LabelledQuestion]) -> QueryClassifier:
        vectors = embedder.embed([q.question for q in questions])
        return cls.fit(vectors, [q.query_type for q in questions])

    @classmethod
    def cached(
        cls, embedder: Embedder, questions: Sequence[LabelledQuestion], cache_dir: Path
    ) -> QueryClassifier:
        """``train``, its weights kept on disk (module docstring)."""
        key_parts = [
            embedder.model_name,
            embedder.dimension,
            REGULARISATION_C,
            version("scikit-learn"),
            [(q.question, q.query_type) for q in questions],
        ]

        arrays = cached_arrays(
            cache_dir,
            "query-classifier",
            key_parts,
            lambda: cls.train(embedder, questions).arrays(),
            usable=lambda a: a["weights"].ndim == 2 and a["weights"].shape[1] == embedder.dimension,
        )
        return cls(arrays["weights"], arrays["intercepts"], arrays["classes"].tolist())
