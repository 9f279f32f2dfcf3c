from __future__ import annotations

import pytest

from clinrag.retrieval.fusion import (
    FusionWeights,
    fuse_scores,
    normalize_bm25,
    reciprocal_rank_fusion,
)


def test_weak_lexical_match_stays_weak() -> None:
    """The best BM25 hit is not 1.0 when it matches little of the query (unlike max-norm)."""
    reference = 10.0  # idf sum of the matched query terms
    weak_best = 1.5  # the top lexical hit matched only one common term
    assert normalize_bm25(weak_best, reference) == pytest.approx(0.15)
    assert normalize_bm25(25.0, reference) == 1.0  # saturates
    assert normalize_bm25(3.0, 0.0) == 0.0


def test_fused_score_is_the_weighted_sum() -> None:
    fused = fuse_scores({1: 5.0, 2: 1.0}, {2: 0.9, 3: 0.5}, 5.0, FusionWeights(0.4, 0.6))
    by_id = {f.chunk_id: f for f in fused}
    assert by_id[1].fused == pytest.approx(0.4 * 1.0)
    assert by_id[2].fused == pytest.approx(0.4 * 0.2 + 0.6 * 0.9)
    assert by_id[3].fused == pytest.approx(0.6 * 0.5)
    assert [f.chunk_id for f in fused] == [2, 1, 3]


def test_negative_cosine_is_no_evidence() -> None:
    (only,) = fuse_scores({}, {7: -0.3}, 1.0, FusionWeights())
    assert only.cosine == 0.0
    assert only.fused == 0.0


def test_reciprocal_rank_fusion() -> None:
    fused = dict(reciprocal_rank_fusion([[1, 2, 3], [3, 1]], k=60))
    assert fused[1] == pytest.approx(1 / 61 + 1 / 62)
    assert fused[3] == pytest.approx(1 / 63 + 1 / 61)
    assert fused[2] == pytest.approx(1 / 62)
