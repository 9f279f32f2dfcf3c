"""The learned verdict reader learns from every seen research split and never the newest."""

from __future__ import annotations

from clinrag.shipped_data import SEEN_QUESTION_SPLITS, UNRUN_BLIND_SPLITS
from clinrag.stance.learned import TRAINING_SPLITS


def test_the_reader_learns_from_every_split_but_the_newest_blind_one() -> None:
    """A blind split not yet run (``UNRUN_BLIND_SPLITS``) is not seen: the newest seen one is
    held out, so this breaks (a decision to take) once the unrun split has been run."""
    assert list(TRAINING_SPLITS) == list(SEEN_QUESTION_SPLITS[:-1])
    assert SEEN_QUESTION_SPLITS[-1] not in TRAINING_SPLITS
    assert not set(TRAINING_SPLITS) & set(UNRUN_BLIND_SPLITS)
