"""The learned verdict reader learns from every seen research split and never the newest."""

from __future__ import annotations

from clinrag.shipped_data import QUESTION_SPLITS
from clinrag.stance.learned import TRAINING_SPLITS


def test_the_reader_learns_from_every_split_but_the_newest_blind_one() -> None:
    assert list(TRAINING_SPLITS) == list(QUESTION_SPLITS[:-1])
    assert QUESTION_SPLITS[-1] not in TRAINING_SPLITS
