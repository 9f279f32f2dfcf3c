"""The product's learned verdict reader: the model's verdict where the rules read the same
conclusion or none, no verdict where the two disagree. The model is pinned to one label (its
bias) so that each case is the reader's rule, not the model's accuracy."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.stance.learned import LearnedVerdictReader
from clinrag.stance.model import LABELS, StanceModel, features
from tests.fakes import HashingEmbedder

QUESTION = "Does metformin lower HbA1c compared with placebo?"
LOWERED = "HbA1c was significantly lower with metformin than with placebo."
NO_CUE = "Patients were followed for two years."


def _reader(says: str) -> LearnedVerdictReader:
    embedder = HashingEmbedder()
    width = features(embedder, [(QUESTION, LOWERED)]).shape[1]
    bias = np.asarray([10.0 if label == says else 0.0 for label in LABELS])
    return LearnedVerdictReader(embedder, StanceModel(np.zeros((len(LABELS), width)), bias))


@pytest.mark.parametrize(
    ("says", "quote", "verdict"),
    [
        ("yes", LOWERED, "yes"),  # both read yes
        ("no", LOWERED, "unclear"),  # the rules read yes, the model no: no verdict
        ("no_difference", LOWERED, "unclear"),
        ("no", NO_CUE, "no"),  # the rules read nothing: the model decides
        ("no_difference", NO_CUE, "no_difference"),
    ],
)
def test_the_verdict_is_the_models_unless_the_rules_read_another_conclusion(
    says: str, quote: str, verdict: str
) -> None:
    assert _reader(says).read(QUESTION, [quote]) == verdict


def test_the_quoted_passages_name_the_arms_for_the_rules() -> None:
    question = "Is Combigan better than Cosopt at lowering eye pressure?"
    quote = "DTFC provided significantly better 24-hour efficacy."
    context = "timolol with brimonidine (BTFC) or dorzolamide/timolol fixed combination (DTFC)"
    reader = _reader("no")
    assert reader.read(question, [quote]) == "unclear"  # alone the rules read yes
    assert reader.read(question, [quote], context) == "no"


def test_an_unsure_model_states_no_verdict() -> None:
    embedder = HashingEmbedder()
    width = features(embedder, [(QUESTION, LOWERED)]).shape[1]
    unsure = StanceModel(np.zeros((len(LABELS), width)), np.asarray([1.0, 0.0, 0.0]))
    reader = LearnedVerdictReader(embedder, unsure)  # yes at 0.58, under the threshold
    assert reader.read(QUESTION, [NO_CUE]) == "unclear"
    assert reader.model_reading(QUESTION, [NO_CUE]) == "yes"
    assert LearnedVerdictReader(embedder, unsure, threshold=0.5).read(QUESTION, [NO_CUE]) == "yes"
