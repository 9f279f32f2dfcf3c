"""The production redactor on British letters and reports (real spaCy model): field labels at
a line's start stay, and ordinal days, apostrophe and hyphen dates, spaced record numbers, NI
numbers, serials, filed names and acting initials go."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


REPORT = """Fetal Medicine Unit - growth scan
Patient: HOLLIS, Margaret    Unit no: QTR 412 7789    DOB: 2-Feb-91
Machine: Voluson E8, probe C1-6
Liquor: DVP 4.8 cm. Placenta posterior, not low.
Conclusion: normal growth, EFW 50th centile.
Sonographer: Ottilie Brandvold
Reported 14th Mar '25, typed 15-Mar-25 (KJ)
Insulin pen serial SN 7731-2204 checked by RQ / ward pharmacist.
NI number JH 12 34 56 B on the form. Review planned on the 21st.
"""


@pytest.mark.parametrize(
    "gone",
    ["HOLLIS", "Margaret", "QTR 412 7789", "2-Feb-91", "Ottilie Brandvold", "14th Mar '25",
     "15-Mar-25", "KJ", "SN 7731-2204", "RQ", "JH 12 34 56 B", "21st"],
)  # fmt: skip
def test_the_letter_identifiers_go(redactor: PresidioRedactor, gone: str) -> None:
    assert gone not in redactor.redact(REPORT, RedactionSession()).text


@pytest.mark.parametrize(
    "kept",
    ["Machine:", "Liquor: DVP 4.8 cm", "Conclusion: normal growth", "Sonographer:",
     "EFW 50th centile", "Placenta posterior"],
)  # fmt: skip
def test_field_labels_and_clinical_values_stay(redactor: PresidioRedactor, kept: str) -> None:
    assert kept in redactor.redact(REPORT, RedactionSession()).text
