"""Names in any case that a title, a role label, a signing verb, a credential or a bracket
vouches for; the clinical words in the same places stay."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.cued_names import CuedNames
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


@pytest.fixture(scope="module")
def cued(vocabulary: ClinicalVocabulary) -> CuedNames:
    return CuedNames(vocabulary)


def found(cued: CuedNames, vocabulary: ClinicalVocabulary, text: str) -> list[str]:
    spans = [Span(m, m + 5, PhiType.PERSON, 0.8, False) for m in [text.find("David")] if m >= 0]
    return [text[s.start : s.end] for s in cued.find(text, spans, vocabulary.occurrences(text))]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("seen by dr. okonkwo this am", ["okonkwo"]),
        ("Ordering provider: Dr. brown", ["brown"]),  # a frequent surname after a title
        ("Read by: thompson, md. Verified 3/2.", ["thompson"]),
        ("Transcribed by: rt", ["rt"]),
        ("GP: Dr Ward, 12 High St", ["Ward"]),  # a surname that is also a label word
        ("Triage RN: bao   MD: patel   Scribe: hernandez", ["bao", "patel", "hernandez"]),
        ("Assistant: smith, pa-c   Anesthesia: GETA", ["smith"]),  # a column break ends it
        ("Transcribed by FH 02/11/26", ["FH"]),  # initials that spell family history
        ("Electronically signed: PT 3/4", ["PT"]),
        ("Note written by RT, MD", ["RT"]),
        ("Jane Okafor, MD, FACP\n", ["Jane", "Okafor"]),  # a chain of credentials
        ("seen with dr. john smith, who agrees", ["john", "smith"]),
        ("Mr. Ribeiro flew to Lyon; dr. smith recommended rest", ["Ribeiro", "smith"]),
        ("plan per lindqvist, continue", ["lindqvist"]),
        ("home w/ David (brown), 402.376.7641", ["brown"]),
        ("Thank you, maria garcia RN", ["garcia", "maria"]),
        ("maria garcia rn", []),  # a lower-case credential needs a comma
        ("Thank you, maria garcia, rn", ["garcia", "maria"]),
        ("Signed: Jane Q. Okafor, PA-C 03/12", ["Okafor", "Q", "Jane"]),
        ("pt bishop 27f seen in ed bay 24", ["bishop"]),  # named before age and sex
        ("patient joy stone 40 yo, fall at home", ["joy", "stone"]),
        ("-- ta / transcribed yb 2020-03-17", ["ta", "yb"]),  # initials of an undated stamp
        ("report given by Officer Price, badge 2206", ["Price"]),
        ("Sgt Moss attended; Rev. Hale called", ["Hale", "Moss"]),
    ],
)
def test_names_in_any_case_after_or_before_a_cue_go(
    cued: CuedNames, vocabulary: ClinicalVocabulary, text: str, names: list[str]
) -> None:
    assert sorted(set(found(cued, vocabulary, text))) == sorted(names)


@pytest.mark.parametrize(
    "text",
    [
        "seen by cardiology and ortho; per protocol, continue",
        "seen by PT and OT; signed on 3/4",
        "signed consent; approved plan; entered orders",
        "Attending: none. cc: file",
        "PT: 14.2 sec. OD: 20/25. Tech: limited by habitus",
        "MS stable; mr worse on echo",  # abbreviations, not titles
        "reviewed by pharmacy; discussed with patient and family",
        "home w/ David (daughter) and home O2",
        "metoprolol per nephrology, discussed with hepatology",
        "pt is a 45 yo with chest pain",  # words before the age that are no name
        "transcribed 2020-03-17; Nurse aware; Officer on scene",
    ],
)
def test_clinical_words_in_the_same_places_stay(
    cued: CuedNames, vocabulary: ClinicalVocabulary, text: str
) -> None:
    assert found(cued, vocabulary, text) == []
