"""Names in short English texts that are not notes: surnames that are English words inside a
sentence, listed names that no rule vouches for; the clinical words beside them stay."""

from __future__ import annotations

import pytest

from clinrag.security.note_pass import NotePass
from clinrag.security.sentence_names import SentenceNames, english


@pytest.fixture(scope="module")
def sentence_names(note_pass: NotePass) -> SentenceNames:
    return SentenceNames(note_pass)


def _names(finder: SentenceNames, text: str) -> list[str]:
    return [text[s.start : s.end] for s in finder.find(text, [], [])]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Is it safe to give ibuprofen to Hall, 94, with CKD stage 3?", "Hall"),
        ("Does Banks need a repeat INR before his hip replacement?", "Banks"),
        ("Can we move the review for Zielinski to the afternoon?", "Zielinski"),
        ("Is it safe to restart apixaban for Kowalczyk after the bleed?", "Kowalczyk"),
        ("Please check the potassium for Wood on the ward.", "Wood"),
    ],
)
def test_a_name_in_a_question_is_found(sentence_names: SentenceNames, text: str, name: str) -> None:
    assert name in _names(sentence_names, text)


@pytest.mark.parametrize(
    "text",
    [
        "What is the first-line treatment for Parkinson's disease?",
        "Is the Whipple procedure indicated for this tumour?",
        "Does Ozempic cause pancreatitis in older adults?",
        "What does the Hall effect sensor in a pump measure?",
        "Wie hoch ist die Dosis bei Herrn Bauer mit Niereninsuffizienz?",
    ],
)
def test_clinical_and_foreign_words_are_kept(sentence_names: SentenceNames, text: str) -> None:
    assert _names(sentence_names, text) == []


def test_english_is_told_by_its_function_words() -> None:
    assert english("Does Banks need a repeat INR?")
    assert not english("Kann der Patient mit Apixaban und Ibuprofen behandelt werden?")
