"""The production redactor keeps a department written alone and a study's name in a published
abstract, and still removes them where a person cue stands by them (issue 13, branch phi13).
Texts written for this test (the title's shape is the sample corpus's)."""

from __future__ import annotations

import pytest

from clinrag.assets import SPACY_MODEL
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.security.redaction import RedactionSession


@pytest.fixture(scope="module")
def redactor() -> PresidioRedactor:
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


def _redacted(redactor: PresidioRedactor, text: str) -> str:
    return redactor.redact(text, RedactionSession()).text


@pytest.mark.parametrize("value", ["Renal", "Obstetrics", "Haematology", "Seen by Renal today."])
def test_a_department_alone_is_kept(redactor: PresidioRedactor, value: str) -> None:
    assert _redacted(redactor, value) == value


@pytest.mark.parametrize(
    ("text", "name"),
    [("Dr Renal", "Renal"), ("Letter from Dr Obstetrics.", "Obstetrics")],
)
def test_a_department_word_after_a_title_is_still_a_name(
    redactor: PresidioRedactor, text: str, name: str
) -> None:
    assert name not in _redacted(redactor, text)


TITLE = (
    "Hunter DBT project: randomized controlled trial of dialectical behaviour therapy in women "
    "with borderline personality disorder"
)


def test_a_study_name_in_an_abstract_title_is_kept(redactor: PresidioRedactor) -> None:
    assert _redacted(redactor, TITLE) == TITLE


def test_a_study_name_after_a_title_or_outside_a_study_text_is_removed(
    redactor: PresidioRedactor,
) -> None:
    assert "Hunter" not in _redacted(redactor, TITLE.replace("Hunter", "Mr Hunter"))
    assert "Hunter" not in _redacted(redactor, "Mr Hunter DBT session tomorrow")
