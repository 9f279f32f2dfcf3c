"""Signature lines: initials or surnames joined by a slash, wherever the line ends."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.note_recognizers import build_note_recognizers


@pytest.fixture(scope="module")
def signatures() -> object:
    (recognizer,) = [
        r for r in build_note_recognizers(ClinicalVocabulary.load()) if r.name == "signature"
    ]
    return recognizer


def found(recognizer: object, text: str) -> list[str]:
    results = recognizer.analyze(text, ["PERSON"], None)  # type: ignore[attr-defined]
    return [text[r.start : r.end] for r in results]


@pytest.mark.parametrize(
    ("text", "signature"),
    [
        ("Dictated by mkh/tls.", "mkh/tls"),  # a full stop ends the line's sentence
        ("Signed: RK/jb", "RK/jb"),
        ("ka / mjt\nDD: 3/9/91", "ka / mjt"),
    ],
)
def test_signature_lines_go(signatures: object, text: str, signature: str) -> None:
    assert signature in found(signatures, text)


@pytest.mark.parametrize("text", ["Plan: PT/OT.", "and / or\n", "Dx: CHF/COPD."])
def test_clinical_shorthand_with_a_slash_stays(signatures: object, text: str) -> None:
    assert found(signatures, text) == []
