"""The production redactor keeps clinical values known by their shape (a scale's acronym with
its value, a device before its serial label, a medicine before its dose, a trial in brackets
after a medicine, an obstetric formula) and still removes the serial numbers, dates and names
beside them. Texts written for this test."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor

NOTE = """Hand therapy note
Patient: Ferelith Mowbray    Hosp no: KRT 551 2093    DOB 03/07/1941
Wrist pain. PRWE 62/100, QuickDASH 54.5. SCLC, STOP-BANG 6.
OSA on CPAP (Nexora AirFlo 10 s/n QKT-1234567). Port (VitaPort) s/n ZQW-4115475.
Neutrafluor 5000 nocte. Carboplatin + Atezolizumab (IMpower133). G2 P1.
Signed OKONKWO-BELL / checked by Dr Quennell
"""


@pytest.fixture(scope="module")
def removed() -> list[tuple[int, int]]:
    redactor = PresidioRedactor(SPACY_MODEL.packaged_dir())
    return [(s, e) for s, e, _ in redactor.find(NOTE)]


@pytest.mark.parametrize(
    "kept",
    ["PRWE 62/100", "QuickDASH 54.5", "STOP-BANG 6", "Nexora AirFlo 10", "VitaPort",
     "Neutrafluor", "IMpower133", "G2 P1"],
)  # fmt: skip
def test_clinical_values_stay(removed: list[tuple[int, int]], kept: str) -> None:
    start = NOTE.index(kept)
    assert not [(s, e) for s, e in removed if s < start + len(kept) and start < e]


@pytest.mark.parametrize(
    "gone", ["Ferelith", "QKT-1234567", "ZQW-4115475", "03/07/1941", "OKONKWO", "Quennell"]
)
def test_identifiers_beside_them_still_go(removed: list[tuple[int, int]], gone: str) -> None:
    start = NOTE.index(gone)
    assert any(s <= start and start + len(gone) <= e for s, e in removed)
