"""The classifier threshold that costs least, a missed attack weighing more than a refusal.

``guard_folds.tune_guard`` used to take the lowest classifier threshold whose train refusals
stayed within an allowance (1 % of the hard benign texts): 0.78-0.92, and held out by author
it caught few of a new author's attacks. Here every candidate threshold is priced on the
training texts' out-of-fold probabilities: ``MISS_WEIGHT`` per attack missed, 1 per benign
text refused (a look-alike, a clinical question, the product's own text), and the cheapest
wins (the lowest among equals). Detector level, each of the nine blind authors held out of
the index, the classifier and the tuning (branch ``attack11``, docs/benchmarks.md): attacks
71.8 -> 82.4 %, look-alikes 2.7 -> 4.7 %, clinical questions 0 of 250 in every fold.

The cost alone let look-alikes pay for attacks: held out on ``guard_blind11`` it refused 15 % of
them (9 % before). So the cheapest is sought among the thresholds that refuse at most
``MAX_LOOKALIKES_REFUSED`` of the look-alikes (``lookalike``: the benign texts written to resemble
attacks, scored out of author), the way ``intent_tuning`` keeps product text out of reach.
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


MAX_LOOKALIKES_REFUSED = 0.05
"""The target's share of benign look-alikes refused (issue 13): a constraint, not a price."""


def cheapest(
    candidates: Iterable[float],
    flagged_at: np.ndarray,
    attack: np.ndarray,
    lookalike: np.ndarray | None = None,
) -> float | None:
    """The candidate threshold of least cost; ``flagged_at[i]`` is the flags of every
    training text at the i-th candidate. With ``lookalike`` (a mask of the benign texts written
    to resemble attacks), only candidates refusing at most ``MAX_LOOKALIKES_REFUSED`` of them
    compete; if none does, the one refusing fewest (the most conservative among equals). None
    without candidates."""
    best: tuple[float, float, float] | None = None
    for threshold, flagged in zip(candidates, flagged_at, strict=True):
        cost = MISS_WEIGHT * float((attack & ~flagged).sum()) + float((flagged & ~attack).sum())
        excess = 0.0
        if lookalike is not None and lookalike.any():
            share = float((flagged & lookalike).sum()) / float(lookalike.sum())
            excess = max(0.0, share - MAX_LOOKALIKES_REFUSED)
        key = (excess, cost, -float(threshold) if excess else float(threshold))
        if best is None or key < best:
            best = key
    return None if best is None else abs(best[2])
