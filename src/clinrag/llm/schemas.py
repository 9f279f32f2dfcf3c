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

TRANSLATE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {"translation": {"type": "string", "minLength": 1}},
    "required": ["translation"],
    "additionalProperties": False,
}

Verdict = Literal["yes", "no", "no_difference", "unclear"]
"""What the quoted finding answers to a yes/no question (``pipelines/verdict.py``)."""
VERDICTS: Final = get_args(Verdict)

FINDINGS: Final = ("as_asked", "opposite", "no_difference", "unclear")
"""The labels the model chooses among (``prompts/verdict.md``), in the order of ``VERDICTS``:
named by what was found, since with plain yes / no labels the packaged model answered "no" for
"no effect"."""

VERDICT_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "claim": {"type": "string", "maxLength": 60},
        "found": {"type": "string", "maxLength": 60},
        "finding": {"type": "string", "enum": list(FINDINGS)},
    },
    "required": ["claim", "found", "finding"],
    "additionalProperties": False,
}

AGENT_INTENTS: Final = ("qa", "list", "summarize", "compare", "compute")
AGENT_FORMATS: Final = ("text", "list", "table")
AGENT_TOOLS: Final = ("search_text", "search_semantic", "get_document_metadata")
AGENT_STATUSES: Final = ("enough", "more", "clarify")

AGENT_DECOMPOSE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "intent": {"type": "string", "enum": list(AGENT_INTENTS)},
        "format": {"type": "string", "enum": list(AGENT_FORMATS)},
        "buckets": {"type": "array", "items": {"type": "string", "maxLength": 64}, "maxItems": 3},
        "entities": {"type": "array", "items": {"type": "string", "maxLength": 80}, "maxItems": 6},
        "constraints": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "field": {"type": "string", "maxLength": 64},
                    "operator": {"type": "string", "maxLength": 16},
                    "value": {"type": "string", "maxLength": 80},
                },
                "required": ["field", "operator", "value"],
                "additionalProperties": False,
            },
            "maxItems": 6,
        },
        "sub_queries": {
            "type": "array",
            "items": {"type": "string", "minLength": 3, "maxLength": 300},
            "minItems": 1,
            "maxItems": 3,
        },
    },
    "required": ["intent", "format", "buckets", "entities", "constraints", "sub_queries"],
    "additionalProperties": False,
}
"""The agent's decomposition (``pipelines/steps/agent_decompose.py``): values are strings, the
schema check types them (``pipelines/agent/constraints.py``)."""

AGENT_REVIEW_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "status": {"type": "string", "enum": list(AGENT_STATUSES)},
        "tool": {"type": "string", "enum": [*AGENT_TOOLS, "none"]},
        "bucket": {"type": "string", "maxLength": 64},
        "query": {"type": "string", "maxLength": 300},
        "doc_id": {"type": "string", "maxLength": 20},
    },
    "required": ["status", "tool", "bucket", "query", "doc_id"],
    "additionalProperties": False,
}
"""The JSON-loop driver's review: enough, or the next tool call (the orchestrator adds the
decomposition's filters: a small model does not copy them reliably)."""

JUDGE_VERDICTS: Final = ("safe", "harmful_intent", "self_harm", "prompt_attack")
"""The model judge's verdicts (``security/model_judge.py``): Llama-Guard style, one per question."""

JUDGE_SCHEMA: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {"verdict": {"type": "string", "enum": list(JUDGE_VERDICTS)}},
    "required": ["verdict"],
    "additionalProperties": False,
}
