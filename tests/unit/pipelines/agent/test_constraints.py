"""The deterministic half of the agent's decomposition: constraints checked against the bucket
schema (unknown fields, operators and wrong types reported, never silently dropped), the rules'
reading of what a question states plainly, and the merge of the two with each filter's source."""

from __future__ import annotations

import json

import pytest

from clinrag.pipelines.agent.constraints import (
    Constraint,
    check_constraint,
    field_types,
    normalise_operator,
)
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.plan import MappedFilter, Unmapped
from clinrag.pipelines.agent.rules import auto_cues, intent_of, read_question
from clinrag.retrieval.filters import Condition
from tests.unit.pipelines.agent.schema import FIELDS, field

TYPES = field_types(FIELDS, ("pubmed_trials",))


@pytest.mark.parametrize(
    ("spelled", "op"),
    [
        ("gt", ">"),
        ("more than", ">"),
        (">=", ">="),
        ("at_least", ">="),
        ("==", "="),
        ("LIKE", "contains"),
        ("since", ">="),
    ],
)
def test_operators_are_normalised_to_the_filter_syntax(spelled: str, op: str) -> None:
    assert normalise_operator(spelled) == op


def test_a_numeric_string_on_a_number_field_is_read_as_a_number() -> None:
    found = check_constraint(Constraint("sample_size", "gt", "100", "n > 100"), TYPES, "model")
    assert found == MappedFilter(Condition("sample_size", ">", 100), "model")


@pytest.mark.parametrize(
    ("constraint", "reason"),
    [
        (Constraint("beds", ">", "100", "more than 100 beds"), "unknown_field"),
        (Constraint("year", "roughly", "2015", "around 2015"), "bad_operator"),
        (Constraint("year", ">=", "recent", "recent years"), "type_mismatch"),
        (Constraint("design", ">", "5", "design above 5"), "type_mismatch"),
    ],
)
def test_what_no_field_can_hold_is_reported_with_its_reason(
    constraint: Constraint, reason: str
) -> None:
    found = check_constraint(constraint, TYPES, "model")
    assert isinstance(found, Unmapped)
    assert (found.reason, found.text) == (reason, constraint.text)


def test_rules_read_numbers_with_units_years_and_example_values() -> None:
    question = "RCTs on hypertension since 2015 with more than 100 participants"
    reading = read_question(question, FIELDS, ("pubmed_trials",))
    found = {(c.field, c.operator, str(c.value)) for c in reading.constraints}
    assert ("year", ">=", "2015") in found
    assert ("sample_size", ">", "100") in found
    assert ("condition", "=", "hypertension") in found


def test_a_number_whose_unit_no_field_names_is_left_for_the_report() -> None:
    reading = read_question(
        "trials in hospitals with more than 300 beds", FIELDS, ("pubmed_trials",)
    )
    assert reading.unplaced == ("more than 300 beds",)
    assert not reading.constraints


def test_a_year_range_gives_both_bounds() -> None:
    reading = read_question("guidelines published between 2015 and 2020", FIELDS, ())
    bounds = {(c.operator, c.value) for c in reading.constraints if c.field == "year"}
    assert bounds == {(">=", 2015), ("<=", 2020)}
    assert reading.buckets == ("guidelines",)


def test_the_model_and_the_rules_are_merged_with_their_sources() -> None:
    model = {
        "intent": "list",
        "format": "list",
        "buckets": ["pubmed_trials"],
        "entities": ["hypertension"],
        "constraints": [
            {"field": "year", "operator": ">=", "value": "2015"},
            {"field": "sample_size", "operator": ">", "value": "10"},  # misread by the model
            {"field": "hospital_beds", "operator": ">", "value": "300"},
        ],
        "sub_queries": ["hypertension trial outcomes"],
    }
    question = "Which RCTs since 2015 had more than 100 participants?"
    decomposition = decompose(question, json.loads(json.dumps(model)), FIELDS)
    sources = {f.describe(): f.source for f in decomposition.filters}
    assert sources["year >= 2015"] == "model+rule"
    assert sources["sample_size > 100"] == "model+rule"  # the rule's number wins
    assert sources["design = RCT"] == "rule"
    assert [(u.reason, u.field) for u in decomposition.unmapped] == [
        ("unknown_field", "hospital_beds")
    ]
    assert decomposition.intent == "list"
    assert decomposition.source == "model"


def test_without_the_model_the_rules_alone_decide() -> None:
    decomposition = decompose("List the guidelines since 2020 as a table", None, FIELDS)
    assert decomposition.source == "rules"
    assert (decomposition.intent, decomposition.format) == ("list", "table")
    assert decomposition.buckets == ("guidelines",)
    assert [f.describe() for f in decomposition.filters] == ["year >= 2020"]
    assert decomposition.sub_queries == ("List the guidelines since 2020 as a table",)


