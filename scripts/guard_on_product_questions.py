"""The production input guard on the product's own legitimate text: every question of the
agent, research and query-type sets, every turn of the dialogue sets and our ward talk
(``security.intent_product``), refused or not, twice:

* **seen by training**: the guard as shipped, whose intent classifier and injection detector
  learned every source;
* **held out**: the same guard with the intent classifier retrained without that whole source
  (shipped thresholds) and the injection detector's index, classifier and thresholds rebuilt and
  tuned without it (``guard_folds.fold_detector``), i.e. what it refuses of a kind of text it
  never learned from.

The guard's blind sets measure look-alikes written to be hard; these are the questions the
service exists for. Each refusal is printed with its reasons and the intent probability (dev
tool; docs/benchmarks.md keeps the figures).

    PYTHONPATH=src python scripts/guard_on_product_questions.py
"""

from __future__ import annotations

from clinrag.components import build_input_guard, build_models, intent_thresholds
from clinrag.domain import Vectors
from clinrag.evaluation.guard_folds import fold_detector
from clinrag.evaluation.guard_population import population
from clinrag.evaluation.intent_lofo import fold_intent, rows_of
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.intent_product import product_source, product_texts
from clinrag.security.intent_training import intent_training_samples
from clinrag.security.language import UNSUPPORTED_LANGUAGE
from clinrag.settings import Settings

NEAR = 0.98
"""An intent probability this high is counted as near the classifier's refusal threshold."""


def _refusals(
    guard: ClinicalInputGuard, texts: list[str], vectors: dict[str, Vectors]
) -> tuple[list[tuple[tuple[str, ...], float, str]], int, int]:
    """(refused with reasons and probability, near the threshold, refused by the language gate)."""
    refused, near, other_language = [], 0, 0
    for text in texts:
        check = guard.check(text, vectors[text])
        probability = check.scores.get("intent_probability", 0.0)
        near += probability >= NEAR
        if UNSUPPORTED_LANGUAGE in check.reasons:
            other_language += 1
        elif not check.allowed:
            refused.append((check.reasons, probability, text))
    return refused, near, other_language


def main() -> None:
    settings = Settings()
    embedder = build_models(settings).embedder
    guard = build_input_guard(settings.security, embedder)
    thresholds = intent_thresholds(settings.security)
    data = load_guard_data()
    rows = rows_of(embedder, intent_training_samples(data), settings.security.cache_dir)
    everything = population(embedder, data.injection_training, settings.security.cache_dir)
    totals = {"seen by training": [0, 0], "held out": [0, 0]}
    for name, texts in product_texts().items():
        vectors: dict[str, Vectors] = {t: guard.embed(t) for t in texts}
        detector, fold = fold_detector(
            everything.take(everything.sources != product_source(name)), embedder
        )
        held_guard = guard.with_detector(detector)
        if thresholds is not None:
            held_guard = held_guard.with_intent(fold_intent(rows, product_source(name), thresholds))
        print(
            f"{name}: held-out detector thresholds {fold.margin:.2f}/{fold.assisted_margin:.2f}/"
            f"{fold.classifier:.2f} (margin/assisted/classifier)"
        )
        for label, checker in (("seen by training", guard), ("held out", held_guard)):
            refused, near, other_language = _refusals(checker, texts, vectors)
            totals[label][0] += len(refused)
            totals[label][1] += len(texts)
            print(
                f"{name} ({label}): {len(refused)} of {len(texts)} refused ({other_language} "
                f"more by the language gate); intent probability >= {NEAR}: {near}"
            )
            for reasons, probability, text in refused:
                print(f"    {','.join(reasons)}  p={probability:.4f}  {text}")
    for label, (refused_count, total) in totals.items():
        print(f"all sources ({label}): {refused_count} of {total} refused")


if __name__ == "__main__":
    main()
