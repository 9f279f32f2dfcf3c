"""The classifier threshold of least cost (``evaluation.guard_cost``): a missed attack weighs
``MISS_WEIGHT`` refusals, so a threshold that catches one more attack at the price of one
more refusal wins, and one that buys an attack with more refusals than the weight loses."""

from __future__ import annotations

import numpy as np

from clinrag.evaluation.guard_cost import MISS_WEIGHT, cheapest

ATTACK = np.array([True, True, True, False, False, False, False, False])


def _flags(*rows: list[int]) -> np.ndarray:
    return np.array(rows, dtype=bool)


def test_one_more_attack_for_one_more_refusal_is_cheaper() -> None:
    flagged = _flags(
        [1, 1, 1, 1, 0, 0, 0, 0],  # every attack, one refusal
        [1, 1, 0, 0, 0, 0, 0, 0],  # one attack missed, no refusal
    )
    assert MISS_WEIGHT > 1
    assert cheapest([0.6, 0.9], flagged, ATTACK) == 0.6


def test_an_attack_bought_with_more_refusals_than_the_weight_is_not() -> None:
    flagged = _flags(
        [1, 1, 1, 1, 1, 1, 1, 1],  # every attack, five refusals
        [1, 1, 0, 0, 0, 0, 0, 0],  # one attack missed, no refusal
    )
    assert cheapest([0.6, 0.9], flagged, ATTACK) == 0.9


def test_the_lowest_of_equal_costs_and_none_without_candidates() -> None:
    same = _flags([1, 1, 0, 0, 0, 0, 0, 0], [1, 1, 0, 0, 0, 0, 0, 0])
    assert cheapest([0.6, 0.9], same, ATTACK) == 0.6
    assert cheapest([], np.zeros((0, 8), dtype=bool), ATTACK) is None


LOOKALIKE = np.array([False, False, False, True, True, False, False, False])


def test_a_cheaper_threshold_refusing_too_many_lookalikes_does_not_compete() -> None:
    flagged = _flags(
        [1, 1, 1, 1, 0, 0, 0, 0],  # every attack, one look-alike of two refused: 50 %
        [1, 1, 0, 0, 0, 0, 0, 0],  # one attack missed, no look-alike refused
    )
    assert cheapest([0.6, 0.9], flagged, ATTACK) == 0.6
    assert cheapest([0.6, 0.9], flagged, ATTACK, LOOKALIKE) == 0.9


def test_with_no_threshold_within_the_limit_the_fewest_lookalikes_refused_win() -> None:
    flagged = _flags(
        [1, 1, 1, 1, 1, 0, 0, 0],  # both look-alikes
        [1, 1, 1, 1, 0, 0, 0, 0],  # one
        [1, 1, 0, 1, 0, 0, 0, 0],  # one, an attack missed: dearer
        [1, 1, 1, 1, 0, 0, 0, 0],  # one, as the second: the higher of equals
    )
    assert cheapest([0.5, 0.6, 0.7, 0.8], flagged, ATTACK, LOOKALIKE) == 0.8
