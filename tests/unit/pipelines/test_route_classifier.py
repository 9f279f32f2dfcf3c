"""The learned thread router's mechanics: training is deterministic and cached as plain
arrays, the threads it reads are their questions only, and a bad vector is refused rather
than guessed at. Its accuracy with the real embedder: tests/integration/pipelines/
test_route_classifier_real.py and ``clinrag eval routes``."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import numpy as np
import pytest

from clinrag.conversations.store import StoredTurn
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.pipelines.route_classifier import (
    CUE_FEATURES,
    WORD_FEATURES,
    RouteClassifier,
    RouteExample,
    clinical_vocabulary,
    cue_vector,
    examples_of,
)
from clinrag.pipelines.thread_cues import cue_flags
from tests.fakes import HashingEmbedder, hashing_router

EXAMPLES = examples_of(load_dialogues())


def _turn(question: str, answer: str = "") -> StoredTurn:
    return StoredTurn(1, question, answer, (), "r1", datetime.now(UTC))


def test_every_follow_up_is_an_example_with_the_questions_before_it() -> None:
    dialogues = load_dialogues()
    assert len(EXAMPLES) == sum(len(d.turns) - 1 for d in dialogues)
    three = next(d for d in dialogues if len(d.turns) == 3)
    last = next(e for e in EXAMPLES if e.message == three.turns[2].text)
    assert last.questions == (three.turns[0].text, three.turns[1].text)
    assert last.route == three.turns[2].route


def test_training_is_deterministic_and_the_cache_gives_back_the_same_weights(
    tmp_path: Path,
) -> None:
    first = RouteClassifier.train(HashingEmbedder(), EXAMPLES)
    second = RouteClassifier.train(HashingEmbedder(), EXAMPLES)
    assert np.array_equal(first.weights, second.weights)
    assert set(first.classes) == {e.route for e in EXAMPLES}
    written = RouteClassifier.cached(HashingEmbedder(), EXAMPLES, tmp_path)
    (cached_file,) = tmp_path.glob("route-classifier-*.npz")
    read = RouteClassifier.cached(HashingEmbedder(), EXAMPLES, tmp_path)
    assert np.array_equal(written.weights, first.weights)
    assert np.array_equal(read.weights, first.weights)
    with np.load(cached_file, allow_pickle=False) as saved:  # plain arrays, no pickle
        assert set(saved.files) == {"weights", "intercepts", "classes"}
    relabelled = [RouteExample(e.message, e.questions, "RETRIEVE") for e in EXAMPLES[:3]]
    RouteClassifier.cached(HashingEmbedder(), [*EXAMPLES[3:], *relabelled], tmp_path)
    assert len(list(tmp_path.glob("route-classifier-*.npz"))) == 2  # other data, other file


def test_the_weights_cover_the_embedding_and_every_cue_feature() -> None:
    router = hashing_router()
    width = HashingEmbedder().dimension + len(CUE_FEATURES) + len(WORD_FEATURES)
    assert router.weights.shape == (len(router.classes), width)
    assert router.dimension == HashingEmbedder().dimension


def test_a_vector_of_the_wrong_shape_or_not_finite_is_refused() -> None:
    router = hashing_router()
    thread = [_turn("Does ramipril slow diabetic nephropathy?")]
    with pytest.raises(ValueError, match="shape"):
        router.predict(np.ones(3), "Thanks!", thread)
    bad = np.full(router.dimension, np.nan)
    with pytest.raises(ValueError, match="non-finite"):
        router.predict(bad, "Thanks!", thread)


def test_a_prediction_names_its_runner_up_and_the_cues_that_were_on() -> None:
    router = hashing_router()
    message = "Many thanks, bye!"
    vector = HashingEmbedder().embed([message])[0]
    prediction = router.predict(vector, message, [_turn("Does ramipril slow nephropathy?")])
    assert prediction.route == "GREETING"
    assert prediction.runner_up != prediction.route
    assert 0 < prediction.runner_up_probability <= prediction.probability <= 1
    assert "greeting_only" in prediction.cues
    assert "question_mark" not in prediction.cues


def test_the_thread_is_read_as_its_questions_only() -> None:
    """Trained on dialogues without answers, it must not read answers at run time either: a
    subject the thread named only in an answer is still new to it."""
    thread = [_turn("Which ACE inhibitor was tested?", "Ramipril slowed nephropathy.")]
    assert "ramipril" not in cue_flags("Was ramipril given?", thread).new_subjects
    assert cue_flags("Was ramipril given?", thread, answers=False).new_subjects == ("ramipril",)
    cues, _ = cue_vector("Was ramipril given?", thread)
    assert cues[len(CUE_FEATURES)] == 1.0  # a new subject from the clinical vocabulary


def test_a_new_subject_outside_the_clinical_vocabulary_is_its_own_feature() -> None:
    vocabulary = clinical_vocabulary()
    assert {"ramipril", "nephropathy", "placebo"} <= vocabulary
    assert not {"pandas", "keyerror", "regex"} & vocabulary
    cues, flags = cue_vector("Why does pandas raise this?", [_turn("Does ramipril help?")])
    assert flags.new_subjects == ("pandas",)
    assert list(cues[len(CUE_FEATURES) :]) == [0.0, 1.0]


@pytest.mark.parametrize(("out_of_scope", "expected"), [(0.40, "RETRIEVE"), (0.60, "OUT_OF_SCOPE")])
def test_out_of_scope_below_its_floor_gives_way_to_the_runner_up(
    out_of_scope: float, expected: str
) -> None:
    """Out of scope neither searches nor answers: a doubtful one is searched instead."""
    classes = ["OUT_OF_SCOPE", "RETRIEVE", "GREETING", "DIRECT_ANSWER"]
    rest = (1 - out_of_scope - 0.30) / 2
    intercepts = np.log(np.array([out_of_scope, 0.30, rest, rest]))
    width = HashingEmbedder().dimension + len(CUE_FEATURES) + len(WORD_FEATURES)
    router = RouteClassifier(np.zeros((len(classes), width)), intercepts, classes)
    message = "What is the square root of 7,569?"
    vector = HashingEmbedder().embed([message])[0]
    prediction = router.predict(vector, message, [_turn("Does ramipril slow nephropathy?")])
    assert prediction.route == expected
    assert prediction.below_floor is (expected != "OUT_OF_SCOPE")
    chosen, other = (0.30, out_of_scope) if prediction.below_floor else (out_of_scope, 0.30)
    assert prediction.probability == pytest.approx(chosen)
    assert prediction.runner_up_probability == pytest.approx(other)
