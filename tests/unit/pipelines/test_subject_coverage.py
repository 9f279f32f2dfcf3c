"""Which of a question's subjects (its drugs, classes, conditions and procedures, read with the
packaged lexicon) the best passages are about: a name's stems first (a brand met by its
generic, a class by a member), the embedder's word similarity for the rest (pure; the vectors
are given)."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.domain import Vectors
from clinrag.pipelines.subject_coverage import Coverage, coverage, subjects
from clinrag.pipelines.subject_names import subject_lexicon

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


def _names(question: str) -> tuple[str, ...]:
    return tuple(s.name for s in subjects(question, subject_lexicon()))


def _coverage(question: str, passages: list[str], embed: object, threshold: float) -> Coverage:
    return coverage(question, passages, embed, threshold, subject_lexicon())  # type: ignore[arg-type]


def test_the_subjects_are_drugs_conditions_and_procedures() -> None:
    assert _names("Does apixaban need dose reduction?") == ("apixaban",)
    assert _names("Lovely, cheers for your help") == ()
    # a thread's resumed question: the framing is ours, the subject the clinician's
    assert _names("What dose of metformin? (clarification: in adults)") == ("metformin",)
    assert _names("Does hyoscine butylbromide make colonoscopy easier?") == (
        "hyoscine butylbromide",
        "colonoscopy",
    )
    # the noun names the condition; its qualifier ("atrial") is not asked of the passages
    assert _names("Does rivaroxaban prevent stroke in atrial fibrillation?") == (
        "rivaroxaban",
        "fibrillation",
    )


def test_rare_words_that_name_no_drug_or_condition_are_not_subjects() -> None:
    """The blind research questions' rare words the gate used to demand of the abstracts."""
    assert _names("Does taking it at bedtime hasten the leakiness, mildly or spontaneously?") == ()


def test_a_brand_is_carried_with_its_generic() -> None:
    (risperdal,) = subjects("Is Risperdal better than placebo?", subject_lexicon())
    assert risperdal.kind == "drug"
    assert "risperidone" in risperdal.forms


def test_a_drug_no_passage_names_is_missing() -> None:
    found = _coverage("does apixaban need dose reduction?", [INSULIN], _word_vectors({}), 0.8)
    assert not found.covered
    assert found.missing == ("apixaban",)
    (match,) = found.matches
    assert match.how == "missing"
    assert match.similarity is not None
    assert match.similarity < 0.8


@pytest.mark.parametrize(
    "question",
    [
        "Does insulin glargine lower HbA1c less than NPH insulin?",
        "Is the glargine dose cut after hypoglycaemias?",  # met by the stem of "hypoglycaemia"
        "Does glargine cause hypoglycaemia?",
    ],
)
def test_stems_the_passages_hold_are_met_exactly(question: str) -> None:
    found = _coverage(question, [INSULIN], _never, 0.8)
    assert found.covered
    assert found.matches
    assert {m.how for m in found.matches} == {"exact"}


def test_a_brand_is_met_by_its_generic_and_a_class_by_a_member() -> None:
    lantus = _coverage("Does Lantus cause less hypoglycaemia?", [INSULIN], _never, 0.8)
    assert lantus.covered
    assert {m.subject: m.met_by for m in lantus.matches}["lantus"] in {
        "insulin glargine",
        "glargine",
    }
    statins = ["Atorvastatin lowered LDL cholesterol more than placebo in diabetes."]
    found = _coverage("Do statins lower cholesterol in diabetes?", statins, _never, 0.8)
    assert found.covered
    assert {m.subject: m.met_by for m in found.matches}["statins"] == "atorvastatin"
    assert _coverage("Do statins lower cholesterol?", [INSULIN], _word_vectors({}), 0.8).missing


def test_another_spelling_is_met_by_similarity_above_the_threshold_only() -> None:
    question = "Does glargine cause less hypoglycemia?"
    embed = _word_vectors({"hypoglycemia": "hypoglycaemia"})
    met = _coverage(question, [INSULIN], embed, 0.85)
    assert met.covered
    assert {m.subject: m.how for m in met.matches}["hypoglycemia"] == "similar"
    assert {m.subject: m.nearest for m in met.matches}["hypoglycemia"] == "hypoglycaemia"
    assert _coverage(question, [INSULIN], embed, 0.95).missing == ("hypoglycemia",)


def test_a_question_without_subjects_passes() -> None:
    assert _coverage("What is the usual dose?", [INSULIN], _never, 0.8).covered
    assert _coverage("Is it best taken at bedtime?", [INSULIN], _never, 0.8).covered


def test_no_passages_cover_nothing() -> None:
    assert _coverage("Does apixaban need dose reduction?", [], _never, 0.8).missing == ("apixaban",)


def test_generics_named_reads_brands_by_the_packaged_dictionary() -> None:
    """Brands -> generics (a combination brand -> each generic listing it); a generic asked by
    its own name, a name sharing a word with its generic, and words naming no drug add none."""
    lexicon = subject_lexicon()
    assert lexicon.generics_named("Will Efexor XR help that kind of pain?") == ("venlafaxine",)
    assert set(lexicon.generics_named("Is Cosopt better than Xalatan?")) == {
        "dorzolamide",
        "timolol",
        "latanoprost",
    }
    assert lexicon.generics_named("Does latanoprost lower eye pressure?") == ()
    assert lexicon.generics_named("Does a walk after dinner help?") == ()
