"""Constraints checked against the bucket schema: the deterministic half of the decomposition.

A constraint (from the model's JSON or from a rule) names a field, an operator and a value.
It becomes a filter only when the field exists in one of the chosen buckets, the operator is
one of ``retrieval/filters.py``'s (spelled as the model likes: ``gt``, ``>=``, ``at least``...
all normalised), and the value fits the field's inferred type (``"100"`` for a number field is
read as 100; ``"RCT"`` for a number field is not). Anything else is ``Unmapped`` with its
reason: reported with the answer, never silently dropped.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from clinrag.corpus.fields import FieldSummary, FieldType
from clinrag.pipelines.agent.plan import FilterSource, MappedFilter, Reading, Unmapped
from clinrag.retrieval.filters import Condition, Operator, Scalar

BucketFields = Mapping[str, Mapping[str, FieldSummary]]
"""Bucket -> field name -> summary: the readable part of the corpus schema."""
PROVENANCE_FIELDS = frozenset({"source", "title", "bucket", "access"})
"""Fields every document has that say where it came from and who may read it: a question's
words are never read as one of their values."""


def value_fields(fields: BucketFields, scope: Sequence[str]) -> Iterator[tuple[str, FieldSummary]]:
    """(name, summary) of each string field of ``scope``'s buckets whose values a question may
    name (not a provenance field), bucket by bucket: a field of two buckets comes twice."""
    for bucket in scope:
        for name, summary in fields.get(bucket, {}).items():
            if summary.type in ("string", "mixed") and name not in PROVENANCE_FIELDS:
                yield name, summary


_OPERATORS: Mapping[str, Operator] = {
    "=": "=",
    "==": "=",
    "eq": "=",
    "is": "=",
    "equals": "=",
    "!=": "!=",
    "ne": "!=",
    "not": "!=",
    ">": ">",
    "gt": ">",
    "more than": ">",
    "greater than": ">",
    "after": ">",
    ">=": ">=",
    "gte": ">=",
    "at least": ">=",
    "since": ">=",
    "<": "<",
    "lt": "<",
    "less than": "<",
    "fewer than": "<",
    "before": "<",
    "<=": "<=",
    "lte": "<=",
    "at most": "<=",
    "in": "in",
    "contains": "contains",
    "like": "contains",
}
_ORDERED = frozenset({">", ">=", "<", "<="})


@dataclass(frozen=True)
class Constraint:
    field: str
    operator: str
    value: Any
    text: str
    """How it reads, for the unmapped report (``sample size > 100``)."""
    reading: Reading = "stated"


def normalise_operator(operator: str) -> Operator | None:
    return _OPERATORS.get(" ".join(operator.strip().lower().replace("_", " ").split()))


def field_types(fields: BucketFields, buckets: Sequence[str]) -> dict[str, FieldType]:
    """Field -> type over ``buckets`` (every bucket when empty); a field typed differently
    in two buckets is ``mixed``."""
    types: dict[str, FieldType] = {}
    for bucket in buckets or tuple(fields):
        for name, summary in fields.get(bucket, {}).items():
            known = types.get(name)
            types[name] = summary.type if known in (None, "null", summary.type) else "mixed"
    return types


def check_constraint(
    constraint: Constraint, types: Mapping[str, FieldType], source: FilterSource
) -> MappedFilter | Unmapped:
    """The constraint as a filter on a field of ``types``, or why it cannot be one."""
    name = constraint.field.strip()
    if name not in types:
        return Unmapped(constraint.text, "unknown_field", name or None)
    op = normalise_operator(constraint.operator)
    if op is None:
        return Unmapped(constraint.text, "bad_operator", name)
    value = _typed(constraint.value, types[name], op)
    if value is None:
        return Unmapped(constraint.text, "type_mismatch", name)
    return MappedFilter(Condition(name, op, value), source, constraint.reading)


def _typed(value: Any, field_type: FieldType, op: Operator) -> Scalar | tuple[Scalar, ...] | None:
    if op == "in":
        items = value if isinstance(value, list | tuple) else [value]
        typed = [_scalar(v, field_type, "=") for v in items]
        kept = tuple(v for v in typed if v is not None)
        return kept if kept and len(kept) == len(typed) else None
    return _scalar(value, field_type, op)


def _scalar(value: Any, field_type: FieldType, op: Operator) -> Scalar | None:
    if op in _ORDERED or field_type == "number":
        number = _number(value)
        return number if number is not None and field_type in ("number", "mixed") else None
    if op == "contains":
        return value.strip() if isinstance(value, str) and value.strip() else None
    if field_type == "boolean":
        if isinstance(value, bool):
            return value
        lowered = str(value).strip().lower()
        return {"true": True, "yes": True, "false": False, "no": False}.get(lowered)
    if isinstance(value, str) and value.strip() and field_type in ("string", "mixed", "null"):
        return value.strip()
    return None


def _number(value: Any) -> int | float | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        text = value.strip().replace(",", "")
        try:
            number = float(text)
        except ValueError:
            return None
        return int(number) if number.is_integer() else number
    return None


def merge(model: Sequence[MappedFilter], rules: Sequence[MappedFilter]) -> tuple[MappedFilter, ...]:
    """The model's filters and the rules', one per field and operator. Where both found one,
    the rule's value wins (it read the number as the question wrote it; a small model may
    not) and the source says both."""
    merged: dict[tuple[str, str], MappedFilter] = {}
    for found in model:
        merged[(found.condition.key, found.condition.op)] = found
    for found in rules:
        key = (found.condition.key, found.condition.op)
        earlier = merged.get(key)
        merged[key] = (
            found
            if earlier is None
            else MappedFilter(found.condition, "model+rule", _surer(earlier, found))
        )
    return _one_equality_per_field(tuple(merged.values()))


def _surer(first: MappedFilter, second: MappedFilter) -> Reading:
    """Two readings of one filter: stated when either source read it stated."""
    return "stated" if "stated" in (first.reading, second.reading) else "inferred"


def _one_equality_per_field(filters: tuple[MappedFilter, ...]) -> tuple[MappedFilter, ...]:
    """Two ``=`` on one field match nothing: the first found stays (rules come after the
    model, so a rule's equality never replaces the model's on another value silently; it
    was merged above when the operator matched)."""
    seen: set[str] = set()
    kept = []
    for found in filters:
        if found.condition.op == "=":
            if found.condition.key in seen:
                continue
            seen.add(found.condition.key)
        kept.append(found)
    return tuple(kept)
