"""``clinrag eval classify``: how well questions are typed, and how fast.

The headline is the service's own classifier (trained on the train split) on the held-out
split: topic families it never saw. Beside it, a dev figure: 5-fold cross-validation on the
train split, folds grouped by family, each fold's classifier trained exactly as the service's
is (``QueryClassifier.fit``). Latency is the classification itself, given the question's
vector (the guard step has computed it already). With a language model, the model classifier
(``CLINRAG_PIPELINE__CLASSIFIER=model``) is measured on the same held-out questions, its
failures counted as SIMPLE as the step does.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from clinrag.domain import QueryType
from clinrag.errors import LLMError
from clinrag.evaluation.metrics import Latency
from clinrag.llm.base import LLM
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import QUERY_TYPES, LabelledQuestion, QueryTypeSet
from clinrag.pipelines.steps.classify import model_query_type
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.retrieval.embedding import Embedder

FOLDS = 5


@dataclass(frozen=True)
class TypeScore:
    questions: int
    accuracy: float
    """Share of this type's questions given this type (its recall)."""
    precision: float
    """Share of the questions given this type that are of it (0 when none were)."""


@dataclass(frozen=True)
class Scores:
    questions: int
    accuracy: float
    per_type: dict[str, TypeScore]
    confusion: dict[str, dict[str, int]]
    """True type -> predicted type -> questions."""

    @staticmethod
    def of(truth: Sequence[QueryType], predicted: Sequence[QueryType]) -> Scores:
        confusion: dict[str, dict[str, int]] = {
            t: dict.fromkeys(QUERY_TYPES, 0) for t in QUERY_TYPES
        }
        for true, guess in zip(truth, predicted, strict=True):
            confusion[true][guess] += 1
        per_type: dict[str, TypeScore] = {}
        for kind in QUERY_TYPES:
            given = sum(row[kind] for row in confusion.values())
            of_kind = sum(confusion[kind].values())
            per_type[kind] = TypeScore(
                of_kind,
                confusion[kind][kind] / of_kind if of_kind else 0.0,
                confusion[kind][kind] / given if given else 0.0,
            )
        right = sum(confusion[t][t] for t in QUERY_TYPES)
        return Scores(len(truth), right / len(truth) if truth else 0.0, per_type, confusion)


@dataclass(frozen=True)
class ClassifyReport:
    embedder: str
    train_questions: int
    held_out_families: int
    held_out: Scores
    cross_validated: Scores
    latency: Latency
    """The classification given the question's vector (no embedding, no model)."""
    model: str | None = None
    model_held_out: Scores | None = None
    model_latency: Latency | None = None

    def lines(self) -> list[str]:
        out = [
            f"query-type set: {self.train_questions} train questions; held out: "
            f"{self.held_out.questions} questions from {self.held_out_families} topic families "
            "never trained on",
            f"embedding classifier ({self.embedder}, logistic regression)",
            f"  held-out accuracy: {self.held_out.accuracy:.3f}   (headline)",
            f"  dev: {FOLDS}-fold cross-validation on train, grouped by family: "
            f"{self.cross_validated.accuracy:.3f}",
            f"{'type':<13}{'held-out n':>11}{'accuracy':>10}{'precision':>11}"
            f"{'dev n':>8}{'dev acc':>9}",
        ]
        for kind in QUERY_TYPES:
            held, dev = self.held_out.per_type[kind], self.cross_validated.per_type[kind]
            out.append(
                f"{kind:<13}{held.questions:>11}{held.accuracy:>10.3f}{held.precision:>11.3f}"
                f"{dev.questions:>8}{dev.accuracy:>9.3f}"
            )
        out += _confusion_lines("held-out", self.held_out)
        out.append(
            f"latency of the classification given the question's vector: "
            f"p50 {self.latency.p50_ms:.3f} ms, p95 {self.latency.p95_ms:.3f} ms (target < 500 ms)"
        )
        if self.model_held_out is not None and self.model_latency is not None:
            out.append(
                f"model classifier ({self.model}) on the same held-out questions: accuracy "
                f"{self.model_held_out.accuracy:.3f}; p50 {self.model_latency.p50_ms:.0f} ms, "
                f"p95 {self.model_latency.p95_ms:.0f} ms"
            )
            out.append(
                "  per type: "
                + ", ".join(
                    f"{kind} {score.accuracy:.3f}"
                    for kind, score in self.model_held_out.per_type.items()
                )
            )
            out += _confusion_lines("model, held-out", self.model_held_out)
        return out


def _confusion_lines(title: str, scores: Scores) -> list[str]:
    lines = [f"confusion ({title}; rows: true type, columns: predicted)"]
    lines.append(" " * 13 + "".join(f"{kind:>13}" for kind in QUERY_TYPES))
    for kind, row in scores.confusion.items():
        lines.append(f"{kind:<13}" + "".join(f"{row[guess]:>13}" for guess in QUERY_TYPES))
    return lines


def evaluate_classify(
    embedder: Embedder,
    classifier: QueryClassifier,
    data: QueryTypeSet,
    *,
    limit: int | None = None,
) -> ClassifyReport:
    """``classifier`` is the service's; ``limit`` keeps the first held-out questions only."""
    test = data.test[:limit]
    vectors = embedder.embed([q.question for q in test])
    predicted: list[QueryType] = []
    seconds = []
    for vector in vectors:
        started = time.perf_counter()
        predicted.append(classifier.predict(vector).query_type)
        seconds.append(time.perf_counter() - started)
    return ClassifyReport(
        embedder=embedder.model_name,
        train_questions=len(data.train),
        held_out_families=len({q.family for q in test}),
        held_out=Scores.of([q.query_type for q in test], predicted),
        cross_validated=cross_validated(embedder, data.train),
        latency=Latency.of(seconds),
    )


def cross_validated(embedder: Embedder, train: Sequence[LabelledQuestion]) -> Scores:
    """Each fold's questions typed by a classifier fitted on the other folds (whole families
    per fold, types balanced across folds; no shuffling, so the folds are always the same)."""
    from sklearn.model_selection import StratifiedGroupKFold

    vectors = embedder.embed([q.question for q in train])
    labels = [q.query_type for q in train]
    predicted: list[QueryType | None] = [None] * len(train)
    folds = StratifiedGroupKFold(n_splits=FOLDS)
    for fit_rows, test_rows in folds.split(vectors, labels, [q.family for q in train]):
        fold = QueryClassifier.fit(vectors[fit_rows], [labels[i] for i in fit_rows])
        for row in test_rows:
            predicted[row] = fold.predict(vectors[row]).query_type
    return Scores.of(labels, [p or "SIMPLE" for p in predicted])


async def with_model_figures(
    report: ClassifyReport,
    llm: LLM,
    data: QueryTypeSet,
    *,
    max_tokens: int,
    limit: int | None = None,
) -> ClassifyReport:
    """The model classifier on the report's held-out questions; a failure counts as SIMPLE,
    as the step falls back."""
    test = data.test[:limit]
    predicted: list[QueryType] = []
    seconds = []
    for question in test:
        notes = StepDetails("classify", Trace())
        started = time.perf_counter()
        try:
            kind = await model_query_type(llm, question.question, notes, max_tokens=max_tokens)
        except (LLMError, ValueError):
            kind = "SIMPLE"
        seconds.append(time.perf_counter() - started)
        predicted.append(kind)
    return replace(
        report,
        model=llm.model,
        model_held_out=Scores.of([q.query_type for q in test], predicted),
        model_latency=Latency.of(seconds),
    )
