"""Prompts are versioned data: loaded by id, hashed, rendered with exactly their fields."""

from __future__ import annotations

import hashlib
from importlib import resources

import pytest

from clinrag.errors import PromptError
from clinrag.llm.json_output import unsupported_keywords
from clinrag.llm.prompts import (
    format_sub_queries,
    load_prompt,
    parse_prompt,
    prompt_ids,
)
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, REFLECT_SCHEMA

FIELDS = {
    "classify": {"question"},
    "decompose": {"question", "query_type", "count"},
    "synthesize": {"question", "sub_queries", "evidence"},
    "reflect": {"question", "answer"},
}


def test_every_agentic_prompt_ships_with_its_fields() -> None:
    assert set(FIELDS) <= set(prompt_ids())
    for prompt_id, fields in FIELDS.items():
        prompt = load_prompt(prompt_id)
        assert prompt.fields == fields
        assert prompt.system
        assert "$" not in prompt.system  # the system text is sent as written, never filled


@pytest.mark.parametrize("prompt_id", sorted(FIELDS))
def test_the_version_is_the_content_hash(prompt_id: str) -> None:
    source = resources.files("clinrag.llm").joinpath("prompts", f"{prompt_id}.md").read_bytes()
    prompt = load_prompt(prompt_id)
    assert prompt.version == hashlib.sha256(source).hexdigest()[:12]
    assert prompt.ref.id == prompt_id
    assert prompt.ref.version == prompt.version


def test_any_edit_changes_the_version() -> None:
    text = "<!-- system -->\nBe brief.\n<!-- user -->\nQ: $question\n"
    assert parse_prompt("x", text).version != parse_prompt("x", text + " ").version


def test_rendering_fills_the_user_template_only() -> None:
    messages = load_prompt("classify").messages(question="Dose of $drug for <PERSON_1>?")
    assert [m.role for m in messages] == ["system", "user"]
    assert "Dose of $drug for <PERSON_1>?" in messages[1].content  # values are not re-parsed


@pytest.mark.parametrize(
    ("values", "problem"),
    [({}, r"missing \['question'\]"), ({"question": "q", "extra": "x"}, r"unexpected \['extra'\]")],
)
def test_wrong_fields_are_refused(values: dict[str, str], problem: str) -> None:
    with pytest.raises(PromptError, match=problem):
        load_prompt("classify").messages(**values)


@pytest.mark.parametrize("prompt_id", ["nonexistent", "../settings", "Classify"])
def test_unknown_prompts_are_refused(prompt_id: str) -> None:
    with pytest.raises(PromptError):
        load_prompt(prompt_id)


@pytest.mark.parametrize(
    "text",
    [
        "no markers at all $question",
        "<!-- user -->\nQ\n<!-- system -->\nS",
        "<!-- system -->\nS\n<!-- user -->\nQ: ${question",
    ],
)
def test_malformed_prompt_files_are_refused(text: str) -> None:
    with pytest.raises(PromptError):
        parse_prompt("bad", text)


def test_sub_queries_are_listed() -> None:
    assert format_sub_queries(["apixaban bleeding", "warfarin bleeding"]) == (
        "- apixaban bleeding\n- warfarin bleeding"
    )


@pytest.mark.parametrize("schema", [CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, REFLECT_SCHEMA])
def test_schemas_use_only_checked_keywords(schema: dict[str, object]) -> None:
    assert unsupported_keywords(schema) == set()
