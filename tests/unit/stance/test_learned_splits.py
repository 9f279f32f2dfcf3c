"""The learned verdict reader learns from every seen research split and no blind one."""

from __future__ import annotations

from clinrag.shipped_data import QUESTION_SPLITS, UNRUN_BLIND_SPLITS
from clinrag.stance.learned import TRAINING_SPLITS


def test_the_reader_learns_from_the_splits_in_order_and_no_unrun_blind_one() -> None:
    assert list(TRAINING_SPLITS) == list(QUESTION_SPLITS[: len(TRAINING_SPLITS)])
    assert not set(TRAINING_SPLITS) & set(UNRUN_BLIND_SPLITS)


def test_the_newest_split_whose_held_out_figure_is_recorded_is_learned_from() -> None:
    assert "test11" in TRAINING_SPLITS  # held out on 2026-11-26 (docs/benchmarks.md, reader14)
