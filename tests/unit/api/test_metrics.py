from __future__ import annotations

import math

import pytest

from clinrag.evaluation.metrics import ndcg_at, percentile, recall_at, reciprocal_rank


def test_ndcg() -> None:
    assert ndcg_at(["a", "b", "c"], {"a", "b"}, 10) == pytest.approx(1.0)
    expected = (1 / math.log2(3)) / (1 + 1 / math.log2(3))
    assert ndcg_at(["x", "a", "y"], {"a", "b"}, 10) == pytest.approx(expected)
    assert ndcg_at(["x"], set(), 10) == 0.0


def test_recall_and_mrr() -> None:
    assert recall_at(["a", "x", "b"], {"a", "b", "c", "d"}, 2) == pytest.approx(0.25)
    assert reciprocal_rank(["x", "y", "b"], {"b"}) == pytest.approx(1 / 3)
    assert reciprocal_rank(["x"], {"b"}) == 0.0


def test_percentile_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert percentile(values, 50) == 50.0
    assert percentile(values, 95) == 95.0
    assert percentile([3.0], 95) == 3.0
