"""Names a hand-over, a call or an entry stamp gives the person at its other end."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.handover_names import build_handover_name_recognizers

from .recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_handover_name_recognizers(vocabulary)}


def hits(recognizers: dict[str, object], text: str) -> list[str]:
    return found(recognizers, "handed_to_person", "PERSON", text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("0700 handed over to imogen (day RN)", "imogen"),
        ("Handed over by KT to RN okafor at 19:30", "okafor"),
        ("Handover to JW.", "JW"),
        ("report called to bernard on the ward", "bernard"),
        ("if worse ring harriet on 0161 496 0000", "harriet"),
        ("vent check; entry by wong 2026-03-02", "wong"),
        ("Duty consultant sign-off Joy\n", "Joy"),
    ],
)
def test_the_person_at_the_other_end_of_a_handover_is_named(
    recognizers: dict[str, object], text: str, name: str
) -> None:
    assert name in hits(recognizers, text)


@pytest.mark.parametrize(
    "text",
    [
        "handed over to night staff",
        "Handover to ICU.",
        "call back on 0161 496 0000",
        "report called to ward at 10:00",
    ],
)
def test_teams_services_and_function_words_are_kept(
    recognizers: dict[str, object], text: str
) -> None:
    assert hits(recognizers, text) == []
