"""JSON schemas of the structured prompts (classify, decompose, map, reflect; a thread's route
and rewrite).

Passed to the backend, which constrains decoding with them, and checked again on the output
(``json_output``). Kept small and flat: a 135M-1.5B model follows a short schema far more
reliably than a rich one. Sub-queries are capped at 4 here as well as in the pipeline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Literal, get_args

QUERY_TYPES: Final = ("SIMPLE", "COMPARATIVE", "MULTI_STEP", "TEMPORAL")
REFLECTION_VERDICTS: Final = ("SUFFICIENT", "INSUFFICIENT")
MAX_SUB_QUERIES: Final = 4

CLASSIFY_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {"type": {"type": "string", "enum": list(QUERY_TYPES)}},
    "required": ["type"],
    "additionalProperties": False,
}

DECOMPOSE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "sub_queries": {
            "type": "array",
            "items": {"type": "string", "minLength": 3, "maxLength": 300},
            "minItems": 1,
            "maxItems": MAX_SUB_QUERIES,
        }
    },
    "required": ["sub_queries"],
    "additionalProperties": False,
}

MAP_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "relevant": {"type": "boolean"},
        "facts": {
            "type": "array",
            "items": {"type": "string", "minLength": 3, "maxLength": 400},
            "maxItems": 4,
        },
    },
    "required": ["relevant", "facts"],
    "additionalProperties": False,
}

REFLECT_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "verdict": {"type": "string", "enum": list(REFLECTION_VERDICTS)},
        "refined_query": {"type": "string", "maxLength": 300},
    },
    "required": ["verdict", "refined_query"],
    "additionalProperties": False,
}

Route = Literal[
    "RETRIEVE",
    "REWRITE_THEN_RETRIEVE",
    "DIRECT_ANSWER",
    "ASK_CLARIFICATION",
    "OUT_OF_SCOPE",
    "GREETING",
]
"""What a thread's router may choose (issue 15)."""
ROUTES: Final = get_args(Route)

ROUTE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {"route": {"type": "string", "enum": list(ROUTES)}},
    "required": ["route"],
    "additionalProperties": False,
}

REWRITE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {"query": {"type": "string", "minLength": 3, "maxLength": 500}},
    "required": ["query"],
    "additionalProperties": False,
}
