"""Kinds of document a question names that no document is: reported, never dropped; a kind a
field value spells is that value's, not reported. Wordings of their own, not evaluation
questions."""

from __future__ import annotations

import dataclasses

import pytest

from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.document_kinds import unheld_kinds
from tests.unit.pipelines.agent.schema import RULE_FIELDS


@pytest.mark.parametrize(
    ("question", "reported"),
    [
        ("Which SOPs does the emergency department keep?", "SOPs"),
        ("standard operating procedures for intensive care", "standard operating procedures"),
        ("Show me the cardiology care pathways.", "care pathways"),
        ("Do we have patient information leaflets on warfarin?", "patient information leaflets"),
        ("the sepsis screening checklist", "checklist"),
    ],
)
def test_a_kind_no_document_is_reported(question: str, reported: str) -> None:
    decomposition = decompose(question, None, RULE_FIELDS, reference_year=2026)
    assert reported in [u.text for u in decomposition.unmapped]


@pytest.mark.parametrize(
    "question",
    [
        "Which cardiology guidelines are due for review?",
        "the insulin signalling pathway in type 2 diabetes trials",
        "which of those has the leaflet team rewritten",
    ],
)
def test_a_held_kind_or_no_kind_is_not_reported(question: str) -> None:
    assert unheld_kinds(question, RULE_FIELDS, tuple(RULE_FIELDS), ()) == []


def test_a_kind_a_field_value_spells_is_held() -> None:
    protocols = RULE_FIELDS["protocols"]
    kinds = dataclasses.replace(protocols["document_type"], examples=("guideline", "policy", "sop"))
    fields = {**RULE_FIELDS, "protocols": {**protocols, "document_type": kinds}}
    assert unheld_kinds("our SOPs for pharmacy", fields, ("protocols",), ()) == []


def test_a_kind_inside_a_phrase_already_reported_is_not_repeated() -> None:
    question = "documents that come with an easy-read patient leaflet"
    assert (
        unheld_kinds(
            question, RULE_FIELDS, ("protocols",), ["come with an easy-read patient leaflet"]
        )
        == []
    )
