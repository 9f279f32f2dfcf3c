"""Initials and references that close a record's entry beside its date or writing verb."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.closing_initials import build_closing_initial_recognizers

from .recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_closing_initial_recognizers(vocabulary)}


def hits(recognizers: dict[str, object], name: str, text: str) -> list[str]:
    return found(recognizers, name, "PERSON", text)


@pytest.mark.parametrize(
    ("text", "initials"),
    [
        ("follow-up Dec. 3, 2026 - KT\n", "KT"),
        ("GPhC 2055512 - LW 04/11\n", "LW"),
        ("reviewed again 02/03/2026 (PJ)\n", "PJ"),
        ("Lead review 4 May 2026 (QA); upload to portal", "QA"),
    ],
)
def test_initials_closing_a_dated_entry_are_a_person(
    recognizers: dict[str, object], text: str, initials: str
) -> None:
    assert hits(recognizers, "dated_closing_initials", text) == [initials]


@pytest.mark.parametrize(
    "text",
    ["dose 2 - CT\n", "scan 2026 (CT)\n", "Hb 120 - ED\n", "pain 3 - worse at night\n"],
)
def test_clinical_letters_after_a_number_are_kept(
    recognizers: dict[str, object], text: str
) -> None:
    assert hits(recognizers, "dated_closing_initials", text) == []


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("note ends KL/okafor\n", ["KL", "okafor"]),
        ("entered TR/adebayo\n", ["TR", "adebayo"]),
        ("Note keyed by PN/wanjiru-vc\n", ["PN", "wanjiru"]),
        ("Dictated JPatel/HR 2.4.2026\n", ["JPatel", "HR"]),
        ("typed nadia/kw 01.02.26\n", ["nadia", "kw"]),
        ("Entered marlow/adeyemi-ross 18 Jun 2026\n", ["marlow", "adeyemi-ross"]),
    ],
)
def test_a_reference_after_a_writing_verb_names_both_sides(
    recognizers: dict[str, object], text: str, parts: list[str]
) -> None:
    assert hits(recognizers, "written_reference", text) == parts


@pytest.mark.parametrize(
    "text", ["entered IV/po\n", "given 40 - mg/kg\n", "BP 120/80 - L/R\n", "typed by/for\n"]
)
def test_routes_units_and_function_words_are_kept(
    recognizers: dict[str, object], text: str
) -> None:
    assert hits(recognizers, "written_reference", text) == []
