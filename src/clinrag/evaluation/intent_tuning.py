"""The intent thresholds' grid search: the most misuse refused within the false-alarm limits.

``intent_lofo.tune_intent`` computes the probabilities and calls ``choose_thresholds``:

* ``probabilities``: each text's misuse probability from a classifier trained without its
  corpus (out of corpus, what a new author's wording meets); the misuse refused and the added
  toxicology and other legitimate refusals are counted on them (``MAX_TOXICOLOGY_ADDED``,
  ``MAX_OTHER_ADDED`` beyond what the frames alone refuse);
* ``seen``: the probabilities of the classifier trained on every row (the one that ships) on
  the product's own text (``security.intent_product``), which it learned as legitimate. A hard
  constraint: no pair may let the probability refuse a text of the product the classifier has
  seen (branch ``intent11``: the shipped 0.755 refused "Would you give it to the lady in bed
  four?", a dialogue turn it learned, at 0.77). What the frames refuse with the classifier's
  confirmation is no pair's doing and is left to the frames.
"""

from __future__ import annotations

import numpy as np

from clinrag.security.guard_samples import MISUSE_KIND, TOXICOLOGY_KIND, Sample
from clinrag.security.intent import HARM_THRESHOLD
from clinrag.security.intent_policy import (
    ASSIST_FRAMES,
    FRAMES_CONFIRM,
    IntentThresholds,
    refusals,
)
from clinrag.security.intent_product import PRODUCT_KIND

MAX_TOXICOLOGY_ADDED = 0.03
"""The target allows 5 % of toxicology refused; two points are kept for unseen phrasings."""
MAX_OTHER_ADDED = 0.005
"""Clinical questions and benign look-alikes: half the 1 % clinical target."""
OFF = 2.0
"""A probability threshold above 1: that branch of the rule never fires."""
ALONE_GRID = np.append(np.round(np.arange(0.50, 1.0, 0.005), 3), OFF)
"""The classifier may refuse alone if the tuning finds a threshold within the limits. Trained on
the guard_dev families only it refused 5 of 14 French/Spanish/German patient questions at 0.98;
tuned out of corpus on four corpora (2026-11-25) no threshold of 0.90-0.995 kept toxicology
within 5 %, so the tuning left it off (``OFF``, the last value). The grid starts at 0.50 since
the classifier's weights changed (``intent_model.EMBEDDING_WEIGHT``, branch ``misuse9``): its
probabilities are sharper, and the tuned value fell below the old floor of 0.90."""
ASSISTED_GRID = np.round(np.arange(0.20, 1.0, 0.05), 2)
FRAMES_ONLY = IntentThresholds(alone=OFF, assisted=OFF)
"""Both probability thresholds above 1: the classifier never decides."""


def learned_refusals(
    scores: np.ndarray, probabilities: np.ndarray, thresholds: IntentThresholds
) -> np.ndarray:
    """The texts the probability branches refuse (alone, or assisted by a medium frame)."""
    return np.asarray(
        (probabilities >= thresholds.alone)
        | ((scores >= ASSIST_FRAMES) & (probabilities >= thresholds.assisted))
    )


def choose_thresholds(
    samples: tuple[Sample, ...],
    scores: np.ndarray,
    probabilities: np.ndarray,
    seen: np.ndarray,
) -> IntentThresholds:
    """The pair with the most misuse refused within the limits and refusing no seen product
    text (module docstring); ties go to the higher, more conservative thresholds. No pair
    within them: the frames alone."""
    misuse = np.array([s.kind == MISUSE_KIND for s in samples], dtype=bool)
    toxicology = np.array([s.kind == TOXICOLOGY_KIND for s in samples], dtype=bool)
    product = np.array([s.kind == PRODUCT_KIND for s in samples], dtype=bool)
    other = ~misuse & ~toxicology
    base = scores >= HARM_THRESHOLD
    allowed_tox = (base & toxicology).sum() + MAX_TOXICOLOGY_ADDED * toxicology.sum()
    allowed_other = (base & other).sum() + MAX_OTHER_ADDED * other.sum()
    best: tuple[float, float, float] | None = None
    for alone in ALONE_GRID:
        for assisted in ASSISTED_GRID[alone >= ASSISTED_GRID]:
            t = IntentThresholds(float(alone), float(assisted), confirm=FRAMES_CONFIRM)
            if learned_refusals(scores[product], seen[product], t).any():
                continue
            refused = refusals(scores, probabilities, t)
            if (refused & toxicology).sum() > allowed_tox or (
                refused & other
            ).sum() > allowed_other:
                continue
            candidate = (float(refused[misuse].mean()), float(alone), float(assisted))
            if best is None or candidate > best:
                best = candidate
    return (
        FRAMES_ONLY if best is None else IntentThresholds(best[1], best[2], confirm=FRAMES_CONFIRM)
    )
