"""The intent thresholds' grid search: the seen product text is a hard constraint, the
false-alarm limits hold, and with no pair within them the frames decide alone."""

from __future__ import annotations

import numpy as np

from clinrag.evaluation.intent_tuning import (
    FRAMES_ONLY,
    OFF,
    choose_thresholds,
    learned_refusals,
)
from clinrag.security.guard_samples import MISUSE_KIND, TOXICOLOGY_KIND, Sample
from clinrag.security.intent_policy import FRAMES_CONFIRM, IntentThresholds
from clinrag.security.intent_product import PRODUCT_KIND


def _samples() -> tuple[Sample, ...]:
    misuse = [Sample(f"m{i}", "a/misuse", True, kind=MISUSE_KIND) for i in range(10)]
    tox = [Sample(f"t{i}", "a/legit", False, kind=TOXICOLOGY_KIND) for i in range(100)]
    product = [Sample(f"p{i}", "product/agent", False, kind=PRODUCT_KIND) for i in range(300)]
    return (*misuse, *tox, *product)


def _probabilities() -> np.ndarray:
    """Misuse spread 0.55-1.0 out of corpus; legitimate text low."""
    return np.concatenate([np.linspace(0.55, 1.0, 10), np.full(100, 0.1), np.full(300, 0.05)])


def test_without_a_seen_product_text_near_misuse_the_lowest_threshold_wins() -> None:
    samples, probabilities = _samples(), _probabilities()
    chosen = choose_thresholds(samples, np.zeros(len(samples)), probabilities, probabilities)
    assert chosen == IntentThresholds(0.55, 0.55, confirm=FRAMES_CONFIRM)


def test_no_seen_product_text_is_refused() -> None:
    samples, probabilities = _samples(), _probabilities()
    seen = probabilities.copy()
    seen[200] = 0.77  # a product text the shipped classifier learned, still at 0.77
    chosen = choose_thresholds(samples, np.zeros(len(samples)), probabilities, seen)
    assert chosen.alone > 0.77
    assert not learned_refusals(np.zeros(len(samples)), seen, chosen)[110:].any()
    # out of corpus the same text was low: only the seen constraint moved the threshold
    unconstrained = choose_thresholds(samples, np.zeros(len(samples)), probabilities, probabilities)
    assert unconstrained.alone < 0.77


def test_a_seen_product_text_with_a_medium_frame_bounds_the_assisted_threshold() -> None:
    samples, probabilities = _samples(), _probabilities()
    scores = np.zeros(len(samples))
    scores[300] = 2.0  # a concealment-like frame on a product text
    seen = probabilities.copy()
    seen[300] = 0.6
    chosen = choose_thresholds(samples, scores, probabilities, seen)
    assert chosen.assisted > 0.6
    assert chosen.alone > 0.6


def test_nothing_within_the_limits_leaves_the_frames_alone() -> None:
    samples = _samples()
    probabilities = np.full(len(samples), 0.99)  # legitimate text as sure as misuse
    scores = np.full(len(samples), 2.0)  # and a medium frame on every text
    chosen = choose_thresholds(samples, scores, probabilities, probabilities)
    assert chosen == FRAMES_ONLY
    assert chosen.alone == OFF
