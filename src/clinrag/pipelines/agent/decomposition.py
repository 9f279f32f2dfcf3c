"""The decomposition made whole: the model's JSON (when it answered) and the rules' reading,
checked against the bucket schema and merged, each filter with its source and each constraint
that fits no field reported (``Unmapped``). Pure: the step (``steps/agent_decompose.py``)
makes the model call and reads the schema."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from clinrag.corpus.buckets import BUCKET_KEY
from clinrag.corpus.catalog import CorpusSchema
from clinrag.corpus.fields import STANDARD_FIELDS
from clinrag.ingest.access import ACCESS_KEY
from clinrag.pipelines.agent.constraints import (
    BucketFields,
    Constraint,
    check_constraint,
    field_types,
    merge,
)
from clinrag.pipelines.agent.linked_values import BucketRows
from clinrag.pipelines.agent.meaning_links import MeaningLinks
from clinrag.pipelines.agent.plan import (
    FORMATS,
    INTENTS,
    Decomposition,
    Format,
    Intent,
    MappedFilter,
    Unmapped,
)
from clinrag.pipelines.agent.rules import intent_of, read_question
from clinrag.pipelines.agent.topic_documents import TopicMatch

MAX_SUB_QUERIES = 3
HIDDEN_FIELDS = frozenset({*STANDARD_FIELDS, BUCKET_KEY, ACCESS_KEY})
"""Not for the planner: every document has them, or (the access label) the scope decides."""
_NUMBER = re.compile(r"\d+(?:\.\d+)?")


def fields_of(schema: CorpusSchema) -> BucketFields:
    return {name: bucket.fields for name, bucket in schema.buckets.items()}


def schema_text(schema: CorpusSchema, examples: int) -> str:
    """The buckets and their fields as the decomposition prompt shows them (raw example
    values: the step redacts the whole text before the model reads it)."""
    if not schema.buckets:
        return "(no documents)"
    lines = []
    for name, bucket in schema.buckets.items():
        described = []
        for field, summary in bucket.fields.items():
            if field in HIDDEN_FIELDS:
                continue
            shown = [str(v) for v in summary.examples[:examples] if v is not None]
            sample = f"; e.g. {', '.join(shown)}" if shown else ""
            described.append(f"{field} ({summary.type}{sample})")
        fields = "; ".join(described) or "no metadata fields"
        lines.append(f"- {name} ({bucket.documents} documents): {fields}")
    return "\n".join(lines)


def decompose(
    question: str,
    model: Mapping[str, Any] | None,
    fields: BucketFields,
    *,
    reference_year: int | None = None,
    rows: BucketRows | None = None,
    links: MeaningLinks | None = None,
    topics: TopicMatch | None = None,
) -> Decomposition:
    """``model``: the model's JSON object, or None when the call failed (the rules alone);
    ``reference_year``: what "this year" and "the last two years" count from; ``rows``: the
    values the documents hold together (``linked_values``); ``links``: the question's phrases
    against the catalogue's values by meaning (``meaning_links``); ``topics``: the question
    against the documents' titles (``topic_documents``)."""
    rule_intent, rule_format = intent_of(question)
    if model is None:
        reading = read_question(
            question,
            fields,
            (),
            reference_year=reference_year,
            rows=rows,
            links=links,
            topics=topics,
        )
        mapped, unmapped = _checked(reading.constraints, fields, reading.buckets, "rule")
        unmapped += [Unmapped(text, "no_field") for text in reading.unplaced]
        return Decomposition(
            rule_intent,
            rule_format,
            reading.buckets,
            (),
            (question,),
            merge((), mapped),
            tuple(unmapped),
            "rules",
        )
    intent: Intent = _choice(model.get("intent"), INTENTS, rule_intent)
    fmt: Format = _choice(model.get("format"), FORMATS, rule_format)
    if rule_format == "table":
        fmt = "table"  # the question asked for one in so many words
    buckets, unmapped = _buckets(model.get("buckets"), fields)
    raw_constraints = [c for c in _list(model.get("constraints")) if isinstance(c, Mapping)]
    for raw in raw_constraints:
        # A bucket named as a field's value is the model's way of choosing one.
        if (
            str(raw.get("field", "")).strip().lower() == "bucket"
            and str(raw.get("value")) in fields
        ):
            buckets = tuple(dict.fromkeys((*buckets, str(raw.get("value")))))
    reading = read_question(
        question,
        fields,
        buckets,
        reference_year=reference_year,
        rows=rows,
        links=links,
        topics=topics,
    )
    buckets = buckets or reading.buckets
    model_constraints = [
        Constraint(
            str(raw.get("field", "")),
            str(raw.get("operator", "")),
            raw.get("value"),
            " ".join(f"{raw.get(k, '')}" for k in ("field", "operator", "value")).strip(),
        )
        for raw in raw_constraints
        if str(raw.get("field", "")).strip().lower() != "bucket"
    ]
    model_mapped, model_unmapped = _checked(model_constraints, fields, buckets, "model")
    rule_mapped, rule_unmapped = _checked(reading.constraints, fields, buckets, "rule")
    filters = merge(model_mapped, rule_mapped)
    reported = [*unmapped, *model_unmapped, *rule_unmapped]
    reported += [Unmapped(text, "no_field") for text in reading.unplaced]
    queries = [" ".join(q.split()) for q in _list(model.get("sub_queries")) if isinstance(q, str)]
    queries = [q for q in dict.fromkeys(queries) if len(q) >= 3][:MAX_SUB_QUERIES] or [question]
    entities = tuple(str(e) for e in _list(model.get("entities")) if isinstance(e, str))[:6]
    return Decomposition(
        intent,
        fmt,
        buckets,
        entities,
        tuple(queries),
        filters,
        _covered_dropped(reported, filters),
        "model",
    )


