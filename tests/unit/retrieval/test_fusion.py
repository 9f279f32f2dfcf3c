from __future__ import annotations

import pytest

from clinrag.domain import RetrieverHit
from clinrag.retrieval.fusion import (
    FusionWeights,
    WeightedFusion,
    candidates_of,
    normalize_bm25,
)
from clinrag.setting_groups.retrieval import RetrievalSettings


def test_weak_lexical_match_stays_weak() -> None:
    """The best BM25 hit is not 1.0 when it matches little of the query (unlike max-norm)."""
    reference = 10.0  # idf sum of the matched query terms
    weak_best = 1.5  # the top lexical hit matched only one common term
    assert normalize_bm25(weak_best, reference) == pytest.approx(0.15)
    assert normalize_bm25(25.0, reference) == 1.0  # saturates
    assert normalize_bm25(3.0, 0.0) == 0.0


def test_candidates_are_the_union_with_both_views_of_each() -> None:
    candidates = candidates_of(
        bm25={1: 5.0, 2: 1.0, 3: 0.0},
        cosine={2: 0.9, 3: 0.5},
        reference_score=5.0,
        lexical_ranks={1: 1, 2: 2},
        vector_ranks={2: 1, 3: 2},
    )
    by_id = {c.chunk_id: c for c in candidates}
    assert [c.chunk_id for c in candidates] == [1, 2, 3]
    assert by_id[1].lexical == RetrieverHit(1, 5.0)
    assert by_id[1].vector == RetrieverHit(None, None)  # found by BM25, no longer stored
    assert by_id[2].lexical_normalized == pytest.approx(0.2)
    assert by_id[3].lexical == RetrieverHit(None, 0.0)  # a vector hit BM25 scored 0
    assert by_id[3].vector == RetrieverHit(2, 0.5)


def test_negative_cosine_is_no_evidence() -> None:
    (only,) = candidates_of({}, {7: -0.3}, 1.0, {}, {7: 1})
    assert only.vector.score == -0.3  # the raw score stays for the audit
    assert only.cosine == 0.0
    assert WeightedFusion(FusionWeights()).scores([only]) == {7: 0.0}


def test_weighted_fusion_is_the_weighted_sum() -> None:
    candidates = candidates_of({1: 5.0, 2: 1.0}, {2: 0.9, 3: 0.5}, 5.0, {1: 1, 2: 2}, {2: 1, 3: 2})
    scores = WeightedFusion(FusionWeights(0.4, 0.6)).scores(candidates)
    assert scores == {
        1: pytest.approx(0.4 * 1.0),
        2: pytest.approx(0.4 * 0.2 + 0.6 * 0.9),
        3: pytest.approx(0.6 * 0.5),
    }


def test_weighted_fusion_takes_its_weights_from_settings() -> None:
    settings = RetrievalSettings(lexical_weight=0.7, vector_weight=0.3)
    assert WeightedFusion.from_settings(settings).weights == FusionWeights(0.7, 0.3)
    assert WeightedFusion.from_settings(RetrievalSettings()).weights == FusionWeights(0.4, 0.6)
