"""The production redactor keeps the job titles, services, scores, acuities, gestations,
guidance codes and shorthand of a note and still removes every person and place beside them.
Texts written for this test (none from an evaluation set)."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


NOTE = """Acute Medical Unit, Pellinore General Hospital - ward round 14/3
Name: WENDELL ACKROYD   Hosp No: PGH5512093   DOB: 02.07.58
Pre-alert from Paramedic Wilhelmina; ETA 10:02. Door to needle 31 min.
NIHSS 9, ROSIER +2, VAS 6/10. VA R 6/12 L 6/36. Daughter born at 36+2/40.
Plan per NICE NG128; iCare tonometry, intact TMs, HER2-positive result noted.
Tissue Viability Nurse Specialist Oswin to review sacrum; Respiratory Physiotherapist aware.
Dictated by Ivo Brandt, Trauma Practitioner. Signed P. Quayle, ST3 Dermatology, GMC 1234567
Copy to Tarnbrook Stroke Unit.
"""


@pytest.mark.parametrize(
    "kept",
    ["Acute Medical Unit", "Paramedic", "ROSIER +2", "VAS 6/10", "6/12", "6/36", "36+2/40",
     "NICE NG128", "iCare", "TMs", "HER2-positive", "Tissue Viability Nurse Specialist",
     "Respiratory Physiotherapist", "Trauma Practitioner", "ST3 Dermatology"],
)  # fmt: skip
def test_clinical_values_stay(redactor: PresidioRedactor, kept: str) -> None:
    assert kept in redactor.redact(NOTE, RedactionSession()).text


@pytest.mark.parametrize(
    "gone",
    ["Pellinore", "14/3", "WENDELL", "ACKROYD", "PGH5512093", "02.07.58", "Wilhelmina",
     "Oswin", "Ivo Brandt", "Quayle", "1234567", "Tarnbrook"],
)  # fmt: skip
def test_people_places_and_dates_go(redactor: PresidioRedactor, gone: str) -> None:
    assert gone not in redactor.redact(NOTE, RedactionSession()).text


def test_a_date_without_an_acuity_word_is_still_a_date(redactor: PresidioRedactor) -> None:
    text = NOTE + "Seen in clinic 6/9 by the team.\n"
    assert "6/9" not in redactor.redact(text, RedactionSession()).text
