"""The query classifier and its labelled set: the split holds, training is deterministic, the
cache gives back the same weights, and a bad vector is refused rather than guessed at."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import numpy as np
import pytest

from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import QUERY_TYPES, load_query_type_set
from tests.fakes import HashingEmbedder


def test_the_shipped_set_has_every_type_on_both_sides_of_a_family_split() -> None:
    data = load_query_type_set()
    questions = [q.question for q in (*data.train, *data.test)]
    assert len(questions) == len(set(questions))
    for split in (data.train, data.test):
        counts = Counter(q.query_type for q in split)
        assert set(counts) == set(QUERY_TYPES)
    for kind in QUERY_TYPES:
        assert sum(q.query_type == kind for q in (*data.train, *data.test)) >= 80
    assert not {q.family for q in data.train} & {q.family for q in data.test}
    assert any("<PERSON_1>" in q for q in questions)


def test_training_is_deterministic_and_the_cache_gives_back_the_same_weights(
    tmp_path: Path,
) -> None:
    train = load_query_type_set().train
    first = QueryClassifier.train(HashingEmbedder(), train)
    second = QueryClassifier.train(HashingEmbedder(), train)
    assert np.array_equal(first.weights, second.weights)
    assert np.array_equal(first.intercepts, second.intercepts)
    written = QueryClassifier.cached(HashingEmbedder(), train, tmp_path)
    (cached_file,) = tmp_path.glob("query-classifier-*.npz")
    read = QueryClassifier.cached(HashingEmbedder(), train, tmp_path)
    assert np.array_equal(written.weights, first.weights)
    assert np.array_equal(read.weights, first.weights)
    assert read.classes == first.classes
    with np.load(cached_file, allow_pickle=False) as saved:  # plain arrays, no pickle
        assert set(saved.files) == {"weights", "intercepts", "classes"}


def test_another_embedder_or_training_set_gets_its_own_weights(tmp_path: Path) -> None:
    train = load_query_type_set().train
    QueryClassifier.cached(HashingEmbedder(), train, tmp_path)
    small = QueryClassifier.cached(HashingEmbedder(dimension=64), train, tmp_path)
    fewer = QueryClassifier.cached(HashingEmbedder(), train[:-4], tmp_path)
    assert small.dimension == 64
    assert fewer.dimension == 384
    assert len(list(tmp_path.glob("query-classifier-*.npz"))) == 3


def test_an_unreadable_cache_file_is_trained_again(tmp_path: Path) -> None:
    train = load_query_type_set().train
    QueryClassifier.cached(HashingEmbedder(), train, tmp_path)
    (cached_file,) = tmp_path.glob("query-classifier-*.npz")
    cached_file.write_bytes(b"not an npz")
    again = QueryClassifier.cached(HashingEmbedder(), train, tmp_path)
    assert again.dimension == 384
    assert np.load(cached_file)["weights"].shape == (4, 384)


def test_probabilities_sum_to_one_and_bad_vectors_are_refused() -> None:
    classifier = QueryClassifier.train(HashingEmbedder(), load_query_type_set().train)
    vector = HashingEmbedder().embed(["Is apixaban safer than warfarin?"])[0]
    probabilities = classifier.probabilities(vector)
    assert probabilities.sum() == pytest.approx(1.0)
    assert classifier.predict(vector).probability == pytest.approx(probabilities.max())
    for bad in (np.zeros(10, dtype=np.float32), np.full(384, np.nan, dtype=np.float32)):
        with pytest.raises(ValueError, match="vector"):
            classifier.predict(bad)
