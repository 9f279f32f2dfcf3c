"""A surname written before the given name, where the given name is also an English word."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.surname_first import build_surname_first_recognizers

from .recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_surname_first_recognizers(vocabulary)}


def hits(recognizers: dict[str, object], text: str) -> list[str]:
    return found(recognizers, "surname_first", "PERSON", text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Name (as in NRIC): LIM Grace NRIC S1234567D", "LIM Grace"),
        ("Index case: OKAFOR Chidiebube TB reg no. 4", "OKAFOR Chidiebube"),
        ("Patient  WANG, May      MRN  K1234567", "WANG, May"),
        ("cc: PARKER; HUGHES, MELISSA\n", "HUGHES, MELISSA"),
        ("Applicant: Marsh, Tipene (known as Tip)", "Marsh, Tipene"),
    ],
)
def test_a_surname_filed_first_is_read_with_its_given_name(
    recognizers: dict[str, object], text: str, name: str
) -> None:
    assert name in hits(recognizers, text)


@pytest.mark.parametrize(
    "text",
    [
        "ECG Sinus rhythm",
        "HR, Rose slowly",
        "PLAN Will review",
        "CT Head normal",
        "Patient Stable, Alert",
        "IVUS MSA 7.8 mm2",
        "advised MST Continus up to 30 mg bd",
        "AL OHA, NMC 23S8568Y",
        "Surname: BAKARE        Forename: Yetunde",
        "patient's own drugs, NOK James Moss.",
    ],
)
def test_clinical_labels_before_a_word_are_kept(recognizers: dict[str, object], text: str) -> None:
    assert hits(recognizers, text) == []
