"""The placeholder check a translation must pass (fail closed), the citation marks an answer's
translation must keep, and the fixed lines each language has."""

from __future__ import annotations

import pytest

from clinrag.pipelines.answer_language import PHRASES
from clinrag.pipelines.snapshot import restore, snapshot_of
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.translate_answer import citation_drift
from clinrag.pipelines.translation import LANGUAGE_NAMES
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.security.language import GUARD_LANGUAGES
from clinrag.security.redaction import RedactedText, RedactionSession, placeholder_drift
from tests.fakes import real_redactor

ASKED = "Welche Metformin-Dosis für <PERSON_1>, geboren am <DATE_TIME_1>, bei <PERSON_2>?"


def test_a_translation_keeping_every_placeholder_passes_in_any_order() -> None:
    english = "Which metformin dose for <PERSON_2>'s patient <PERSON_1>, born <DATE_TIME_1>?"
    assert placeholder_drift(ASKED, english) is None
    assert placeholder_drift("Metformin-Dosis bei Niereninsuffizienz?", "Metformin dose?") is None


@pytest.mark.parametrize(
    ("translation", "reason"),
    [
        ("Which metformin dose for <PERSON_1> at <PERSON_2>?", "placeholder_missing"),
        (
            "Which metformin dose for <PERSON_1>, born <DATE_TIME_1>, by <PERSON_2> and "
            "<PERSON_1>?",
            "placeholder_duplicated",
        ),
        (
            "Which metformin dose for <PERSON_1>, born <DATE_TIME_1>, by <PERSON_2> at "
            "<LOCATION_1>?",
            "placeholder_invented",
        ),
        # a renumbered placeholder names someone else: missing, whatever else it invents
        (
            "Which metformin dose for <PERSON_3>, born <DATE_TIME_1>, by <PERSON_2>?",
            "placeholder_missing",
        ),
        # a placeholder spelled out in words is lost, not kept
        (
            "Which metformin dose for PERSON 1, born <DATE_TIME_1>, by <PERSON_2>?",
            "placeholder_missing",
        ),
    ],
)
def test_a_translation_that_loses_duplicates_or_invents_a_placeholder_fails(
    translation: str, reason: str
) -> None:
    assert placeholder_drift(ASKED, translation) == reason


def test_an_invented_placeholder_in_a_question_without_any_fails() -> None:
    assert placeholder_drift("Dosis von Metformin?", "Dose of metformin for <PERSON_1>?") == (
        "placeholder_invented"
    )


def test_an_answer_translation_must_keep_each_citation_mark_as_often() -> None:
    checked = "Metformin is first-line [1]. Start at 500 mg [1][2]."
    assert (
        citation_drift(checked, "Metformin ist Mittel der ersten Wahl [1]. 500 mg [1][2].") is None
    )
    assert citation_drift(checked, "Metformin ist Mittel der ersten Wahl [1]. 500 mg [2].")
    assert citation_drift(checked, "Metformin [1]. 500 mg [1][2][3].")
    assert citation_drift("Metformin [doc:7].", "Metformin [doc:7].") is None
    assert citation_drift("Metformin [doc:7].", "Metformin [doc:8].")


def test_every_language_the_guard_reads_can_be_translated_and_has_its_lines() -> None:
    assert set(LANGUAGE_NAMES) == set(GUARD_LANGUAGES)
    assert set(PHRASES) == set(GUARD_LANGUAGES) - {"en"}
    for lines in PHRASES.values():
        assert set(lines) == {"quoted", "not_found", "untranslated", "caveat"}


def test_a_translation_of_redacted_text_is_redacted_text_only_with_its_placeholders() -> None:
    scanned = real_redactor().redact(
        "Call Dr. John Carrington about metformin.", RedactionSession()
    )
    assert "<PERSON_1>" in scanned.text
    german = scanned.text.replace("Call", "Rufen Sie").replace("about", "wegen")
    translated = RedactedText.translated(scanned, german)
    assert translated.text == german
    assert translated.entity_counts == scanned.entity_counts
    with pytest.raises(ValueError, match="placeholder_missing"):
        RedactedText.translated(scanned, "Rufen Sie wegen Metformin an.")
    with pytest.raises(ValueError, match="placeholder_invented"):
        RedactedText.translated(scanned, f"{german} <LOCATION_1>")


def test_a_paused_translated_question_resumes_in_its_language() -> None:
    redactor, session = real_redactor(), RedactionSession()
    state = QueryState(
        NO_FILTER,
        session,
        EVERY_LABEL,
        query=redactor.redact("Metformin dose for John Carrington?", session),
        language="de",
        asked=redactor.redact("Metformin-Dosis für Herrn John Carrington?", session),
    )
    stored = snapshot_of(state)
    assert "Carrington" not in str(stored)
    restored = restore(stored, RedactionSession(), redactor.redact, EVERY_LABEL)
    assert restored.language == "de"
    assert restored.asked is not None
    assert restored.asked.text == stored["asked"]
    old = {k: v for k, v in stored.items() if k not in ("language", "asked")}
    assert restore(old, RedactionSession(), redactor.redact, EVERY_LABEL).language == "en"
