"""The learned name pass fitted on the shipped sets (cached in the settings' cache directory):
names of a hand no set was written in are found, clinical words are kept."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.name_model import NamePass, build_name_pass
from clinrag.security.name_training import clinical_terms
from clinrag.settings import Settings


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


@pytest.fixture(scope="module")
def name_pass(vocabulary: ClinicalVocabulary) -> NamePass:
    return build_name_pass(vocabulary, Settings().security.cache_dir)


def _removed(name_pass: NamePass, vocabulary: ClinicalVocabulary, text: str) -> set[str]:
    found = name_pass.find(text, [], clinical_terms(text, vocabulary))
    return {text[s.start : s.end] for s in found}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Home visit 3 Mar. NOK Nomvula (daughter) present; dressing changed.", "Nomvula"),
        ("Seen with her husband Tevita Fifita, who translates.", "Fifita"),
        ("Lives at 14 Kowhai Crescent with her partner.", "Kowhai"),
    ],
)
def test_names_of_an_unseen_hand_are_removed(
    name_pass: NamePass, vocabulary: ClinicalVocabulary, text: str, name: str
) -> None:
    assert name in _removed(name_pass, vocabulary, text)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("Wound cleansed, Mepilex Border applied, review in 3 days.", "Mepilex"),
        ("Grip strength (Jamar dynamometer) 18 kg on the left.", "Jamar"),
        ("Haemophilia A, factor VIII prophylaxis three times weekly.", "prophylaxis"),
    ],
)
def test_clinical_words_are_kept(
    name_pass: NamePass, vocabulary: ClinicalVocabulary, text: str, kept: str
) -> None:
    assert kept not in _removed(name_pass, vocabulary, text)
