"""Services, device makes (a known clinical product) and models, guidelines with their year and
rates are clinical values: no name, place or identifier hit may take them, and postcodes, plates
and labelled codes stay identifiers. Texts written for this test."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.kept_values import FAMILIES, KeptValues, kept_values, off_values
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

_VOCABULARY = ClinicalVocabulary.load()


def values(text: str, off: tuple[str, ...] = ()) -> KeptValues:
    return kept_values(text, off, products=_VOCABULARY.occurrences(text))


def kept(text: str, off: tuple[str, ...] = ()) -> list[str]:
    return [text[s:e] for s, e in values(text, off).spans]


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Referred to the Renal Transplant Clinic for work-up.", "Renal Transplant Clinic"),
        ("Seen in STONE CLINIC today.", "STONE CLINIC"),
        ("Booked with the Community Falls Team next week.", "Community Falls Team"),
        ("Scope: Olympus CF-HQ190L, biopsies taken.", "Olympus CF-HQ190L"),
        ("Pump: Medtronic MiniMed 780G in auto mode.", "Medtronic MiniMed 780G"),
        ("Managed as per ESC 2023 and the Mental Health Act 1983.", "ESC 2023"),
        ("Detained under s.2 MHA 1983 overnight.", "s.2 MHA 1983"),
        ("Oxygen at 2 L/min via nasal cannulae.", "2 L/min"),
    ],
)
def test_clinical_values_are_found(text: str, value: str) -> None:
    assert value in kept(text)


@pytest.mark.parametrize(
    ("text", "not_kept"),
    [
        ("Lives at 3 Heron Close, Ashby BV7 2AB with her son.", "Ashby BV7"),
        ("Drives a grey estate, reg Mandel YX17 BPB.", "Mandel YX17"),
        ("Seen on August 6th by the team.", "August 6th"),
        ("Couple ID RFC-9208-H on file.", "Couple ID RFC-9208-H"),
        ("Eircode P78 H0F3.", "Eircode P78"),
        ("Reviewed by Orla Keane ST4 on the ward.", "Orla Keane ST4"),
        ("Flat 3B, Sycamore Ave Apt 3B.", "Sycamore Ave Apt 3B"),
        ("Referred to the Calder Heath Cardiac Unit.", "Cardiac Unit"),
        ("Referred to the Calder Heath Cardiac Unit.", "Heath Cardiac Unit"),
        ("Patient: ROE, Ana NHI QTX41PL; seen today", "NHI QTX41PL"),
        ("Courtesy Car RKD552 parked in bay 3", "Car RKD552"),
        ("Transfer by Ambulance HJKL204 at 14:10", "Ambulance HJKL204"),
        ("Scope: Kestrel EG-2990i, biopsies taken.", "Kestrel EG-2990i"),
    ],
)
def test_identifiers_and_named_places_are_not_values(text: str, not_kept: str) -> None:
    assert not any(not_kept in value for value in kept(text))


def test_a_family_can_be_switched_off() -> None:
    text = "Managed as per ESC 2023."
    assert "ESC 2023" in kept(text)
    assert "ESC 2023" not in kept(text, off=("guideline_year",))
    assert set(FAMILIES) >= {"service", "device_model", "guideline_year", "rate"}


def test_measurements_stay_values() -> None:
    assert "HR 52" in kept("Obs: HR 52, BP 120/80.", off=tuple(FAMILIES))


def test_off_values_drops_names_over_values_and_codes_inside_them() -> None:
    text = "Dialysis on a Fresenius 5008S; Mr Fresenius Smith rang, MRN K0222821."
    found = values(text)
    code = text.index("5008S")
    name = text.index("Fresenius")
    person = text.index("Smith")
    mrn = text.index("K0222821")
    spans = [
        Span(code, code + 5, PhiType.ID, 0.6, False),
        Span(name, name + 9, PhiType.PERSON, 0.8, True),
        Span(person, person + 5, PhiType.PERSON, 0.8, True),
        Span(mrn, mrn + 8, PhiType.MRN, 0.9, False),
    ]
    left = [text[s.start : s.end] for s in off_values(text, spans, found)]
    assert left == ["Smith", "K0222821"]


def test_a_code_wider_than_the_value_stays() -> None:
    text = "Ref NICE NG24-77123 on the letter."
    start = text.index("NG24")
    span = Span(start - 5, start + 10, PhiType.ACCOUNT, 0.6, False)
    assert off_values(text, [span], values(text)) == [span]
