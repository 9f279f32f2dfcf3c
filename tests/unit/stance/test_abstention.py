"""The learned reader's abstention: no verdict under the probability threshold or where the
rules read another conclusion, and the threshold chosen as the lowest within the budget of wrong
verdicts."""

from __future__ import annotations

import numpy as np

from clinrag.stance.abstention import GRID, abstain_threshold, verdict_of

SURE_YES = np.array([[0.9, 0.05, 0.05]])
UNSURE_NO = np.array([[0.3, 0.45, 0.25]])


def test_a_verdict_under_the_threshold_is_none() -> None:
    assert verdict_of(SURE_YES, None, 0.5) == "yes"
    assert verdict_of(UNSURE_NO, None, 0.5) == "unclear"
    assert verdict_of(UNSURE_NO, None, 0.4) == "no"


def test_quotes_are_averaged_and_the_rules_can_veto() -> None:
    both = np.vstack([SURE_YES, UNSURE_NO])  # mean yes 0.6
    assert verdict_of(both, None, 0.55) == "yes"
    assert verdict_of(both, "no_difference", 0.0) == "unclear"
    assert verdict_of(both, "unclear", 0.0) == "yes"  # the rules read none: no veto


def test_the_threshold_is_the_lowest_within_the_budget() -> None:
    probabilities = np.array([[0.9, 0.05, 0.05], [0.3, 0.45, 0.25], [0.1, 0.8, 0.1]])
    truth = ["yes", "yes", "no"]  # the unsure row is wrong
    assert abstain_threshold(probabilities, truth, None, 0.0) == 0.46
    assert abstain_threshold(probabilities, truth, None, 0.5) == GRID[0]
    assert abstain_threshold(probabilities, ["no", "yes", "yes"], None, 0.0) == 0.91  # none said
    assert abstain_threshold(np.array([[1.0, 0.0, 0.0]]), ["no"], None, 0.0) == 1.0
