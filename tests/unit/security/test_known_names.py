"""A census first name before a census surname, both capitalised, is a person; eponymous
scales, headings and lower-case prose stay."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.known_names import KnownNamePairs, first_names, frequent_surnames, surnames


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


@pytest.fixture(scope="module")
def pairs(vocabulary: ClinicalVocabulary) -> KnownNamePairs:
    return KnownNamePairs(vocabulary)


def found(pairs: KnownNamePairs, vocabulary: ClinicalVocabulary, text: str) -> list[str]:
    return [text[s.start : s.end] for s in pairs.find(text, vocabulary.occurrences(text))]


def test_the_census_lists_load_with_their_ranks() -> None:
    assert {"june", "rusty", "will"} <= first_names()
    assert {"little", "banks", "price", "kowalczyk"} <= surnames()
    assert "price" in frequent_surnames()
    assert "state" not in frequent_surnames()


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Received handover from night RN June Little. Pt asleep.", ["June Little"]),
        ("April Fields, APRN-NP -- Rusty Banks, RN co-signed", ["April Fields", "Rusty Banks"]),
        ('daughter, Bethany "Beth" Cross, who signed the consent', ['Bethany "Beth" Cross']),
        ('Specimen labelled "WILL CHURCH, ileocaecal resection"', ["WILL CHURCH"]),
    ],
)
def test_a_first_name_before_a_surname_is_a_person(
    pairs: KnownNamePairs, vocabulary: ClinicalVocabulary, text: str, names: list[str]
) -> None:
    assert found(pairs, vocabulary, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "Young Mania Rating Scale 12 at baseline",  # an eponymous scale
        "will church attendance help? may cross the placenta",  # lower case is prose
        "In Vivo study; See Table 2",
        "Metformin Hydrochloride 500 mg",
    ],
)
def test_eponyms_function_words_and_drugs_stay(
    pairs: KnownNamePairs, vocabulary: ClinicalVocabulary, text: str
) -> None:
    assert found(pairs, vocabulary, text) == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("handed over to kimberly dyer at 04:05", "kimberly dyer"),
        ("found by neighbour joshua peterson on the floor", "joshua peterson"),
    ],
)
def test_a_lower_case_pair_of_rare_first_name_and_surname_is_a_name(
    pairs: KnownNamePairs, vocabulary: ClinicalVocabulary, text: str, name: str
) -> None:
    spans = pairs.find_lower_case(text, vocabulary.occurrences(text))
    assert [text[s.start : s.end] for s in spans] == [name]


@pytest.mark.parametrize(
    "text",
    [
        "reassessed 30 min later, settled",  # "min" is a census first name and a unit
        "will ward round review; mark wound; grace period over",  # common words as first names
        "Handed over to Kimberly Dyer",  # title case is the other finder's
    ],
)
def test_lower_case_words_that_merely_look_like_names_are_not_pairs(
    pairs: KnownNamePairs, vocabulary: ClinicalVocabulary, text: str
) -> None:
    assert pairs.find_lower_case(text, vocabulary.occurrences(text)) == []
