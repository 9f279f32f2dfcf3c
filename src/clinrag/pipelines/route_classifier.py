"""The learned thread router: multinomial logistic regression over the message's embedding
and the cue flags of ``thread_cues``.

The rule router (``route_by_cues``) routed 0.96 of the dev follow-ups it was written from
but 0.65 of a blind set by another author: greetings, off-scope asks, requests on the answer
and unresolvable references are phrased in more ways than rules list. The embedding carries
what a phrasing means ("Boil that down to one sentence" is near "Summarise that"); the cues
carry what it cannot (whether the message names a subject the thread has not, a pronoun with
nothing to resolve). The guard has already embedded the redacted message (``QueryState.
vector``), so routing is one 6 x 402 matrix-vector product: no model call, no second
embedding.

Features: the embedding; each ``CueFlags`` flag as 0/1 (``CUE_FEATURES``); whether a subject
the thread has not named is a word of the clinical vocabulary (the sample corpus, the
clinical terms and drug names shipped for the redactor) or not ("canteen", "pandas"). The
thread is read as its questions only, at training and at run time alike: the dialogues it
learns from have no answers.

Trained at start-up on the follow-ups of the shipped dialogues (``CONVERSATIONS`` and the
spent first blind set ``BLIND_CONVERSATIONS``, two authors) with the service's own embedder,
so the weights always match the vectors; kept in ``cache_dir`` as plain arrays named by a
hash of everything that decides them (``array_cache``). Choices (balanced class weights,
``C`` = 4, questions-only threads, the vocabulary features; the message's similarity to the
thread's last question added nothing) were made fitting on the dev dialogues with the old
blind set held out, and by 5-fold cross-validation grouped by dialogue; ``clinrag eval
routes`` reports the shipped choice the same ways.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cache
from importlib.metadata import version
from pathlib import Path
from typing import Protocol

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.conversations.store import CitedChunk, StoredTurn
from clinrag.domain import Vectors
from clinrag.llm.schemas import ROUTES, Route
from clinrag.pipelines.linear_softmax import LinearSoftmax, fit_arrays
from clinrag.pipelines.thread_cues import CueFlags, cue_flags, words
from clinrag.retrieval.embedding import Embedder
from clinrag.shipped_data import CLINICAL_TERMS, DRUG_NAMES, SAMPLE_CORPUS


class LabelledTurn(Protocol):
    @property
    def text(self) -> str: ...
    @property
    def route(self) -> Route: ...


class LabelledDialogue(Protocol):
    """A shipped dialogue (``evaluation.conversation_set.Dialogue``), as the router reads it."""

    @property
    def turns(self) -> Sequence[LabelledTurn]: ...


REGULARISATION_C = 4.0
"""Inverse regularisation strength (module docstring)."""
OUT_OF_SCOPE_FLOOR = 0.45
"""``OUT_OF_SCOPE`` is the one route that neither searches nor answers: a clinical question
sent there gets the fixed "what I answer" reply. So it is taken only with this probability;
below it the runner-up is (a search costs little when the ask was off-scope). Chosen from the
5-fold cross-validation by dialogue on the dev and spent blind sets: the out-of-fold
``OUT_OF_SCOPE`` routes that were wrong had 0.37-0.42, the right ones 0.48 and above (the
second blind set was not looked at)."""
CUE_FEATURES = (
    "greeting_only",
    "social",
    "off_scope",
    "on_answer",
    "outside_thread",
    "person",
    "unnamed_patient",
    "pronoun",
    "ellipsis",
    "definite_reference",
    "weak_link",
    "subjects",
    "new_subjects",
    "question_mark",
    "question_start",
    "short",
)
WORD_FEATURES = ("new_clinical_subject", "new_other_subject")


@cache
def clinical_vocabulary() -> frozenset[str]:
    """Words of the packaged clinical texts: the sample corpus, clinical terms, drug names."""
    found: set[str] = set()
    for line in SAMPLE_CORPUS.read_text().splitlines():
        found.update(words(line))
    for path in (CLINICAL_TERMS, DRUG_NAMES):
        for line in path.read_text().splitlines():
            if not line.startswith("#"):
                found.update(words(line))
    return frozenset(found)


@dataclass(frozen=True)
class RouteExample:
    """A follow-up to learn from: the message, its thread's earlier questions, its route."""

    message: str
    questions: tuple[str, ...]
    route: Route


def thread_of(questions: Sequence[str]) -> tuple[StoredTurn, ...]:
    """Questions as turns, each answer taken to have cited a passage (the rule router asks
    that of a request on the answer); the learned router reads only the questions."""
    now = datetime.now(UTC)
    cited = (CitedChunk(0, 0),)
    return tuple(
        StoredTurn(n, q, "", cited, f"example-{n}", now) for n, q in enumerate(questions, 1)
    )


