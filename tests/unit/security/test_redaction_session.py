"""The redaction seam: placeholder numbering, no PHI in reprs, sealed RedactedText."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from clinrag.errors import DependencyUnavailable
from clinrag.security.redaction import _SEAL, RedactedText, RedactionFailed, RedactionSession


def test_placeholders_are_numbered_per_type_in_order_of_first_appearance() -> None:
    session = RedactionSession()
    assert session.placeholder("PERSON", "John Smith") == "<PERSON_1>"
    assert session.placeholder("DATE", "03/14/1962") == "<DATE_1>"
    assert session.placeholder("PERSON", "Ada Park") == "<PERSON_2>"
    assert session.placeholder("DATE", "March 3, 2021") == "<DATE_2>"


def test_the_same_value_gets_the_same_placeholder_across_case_and_spacing() -> None:
    session = RedactionSession()
    first = session.placeholder("PERSON", "John Smith")
    assert session.placeholder("PERSON", "John Smith") == first
    assert session.placeholder("PERSON", "JOHN  SMITH") == first
    assert session.placeholder("PERSON", "John\nSmith") == first
    assert len(session) == 1


def test_the_same_value_under_another_type_is_another_placeholder() -> None:
    session = RedactionSession()
    assert session.placeholder("PERSON", "Jordan") == "<PERSON_1>"
    assert session.placeholder("LOCATION", "Jordan") == "<LOCATION_1>"
    assert len(session) == 2


def test_sessions_do_not_share_numbering() -> None:
    first, second = RedactionSession(), RedactionSession()
    first.placeholder("PERSON", "John Smith")
    assert second.placeholder("PERSON", "Ada Park") == "<PERSON_1>"


@pytest.mark.parametrize("entity_type", ["person", "", "PERSON>", "1PERSON", "PER SON"])
def test_entity_types_must_make_well_formed_placeholders(entity_type: str) -> None:
    with pytest.raises(ValueError, match="upper-case"):
        RedactionSession().placeholder(entity_type, "John Smith")


def test_repr_and_str_show_no_values() -> None:
    session = RedactionSession()
    session.placeholder("PERSON", "John Smith")
    session.placeholder("SSN", "123-45-6789")
    for shown in (repr(session), str(session), f"{session}", f"{session!r}"):
        assert "John" not in shown
        assert "123-45" not in shown
        assert "PERSON_1" not in shown
    assert repr(session) == "RedactionSession(distinct_values=2)"


def test_a_session_cannot_be_serialised_or_copied_or_inspected() -> None:
    session = RedactionSession()
    session.placeholder("PERSON", "John Smith")
    with pytest.raises(TypeError, match="never serialised"):
        pickle.dumps(session)
    with pytest.raises(TypeError):
        copy.deepcopy(session)
    with pytest.raises(TypeError):
        vars(session)


def test_redacted_text_cannot_be_constructed_outside_a_redactor() -> None:
    with pytest.raises(TypeError, match="made by a Redactor"):
        RedactedText("John Smith called", {})
    with pytest.raises(TypeError, match="made by a Redactor"):
        RedactedText("John Smith called", {}, _seal=object())


def test_redacted_text_is_frozen_with_immutable_counts() -> None:
    counts = {"PERSON": 2, "DATE": 1}
    redacted = RedactedText("<PERSON_1> saw <PERSON_2> on <DATE_1>", counts, _seal=_SEAL)
    counts["PERSON"] = 99
    assert redacted.entity_counts == {"PERSON": 2, "DATE": 1}
    assert redacted.redacted_count == 3
    with pytest.raises(TypeError):
        redacted.entity_counts["SSN"] = 1  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        redacted.text = "John Smith"  # type: ignore[misc]
    assert "_seal" not in repr(redacted)


def test_redaction_failed_is_a_503_with_its_own_code() -> None:
    error = RedactionFailed("PHI redaction failed (ValueError); the text was not used")
    assert isinstance(error, DependencyUnavailable)
    assert error.status_code == 503
    assert error.code == "redaction_unavailable"


def test_apply_spans_numbers_left_to_right_and_refuses_overlaps() -> None:
    from clinrag.security.redaction import apply_spans

    session = RedactionSession()
    text = "Ann met Bob; Ann left."
    redacted = apply_spans(text, [(13, 16, "PERSON"), (0, 3, "PERSON"), (8, 11, "PERSON")], session)
    assert redacted.text == "<PERSON_1> met <PERSON_2>; <PERSON_1> left."
    assert dict(redacted.entity_counts) == {"PERSON": 3}
    with pytest.raises(ValueError, match="overlap"):
        apply_spans(text, [(0, 5, "PERSON"), (3, 8, "PERSON")], RedactionSession())
    with pytest.raises(ValueError, match="outside"):
        apply_spans(text, [(20, 40, "PERSON")], RedactionSession())


def test_a_session_numbered_after_stored_text_never_reuses_its_placeholders() -> None:
    stored = ["Dose for <PERSON_1> and <PERSON_3>, seen <DATE_2>?", "<PERSON_2> too"]
    session = RedactionSession.numbered_after(stored)
    assert session.placeholder("PERSON", "Jane Roe") == "<PERSON_4>"
    assert session.placeholder("DATE", "3/14") == "<DATE_3>"
    assert session.placeholder("EMAIL_ADDRESS", "a@b.org") == "<EMAIL_ADDRESS_1>"
    assert len(session) == 3  # the stored values themselves are unknown: nothing is mapped


def test_a_session_numbered_after_text_without_placeholders_starts_at_one() -> None:
    session = RedactionSession.numbered_after(["no identifiers <here> or <X_y>"])
    assert session.placeholder("PERSON", "Jane Roe") == "<PERSON_1>"


def test_joined_redacted_texts_stay_redacted_and_add_their_counts() -> None:
    question = RedactedText("Dose for <PERSON_1>?", {"PERSON": 1}, _seal=_SEAL)
    reply = RedactedText(
        "the one born <DATE_1>, not <PERSON_2>", {"DATE": 1, "PERSON": 1}, _seal=_SEAL
    )
    joined = RedactedText.joined([question, reply], " Clarified: ")
    assert joined.text == "Dose for <PERSON_1>? Clarified: the one born <DATE_1>, not <PERSON_2>"
    assert dict(joined.entity_counts) == {"PERSON": 2, "DATE": 1}


def test_an_excerpt_keeps_the_placeholders_of_its_pieces_only() -> None:
    text = RedactedText(
        "Seen by <PERSON_1> on <DATE_1>. Dose 5 mg. <PERSON_2> agreed.",
        {"PERSON": 2, "DATE": 1},
        _seal=_SEAL,
    )
    first, last = (0, 31), (43, 61)
    excerpt = text.excerpt([first, last], " … ")
    assert excerpt.text == "Seen by <PERSON_1> on <DATE_1>. … <PERSON_2> agreed."
    assert dict(excerpt.entity_counts) == {"PERSON": 2, "DATE": 1}
    assert dict(text.excerpt([(32, 42)], "").entity_counts) == {}
    with pytest.raises(ValueError, match="cut a placeholder"):
        text.excerpt([(0, 12)], "")
