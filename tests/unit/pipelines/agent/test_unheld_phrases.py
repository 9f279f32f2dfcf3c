"""Constraints stated in words no field holds are reported, never dropped; a phrase with a
word of some field's name is that field's to read. Wordings of their own, not copies of
evaluation questions."""

from __future__ import annotations

import pytest

from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.unheld_phrases import unheld_phrases

FORMULARY = {"drug_class": "string", "route": "string", "renal_adjustment": "boolean"}
PROTOCOLS = {"department": "string", "document_type": "string", "year": "number"}


@pytest.mark.parametrize(
    ("question", "types", "reported"),
    [
        (
            "Which policies were ratified by the trust board?",
            PROTOCOLS,
            "ratified by the trust board",
        ),
        ("guidelines endorsed by NICE on sepsis", PROTOCOLS, "endorsed by NICE"),
        ("protocols co-produced with carers", PROTOCOLS, "co-produced with carers"),
        ("Which statins are kept on the cardiac ward?", FORMULARY, "kept on the cardiac ward"),
        ("Which antiemetics are safe during lactation?", FORMULARY, "safe during lactation"),
        ("policies translated into Urdu", PROTOCOLS, "translated into Urdu"),
        ("leaflets that come with a pictorial guide", PROTOCOLS, "come with a pictorial guide"),
        ("the least expensive oral antifungal", FORMULARY, "least expensive"),
        ("any latest guidance on falls?", PROTOCOLS, "latest"),
        ("sepsis policies written before the pandemic", PROTOCOLS, "before the pandemic"),
    ],
)
def test_a_constraint_no_field_holds_is_reported(
    question: str, types: dict[str, str], reported: str
) -> None:
    assert reported in unheld_phrases(question, types, [])


def test_a_phrase_naming_a_field_is_left_to_that_field() -> None:
    # "renal" is a word of renal_adjustment: the boolean rule reads it.
    assert unheld_phrases("Which opioids are safe in renal failure?", FORMULARY, []) == []


def test_the_second_half_of_a_question_is_reported_unless_a_rule_read_it() -> None:
    question = "List the cardiology protocols, and which of them have a QR code?"
    assert "have a QR code" in unheld_phrases(question, PROTOCOLS, [])
    read = Constraint("document_type", "=", "guideline", "guidelines")
    question = "List the cardiology protocols, and which of them are guidelines?"
    assert unheld_phrases(question, PROTOCOLS, [read]) == []


def test_a_person_is_reported_unless_a_field_holds_people() -> None:
    question = "Which guidelines were approved by the medical director?"
    assert unheld_phrases(question, PROTOCOLS, []) == ["approved by the medical director"]
    assert unheld_phrases(question, {**PROTOCOLS, "approved_by": "string"}, []) == []


@pytest.mark.parametrize(
    ("question", "reported"),
    [
        ("Which guidelines were bankrolled by the drug company?", "bankrolled by the drug company"),
        ("Which of these were looked at by the audit team?", "looked at by the audit team"),
        ("protocols converted into easy English", "converted into easy English"),
    ],
)
def test_a_passive_agent_or_result_is_reported_whatever_its_verb(
    question: str, reported: str
) -> None:
    assert reported in unheld_phrases(question, PROTOCOLS, [])


def test_a_condition_on_the_answer_is_reported_unless_a_rule_read_it() -> None:
    question = "Summarise the sepsis guideline, but only if it was peer reviewed externally."
    assert "it was peer reviewed externally" in unheld_phrases(question, PROTOCOLS, [])
    read = Constraint("year", ">=", 2020, "it is from 2020 onwards")
    question = "Summarise the sepsis guideline, but only if it is from 2020 onwards."
    assert unheld_phrases(question, PROTOCOLS, [read]) == []


def test_a_passive_stops_before_a_time_the_year_rules_read() -> None:
    question = "Which guidelines were cleared by the board since 2020?"
    assert unheld_phrases(question, PROTOCOLS, []) == ["cleared by the board"]


def test_a_plain_question_reports_nothing() -> None:
    question = "What does the cardiology protocol say about chest pain in 2024?"
    assert unheld_phrases(question, PROTOCOLS, []) == []
