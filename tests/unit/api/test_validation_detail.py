"""Validation details name fields by schema name or position, and quote no message that could
carry the client's input."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core._pydantic_core import list_all_errors

from clinrag.api.validation_detail import SAFE_MESSAGE_TYPES, location, message, render

PHI = "John Smith MRN 4471902 <script>x</script>"

SAFE_CONTEXT = {
    # the schema's own constraints and names
    "class_name", "gt", "ge", "lt", "le", "multiple_of", "min_length", "max_length",
    "pattern", "expected", "expected_plural", "field_type", "expected_schemes",
    "expected_version", "max_digits", "decimal_places", "whole_digits",
    # how many items came: a count, not content
    "actual_length",
}  # fmt: skip


def test_every_message_passed_through_quotes_only_the_schema() -> None:
    templates = {e["type"]: e["message_template_python"] for e in list_all_errors()}
    assert templates.keys() >= SAFE_MESSAGE_TYPES
    for kind in SAFE_MESSAGE_TYPES:
        placeholders = set(re.findall(r"\{(\w+)\}", templates[kind]))
        assert placeholders <= SAFE_CONTEXT, (kind, placeholders - SAFE_CONTEXT)


class _Visit(BaseModel):
    model_config = ConfigDict(extra="forbid")
    age: int
    counts: dict[str, int] = {}
    codes: list[int] = []
    note: str = Field(default="", max_length=5)

    @field_validator("note")
    @classmethod
    def _no_digits(cls, value: str) -> str:
        if any(c.isdigit() for c in value):
            raise ValueError(f"digits are not allowed in {value!r}")  # quotes the input
        return value


def _detail(body: dict[str, Any]) -> str:
    with pytest.raises(ValidationError) as caught:
        _Visit.model_validate(body)
    errors = [{**e, "loc": ("body", *e["loc"])} for e in caught.value.errors()]
    return render(errors, body, frozenset(_Visit.model_fields))


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"age": PHI}, "body.age: Input should be a valid integer"),
        ({"age": 1, PHI: 1}, "body[key 2]: Extra inputs are not permitted"),
        ({"age": 1, "counts": {"a": 1, PHI: "x"}}, "body.counts[key 2]: Input should be"),
        ({"age": 1, "codes": [1, PHI]}, "body.codes.1: Input should be a valid integer"),
        ({"age": 1, "note": "MRN 4471902"}, "body.note: String should have at most 5"),
        ({"age": 1, "note": "4471"}, "body.note: invalid value (value_error)"),
        ({}, "body.age: Field required"),
    ],
)
def test_details_name_the_place_not_the_content(body: dict[str, Any], expected: str) -> None:
    detail = _detail(body)
    assert detail.startswith(expected), detail
    for fragment in ("John", "Smith", "4471", "<script>"):
        assert fragment not in detail


def test_a_key_named_like_a_field_is_shown_by_name() -> None:
    names = frozenset({"counts", "age"})
    assert location(("body", "counts", "age"), {"counts": {"age": "x"}}, names) == (
        "body.counts.age"
    )


def test_outside_the_body_locations_name_declared_parameters() -> None:
    assert location(("query", "limit"), None, frozenset()) == "query.limit"
    assert location(("path", "request_id"), None, frozenset()) == "path.request_id"
    assert location((PHI, "x"), None, frozenset()) == "request"


def test_without_the_body_a_clients_key_is_left_out() -> None:
    assert location(("body", "counts", PHI), None, frozenset({"counts"})) == "body.counts"


def test_unknown_or_custom_error_types_show_their_type_only() -> None:
    custom = {"type": "patient_error", "msg": f"no such patient {PHI}", "loc": ("body",)}
    assert message(custom) == "invalid value (patient_error)"
    tag = {"type": "union_tag_invalid", "msg": f"Input tag '{PHI}' found", "loc": ("body",)}
    assert PHI not in message(tag)


def test_many_problems_are_summarised() -> None:
    errors = [{"type": "missing", "msg": "Field required", "loc": ("body", i)} for i in range(25)]
    detail = render(errors, [None] * 25, frozenset())
    assert detail.count("Field required") == 10
    assert detail.endswith("; and 15 more")
