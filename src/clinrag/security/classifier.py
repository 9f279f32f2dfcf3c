"""A small learned signal: logistic regression over the query embedding and character n-grams.

Patterns catch the moves someone wrote down; the nearest-attack margin catches rewrites of a
known attack. Neither generalises to a phrasing of a *family* that is new, and the packaged
embedder (English) puts a French override far from the English ones. The classifier learns
the direction that separates attacks from benign traffic over two views of the text:

* the packaged embedder's vector (meaning, in English);
* hashed character 3-5-grams (form, across languages: "istruzioni", "instructions",
  "instrucciones" share most of their grams; base64 and SQL have their own texture).

It is trained when the guard is built, from the shipped data only, with a deterministic solver
(lbfgs, no random state), and its weights are cached on disk like the attack index. Hashing
needs no vocabulary, so nothing but the weights is stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import HashingVectorizer
from sklearn.linear_model import LogisticRegression

from clinrag.array_cache import cached_arrays
from clinrag.domain import Vectors

NGRAM_FEATURES = 2**15
REGULARISATION = 10.0
"""sklearn's ``C``, chosen leave-one-author-out (branch ``attack10``, docs/benchmarks.md): the
detector (patterns, kNN margin, classifier; whole texts) rebuilt and tuned without each of the
seven blind authors flagged 71.3 / 72.9 / 74.6 / 75.2 / 74.6 % of their attacks at C 1 / 3 / 10
/ 30 / 100 (benign look-alikes refused 2.76 / 2.35 / 2.49 / 2.76 / 2.76 %); 10 is on the
plateau at the fewest look-alikes refused. The old 1.0 was sklearn's default, never tuned."""
EMBEDDING_SCALE = 1.0
"""The embedding columns' scale against the n-gram columns (both L2-normalised: 1.0 weighs
them alike). Unlike the misuse classifier's (``intent_model.EMBEDDING_WEIGHT``), shrinking it did
not carry to a new author's attacks: at C 10, 0.3 / 0.1 gave 73.9 / 72.0 % against 74.6 % at
1.0, and 3.0 gave 70.4 % (same leave-one-author-out run)."""

_HASHER = HashingVectorizer(
    analyzer="char_wb",
    ngram_range=(3, 5),
    n_features=NGRAM_FEATURES,
    alternate_sign=False,
    norm="l2",
    lowercase=True,
)


def ngram_matrix(texts: Sequence[str]) -> sparse.csr_matrix:
    """Hashed, L2-normalised character n-gram counts (stateless: murmurhash, fixed size)."""
    return _HASHER.transform(list(texts)).tocsr()


def _features(texts: Sequence[str], vectors: Vectors, scale: float) -> sparse.csr_matrix:
    embedding = np.asarray(vectors, dtype=np.float64) * scale
    return sparse.hstack([sparse.csr_matrix(embedding), ngram_matrix(texts)], format="csr")


@dataclass(frozen=True)
class LinearClassifier:
    """Weights of a trained logistic regression; ``probability`` is the attack probability."""

    embedding_weights: np.ndarray
    ngram_weights: np.ndarray
    bias: float

    def probabilities(self, texts: Sequence[str], vectors: Vectors) -> np.ndarray:
        logits = (
            np.asarray(vectors, dtype=np.float64) @ self.embedding_weights
            + ngram_matrix(texts) @ self.ngram_weights
            + self.bias
        )
        return np.asarray(1.0 / (1.0 + np.exp(-logits)))

    def probability(self, text: str, vector: Vectors) -> float:
        return float(self.probabilities([text], np.asarray(vector).reshape(1, -1))[0])


def train_classifier(
    texts: Sequence[str], vectors: Vectors, labels: Sequence[bool]
) -> LinearClassifier:
    """Balanced classes (attacks and benign texts count equally, whatever their numbers)."""
    y = np.asarray(labels, dtype=bool)
    if y.all() or not y.any():
        raise ValueError("need both attacks and benign texts to train the classifier")
    model = LogisticRegression(
        C=REGULARISATION, class_weight="balanced", solver="lbfgs", max_iter=3000
    )
    model.fit(_features(texts, vectors, EMBEDDING_SCALE), y)
    weights = np.asarray(model.coef_[0], dtype=np.float64)
    dimension = np.asarray(vectors).shape[1]
    # The scale folded into the weights: a stored classifier reads plain vectors.
    embedding = weights[:dimension] * EMBEDDING_SCALE
    return LinearClassifier(embedding, weights[dimension:], float(model.intercept_[0]))


def cached_classifier(
    model_name: str,
    texts: Sequence[str],
    vectors: Vectors,
    labels: Sequence[bool],
    cache_dir: Path,
) -> LinearClassifier:
    """``train_classifier``, kept on disk per embedding model, texts and labels (a few seconds
    to train, milliseconds to load)."""
    dimension = np.asarray(vectors).shape[1]
    key_parts = [
        model_name,
        NGRAM_FEATURES,
        REGULARISATION,
        EMBEDDING_SCALE,
        list(texts),
        [bool(y) for y in labels],
    ]

    def fit() -> dict[str, np.ndarray]:
        fitted = train_classifier(texts, vectors, labels)
        return {
            "embedding": fitted.embedding_weights,
            "ngrams": fitted.ngram_weights,
            "bias": np.asarray(fitted.bias, dtype=np.float64),
        }

    arrays = cached_arrays(
        cache_dir,
        "guard-classifier",
        key_parts,
        fit,
        usable=lambda a: (
            a["embedding"].shape == (dimension,) and a["ngrams"].shape == (NGRAM_FEATURES,)
        ),
    )
    return LinearClassifier(arrays["embedding"], arrays["ngrams"], float(arrays["bias"]))
