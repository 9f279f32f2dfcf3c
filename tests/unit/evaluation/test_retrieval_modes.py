"""The evaluation's alternative fusions, on hand-made candidates (no database)."""

from __future__ import annotations

import pytest

from clinrag.evaluation.retrieval_modes import (
    LexicalOnly,
    MaxNormalizedFusion,
    ReciprocalRankFusion,
    VectorOnly,
    retrieval_modes,
)
from clinrag.retrieval.fusion import Candidate, FusionWeights, candidates_of

# 1: BM25's best; 2: found by both; 3: vector only; 4: BM25 only, no longer stored.
CANDIDATES: list[Candidate] = candidates_of(
    bm25={1: 8.0, 2: 4.0, 3: 0.0, 4: 2.0},
    cosine={1: 0.1, 2: 0.8, 3: 0.9},
    reference_score=10.0,
    lexical_ranks={1: 1, 2: 2, 4: 3},
    vector_ranks={3: 1, 2: 2},
)


def test_lexical_only_ranks_bm25_hits_alone() -> None:
    assert LexicalOnly().scores(CANDIDATES) == {
        1: pytest.approx(0.8),
        2: pytest.approx(0.4),
        4: pytest.approx(0.2),
    }


def test_vector_only_ranks_vector_hits_alone() -> None:
    assert VectorOnly().scores(CANDIDATES) == {3: pytest.approx(0.9), 2: pytest.approx(0.8)}


def test_reciprocal_rank_fusion_sums_over_the_lists_a_chunk_is_in() -> None:
    scores = ReciprocalRankFusion(k=60).scores(CANDIDATES)
    assert scores == {
        1: pytest.approx(1 / 61),
        2: pytest.approx(1 / 62 + 1 / 62),
        3: pytest.approx(1 / 61),
        4: pytest.approx(1 / 63),
    }


def test_max_normalisation_makes_the_best_bm25_hit_a_full_signal() -> None:
    scores = MaxNormalizedFusion(FusionWeights(0.4, 0.6)).scores(CANDIDATES)
    assert scores[1] == pytest.approx(0.4 * 1.0 + 0.6 * 0.1)
    assert scores[2] == pytest.approx(0.4 * 0.5 + 0.6 * 0.8)
    assert scores[3] == pytest.approx(0.6 * 0.9)


def test_max_normalisation_without_any_bm25_match_keeps_the_cosine() -> None:
    (only,) = candidates_of({5: 0.0}, {5: 0.7}, 0.0, {}, {5: 1})
    assert MaxNormalizedFusion(FusionWeights(0.4, 0.6)).scores([only]) == {
        5: pytest.approx(0.6 * 0.7)
    }


def test_the_evaluated_modes_are_named_once_and_three_use_the_service_fusion() -> None:
    modes = retrieval_modes(FusionWeights())
    names = [m.name for m in modes]
    assert len(names) == len(set(names))
    assert [(m.name, m.rerank, m.cosine) for m in modes if m.fusion is None] == [
        ("hybrid", False, False),
        ("hybrid+service-rerank", True, False),
        ("hybrid+cosine-rescoring", True, True),
    ]