def cue_vector(message: str, turns: Sequence[StoredTurn]) -> tuple[Vectors, CueFlags]:
    """The cue part of the features (``CUE_FEATURES`` then ``WORD_FEATURES``) and the flags."""
    flags = cue_flags(message, turns, answers=False)
    vocabulary = clinical_vocabulary()
    values = [float(bool(getattr(flags, name))) for name in CUE_FEATURES]
    values.append(float(any(w in vocabulary for w in flags.new_subjects)))
    values.append(float(any(w not in vocabulary for w in flags.new_subjects)))
    return np.array(values, dtype=np.float64), flags


def cue_rows(examples: Sequence[RouteExample]) -> Vectors:
    """The cue features of each example, one row each."""
    return np.array([cue_vector(e.message, thread_of(e.questions))[0] for e in examples])


def examples_of(dialogues: Sequence[LabelledDialogue]) -> list[RouteExample]:
    """Every follow-up of ``dialogues`` (a thread's first message is not routed)."""
    return [
        RouteExample(turn.text, tuple(t.text for t in d.turns[:n]), turn.route)
        for d in dialogues
        for n, turn in enumerate(d.turns)
        if n > 0
    ]


def active_cues(cues: Vectors) -> list[str]:
    """The names of the cue features that are on (what the ``route`` step records)."""
    names = (*CUE_FEATURES, *WORD_FEATURES)
    return [name for name, value in zip(names, cues, strict=True) if value]


@dataclass(frozen=True)
class RoutePrediction:
    route: Route
    probability: float
    runner_up: Route
    runner_up_probability: float
    cues: tuple[str, ...]
    """The cue features that were on."""
    below_floor: bool = False
    """``OUT_OF_SCOPE`` came first below ``OUT_OF_SCOPE_FLOOR``, so the second route was taken
    (``runner_up`` is then ``OUT_OF_SCOPE``)."""


class RouteClassifier(LinearSoftmax[Route]):
    """Fitted weights, one row per route; predicting needs numpy only."""

    def __init__(self, weights: Vectors, intercepts: Vectors, classes: Sequence[str]) -> None:
        super().__init__(weights, intercepts, classes, ROUTES, "route")

    @property
    def dimension(self) -> int:
        """The embedding's dimension (the weights also cover the cue features)."""
        return int(self.weights.shape[1]) - len(CUE_FEATURES) - len(WORD_FEATURES)

    def predict(
        self, vector: Vectors, message: str, turns: Sequence[StoredTurn]
    ) -> RoutePrediction:
        """The route of the redacted ``message`` (embedded as ``vector``) after ``turns``.
        ``ValueError`` for a vector of the wrong shape or non-finite scores."""
        if vector.shape != (self.dimension,):
            raise ValueError(f"vector of shape {vector.shape}, expected ({self.dimension},)")
        cues, _ = cue_vector(message, turns)
        probabilities = self.softmax(np.concatenate([vector.astype(np.float64), cues]))
        first, second = (int(i) for i in np.argsort(-probabilities)[:2])
        prediction = RoutePrediction(
            self.classes[first],
            float(probabilities[first]),
            self.classes[second],
            float(probabilities[second]),
            tuple(active_cues(cues)),
        )
        if prediction.route == "OUT_OF_SCOPE" and prediction.probability < OUT_OF_SCOPE_FLOOR:
            return RoutePrediction(
                prediction.runner_up,
                prediction.runner_up_probability,
                prediction.route,
                prediction.probability,
                prediction.cues,
                below_floor=True,
            )
        return prediction

    @staticmethod
    def features(vectors: Vectors, examples: Sequence[RouteExample]) -> Vectors:
        """One row per example: its embedding, then its cue features."""
        return np.hstack([np.asarray(vectors, dtype=np.float64), cue_rows(examples)])

    @classmethod
    def fit(cls, features: Vectors, routes: Sequence[Route]) -> RouteClassifier:
        return cls(
            *fit_arrays(
                features, routes, C=REGULARISATION_C, class_weight="balanced", max_iter=5000
            )
        )

    @classmethod
    def train(cls, embedder: Embedder, examples: Sequence[RouteExample]) -> RouteClassifier:
        vectors = embedder.embed([e.message for e in examples])
        return cls.fit(cls.features(vectors, examples), [e.route for e in examples])

    @classmethod
    def cached(
        cls, embedder: Embedder, examples: Sequence[RouteExample], cache_dir: Path
    ) -> RouteClassifier:
        """``train``, its weights kept on disk (module docstring)."""
        key_parts = [
            embedder.model_name,
            embedder.dimension,
            REGULARISATION_C,
            version("scikit-learn"),
            [(e.message, e.questions, e.route) for e in examples],
            # what the cue rules and the vocabulary make of them: a changed rule refits
            cue_rows(examples).tolist(),
        ]

        arrays = cached_arrays(
            cache_dir,
            "route-classifier",
            key_parts,
            lambda: cls.train(embedder, examples).arrays(),
            usable=lambda a: (
                a["weights"].ndim == 2
                and a["weights"].shape[1]
                == embedder.dimension + len(CUE_FEATURES) + len(WORD_FEATURES)
            ),
        )
        return cls(arrays["weights"], arrays["intercepts"], arrays["classes"].tolist())
