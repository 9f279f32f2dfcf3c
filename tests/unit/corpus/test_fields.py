"""Field types inferred from stored values, and filters checked against them (no database)."""

from __future__ import annotations

import pytest

from clinrag.corpus.fields import (
    FilterTypeMismatch,
    Observation,
    UnknownField,
    check_filter,
    infer_fields,
    merged,
)
from clinrag.retrieval.filters import parse_filter

OBSERVATIONS = [
    Observation("trials", "year", "number", False, (2015, 2019)),
    Observation("trials", "design", "string", False, ("rct", "cohort")),
    Observation("trials", "drugs", "string", True, ("ramipril",)),
    Observation("trials", "blinded", "boolean", False, (True,)),
    Observation("trials", "note", "null", False, (None,)),
    Observation("trials", "code", "string", False, ("A1",)),
    Observation("trials", "code", "number", False, (7,)),
    Observation("policies", "year", "string", False, ("2020",)),
]
FIELDS = infer_fields(
    OBSERVATIONS,
    {("trials", "year"): 3, ("trials", "drugs"): 2},
    {"trials": 3, "policies": 1, "empty": 0},
    examples=5,
)


def test_types_are_inferred_per_bucket() -> None:
    trials = FIELDS["trials"]
    assert {name: f.type for name, f in trials.items()} == {
        "blinded": "boolean", "code": "mixed", "design": "string", "drugs": "string",
        "note": "null", "source": "string", "title": "string", "year": "number",
    }  # fmt: skip
    assert trials["drugs"].holds_lists
    assert not trials["year"].holds_lists
    assert trials["year"].documents == 3
    assert trials["year"].examples == (2015, 2019)
    assert trials["code"].examples == ("A1", 7)
    assert set(FIELDS["empty"]) == {"source", "title"}  # a bucket with no metadata still lists


def test_examples_are_capped() -> None:
    few = infer_fields(OBSERVATIONS, {}, {"trials": 3}, examples=1)
    assert few["trials"]["design"].examples == ("rct",)


def test_a_field_typed_differently_in_two_buckets_is_mixed() -> None:
    assert merged(FIELDS)["year"] == "mixed"
    assert merged({"trials": FIELDS["trials"]})["year"] == "number"


@pytest.mark.parametrize(
    "raw",
    [
        {"year": {">=": 2015}},
        {"year": 2019, "design": {"in": ["rct", "cohort"]}},
        {"drugs": "ramipril"},
        {"design": {"contains": "rc"}},
        {"blinded": True},
        {"code": "anything", "note": 3},
        {"title": {"contains": "metformin"}},
    ],
)
def test_filters_that_fit_the_fields_pass(raw: dict[str, object]) -> None:
    check_filter(parse_filter(raw), merged({"trials": FIELDS["trials"]}))


@pytest.mark.parametrize(
    ("raw", "error", "place"),
    [
        ({"year": 2019, "patient_John_Smith": 1}, UnknownField, "filters: key 2 "),
        ({"year": "2019"}, FilterTypeMismatch, "filters: key 1, operator 1:"),
        ({"design": {">": 3}}, FilterTypeMismatch, "filters: key 1, operator 1:"),
        ({"year": {">": 1, "contains": "9"}}, FilterTypeMismatch, "filters: key 1, operator 2:"),
        ({"blinded": "yes"}, FilterTypeMismatch, "key 1"),
        ({"design": {"in": ["rct", 3]}}, FilterTypeMismatch, "key 1"),
        ({"drugs": 5}, FilterTypeMismatch, "key 1"),
    ],
)
def test_filters_that_cannot_match_are_refused_by_place(
    raw: dict[str, object], error: type[Exception], place: str
) -> None:
    with pytest.raises(error) as refused:
        check_filter(parse_filter(raw), merged({"trials": FIELDS["trials"]}))
    detail = str(refused.value)
    assert place in detail
    assert "John" not in detail


def test_an_unknown_field_lists_the_known_ones() -> None:
    with pytest.raises(UnknownField, match="year") as refused:
        check_filter(parse_filter({"yeer": 1}), merged({"trials": FIELDS["trials"]}))
    assert refused.value.code == "unknown_field"
