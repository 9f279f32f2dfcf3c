"""Metadata filters: parsed once, compiled to one SQL predicate that both retrievers apply.

The lexical index asks the database which chunks pass (cached per corpus generation), the
vector search puts the same predicate in its WHERE clause: one definition of the semantics,
applied before top-k in both, never as a post-filter.

Syntax: ``{"year": {">=": 2020}, "bucket": "guidelines", "source": {"contains": "who"}}``.
A bare value means ``=``; several operators on one key are ANDed, as are keys.

Semantics, on the chunk's metadata (the document's metadata plus ``source`` and ``title``):

- ``=`` / ``!=``: JSON equality (2020 equals 2020.0); a list value matches when it holds the
  value. ``!=`` also matches chunks that lack the key.
- ``>`` ``>=`` ``<`` ``<=``: numbers only; chunks whose value is not a number never match.
- ``in``: ``=`` against any of a non-empty list of scalars.
- ``contains``: case-insensitive substring of a string value.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, cast, get_args

from sqlalchemy import ColumnElement, and_, case, false, func, literal, not_, or_, true
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.types import Numeric

from clinrag.errors import InputRejected

Operator = Literal["=", "!=", ">", ">=", "<", "<=", "in", "contains"]
_OPERATORS: frozenset[str] = frozenset(get_args(Operator))
_ORDERED = frozenset({">", ">=", "<", "<="})
_KEY = re.compile(r"[A-Za-z0-9_.\-]{1,64}")
Scalar = str | int | float | bool


@dataclass(frozen=True)
class Condition:
    key: str
    op: Operator
    value: Scalar | tuple[Scalar, ...]

    def describe(self) -> str:
        """``year >= 2015``: how a question back names the condition."""
        value = self.value
        shown = ", ".join(map(str, value)) if isinstance(value, tuple) else str(value)
        return f"{self.key} {self.op} {shown}"


@dataclass(frozen=True)
class MetadataFilter:
    conditions: tuple[Condition, ...] = ()
    document_id: int | None = None
    """Only this document's chunks (``POST /v1/search``'s ``doc_id``): a column, not metadata,
    so the chunk store compiles it (``chunk_store.admitted``)."""

    def __bool__(self) -> bool:
        return bool(self.conditions) or self.document_id is not None

    def cache_key(self) -> str:
        """Canonical text: equal filters share cached results."""
        return json.dumps(
            [self.document_id, sorted([c.key, c.op, c.value] for c in self.conditions)],
            separators=(",", ":"),
        )


NO_FILTER = MetadataFilter()


def _reject(where: str, problem: str) -> InputRejected:
    """Details name the place ("filters: key 2, operator 1"), never the submitted text: keys,
    operators and values are user input and may be PHI (a patient's name as a key)."""
    return InputRejected(f"filters: {where}: {problem}", code="invalid_filter")


def _scalar(where: str, value: object) -> Scalar:
    if isinstance(value, str | bool | int | float) and value == value:  # rejects NaN
        return value
    raise _reject(where, "values must be strings, numbers or booleans")


def _condition(key: str, op: str, value: object, where: str) -> Condition:
    if op not in _OPERATORS:
        allowed = " ".join(sorted(_OPERATORS))
        raise _reject(where, f"unknown operator; use one of {allowed}")
    operator = cast(Operator, op)  # one of ours from here on: safe to name
    if op in _ORDERED:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise _reject(where, f"{op} needs a number")
        return Condition(key, operator, _scalar(where, value))
    if op == "in":
        if not isinstance(value, list) or not value:
            raise _reject(where, "'in' needs a non-empty list")
        return Condition(key, operator, tuple(_scalar(where, v) for v in value))
    if op == "contains" and not (isinstance(value, str) and value):
        raise _reject(where, "'contains' needs a non-empty string")
    return Condition(key, operator, _scalar(where, value))


def parse_filter(raw: Mapping[str, Any] | None) -> MetadataFilter:
    """Validate a filter document; every problem is a 422 with reason ``invalid_filter`` and a
    detail that names the key's position (1-based, in the order sent), not its text."""
    if not raw:
        return NO_FILTER
    conditions: list[Condition] = []
    for key_number, (key, spec) in enumerate(raw.items(), start=1):
        where = f"key {key_number}"
        if not isinstance(key, str) or not _KEY.fullmatch(key):
            raise _reject(where, "keys are 1-64 letters, digits, '_', '.' or '-'")
        if isinstance(spec, Mapping):
            if not spec:
                raise _reject(where, "no operator given")
            conditions += [
                _condition(key, str(op), value, f"{where}, operator {op_number}")
                for op_number, (op, value) in enumerate(spec.items(), start=1)
            ]
        else:
            conditions.append(_condition(key, "=", spec, where))
    return MetadataFilter(tuple(conditions))


def _equals(metadata: ColumnElement[Any], key: str, value: Scalar) -> ColumnElement[bool]:
    as_scalar = literal({key: value}, JSONB)
    as_member = literal({key: [value]}, JSONB)
    return or_(metadata.op("@>")(as_scalar), metadata.op("@>")(as_member))


def _typed(metadata: ColumnElement[Any], key: str, json_type: str) -> ColumnElement[Any]:
    """The key's value as text when it has ``json_type``, else NULL: a safe cast target."""
    field = metadata[key]
    return case((func.jsonb_typeof(field) == json_type, metadata[key].astext), else_=None)


def _predicate(metadata: ColumnElement[Any], condition: Condition) -> ColumnElement[bool]:
    key, op, value = condition.key, condition.op, condition.value
    if op == "=":
        return _equals(metadata, key, cast(Scalar, value))
    if op == "!=":
        return not_(_equals(metadata, key, cast(Scalar, value)))
    if op == "in":
        return or_(*(_equals(metadata, key, v) for v in cast(tuple[Scalar, ...], value)))
    if op == "contains":
        text_value = _typed(metadata, key, "string")
        return func.coalesce(func.strpos(func.lower(text_value), str(value).lower()) > 0, false())
    number = _typed(metadata, key, "number").cast(Numeric)
    comparison = {
        ">": number > value,
        ">=": number >= value,
        "<": number < value,
        "<=": number <= value,
    }[op]
    return func.coalesce(comparison, false())


def to_sql(metadata_filter: MetadataFilter, metadata: ColumnElement[Any]) -> ColumnElement[bool]:
    """The filter's conditions as a predicate over a JSONB column (``chunks.metadata``); its
    ``document_id`` is the chunk store's to add (``chunk_store.admitted``)."""
    if not metadata_filter.conditions:
        return true()
    return and_(*(_predicate(metadata, c) for c in metadata_filter.conditions))
