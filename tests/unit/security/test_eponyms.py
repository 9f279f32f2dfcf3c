"""Eponyms, tests and instruments stay in a note; a person with the same word does not."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary, clinical_context, eponym_alone
from clinrag.security.note_pass import NotePass

NOTE = "CLINIC NOTE\nHPI: COPD, CHF.\nMeds: furosemide.\nExam: {line}\nPlan: follow up.\n"


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


@pytest.fixture(scope="module")
def note_pass(vocabulary: ClinicalVocabulary) -> NotePass:
    return NotePass(vocabulary)


def removed(note_pass: NotePass, vocabulary: ClinicalVocabulary, line: str) -> list[str]:
    text = NOTE.format(line=line)
    spans = note_pass.find(text, [], vocabulary.occurrences(text))
    return [text[s.start : s.end] for s in spans]


@pytest.mark.parametrize(
    "line",
    [
        "history of Tietze syndrome and Kienbock disease",  # a head noun after the eponym
        "Tinel's and Phalen's tests positive",  # eponyms listed before one head noun
        "Dix-Hallpike positive; Romberg negative; Babinski downgoing",  # written alone
        "Westergren ESR 44, QuantiFERON negative, Doppler of both legs",
        "Legg-Calvé-Perthes disease, Brown-Séquard syndrome",
    ],
)
def test_eponyms_and_tests_survive(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, line: str
) -> None:
    assert removed(note_pass, vocabulary, line) == []


@pytest.mark.parametrize(
    ("line", "gone"),
    [
        ("plan agreed with Kowalczyk today", "Kowalczyk"),
        ("Wierzbicka negative for COVID", "Wierzbicka"),  # a person's result, not a test's
    ],
)
def test_a_name_without_a_clinical_neighbour_still_goes(
    note_pass: NotePass, vocabulary: ClinicalVocabulary, line: str, gone: str
) -> None:
    assert removed(note_pass, vocabulary, line) == [gone]


def test_a_title_or_a_person_cue_makes_a_listed_eponym_a_person() -> None:
    text = "Seen with Dr. Romberg. Attending: Romberg. Romberg negative."
    first, second, third = (i for i in range(len(text)) if text.startswith("Romberg", i))
    assert not clinical_context(text, first, first + 7)
    assert not clinical_context(text, second, second + 7, cued=True)
    assert clinical_context(text, third, third + 7)
    assert eponym_alone("Westergren")
    assert not eponym_alone("Wierzbicka")
