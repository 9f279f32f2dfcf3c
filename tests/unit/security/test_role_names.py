"""Names that a role noun right before them vouches for, whatever the word also means."""

from __future__ import annotations

import pytest

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.role_names import build_role_name_recognizers

from .recognizer_hits import found


@pytest.fixture(scope="module")
def recognizers(vocabulary: ClinicalVocabulary) -> dict[str, object]:
    return {r.name: r for r in build_role_name_recognizers(vocabulary)}


def hits(recognizers: dict[str, object], text: str) -> list[str]:
    return found(recognizers, "role_named_person", "PERSON", text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("taxi arranged, driver Grace +44 7700 900123", "Grace"),
        ("reviewed with neurologist Joy via video", "Joy"),
        ("seen at the door w/ officer Patience.", "Patience"),
        ("their carer faith drives them in", "faith"),
        ("CHV mercy achieng present with the family", "mercy achieng"),
        ("BHW Ma. Cristina reads the BP", "Ma. Cristina"),
    ],
)
def test_a_name_after_a_role_is_a_person_whatever_else_it_means(
    recognizers: dict[str, object], text: str, name: str
) -> None:
    assert name in hits(recognizers, text)


def test_a_full_stop_ends_a_name_after_a_role(recognizers: dict[str, object]) -> None:
    assert hits(recognizers, "with his son Darren. Presents with chest pain") == ["Darren"]


@pytest.mark.parametrize(
    "text",
    [
        "the carer will drive her home",
        "partner Name: not given",
        "support worker visits daily",
        "driver reported no symptoms",
        "carer Insulin given at 08:00",
        "struck on the driver side at 30 mph",
        "call bell linked to the nurse station PC",
        "Daughter states pt is more confused",
    ],
)
def test_verbs_labels_and_clinical_words_after_a_role_are_kept(
    recognizers: dict[str, object], text: str
) -> None:
    assert hits(recognizers, text) == []
