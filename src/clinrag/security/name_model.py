"""The learned name pass: a logistic regression over each word the rules left, fitted on the
words of every seen PHI set, which removes a name, place or street word the rules missed.

Rules each carry one author's way of writing a name; on each new author's notes some leaked
(PERSON recall 0.861, LOCATION 0.769 on notes_blind12). The model reads evidence every hand
shares (``name_features``) and is fitted on the gold spans of every seen set
(``name_training``), with three classes (no name, person, place). It runs last among the name
passes, on the words no span and no clinical term covers, and removes a word whose name
probability (person plus place) reaches ``THRESHOLD``. The threshold and ``REGULARISATION``
were chosen leave-one-set-out (fit on all other seen sets, measure on the one held out;
``scripts/name_loso.py``, docs/benchmarks.md, branch ``phi15``). Fitted at the first start
(a few seconds) and kept in the cache directory like the guard's classifiers.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import sparse

from clinrag.array_cache import cached_arrays
from clinrag.security.clinical_terms import ClinicalVocabulary, clinical_context
from clinrag.security.name_features import (
    DIMENSION,
    Token,
    WordLists,
    feature_matrix,
    tokens,
    word_features,
)
from clinrag.security.name_training import (
    PLACE_CLASS,
    candidate_indices,
    labelled_rows,
    training_sources,
)
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

THRESHOLD = 0.7
"""Name probability from which the pass removes a word."""
REGULARISATION = 1.0
"""sklearn's ``C``."""
FEATURE_VERSION = "phi15-1"
"""Changed whenever ``name_features`` reads a word differently, so cached weights are refitted."""
_SCORE = 0.5
_CODE_LETTERS = 4


@dataclass(frozen=True)
class NameModel:
    """Weights of a fitted three-class logistic regression (no name, person, place)."""

    weights: np.ndarray  # (DIMENSION, 3)
    bias: np.ndarray  # (3,)

    def probabilities(self, rows: Sequence[Sequence[str]]) -> np.ndarray:
        """Class probabilities, one row per word."""
        logits = feature_matrix(rows) @ self.weights + self.bias
        logits -= logits.max(axis=1, keepdims=True)
        odds = np.exp(logits)
        return np.asarray(odds / odds.sum(axis=1, keepdims=True))


def train_name_model(
    matrix: sparse.csr_matrix, classes: np.ndarray, *, regularisation: float = REGULARISATION
) -> NameModel:
    """Fits the three classes on feature rows (``name_features.feature_matrix``)."""
    from sklearn.linear_model import LogisticRegression

    model = LogisticRegression(C=regularisation, solver="lbfgs", max_iter=2000)
    model.fit(matrix, classes)
    weights = np.zeros((DIMENSION, 3), dtype=np.float64)
    weights[:, model.classes_] = np.asarray(model.coef_).T
    bias = np.full(3, -1e3, dtype=np.float64)
    bias[model.classes_] = model.intercept_
    return NameModel(weights, bias)


def fit_name_model(
    vocabulary: ClinicalVocabulary,
    lists: WordLists,
    sources: Sequence[Path],
    *,
    regularisation: float = REGULARISATION,
) -> NameModel:
    rows, classes = labelled_rows(sources, vocabulary, lists)
    return train_name_model(
        feature_matrix(rows), np.asarray(classes), regularisation=regularisation
    )


def cached_name_model(
    vocabulary: ClinicalVocabulary, lists: WordLists, cache_dir: Path
) -> NameModel:
    """The model fitted on every seen set, kept on disk per training data and settings."""
    sources = sorted(training_sources().values())
    digests = [hashlib.sha256(p.read_bytes()).hexdigest() for p in sources]
    key = [FEATURE_VERSION, REGULARISATION, DIMENSION, digests]

    def fit() -> dict[str, np.ndarray]:
        model = fit_name_model(vocabulary, lists, sources)
        return {"weights": model.weights.astype(np.float32), "bias": model.bias}

    arrays = cached_arrays(
        cache_dir,
        "name-model",
        key,
        fit,
        usable=lambda a: a["weights"].shape == (DIMENSION, 3) and a["bias"].shape == (3,),
    )
    return NameModel(arrays["weights"].astype(np.float64), arrays["bias"])


class NamePass:
    """Finds the words of a text that the model reads as a name and nothing covers yet."""

    def __init__(self, model: NameModel, lists: WordLists, *, threshold: float = THRESHOLD) -> None:
        self._model = model
        self._lists = lists
        self._threshold = threshold

    def scored(
        self, text: str, spans: Sequence[Span], terms: Sequence[tuple[int, int]]
    ) -> list[tuple[Token, float, float]]:
        """Each word the pass may remove, with its person and place probabilities. Never one
        of four characters or fewer that holds a digit (a course or a grade: "x5", "F2") or that
        an eponym's head noun follows ("Jamar dynamometer", "Pritchard regimen")."""
        words = tokens(text)
        taken = [(s.start, s.end) for s in spans] + list(terms)
        indices = [
            i
            for i in candidate_indices(words, taken)
            if not (len(words[i].word) <= _CODE_LETTERS and any(c.isdigit() for c in words[i].word))
            and not clinical_context(text, words[i].start, words[i].end)
        ]
        if not indices:
            return []
        rows = [word_features(text, words, i, self._lists) for i in indices]
        probabilities = self._model.probabilities(rows)
        return [
            (words[i], float(p[1]), float(p[PLACE_CLASS]))
            for i, p in zip(indices, probabilities, strict=True)
        ]

    def find(
        self, text: str, spans: Sequence[Span], terms: Sequence[tuple[int, int]]
    ) -> list[Span]:
        return [
            Span(
                word.start,
                word.end,
                PhiType.LOCATION if place > person else PhiType.PERSON,
                _SCORE,
                from_ner=False,
            )
            for word, person, place in self.scored(text, spans, terms)
            if person + place >= self._threshold
        ]


def build_name_pass(vocabulary: ClinicalVocabulary, cache_dir: Path) -> NamePass:
    """The pass with the model fitted on every seen set (cached in ``cache_dir``)."""
    lists = WordLists(vocabulary)
    return NamePass(cached_name_model(vocabulary, lists, cache_dir), lists)
