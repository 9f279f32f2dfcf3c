"""``clinrag eval routes``: the learned thread router on the follow-ups of the shipped
dialogues, routed alone (no database, no model, no answers), with held-out figures beside the
in-sample one.

The service's router is trained on every follow-up of both shipped sets, so its accuracy on
them is in-sample. What says how it does on text it was not trained on:

- **dev -> old blind** and **old blind -> dev**: fitted on one set's follow-ups, scored on the
  other's: a different author's phrasing (the closest thing here to the new blind set);
- **5-fold by dialogue**: both sets pooled, each dialogue's follow-ups scored by a router
  fitted without that dialogue.

The rule router (``router=cues``) is scored on the same follow-ups. Threads are read as
their questions only, as the learned router reads them; ``clinrag eval conversations`` runs
the whole turn (answers, guard, retrieval) and is the end-to-end figure.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from clinrag.evaluation.conversation_set import Dialogue
from clinrag.evaluation.metrics import Latency
from clinrag.llm.schemas import ROUTES, Route
from clinrag.pipelines.route_classifier import RouteClassifier, RouteExample, thread_of
from clinrag.pipelines.thread_cues import route_by_cues
from clinrag.retrieval.embedding import Embedder

FOLDS = 5


@dataclass(frozen=True)
class RouteScores:
    follow_ups: int
    accuracy: float
    right_by_route: dict[str, tuple[int, int]]
    """Gold route -> (routed right, follow-ups)."""
    clarification_on_ambiguous: float
    clarification_on_clear: float

    @staticmethod
    def of(gold: Sequence[Route], predicted: Sequence[Route]) -> RouteScores:
        pairs = list(zip(gold, predicted, strict=True))
        by_route = {
            r: (sum(g == p == r for g, p in pairs), sum(g == r for g, _ in pairs))
            for r in ROUTES
            if r in gold
        }
        ambiguous = [p == "ASK_CLARIFICATION" for g, p in pairs if g == "ASK_CLARIFICATION"]
        clear = [p == "ASK_CLARIFICATION" for g, p in pairs if g != "ASK_CLARIFICATION"]
        return RouteScores(
            follow_ups=len(pairs),
            accuracy=sum(g == p for g, p in pairs) / len(pairs) if pairs else 0.0,
            right_by_route=by_route,
            clarification_on_ambiguous=sum(ambiguous) / len(ambiguous) if ambiguous else 0.0,
            clarification_on_clear=sum(clear) / len(clear) if clear else 0.0,
        )

    def line(self, name: str) -> str:
        routes = " ".join(f"{r[:8]} {a}/{n}" for r, (a, n) in self.right_by_route.items())
        return (
            f"{name:<34} n={self.follow_ups:<4} accuracy {self.accuracy:.2f}  "
            f"clarify ambiguous {self.clarification_on_ambiguous:.2f} clear "
            f"{self.clarification_on_clear:.2f}  {routes}"
        )


@dataclass(frozen=True)
class RouteReport:
    embedder: str
    rows: dict[str, RouteScores]
    latency: Latency
    """The learned router's prediction (cue features and the product), embedding excluded."""

    def lines(self) -> list[str]:
        out = [f"thread router on the shipped follow-ups ({self.embedder}, threads as questions)"]
        out += [scores.line(name) for name, scores in self.rows.items()]
        out.append(
            f"learned router per message, beyond the guard's embedding: p50 "
            f"{self.latency.p50_ms:.2f} ms  p95 {self.latency.p95_ms:.2f} ms"
        )
        return out


def evaluate_routes(
    embedder: Embedder,
    router: RouteClassifier,
    dev: Sequence[Dialogue],
    blind: Sequence[Dialogue],
) -> RouteReport:
    """``router`` is the service's (trained on ``dev`` and ``blind``)."""
    from clinrag.pipelines.route_classifier import examples_of

    dev_examples, blind_examples = examples_of(dev), examples_of(blind)
    examples = [*dev_examples, *blind_examples]
    groups = [d.id for d in dev for _ in d.turns[1:]] + [d.id for d in blind for _ in d.turns[1:]]
    vectors = embedder.embed([e.message for e in examples])
    features = RouteClassifier.features(vectors, examples)
    gold = [e.route for e in examples]
    on_dev = np.array([i < len(dev_examples) for i in range(len(examples))])

    def fitted_on(rows: np.ndarray) -> RouteClassifier:
        return RouteClassifier.fit(features[rows], [gold[i] for i in np.flatnonzero(rows)])

    def routed(classifier: RouteClassifier, rows: np.ndarray) -> list[Route]:
        return [_predict(classifier, vectors[i], examples[i]) for i in np.flatnonzero(rows)]

    def scored(rows: np.ndarray, predicted: Sequence[Route]) -> RouteScores:
        return RouteScores.of([gold[i] for i in np.flatnonzero(rows)], predicted)

    fold = np.array([int(hashlib.sha256(g.encode()).hexdigest(), 16) % FOLDS for g in groups])
    cross: list[Route] = list(gold)
    for k in range(FOLDS):
        held = fold == k
        for i, route in zip(np.flatnonzero(held), routed(fitted_on(~held), held), strict=True):
            cross[i] = route
    seconds = []
    in_sample = []
    for vector, example in zip(vectors, examples, strict=True):
        started = time.perf_counter()
        in_sample.append(_predict(router, vector, example))
        seconds.append(time.perf_counter() - started)
    rules = [route_by_cues(e.message, thread_of(e.questions)).route for e in examples]
    return RouteReport(
        embedder=embedder.model_name,
        rows={
            "learned, in-sample (both sets)": RouteScores.of(gold, in_sample),
            "learned, 5-fold by dialogue": RouteScores.of(gold, cross),
            "learned, fitted on dev -> old blind": scored(
                ~on_dev, routed(fitted_on(on_dev), ~on_dev)
            ),
            "learned, fitted on old blind -> dev": scored(
                on_dev, routed(fitted_on(~on_dev), on_dev)
            ),
            "rules (cues), dev": scored(on_dev, [rules[i] for i in np.flatnonzero(on_dev)]),
            "rules (cues), old blind": scored(~on_dev, [rules[i] for i in np.flatnonzero(~on_dev)]),
        },
        latency=Latency.of(seconds),
    )


def _predict(classifier: RouteClassifier, vector: np.ndarray, example: RouteExample) -> Route:
    return classifier.predict(vector, example.message, thread_of(example.questions)).route