def test_an_unknown_bucket_is_reported_and_a_near_name_is_taken() -> None:
    model = {
        "intent": "qa",
        "format": "text",
        "buckets": ["trials", "formulary"],
        "entities": [],
        "constraints": [],
        "sub_queries": ["statins"],
    }
    decomposition = decompose("statins?", model, FIELDS)
    assert decomposition.buckets == ("pubmed_trials",)
    assert [(u.text, u.reason) for u in decomposition.unmapped] == [("formulary", "unknown_bucket")]


@pytest.mark.parametrize(
    ("question", "intent", "fmt"),
    [
        ("List the trials on asthma", "list", "list"),
        ("How many trials studied asthma?", "compute", "text"),
        ("Compare ramipril versus amlodipine", "compare", "text"),
        ("Summarise the asthma guideline", "summarize", "text"),
        ("What dose of metformin is first line?", "qa", "text"),
        ("Put the asthma trials in a table", "list", "table"),
        # Documents asked about in the plural, with no cue word: one row each.
        ("Bring up the migraine studies we have.", "list", "list"),
        ("Open-label asthma trials longer than a year?", "list", "list"),
        ("What did the stroke guidelines conclude?", "list", "list"),
        ("What does the sepsis protocol say about lactate?", "qa", "text"),
        ("Summarise the migraine studies", "summarize", "text"),
    ],
)
def test_intent_cues(question: str, intent: str, fmt: str) -> None:
    assert intent_of(question) == (intent, fmt)


def test_auto_cues_need_a_listing_or_a_numeric_constraint() -> None:
    assert auto_cues("What is the first-line drug for hypertension?", FIELDS) == ()
    assert auto_cues("Trials since 2015 on hypertension?", FIELDS) == ("filter:year",)
    assert auto_cues("List the asthma trials", FIELDS) == ("intent:list",)


def test_a_boolean_field_named_in_the_question_is_true_unless_negated() -> None:
    fields = {"formulary": {"renal_adjustment": field("renal_adjustment", "boolean", True)}}
    needs = read_question("Which drugs need renal adjustment?", fields, ())
    assert [(c.field, c.value) for c in needs.constraints] == [("renal_adjustment", True)]
    spared = read_question("Which drugs need no renal adjustment?", fields, ())
    assert [(c.field, c.value) for c in spared.constraints] == [("renal_adjustment", False)]


def test_a_plain_count_with_its_unit_is_an_equality() -> None:
    fields = {
        "pubmed_trials": {
            "duration_weeks": field("duration_weeks", "number", 12),
            "sample_size": field("sample_size", "number", 64),
        }
    }
    reading = read_question("the 10-week trial of 64 children with more than 3 sites", fields, ())
    assert {(c.field, c.operator, str(c.value)) for c in reading.constraints} == {
        ("duration_weeks", "=", "10"),
        ("sample_size", "=", "64"),
    }
    again = read_question("trials with more than 100 participants", fields, ())
    assert [(c.field, c.operator) for c in again.constraints] == [("sample_size", ">")]


def test_a_value_named_by_its_last_word_and_a_bucket_word_only_with_its_field() -> None:
    fields = {
        "pubmed_trials": {
            "design": field("design", "string", "randomized_crossover", "randomized_controlled"),
            "blinding": field("blinding", "string", "double_blind", "single_blind"),
            "condition": field("condition", "string", "glaucoma"),
        },
        "formulary": {
            "formulary_status": field("formulary_status", "string", "formulary", "restricted"),
            "year_reviewed": field("year_reviewed", "number", 2024),
        },
    }
    crossover = read_question("Which glaucoma trials used a crossover design?", fields, ())
    assert {(c.field, c.value) for c in crossover.constraints} == {
        ("design", "randomized_crossover"),
        ("condition", "glaucoma"),
    }
    # "blind" ends two values: no guess between them.
    assert not read_question("blind trials", fields, ("pubmed_trials",)).constraints
    on_it = read_question("Which anticoagulants are on the formulary?", fields, ())
    assert not on_it.constraints
    status = read_question("drugs with formulary status formulary", fields, ())
    assert [(c.field, c.value) for c in status.constraints] == [("formulary_status", "formulary")]


def test_a_value_of_one_bucket_scopes_the_year_and_a_year_no_field_holds_is_reported() -> None:
    fields = {
        "pubmed_trials": {"condition": field("condition", "string", "glaucoma")},
        "formulary": {"year_reviewed": field("year_reviewed", "number", 2024)},
    }
    reading = read_question("glaucoma trials since 2015", fields, ())
    assert [(c.field, c.value) for c in reading.constraints] == [("condition", "glaucoma")]
    assert reading.unplaced == ("since 2015",)
