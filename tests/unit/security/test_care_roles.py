"""Job titles and services are found as phrases, never over a name's word, and ``carve``
gives them back from name and place spans while the name beside them keeps its span. Texts
written for this test."""

from __future__ import annotations

import pytest

from clinrag.security.care_roles import care_phrases, carve
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def _roles(text: str) -> list[str]:
    return [text[a:b] for a, b in care_phrases(text)[0]]


def _services(text: str) -> list[str]:
    return [text[a:b] for a, b in care_phrases(text)[1]]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Pre-alert from Paramedic Wilhelmina: ETA 10:02", "Paramedic"),
        ("Tissue Viability Nurse Specialist Oswin to review", "Tissue Viability Nurse Specialist"),
        ("letter from Consultant Old Age Psychiatrist | cc GP", "Consultant Old Age Psychiatrist"),
        ("handed to Band 7 Respiratory Physiotherapist.", "Band 7 Respiratory Physiotherapist"),
        ("Signed P. Quayle, ST3 Dermatology, GMC 1234567", "ST3 Dermatology"),
        (
            "Checked by Mira Olszewska, Clinical Scientist (Audiology).",
            "Clinical Scientist (Audiology)",
        ),
        ("Diabetes Liaison Officer Tadhg will call", "Diabetes Liaison Officer"),
        ("Renal CNS: Ottilie", "Renal CNS"),
        ("Specialty Doctor (GMC 7654321)", "Specialty Doctor"),
        ("reviewed by the Interventional Cardiologist", "Interventional Cardiologist"),
    ],
)
def test_roles_are_found_to_their_noun(text: str, role: str) -> None:
    assert role in _roles(text)


@pytest.mark.parametrize(
    ("text", "service"),
    [
        ("Admitted to the Acute Medical Unit overnight", "Acute Medical Unit"),
        ("Falls Clinic - Geriatric Medicine, Upton Infirmary", "Falls Clinic"),
        ("Referred to Trauma & Orthopaedics", "Trauma & Orthopaedics"),
        ("sample to Blood Bank", "Blood Bank"),
    ],
)
def test_services_are_found(text: str, service: str) -> None:
    assert service in _services(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ward: Kestrel Unit, bed 4",  # a named ward is a place
        "Admit Wisteria Ward today",
        "Copy to Tarnbrook Stroke Unit",  # a place's name before a service noun
        "Dr Amy Young Consultant Nurse",  # a known name does not open the phrase
        "Dr Sinéad Ward   Consultant Dermatologist",  # nor after a first name with an accent
        "Signed: PT",  # initials that spell a role stay initials
        "Reg Pennington came at noon",  # a first name that is also an abbreviation
        "Officer Dunmore attended",  # a role noun that needs a specialty before it
        "Room: ED-20 | Attending",  # a numbered room is an identifier
    ],
)
def test_names_and_places_are_not_taken(text: str) -> None:
    found = _roles(text) + _services(text)
    assert not any(
        word in phrase
        for phrase in found
        for word in (
            "Kestrel",
            "Wisteria",
            "Tarnbrook",
            "Young",
            "Ward",
            "PT",
            "Reg",
            "Officer",
            "ED",
        )
    )


def _span(text: str, value: str, kind: str = PhiType.PERSON) -> Span:
    start = text.index(value)
    return Span(start, start + len(value), kind, 0.8, from_ner=True)


def test_carve_keeps_the_name_beside_a_role() -> None:
    text = "From Paramedic Wilhelmina: ETA 10:02. Dictated by Ivo Brandt, Trauma Practitioner."
    spans = [_span(text, "Paramedic Wilhelmina"), _span(text, "Ivo Brandt, Trauma Practitioner")]
    assert [text[s.start : s.end] for s in carve(text, spans)] == ["Wilhelmina", "Ivo Brandt"]


def test_carve_drops_a_span_inside_a_service_and_keeps_other_types() -> None:
    text = "on the Postnatal Ward since 12/3, Acute Medical Unit bed 4"
    spans = [
        _span(text, "Postnatal Ward", PhiType.LOCATION),
        _span(text, "12/3", PhiType.DATE),
        _span(text, "Unit bed 4", PhiType.LOCATION),
    ]
    assert [text[s.start : s.end] for s in carve(text, spans)] == ["12/3", "bed 4"]


def test_carve_leaves_a_place_that_holds_a_service_noun() -> None:
    text = "Copy to Tarnbrook Stroke Unit"
    spans = [_span(text, "Tarnbrook Stroke Unit", PhiType.LOCATION)]
    assert carve(text, spans) == spans


def test_carve_leaves_a_role_word_inside_a_place() -> None:
    text = "Tarnside After-Hours Nurse Line -- call log"
    spans = [_span(text, "Tarnside After-Hours Nurse Line", PhiType.LOCATION)]
    assert carve(text, spans) == spans
