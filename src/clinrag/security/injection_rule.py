"""The injection detector's decision: its thresholds, and how its signals combine into a flag.

Thresholds are chosen on the train split only (``clinrag.evaluation.guard_folds.tune_guard``
reproduces them, and ``tests/integration/security/test_guard_real_embedder.py`` checks that the
shipped ones are what it chooses): the kNN margins with leave-one-out similarities, then the
classifier threshold of least cost on out-of-fold probabilities grouped by author
(``evaluation.guard_cost``: a missed attack costs three benign refusals, among thresholds refusing
at most 5 % of the look-alikes). Today margin 0.40, assisted margin 0.40, classifier 0.50
(``guard_blind14`` seen, start of the fourteenth session); how each retune moved them is in
docs/architecture.md (Security, the guard's thresholds).
The sentence views (``sentence_views``) reuse these
thresholds; they are not tuned for them. The pattern threshold (3.0) is a design choice, not
tuned.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from clinrag.security.attack_index import Neighbours
from clinrag.security.injection_patterns import PatternScore


@dataclass(frozen=True)
class Thresholds:
    """Chosen on the train split with all-MiniLM-L6-v2 (see the module docstring)."""

    pattern: float = 3.0
    """Pattern score at or above which the text is flagged on its own (a design choice)."""
    margin: float = 0.40
    """(attack similarity - benign similarity) at or above which the text is flagged."""
    assisted_margin: float = 0.40
    """Lower margin that suffices when the pattern score reaches ``ASSIST_PATTERN``."""
    classifier: float = 0.50
    """Attack probability of the trained classifier at or above which the text is flagged
    (above 1: the classifier is off and ``guard_build.build_guard`` does not train it)."""


ASSIST_PATTERN = 1.0
"""One medium feature (or two weak ones): not enough alone, enough to trust a smaller margin."""
CUE = 1.0
"""The pattern cue (``PatternScore.cue``) that corroborates the classifier."""
LEAN = 0.5
"""The classifier leans to "attack": enough to corroborate the kNN margin."""


def flags(
    total: np.ndarray | float,
    cue: np.ndarray | float,
    margin: np.ndarray | float,
    probability: np.ndarray | float,
    thresholds: Thresholds,
    handed_over: np.ndarray | bool = False,
) -> np.ndarray:
    """The decision, on arrays (tuning) or on one text (``judge``); ``probability`` is NaN
    without a classifier. A pattern score past its threshold refuses alone. The learned
    signals refuse only when another signal leans the same way: the margin needs a cue of any
    size or the classifier leaning to attack; the classifier needs a cue of ``CUE`` or the
    assisted margin. Alone, each learns the *form* of the attacks it has seen and refuses
    look-alikes of that form (a language, a topic, base64) that order nothing. The cue never
    counts words that only name the subject, so a question about jailbreaks is no cue.
    ``handed_over``: the text is a request over pasted content (``pasted_content``); with no cue
    in it, the carrier is all the learned signals see, so the classifier needs the full margin
    (a rewrite of a known attack), not the assisted one, to corroborate it."""
    total, cue, margin, probability = (np.asarray(a) for a in (total, cue, margin, probability))
    plain_handover = np.asarray(handed_over) & (cue <= 0)
    leans = np.isnan(probability) | (probability >= LEAN)
    by_margin = (margin >= thresholds.margin) & ((cue > 0) | leans)
    assisted = (cue >= ASSIST_PATTERN) & (margin >= thresholds.assisted_margin)
    corroborated = (
        (cue >= CUE)
        | ((margin >= thresholds.assisted_margin) & ~plain_handover)
        | (margin >= thresholds.margin)
    )
    by_classifier = (probability >= thresholds.classifier) & corroborated
    return np.asarray((total >= thresholds.pattern) | by_margin | assisted | by_classifier)


def judge(
    pattern: PatternScore,
    neighbours: Neighbours | None,
    thresholds: Thresholds,
    probability: float | None = None,
    handed_over: bool = False,
) -> bool:
    """``flags`` for one text; a missing signal never fires (see docs/architecture.md)."""
    margin = -np.inf if neighbours is None else neighbours.margin
    score = np.nan if probability is None else probability
    return bool(flags(pattern.total, pattern.cue, margin, score, thresholds, handed_over))
