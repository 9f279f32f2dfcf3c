"""Lower-case names beside a relation or role word: a run of known names or non-dictionary
words goes; a dictionary word alone, or a sentence after the relation, stays."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.relation_names import RelationNames


@pytest.fixture(scope="module")
def relations(vocabulary: ClinicalVocabulary) -> RelationNames:
    return RelationNames(vocabulary)


def _found(relations: RelationNames, text: str) -> list[str]:
    return [text[s.start : s.end] for s in relations.find(text, [])]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("lives with partner dariusz wrobel in a flat", ["dariusz", "wrobel"]),
        ("Her daughter siobhan mcquarrie phoned", ["siobhan", "mcquarrie"]),
        ("school DSL kwame boateng informed", ["kwame", "boateng"]),
        ("key worker: tamsin ellery will visit", ["tamsin", "ellery"]),
        ("present: ingrid solberg (sister) and GP", ["ingrid", "solberg"]),
        ("son: zbigniew at home", ["zbigniew"]),
        # a known first name rarer than a common word, and a bracket after the relation
        ("sister ruby present at the bedside", ["ruby"]),
        ("tc from daughter (hazel): pain worse", ["hazel"]),
        ("ring her mum gwen on the mobile", ["gwen"]),
        ("GP tamsin trelawny informed", ["tamsin", "trelawny"]),
    ],
)
def test_a_lower_case_name_beside_a_relation_goes(
    relations: RelationNames, text: str, names: list[str]
) -> None:
    assert _found(relations, text) == names


@pytest.mark.parametrize(
    "text",
    [
        "her daughter visited today and brought clothes",
        "partner works nights, supportive",
        "wife grace",  # a word and a name alone: no evidence either way
        "mum will bring clothes in",
        "GP surgery informed, GP to review",
        "son (aged 4) at nursery",
        "mother had breast cancer at 50",
        "sister ward staff aware",
        "discussed with the midwife on call (community midwife)",
    ],
)
def test_a_sentence_after_a_relation_stays(relations: RelationNames, text: str) -> None:
    assert _found(relations, text) == []
