"""Fixtures the note-pass tests share: the clinical vocabulary, loaded once per module, and
the pass built over it."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.note_pass import NotePass


@pytest.fixture(scope="module")
def vocabulary() -> ClinicalVocabulary:
    return ClinicalVocabulary.load()


@pytest.fixture(scope="module")
def note_pass(vocabulary: ClinicalVocabulary) -> NotePass:
    return NotePass(vocabulary)
