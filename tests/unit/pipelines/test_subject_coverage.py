"""Which of a question's subjects the best passages are about: exact stems first, the
embedder's word similarity for the rest (pure; the vectors are given)."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.domain import Vectors
from clinrag.pipelines.subject_coverage import coverage, subjects

INSULIN = (
    "Insulin glargine versus NPH insulin in type 2 diabetes. Dose reduction of insulin "
    "was needed in the intensive arm to avoid hypoglycaemia."
)


def _never(_: list[str]) -> Vectors:
    raise AssertionError("an exact match needs no embedding")


def _word_vectors(near: dict[str, str]) -> object:
    """Unit vectors: each word its own axis, except ``near``'s pairs, 0.9 apart."""

    def embed(words: list[str]) -> Vectors:
        axes = {w: i for i, w in enumerate(sorted(set(words) | set(near.values())))}
        vectors = np.zeros((len(words), len(axes)), dtype=np.float32)
        for row, word in enumerate(words):
            vectors[row, axes[word]] = 1.0
            if word in near:
                vectors[row] = (
                    0.9 * np.eye(len(axes))[axes[near[word]]]
                    + np.sqrt(1 - 0.81) * np.eye(len(axes))[axes[word]]
                )
        return vectors

    return embed


def test_the_subjects_are_the_rare_words() -> None:
    assert subjects("Does apixaban need dose reduction?") == ("apixaban",)
    assert subjects("Lovely, cheers for your help") == ()
    # a thread's resumed question: the framing is ours, the subject the clinician's
    assert subjects("What dose of metformin? (clarification: in adults)") == ("metformin",)


def test_a_drug_no_passage_names_is_missing() -> None:
    found = coverage("does apixaban need dose reduction?", [INSULIN], _word_vectors({}), 0.8)
    assert not found.covered
    assert found.missing == ("apixaban",)
    (match,) = found.matches
    assert match.how == "missing"
    assert match.similarity is not None
    assert match.similarity < 0.8


@pytest.mark.parametrize(
    "question",
    [
        "Does insulin glargine lower HbA1c less than NPH insulin?",  # hba1c: see below
        "Is a dose reduction of insulins needed?",  # "insulins" meets "insulin" by its stem
    ],
)
def test_stems_the_passages_hold_are_met_exactly(question: str) -> None:
    passages = [INSULIN + " HbA1c fell in both arms."]
    found = coverage(question, passages, _never, 0.8)
    assert found.covered
    assert {m.how for m in found.matches} == {"exact"}


def test_another_spelling_is_met_by_similarity_above_the_threshold_only() -> None:
    question = "Does glargine cause less hypoglycemia?"
    embed = _word_vectors({"hypoglycemia": "hypoglycaemia"})
    met = coverage(question, [INSULIN], embed, 0.85)
    assert met.covered
    assert {m.subject: m.how for m in met.matches}["hypoglycemia"] == "similar"
    assert {m.subject: m.nearest for m in met.matches}["hypoglycemia"] == "hypoglycaemia"
    assert coverage(question, [INSULIN], embed, 0.95).missing == ("hypoglycemia",)


def test_a_question_without_subject_words_passes() -> None:
    assert coverage("What is the usual dose?", [INSULIN], _never, 0.8).covered


def test_no_passages_cover_nothing() -> None:
    assert coverage("Does apixaban need dose reduction?", [], _never, 0.8).missing == ("apixaban",)
