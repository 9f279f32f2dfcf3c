"""Structured outputs are checked against their schema; problems never quote the output."""

from __future__ import annotations

import pytest

from clinrag.errors import LLMError
from clinrag.llm.base import PromptRef
from clinrag.llm.json_output import check_json_output, problems
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, REFLECT_SCHEMA

REF = PromptRef("classify", "abcdefabcdef")


@pytest.mark.parametrize(
    ("schema", "text"),
    [
        (CLASSIFY_SCHEMA, '{"type": "TEMPORAL"}'),
        (DECOMPOSE_SCHEMA, '{"sub_queries": ["apixaban bleeding", "warfarin bleeding"]}'),
        (REFLECT_SCHEMA, '{"verdict": "INSUFFICIENT", "refined_query": "INR target"}'),
        (REFLECT_SCHEMA, '{"refined_query": "", "verdict": "SUFFICIENT"}'),
    ],
)
def test_valid_outputs_pass(schema: dict[str, object], text: str) -> None:
    check_json_output(text, schema, model="m", prompt=REF, truncated=False)


@pytest.mark.parametrize(
    ("schema", "value", "expected"),
    [
        (CLASSIFY_SCHEMA, {"type": "URGENT"}, ["$.type: not one of the allowed values"]),
        (CLASSIFY_SCHEMA, {}, ["$.type: missing"]),
        (CLASSIFY_SCHEMA, {"type": "SIMPLE", "why": "x"}, ["$: unexpected property"]),
        (CLASSIFY_SCHEMA, ["SIMPLE"], ["$: not of type object"]),
        (DECOMPOSE_SCHEMA, {"sub_queries": []}, ["$.sub_queries: fewer than 1 items"]),
        (DECOMPOSE_SCHEMA, {"sub_queries": ["abcd"] * 5}, ["$.sub_queries: more than 4 items"]),
        (
            DECOMPOSE_SCHEMA,
            {"sub_queries": ["ok query", 7]},
            ["$.sub_queries[1]: not of type string"],
        ),
        (DECOMPOSE_SCHEMA, {"sub_queries": ["a"]}, ["$.sub_queries[0]: shorter than 3"]),
        (REFLECT_SCHEMA, {"verdict": True, "refined_query": ""}, ["$.verdict: not of type string"]),
    ],
)
def test_schema_problems_are_named_by_path(
    schema: dict[str, object], value: object, expected: list[str]
) -> None:
    assert problems(value, schema) == expected


def test_integers_are_not_booleans() -> None:
    assert problems(True, {"type": "integer"}) == ["$: not of type integer"]
    assert problems(3, {"type": "number"}) == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"type": "COMPAR', "not JSON"),
        ('{"type": "Jane Doe"}', "breaks its schema"),
    ],
)
def test_bad_output_is_an_llm_error_without_the_text(text: str, message: str) -> None:
    with pytest.raises(LLMError, match=message) as caught:
        check_json_output(text, CLASSIFY_SCHEMA, model="m", prompt=REF, truncated=True)
    assert caught.value.code == "llm_bad_output"
    assert caught.value.transient is False
    assert "Jane" not in caught.value.detail
    assert "COMPAR" not in caught.value.detail
    assert "hit max_tokens" in caught.value.detail
    assert "classify@abcdefabcdef" in caught.value.detail
