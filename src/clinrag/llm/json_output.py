"""Check a structured completion against the JSON schema it was asked for.

Both backends constrain decoding with the schema, yet a truncated or misbehaving generation can
still break it; callers then get one ``LLMError(code="llm_bad_output")`` instead of a half-parsed
dict. Only the keywords our schemas use are understood (``SUPPORTED_KEYWORDS``); a schema with
any other keyword is refused rather than silently half-checked. Problems name schema paths,
never the generated values (they can quote the question).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from clinrag.errors import LLMError
from clinrag.llm.base import Completion, PromptRef

SUPPORTED_KEYWORDS = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "minItems",
        "maxItems",
        "minLength",
        "maxLength",
        "description",
        "title",
    }
)

_TYPES: Mapping[str, type | tuple[type, ...]] = {
    "object": dict,
    "array": list,
    "string": str,
    "integer": int,
    "number": (int, float),
    "boolean": bool,
    "null": type(None),
}


def json_object(text: str) -> dict[str, Any]:
    """A completion's JSON object; ``ValueError`` for anything else, which each caller turns
    into its documented fallback (a routing default, no verdict, a failed translation)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError("output is not JSON") from error
    if not isinstance(data, dict):
        raise ValueError("output is not a JSON object")
    return data


def unsupported_keywords(schema: Mapping[str, Any]) -> set[str]:
    """Keywords anywhere in ``schema`` that ``problems`` would not check."""
    found = set(schema) - SUPPORTED_KEYWORDS
    for child in schema.get("properties", {}).values():
        found |= unsupported_keywords(child)
    if isinstance(schema.get("items"), Mapping):
        found |= unsupported_keywords(schema["items"])
    return found


def _type_ok(value: object, expected: str) -> bool:
    if isinstance(value, bool) and expected in ("integer", "number"):
        return False
    return isinstance(value, _TYPES[expected])


def problems(value: object, schema: Mapping[str, Any], path: str = "$") -> list[str]:
    """Every way ``value`` breaks ``schema``, as ``path: rule`` lines without the value."""
    expected = schema.get("type")
    if expected is not None and not _type_ok(value, expected):
        return [f"{path}: not of type {expected}"]
    found: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{path}: not one of the allowed values")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            found.append(f"{path}: shorter than {schema['minLength']}")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            found.append(f"{path}: longer than {schema['maxLength']}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append(f"{path}: fewer than {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            found.append(f"{path}: more than {schema['maxItems']} items")
        if isinstance(schema.get("items"), Mapping):
            for index, item in enumerate(value):
                found += problems(item, schema["items"], f"{path}[{index}]")
    if isinstance(value, dict):
        properties: Mapping[str, Any] = schema.get("properties", {})
        found += [
            f"{path}.{key}: missing" for key in schema.get("required", ()) if key not in value
        ]
        for key, item in value.items():
            if key in properties:
                found += problems(item, properties[key], f"{path}.{key}")
            elif schema.get("additionalProperties", True) is False:
                found.append(f"{path}: unexpected property")
    return found


def check_json_output(
    text: str, schema: Mapping[str, Any], *, model: str, prompt: PromptRef, truncated: bool
) -> None:
    """Raise ``LLMError(code="llm_bad_output")`` unless ``text`` is JSON valid for ``schema``."""
    where = f"model {model} on prompt {prompt.id}@{prompt.version}"
    cut = " (output hit max_tokens)" if truncated else ""
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise LLMError(
            f"{where} returned text that is not JSON (at character {error.pos}){cut}",
            code="llm_bad_output",
        ) from None
    found = problems(value, schema)
    if found:
        raise LLMError(
            f"{where} returned JSON that breaks its schema: {'; '.join(found[:5])}{cut}",
            code="llm_bad_output",
        )


def checked_completion(
    text: str,
    *,
    json_schema: Mapping[str, Any] | None,
    model: str,
    prompt: PromptRef,
    truncated: bool,
    tokens_in: int,
    tokens_out: int,
    seconds: float,
    first_token_seconds: float | None = None,
    tokens_cached: int | None = None,
) -> Completion:
    """A backend's finished answer: checked against its schema (if any), then packaged."""
    if json_schema is not None:
        check_json_output(text, json_schema, model=model, prompt=prompt, truncated=truncated)
    return Completion(
        text=text,
        model=model,
        prompt_id=prompt.id,
        prompt_version=prompt.version,
        tokens_in=tokens_in,
        tokens_out=tokens_out,
        seconds=seconds,
        truncated=truncated,
        first_token_seconds=first_token_seconds,
        tokens_cached=tokens_cached,
    )
