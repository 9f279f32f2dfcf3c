"""When the learned stance reader states no verdict (issue 14): a wrong yes or no costs more
than none, since an answer that states the opposite of the study it cites is the worst one a
clinician can be given, and one that states none still quotes the study.

The reader abstains (``unclear``: the quote stands alone) when the model's probability of its
own reading, averaged over the quotes, is under a threshold, and, as a reader option, where the
rules read another conclusion. The threshold is chosen, not tuned by hand: the lowest at which
the wrong verdicts stated on the gold sentences, each read by the model trained without its
split (leave-one-split-out), stay within a budget of the questions (``abstain_threshold``;
``scripts/stance_reader_loso.py`` measures the choice itself held out, nested).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, cast

import numpy as np

from clinrag.llm.schemas import Verdict
from clinrag.stance.model import LABELS

GRID: Final[tuple[float, ...]] = tuple(round(0.34 + 0.01 * i, 2) for i in range(66))
"""The thresholds tried: from a three-way tie (1/3, no abstention) to 0.99."""


def verdict_of(probabilities: np.ndarray, ruled: str | None, threshold: float) -> Verdict:
    """The verdict of quotes whose class probabilities are ``probabilities`` (quotes x
    ``LABELS``): the most probable on average, or ``unclear`` when that average is under
    ``threshold`` or the rules (``ruled``, when given) read another conclusion."""
    mean = np.asarray(probabilities).mean(axis=0)
    label = LABELS[int(np.argmax(mean))]
    if ruled in LABELS and ruled != label:
        return "unclear"
    return cast(Verdict, label) if float(mean.max()) >= threshold else "unclear"


def abstain_threshold(
    probabilities: np.ndarray,
    truth: Sequence[str],
    ruled: Sequence[str] | None,
    budget: float,
) -> float:
    """The lowest threshold of ``GRID`` at which the wrong verdicts stated on these rows (one
    quote each, ``probabilities`` rows x ``LABELS``) are at most ``budget`` of the rows; 1.0
    (never a verdict) when none is."""
    for threshold in GRID:
        said = [
            verdict_of(probabilities[i : i + 1], ruled[i] if ruled is not None else None, threshold)
            for i in range(len(truth))
        ]
        wrong = sum(s in LABELS and s != t for s, t in zip(said, truth, strict=True))
        if wrong <= budget * len(truth):
            return threshold
    return 1.0
