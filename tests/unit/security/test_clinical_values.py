"""Measurements (a label and its value) are clinical content, never a name or a street."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_values import measurements, overlaps_measurement


def spans_text(text: str) -> list[str]:
    return [text[s:e] for s, e in measurements(text)]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("TRIAGE VITALS: BP 126/101  HR 52  RR 12  SpO2 90% on RA", "HR 52"),
        ("Labs: Na 131 K 4.5 Cr 2.7 BNP 3405 Mg 1.7.", "Cr 2.7"),
        ("Pt asleep, Braden 13. NYHA III on admission.", "Braden 13"),
        ("IPSS-R low.", "IPSS-R low"),
        ("R: chase Hb for bed 15", "Hb"),
    ],
)
def test_a_measurement_is_found(text: str, value: str) -> None:
    assert value in spans_text(text)


@pytest.mark.parametrize("text", ["Seen by Dr Braden today.", "Mrs Morse called back."])
def test_an_eponymous_score_without_a_value_stays_a_name(text: str) -> None:
    assert spans_text(text) == []


def test_a_street_over_two_vitals_overlaps_them() -> None:
    text = "BP 126/101  HR 52"
    start = text.index("101")
    assert overlaps_measurement(start, len(text), measurements(text))
