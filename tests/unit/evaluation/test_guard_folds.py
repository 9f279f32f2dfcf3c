"""The inner folds that score the tuning's out-of-fold probabilities keep an author whole."""

from __future__ import annotations

from clinrag.evaluation.guard_folds import _fold_of, group_of


def test_a_seen_authors_families_share_a_fold_and_other_sources_are_their_own() -> None:
    assert group_of("guard_blind7/benign7_pasted_forms") == "guard_blind7"
    assert group_of("medmcqa") == "medmcqa"
    folds = {_fold_of(f"guard_blind7/family{i}") for i in range(40)}
    assert folds == {_fold_of("guard_blind7")}
    assert len({_fold_of(f"family{i}") for i in range(40)}) > 1
