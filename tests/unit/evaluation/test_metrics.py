"""Ranking metrics by document: a document with many chunks counts once."""

from __future__ import annotations

import pytest

from clinrag.evaluation.metrics import documents_in_order, ndcg_at, recall_at, reciprocal_rank


def test_a_document_ranked_through_many_chunks_counts_once_and_ndcg_stays_at_most_one() -> None:
    # Three chunks of the one relevant document at the top used to give nDCG@10 = 2.13.
    ranked = ["trial-a", "trial-a", "trial-a", "other", "trial-b"]
    assert documents_in_order(ranked) == ["trial-a", "other", "trial-b"]
    assert ndcg_at(ranked, {"trial-a"}, 10) == pytest.approx(1.0)
    assert ndcg_at(ranked, {"trial-a", "trial-b"}, 10) == pytest.approx(
        (1 + 1 / 2) / (1 + 1 / 1.5849625007211562)
    )


def test_ndcg_rewards_the_relevant_document_ranked_first() -> None:
    assert ndcg_at(["x", "a"], {"a"}, 10) < ndcg_at(["a", "x"], {"a"}, 10) == 1.0
    assert ndcg_at(["x", "y"], {"a"}, 10) == 0.0
    assert ndcg_at(["a"], set(), 10) == 0.0


def test_recall_and_reciprocal_rank_by_document() -> None:
    assert recall_at(["a", "a", "b"], {"a", "c"}, 2) == 0.5
    assert reciprocal_rank(documents_in_order(["x", "x", "a"]), {"a"}) == 0.5
