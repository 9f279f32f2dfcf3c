"""Medicines of the drug dictionary and measurement shapes are kept values, unless a person cue
stands beside them (a medicine that is also a name) or a name runs into them (a scale). Texts
written for this test."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from clinrag.security.kept_drugs import drug_spans
from clinrag.security.kept_groups import GROUPS, with_groups
from clinrag.security.kept_measures import dose_frequencies, named_scales, unit_values
from clinrag.security.kept_values import KeptValues, off_values
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span


def drugs(text: str) -> list[str]:
    return [text[s:e] for s, e in drug_spans(text)]


@pytest.mark.parametrize(
    ("text", "medicine"),
    [
        ("Mircera 100 micrograms monthly.", "Mircera"),
        ("Had Vivotif but not Ixiaro for the trip.", "Ixiaro"),
        ("Given today: Typhim Vi 0.5 ml IM.", "Typhim Vi"),
        ("Havrix Monodose 1440 ELISA units IM.", "Havrix"),
        ("Prefers Allegra for hay fever.", "Allegra"),
    ],
)
def test_a_dictionary_medicine_is_kept(text: str, medicine: str) -> None:
    assert medicine in drugs(text)


@pytest.mark.parametrize(
    "text",
    [
        "Reviewed by Dr Allegra today.",  # a title
        "Signed by Amber",  # a signing phrase
        "Seen with Allegra Smith at home.",  # a name beside a medicine that is a name
        "Amber (daughter) called the ward.",  # a relation after it
        "Lives with her daughter amber in town.",  # a relation before it
        "pt amber 27f, chest pain",  # a patient word before it
        "Amber Lewis, RN",  # a credential after the name
        "| 27 | Lamb I | 1239383 |",  # an initial beside it
        "Thanks,\nAmber\n",  # alone on its line: a signature
        "NOTE - Cobalt Ridge University Hospital",  # a place starting with a medicine
    ],
)
def test_a_person_cue_keeps_the_redaction(text: str) -> None:
    assert drugs(text) == []


@pytest.mark.parametrize(
    ("pattern", "text", "value"),
    [
        (dose_frequencies, "atorvastatin 40 mg qhs -> continue", "40 mg qhs"),
        (dose_frequencies, "on amlodipine 5 mg OM, aspirin", "5 mg OM"),
        (unit_values, "creatinine 96 umol/L, K 4.1", "96 umol/L"),
        (unit_values, "impedance 513 ohms; sensing", "513 ohms"),
        (named_scales, "snore, Epworth Sleepiness Scale 16/24.", "Epworth Sleepiness Scale 16/24"),
        (named_scales, "At home. Barthel Index 55. MUST 1", "Barthel Index 55"),
    ],
)
def test_measurement_shapes_are_kept(
    pattern: Callable[[str], list[tuple[int, int]]], text: str, value: str
) -> None:
    assert value in [text[s:e] for s, e in pattern(text)]


@pytest.mark.parametrize(
    "text",
    ["Mary Barthel Index 55", "Dr Beck Scale 4", "Mr. Beck Scale 4", "J. Beck Scale 4"],
)
def test_a_scale_a_name_runs_into_is_not_kept(text: str) -> None:
    assert named_scales(text) == []


def test_a_name_hit_over_a_medicine_keeps_only_its_parts_outside() -> None:
    text = "Background Sacubitril/valsartan 97/103 mg BD"
    values = with_groups(text, KeptValues([], []))
    hit = Span(0, len("Background Sacubitril"), PhiType.PERSON, 0.85, True)
    kept = off_values(text, [hit], values)
    assert [text[s.start : s.end] for s in kept] == ["Background"]


def test_every_group_is_read() -> None:
    text = "Mircera 100 micrograms, 40 mg qhs, creatinine 96 umol/L, Barthel Index 55."
    spans = with_groups(text, KeptValues([], [])).spans
    for group in GROUPS.values():
        assert set(group(text)) <= set(spans)
    assert len(spans) >= 4
