"""The safe-list pass over lower-case words and codes: the clinical lexicon vouches for the words
of clinical writing, and a word or code nothing vouches for is removed (no spaCy)."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.lexicon import ClinicalLexicon, clinical_lexicon, clinical_root
from clinrag.security.note_pass import NotePass
from clinrag.security.recognizers import PhiType


def removed(note_pass: NotePass, vocabulary: ClinicalVocabulary, text: str) -> dict[str, str]:
    spans = note_pass.find(text, [], vocabulary.occurrences(text))
    return {text[s.start : s.end]: s.entity_type for s in spans}


@pytest.mark.parametrize(
    "word", ["syncope", "palpitations", "pacemaker", "apixaban", "crackles", "warfarin"]
)
def test_lexicon_holds_clinical_words_and_drugs(word: str) -> None:
    assert word in clinical_lexicon()


@pytest.mark.parametrize("word", ["okafor", "upadhyay", "kowalczyk", "scaramucci"])
def test_lexicon_keeps_rare_surnames_out(word: str) -> None:
    assert word not in clinical_lexicon()


def test_inflections_and_british_spellings_are_lexicon_words() -> None:
    lexicon = ClinicalLexicon(frozenset({"edema", "crepitation", "anemia"}))
    assert "oedema" in lexicon
    assert "crepitations" in lexicon
    assert "anaemia" in lexicon
    assert "okafor" not in lexicon


def test_an_empty_lexicon_is_refused() -> None:
    with pytest.raises(ValueError, match="empty"):
        ClinicalLexicon(frozenset())


@pytest.mark.parametrize(
    ("word", "clinical"),
    [("pneumothorax", True), ("cholecystitis", True), ("okonkwo", False), ("renaldo", False)],
)
def test_combining_forms_make_a_word_clinical_by_its_shape(word: str, clinical: bool) -> None:
    assert clinical_root(word) is clinical


def test_a_lower_case_surname_in_a_note_is_removed(
    note_pass: NotePass, vocabulary: ClinicalVocabulary
) -> None:
    text = "hx syncope and palpitations, pacemaker checked.\nhanded over to rn okafor at 04:05."
    found = removed(note_pass, vocabulary, text)
    assert found.get("okafor") == PhiType.PERSON
    for word in ("syncope", "palpitations", "pacemaker", "handed", "rn"):
        assert word not in found


def test_drugs_doses_and_lab_labels_in_lower_case_survive(
    note_pass: NotePass, vocabulary: ClinicalVocabulary
) -> None:
    text = (
        "meds: apixaban 5 mg bd, furosemide 40mg om, tamsulosin 400mcg nocte. spo2 94%, hba1c 7.1"
    )
    assert removed(note_pass, vocabulary, text) == {}


def test_an_unknown_code_is_removed_as_an_identifier(
    note_pass: NotePass, vocabulary: ClinicalVocabulary
) -> None:
    text = "nurse in charge, PIN 16G9477N; ref qx7k29 for the referral"
    found = removed(note_pass, vocabulary, text)
    assert found.get("16G9477N") == PhiType.ID
    assert found.get("qx7k29") == PhiType.ID


def test_lower_case_words_are_left_alone_when_switched_off(vocabulary: ClinicalVocabulary) -> None:
    capitals_only = NotePass(vocabulary, lower_case=False)
    assert "okafor" not in removed(capitals_only, vocabulary, "handed over to rn okafor.")
