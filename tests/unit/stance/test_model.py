"""The learned stance reader: its cue features cross what the question asks with what the text
says, each split is read by a model that never saw that split's rows, rule 1 (not found, a
stated verdict) still comes first, and the fitted weights are cached by content. The
embedder is the fake at the model edge; the real one is in the integration test."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from clinrag.evaluation.held_out_readers import HeldOutReaders
from clinrag.stance.model import _cue_row, features, train
from clinrag.stance.research_set import ResearchQuestion
from tests.fakes import HashingEmbedder

ASKED = "Does {drug} reduce {outcome} compared with placebo?"
SAID = {
    "yes": "{outcome} was significantly lower with {drug} than with placebo.",
    "no": "{outcome} was significantly higher with {drug} than with placebo.",
    "no_difference": "There was no significant difference in {outcome} between the groups.",
}
DRUGS = ["alpha", "beta", "gamma", "delta"]
OUTCOMES = ["pain", "nausea", "fatigue"]


def _rows(splits: tuple[str, ...] = ("dev", "test", "test2")) -> list[ResearchQuestion]:
    rows = []
    for s, split in enumerate(splits):
        for d, drug in enumerate(DRUGS):
            for stance, said in SAID.items():
                outcome = OUTCOMES[(s + d) % len(OUTCOMES)]
                rows.append(
                    ResearchQuestion(
                        id=f"{split}-{drug}-{stance}",
                        question=ASKED.format(drug=drug, outcome=outcome),
                        stance=stance,  # type: ignore[arg-type]
                        source="s",
                        reference=said.format(drug=drug, outcome=outcome).capitalize(),
                        split=split,  # type: ignore[arg-type]
                    )
                )
    return rows


def test_the_question_direction_is_crossed_with_the_direction_read() -> None:
    down_down = _cue_row("Does A reduce pain?", "Pain was lower with A.")
    up_down = _cue_row("Does A increase pain?", "Pain was lower with A.")
    assert down_down != up_down
    assert sum(down_down) == sum(up_down)  # the same flags, on other crossed cells


def test_each_split_is_read_by_the_model_trained_without_it() -> None:
    rows = _rows()
    embedder = HashingEmbedder()
    readers = HeldOutReaders(embedder, rows)
    others = [r for r in rows if r.split != "test"]
    expected = train(
        features(embedder, [(r.question, r.reference) for r in others]),
        [r.stance for r in others],
    )
    np.testing.assert_allclose(readers.model_for("test").weights, expected.weights)
    reads = readers.read_gold("test")
    assert [q.split for q, _ in reads] == ["test"] * len(DRUGS) * len(SAID)
    assert sum(read == q.stance for q, read in reads) >= 10  # of 12: the wording is shared


def test_not_found_and_a_stated_verdict_are_read_by_the_rules_first() -> None:
    readers = HeldOutReaders(HashingEmbedder(), _rows())
    question = ASKED.format(drug="alpha", outcome="pain")
    reads = readers.read(
        "test5",
        [
            (question, "Not found in the available documents."),
            (question, "No significant difference. Pain was lower with alpha [1]."),
            (question, "Pain was significantly higher with alpha than with placebo [1]."),
        ],
    )
    assert reads[:2] == ["not_found", "no_difference"]
    assert reads[2] in ("yes", "no", "no_difference")


def test_weights_are_cached_by_their_training_rows(tmp_path: Path) -> None:
    rows = _rows()
    first = HeldOutReaders(HashingEmbedder(), rows, tmp_path).model_for("test")
    (saved,) = tmp_path.glob("stance-model-*.npz")
    again = HeldOutReaders(HashingEmbedder(), rows, tmp_path).model_for("test")
    np.testing.assert_allclose(again.weights, first.weights)
    assert list(tmp_path.glob("stance-model-*.npz")) == [saved]
    HeldOutReaders(HashingEmbedder(), rows, tmp_path).model_for("dev")  # other rows: fitted
    assert len(list(tmp_path.glob("stance-model-*.npz"))) == 2


def test_training_needs_every_stance() -> None:
    rows = [r for r in _rows() if r.stance != "no"]
    with pytest.raises(ValueError, match="yes, no and no_difference"):
        HeldOutReaders(HashingEmbedder(), rows).model_for("test")
