"""Which filter values a pause checks for identifiers (``pause_keeper``): a value the corpus
catalogue holds for its field is the institution's own metadata and is kept even where the real
redactor reads it alone as a name; any other string value is checked, and a flagged one refuses."""

from __future__ import annotations

import pytest

from clinrag.corpus.catalog import BucketSummary, CorpusSchema
from clinrag.pipelines.agent.plan import AgentState, Decomposition, MappedFilter
from clinrag.pipelines.pause_keeper import stored_filter_values, unlisted
from clinrag.pipelines.state import QueryState
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import Condition, parse_filter
from clinrag.security.redaction import RedactionSession
from tests.fakes import real_redactor
from tests.unit.pipelines.agent.schema import FIELDS, field

SCHEMA = CorpusSchema(
    generation=1,
    buckets={
        "guidelines": BucketSummary(
            "guidelines",
            4,
            9,
            {
                **FIELDS["guidelines"],
                "department": field("department", "string", "cardiology", "Renal", "Obstetrics"),
            },
        ),
        "pubmed_trials": BucketSummary("pubmed_trials", 3, 6, FIELDS["pubmed_trials"]),
    },
)


def _state(caller: dict[str, object], agent: tuple[Condition, ...]) -> QueryState:
    decomposition = Decomposition(
        "list",
        "list",
        ("guidelines",),
        (),
        ("statin dosing",),
        tuple(MappedFilter(c, "rule") for c in agent),
        (),
        "model",
    )
    return QueryState(
        parse_filter(caller), RedactionSession(), EVERY_LABEL, agent=AgentState(decomposition)
    )


def _flagged(values: list[str]) -> list[str]:
    return [v for v in values if real_redactor().find(v)]


@pytest.mark.parametrize("department", ["Renal", "Obstetrics"])
def test_a_catalogue_value_the_redactor_reads_as_a_name_is_kept(department: str) -> None:
    # spaCy reads it alone as a PERSON; since phi13 the redactor keeps a department with no
    # person cue (security/care_services.py), and the pause keeps it either way
    assert _flagged([department]) == []
    state = _state({}, (Condition("department", "=", department), Condition("year", ">=", 2024)))
    assert stored_filter_values(state) == [("department", department)]
    assert unlisted(stored_filter_values(state), SCHEMA) == []


def test_a_flagged_value_the_catalogue_does_not_hold_for_its_field_still_refuses() -> None:
    state = _state(
        {"author": "Renal", "department": "cardiology"},
        (Condition("department", "in", ("Renal", "John Smith")),),
    )
    checked = unlisted(stored_filter_values(state), SCHEMA)
    # "Renal" is a department of the catalogue, not an author; "John Smith" no department.
    assert checked == ["Renal", "John Smith"]
    assert _flagged(checked) == ["John Smith"]  # "Renal" alone is no name (care_services)


def test_without_a_catalogue_every_value_is_checked() -> None:
    state = _state({"department": "Renal"}, (Condition("department", "=", "Renal"),))
    assert unlisted(stored_filter_values(state), None) == ["Renal", "Renal"]


def test_the_catalogue_holds_a_fields_string_values_in_any_of_its_buckets() -> None:
    assert SCHEMA.holds("department", "Renal")
    assert SCHEMA.holds("design", "RCT")  # a field of the other bucket
    assert not SCHEMA.holds("department", "renal")  # as stored, not as a question spells it
    assert not SCHEMA.holds("year", "2012")  # a number is no string value
    assert not SCHEMA.holds("title", "")  # no examples: nothing is held
