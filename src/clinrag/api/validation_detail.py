"""A request validation error as a detail that names the fields, never their content.

Pydantic's ``loc`` holds user input whenever a location passes through a mapping the client
wrote (a filter's key, an unknown field's name), and some of its messages quote input
(``value_error`` carries a validator's text, ``union_tag_invalid`` the submitted tag). So a
location shows a name only when the API's schema declares it, and a client's key as its
position among its siblings (``body.filters[key 2]``); a message shows only when its template
is fixed text or the schema's own constraints, else the error type stands in.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from fastapi import FastAPI

SOURCES = frozenset({"body", "query", "path", "header", "cookie"})

SAFE_MESSAGE_TYPES = frozenset(
    {
        # fixed text
        "missing", "extra_forbidden", "frozen_field", "frozen_instance", "invalid_key",
        "model_attributes_type", "none_required", "finite_number", "iterable_type",
        "string_type", "string_unicode", "string_not_ascii", "dict_type", "list_type",
        "tuple_type", "set_type", "frozen_set_type", "bool_type", "bool_parsing", "int_type",
        "int_parsing", "int_parsing_size", "int_from_float", "float_type", "float_parsing",
        "bytes_type", "json_type", "date_type", "time_type", "datetime_type",
        "timezone_naive", "timezone_aware", "date_past", "date_future", "datetime_past",
        "datetime_future", "url_type", "uuid_type", "decimal_type", "decimal_parsing",
        # the schema's own constraints (and, for lengths, how many items came)
        "model_type", "dataclass_type", "dataclass_exact_type", "greater_than",
        "greater_than_equal", "less_than", "less_than_equal", "multiple_of", "too_short",
        "too_long", "string_too_short", "string_too_long", "string_pattern_mismatch", "enum",
        "literal_error", "bytes_too_short", "bytes_too_long", "url_too_long", "url_scheme",
        "uuid_version", "decimal_max_digits", "decimal_max_places", "decimal_whole_digits",
    }
)  # fmt: skip
"""Pydantic error types whose message quotes nothing the client sent (a unit test checks each
template against pydantic's list)."""

MAX_PROBLEMS = 10


def declared_names(app: FastAPI) -> frozenset[str]:
    """Every parameter and property name in the app's OpenAPI document (built once, cached
    by FastAPI): the names a client may send, so none of them is the client's own text."""
    try:
        schema = app.openapi()
    except Exception:  # an app whose schema cannot be built still renders positions
        return frozenset()
    names: set[str] = set()
    for path_item in schema.get("paths", {}).values():
        for operation in path_item.values():
            if isinstance(operation, Mapping):
                names.update(p["name"] for p in operation.get("parameters", ()))
    for component in schema.get("components", {}).get("schemas", {}).values():
        names.update(component.get("properties", {}))
    return frozenset(names)


def _key_position(container: Mapping[Any, Any], key: object) -> int:
    return list(container).index(key) + 1


def location(loc: Sequence[int | str], body: Any, names: frozenset[str]) -> str:
    """``loc`` as text; ``body`` (the parsed request body) gives a client's keys their place."""
    if not loc or loc[0] not in SOURCES:
        return "request"
    source = str(loc[0])
    shown = [source]
    current = body if source == "body" else None
    for part in loc[1:]:
        if isinstance(current, Mapping) and part in current:
            if isinstance(part, str) and part in names:
                shown.append(part)
            else:
                shown[-1] += f"[key {_key_position(current, part)}]"
            current = current[part]
        elif isinstance(part, int) and not isinstance(current, Mapping):
            # a list index (or a JSON decode offset): a number the client did not choose
            if isinstance(current, list) and -len(current) <= part < len(current):
                current = current[part]
            else:
                current = None
            shown.append(str(part))
        elif isinstance(part, str) and (part in names or source != "body"):
            # outside the body, FastAPI's locations name declared parameters only
            shown.append(part)
            current = None
        # else: a union member's tag or pydantic's "[key]" marker, nothing the reader needs
    return ".".join(shown)


def message(error: Mapping[str, Any]) -> str:
    kind = str(error.get("type", "invalid"))
    if kind in SAFE_MESSAGE_TYPES:
        return str(error.get("msg", kind))
    if kind == "json_invalid":  # its context is the decoder's message
        return "not valid JSON (the location is the character offset)"
    return f"invalid value ({kind})"


def render(errors: Iterable[Mapping[str, Any]], body: Any, names: frozenset[str]) -> str:
    """One ``location: message`` per problem, the first ``MAX_PROBLEMS`` of them."""
    problems = [f"{location(e.get('loc', ()), body, names)}: {message(e)}" for e in errors]
    shown = "; ".join(problems[:MAX_PROBLEMS])
    more = len(problems) - MAX_PROBLEMS
    return f"{shown}; and {more} more" if more > 0 else shown
