"""The metadata fields of a bucket's documents, their inferred types, and filters checked
against them: the schema a front-end (or a planner) reads, and the reason a filter that can
match nothing is refused instead of silently returning no results.

A field's type is inferred from every value stored under its key in the bucket: ``string``,
``number``, ``boolean``, ``null`` (only nulls seen) or ``mixed``; ``holds_lists`` says some
documents hold a list of such values (filters match a list that holds the value). ``source`` and
``title`` are fields of every chunk (the document's own), and ``bucket`` of every document.

Pure functions: the catalog (``catalog.py``) reads the observations from the database.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from clinrag.errors import InputRejected
from clinrag.retrieval.filters import Condition, MetadataFilter, Scalar

FieldType = Literal["string", "number", "boolean", "null", "mixed"]
STANDARD_FIELDS = ("source", "title")
"""Filterable on every chunk (``clinrag.ingest.ingestor`` adds them); never shown with examples
here: a title or a source path may name a patient, and every document has them."""
_ORDERED = frozenset({">", ">=", "<", "<="})
_LISTED_FIELDS = 30


@dataclass(frozen=True)
class Observation:
    """Values of one key in one bucket that share a JSON type (list items counted as items)."""

    bucket: str
    key: str
    json_type: str
    """``string`` ``number`` ``boolean`` or ``null`` (jsonb_typeof of the value or list item)."""
    in_list: bool
    examples: tuple[Scalar | None, ...]


@dataclass(frozen=True)
class FieldSummary:
    name: str
    type: FieldType
    holds_lists: bool
    """Some documents hold a list of values under this key."""
    documents: int
    """Documents of the bucket that have the key."""
    examples: tuple[Scalar | None, ...]
    """A few distinct values (raw: whoever shows them redacts the strings)."""


def infer_fields(
    observations: Iterable[Observation],
    documents_with_key: Mapping[tuple[str, str], int],
    documents_in_bucket: Mapping[str, int],
    examples: int,
) -> dict[str, dict[str, FieldSummary]]:
    """Bucket -> field name -> summary, fields in name order, standard fields included."""
    seen: dict[tuple[str, str], list[Observation]] = {}
    for observation in observations:
        seen.setdefault((observation.bucket, observation.key), []).append(observation)
    out: dict[str, dict[str, FieldSummary]] = {bucket: {} for bucket in documents_in_bucket}
    for (bucket, key), found in sorted(seen.items()):
        values: list[Scalar | None] = []
        for observation in found:
            values += [v for v in observation.examples if v not in values]
        out.setdefault(bucket, {})[key] = FieldSummary(
            name=key,
            type=_type_of({o.json_type for o in found}),
            holds_lists=any(o.in_list for o in found),
            documents=documents_with_key.get((bucket, key), 0),
            examples=tuple(values[:examples]),
        )
    for bucket, fields in out.items():
        for name in STANDARD_FIELDS:
            fields.setdefault(
                name, FieldSummary(name, "string", False, documents_in_bucket.get(bucket, 0), ())
            )
        out[bucket] = dict(sorted(fields.items()))
    return out


def _type_of(json_types: set[str]) -> FieldType:
    kinds = json_types - {"null"}
    if not kinds:
        return "null"
    if len(kinds) > 1:
        return "mixed"
    kind = next(iter(kinds))
    return kind if kind in ("string", "number", "boolean") else "mixed"  # type: ignore[return-value]


def merged(fields_by_bucket: Mapping[str, Mapping[str, FieldSummary]]) -> dict[str, FieldType]:
    """Field name -> type over several buckets: a field typed differently in two is ``mixed``
    (``null`` gives way to any other type)."""
    types: dict[str, FieldType] = {}
    for fields in fields_by_bucket.values():
        for name, summary in fields.items():
            known = types.get(name)
            if known is None or known == "null":
                types[name] = summary.type
            elif summary.type not in (known, "null"):
                types[name] = "mixed"
    return types


class UnknownField(InputRejected):
    code = "unknown_field"


class FilterTypeMismatch(InputRejected):
    code = "filter_type_mismatch"


def check_filter(metadata_filter: MetadataFilter, types: Mapping[str, FieldType]) -> None:
    """Refuse a condition on a field no document of the searched buckets has, or whose value
    (or operator) cannot match the field's type. Details name the condition's place ("key 2,
    operator 1", as the filter parser does) and the fields that exist, never the key sent: a
    key is caller text and may name a patient."""
    keys = dict.fromkeys(c.key for c in metadata_filter.conditions)
    positions = {key: number for number, key in enumerate(keys, start=1)}
    operators: dict[str, int] = {}
    for condition in metadata_filter.conditions:
        key_number = positions[condition.key]
        operators[condition.key] = operators.get(condition.key, 0) + 1
        where = f"filters: key {key_number}"
        field_type = types.get(condition.key)
        if field_type is None:
            listed = ", ".join(sorted(types)[:_LISTED_FIELDS])
            raise UnknownField(
                f"{where} is no metadata field of the buckets searched (their fields: {listed})"
            )
        problem = _mismatch(condition, field_type)
        if problem is not None:
            raise FilterTypeMismatch(f"{where}, operator {operators[condition.key]}: {problem}")


def _mismatch(condition: Condition, field_type: FieldType) -> str | None:
    if field_type in ("mixed", "null"):
        return None
    if condition.op in _ORDERED:
        return None if field_type == "number" else f"the field holds {field_type}s, not numbers"
    if condition.op == "contains":
        return None if field_type == "string" else f"the field holds {field_type}s, not text"
    values: Sequence[Scalar] = (
        condition.value if isinstance(condition.value, tuple) else (condition.value,)
    )
    if all(_json_type(v) == field_type for v in values):
        return None
    return f"the field holds {field_type}s; the value is of another type"


def _json_type(value: Scalar) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    return "string"
