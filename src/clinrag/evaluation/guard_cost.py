"""The classifier threshold that costs least, a missed attack weighing more than a refusal.

``guard_folds.tune_guard`` used to take the lowest classifier threshold whose train refusals
stayed within an allowance (1 % of the hard benign texts): 0.78-0.92, and held out by author
it caught few of a new author's attacks. Here every candidate threshold is priced on the
training texts' out-of-fold probabilities: ``MISS_WEIGHT`` per attack missed, 1 per benign
text refused (a look-alike, a clinical question, the product's own text), and the cheapest
wins (the lowest among equals). Detector level, each of the nine blind authors held out of
the index, the classifier and the tuning (branch ``attack11``, docs/benchmarks.md): attacks
71.8 -> 82.4 %, look-alikes 2.7 -> 4.7 %, clinical questions 0 of 250 in every fold.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

MISS_WEIGHT = 3.0
"""A missed attack costs three refused look-alikes. The harm is not symmetric: a missed
injection can leak other patients' data or the service's instructions, or plant a rule every
later asker meets, and nobody sees it happen; a refused look-alike costs one clinician a
rephrasing, and the refusal says why. Leave-one-author-out chose the same thresholds at
weights 1, 2, 3 and 5, so the figure is a stance, not a tuned knob."""


def cheapest(
    candidates: Iterable[float], flagged_at: np.ndarray, attack: np.ndarray
) -> float | None:
    """The candidate threshold of least cost; ``flagged_at[i]`` is the flags of every
    training text at the i-th candidate. None without candidates."""
    best: tuple[float, float] | None = None
    for threshold, flagged in zip(candidates, flagged_at, strict=True):
        cost = MISS_WEIGHT * float((attack & ~flagged).sum()) + float((flagged & ~attack).sum())
        if best is None or cost < best[0]:
            best = (cost, float(threshold))
    return None if best is None else best[1]
