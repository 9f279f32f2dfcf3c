"""The learned name pass's reading of a word: candidates, features, a hand-set model."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.name_features import (
    DIMENSION,
    WordLists,
    feature_matrix,
    tokens,
    word_features,
)
from clinrag.security.name_model import NameModel, NamePass
from clinrag.security.name_training import candidate_indices
from clinrag.security.spans import Span


@pytest.fixture(scope="module")
def lists() -> WordLists:
    return WordLists(ClinicalVocabulary.load())


def test_candidates_skip_every_covered_word() -> None:
    words = tokens("NOK Pieter Smith on warfarin")
    assert [words[i].word for i in candidate_indices(words, [(4, 16)])] == [
        "NOK",
        "on",
        "warfarin",
    ]
    assert [words[i].word for i in candidate_indices(words, [(0, 3), (2, 10)])] == [
        "Smith",
        "on",
        "warfarin",
    ]


def test_features_read_shape_lists_and_neighbours(lists: WordLists) -> None:
    text = "Res: 9 Protea Court, Paarl\nNOK Pieter (works nights)"
    words = tokens(text)
    protea = word_features(text, words, 1, lists)
    assert "shape:Xx" in protea
    assert "pgap::_9_" in protea  # a house number before it
    assert "n1:court" in protea
    pieter = word_features(text, words, 5, lists)
    assert "p1:nok" in pieter
    assert "ngap:_(" in pieter
    assert "g:^pi" in pieter
    works = word_features(text, words, 6, lists)
    assert "shape:x" in works


def test_feature_matrix_is_binary_and_sized(lists: WordLists) -> None:
    text = "seen by Thandeka Isaacs"
    words = tokens(text)
    rows = [word_features(text, words, i, lists) for i in range(len(words))]
    matrix = feature_matrix([*rows, ["a", "a"]])
    assert matrix.shape == (len(words) + 1, DIMENSION)
    assert set(matrix.data) == {1.0}
    assert matrix[len(words)].sum() == 1.0


def test_pass_removes_only_uncovered_words_the_model_scores_as_names(lists: WordLists) -> None:
    """A hand-set model: a word after "nok" is a person, everything else no name."""
    from clinrag.security.name_features import _column

    weights = np.zeros((DIMENSION, 3))
    weights[_column("p1:nok"), 1] = 10.0
    model = NameModel(weights, np.array([2.0, 0.0, 0.0]))
    text = "NOK Pieter; NOK Anna"
    found = NamePass(model, lists).find(text, [Span(16, 20, "PERSON", 1.0, False)], [])
    assert [(s.start, s.end, s.entity_type) for s in found] == [(4, 10, "PERSON")]
