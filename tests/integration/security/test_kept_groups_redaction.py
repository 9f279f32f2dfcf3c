"""The production redactor keeps brand medicines, doses with a frequency, lab values with their
unit and named scales, and still removes a person whose name is also a medicine when a cue
stands beside it. Texts written for this test."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor

NOTE = """Renal dialysis session note
Patient: Ferelith Mowbray    Hosp no: KRT 551 2093
Mircera 100 micrograms monthly. Had Vivotif but not Ixiaro before travel.
Meds: atorvastatin 40 mg qhs, amlodipine 5 mg OM. Creatinine 96 umol/L.
Epworth Sleepiness Scale 16/24, Barthel Index 55.
Reviewed by Dr Allegra Quennell; her daughter Amber Mowbray attended.
"""


@pytest.fixture(scope="module")
def removed() -> list[tuple[int, int]]:
    redactor = PresidioRedactor(SPACY_MODEL.packaged_dir())
    return [(s, e) for s, e, _ in redactor.find(NOTE)]


@pytest.mark.parametrize(
    "kept",
    ["Mircera", "Vivotif", "Ixiaro", "40 mg qhs", "5 mg OM", "96 umol/L",
     "Epworth Sleepiness Scale 16/24", "Barthel Index 55"],
)  # fmt: skip
def test_clinical_values_stay(removed: list[tuple[int, int]], kept: str) -> None:
    start = NOTE.index(kept)
    assert not [(s, e) for s, e in removed if s < start + len(kept) and start < e]


@pytest.mark.parametrize("gone", ["Allegra", "Amber", "Ferelith"])
def test_names_that_are_medicines_still_go(removed: list[tuple[int, int]], gone: str) -> None:
    start = NOTE.index(gone)
    assert any(s <= start and start + len(gone) <= e for s, e in removed)