def _checked(
    constraints: Sequence[Constraint],
    fields: BucketFields,
    buckets: Sequence[str],
    source: Any,
) -> tuple[list[MappedFilter], list[Unmapped]]:
    types = {k: v for k, v in field_types(fields, buckets).items() if k not in HIDDEN_FIELDS}
    mapped: list[MappedFilter] = []
    unmapped: list[Unmapped] = []
    for constraint in constraints:
        if constraint.field.strip().lower() in ("", "none", "null"):
            unmapped.append(Unmapped(_readable(constraint), "no_field"))
            continue
        found = check_constraint(constraint, types, source)
        (mapped if isinstance(found, MappedFilter) else unmapped).append(found)  # type: ignore[arg-type]
    return mapped, unmapped


def _readable(constraint: Constraint) -> str:
    """A field-less constraint reads as its operator and value ("> 100 beds")."""
    return " ".join(f"{constraint.operator} {constraint.value}".split()) or constraint.text


def _covered_dropped(
    reported: Sequence[Unmapped], filters: Sequence[MappedFilter]
) -> tuple[Unmapped, ...]:
    """An unmapped constraint whose number a filter already holds was mapped by the other
    source (the model said "none", the rule found the field): not reported twice. Duplicates
    are reported once."""
    held = {str(f.condition.value) for f in filters}
    kept: dict[tuple[str, str], Unmapped] = {}
    for item in reported:
        numbers = _NUMBER.findall(item.text)
        if numbers and all(n in held for n in numbers):
            continue
        kept.setdefault((item.text.lower(), item.reason), item)
    return tuple(kept.values())


def _buckets(raw: Any, fields: BucketFields) -> tuple[tuple[str, ...], list[Unmapped]]:
    chosen: list[str] = []
    unknown: list[Unmapped] = []
    for name in _list(raw):
        if not isinstance(name, str) or not name.strip():
            continue
        near = [b for b in fields if name.lower() in b.lower() or b.lower() in name.lower()]
        if name in fields:
            chosen.append(name)
        elif len(near) == 1:
            chosen.append(near[0])  # "trials" for "pubmed_trials": one bucket it can mean
        else:
            unknown.append(Unmapped(name, "unknown_bucket"))
    return tuple(dict.fromkeys(chosen)), unknown


def _choice(value: Any, allowed: Sequence[Any], default: Any) -> Any:
    return value if value in allowed else default


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []
