"""How one agent answer scores against its gold question (``clinrag eval agent``): pure
functions over the answer, its trace and the gold fields, so the figures are unit-testable.

- filters: the decomposition's filters (the ``agent_decompose`` step's, after the schema
  check and the rules) against the gold ``filters``, both normalised to ``field op value``
  (a bare value is ``=``; numbers compared as numbers, strings case-insensitively); exact
  when the sets and the bucket sets are equal; per field, when the field's conditions are;
- documents: the cited documents' sources against the gold documents (precision, recall);
- citations resolve: every citation names a document of the store with a title and source,
  and every ``[doc:ID]`` in the text is one of the citations;
- tool calls: the ``agent_tool`` steps; clarification: the answer's kind and reason;
- unmapped: the answer reports (flag ``unmapped_constraints``) what the question's gold
  ``unmappable`` lists.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from clinrag.domain import Answer, StepRecord
from clinrag.pipelines.agent.citing import cited_documents
from clinrag.pipelines.agent.constraints import normalise_operator

Normalised = frozenset[tuple[str, str, str]]


def normalise_filters(filters: Mapping[str, Any]) -> Normalised:
    """``{field: value or {op: value}}`` as a set of (field, op, value) texts."""
    found: set[tuple[str, str, str]] = set()
    for name, spec in filters.items():
        specs = spec.items() if isinstance(spec, Mapping) else [("=", spec)]
        for op, value in specs:
            found.add((name, normalise_operator(str(op)) or str(op), _value(value)))
    return frozenset(found)


def predicted_filters(steps: Sequence[StepRecord]) -> tuple[Normalised, frozenset[str]] | None:
    """The filters and buckets of the answer's last decomposition or replan (None when the
    agent did not run)."""
    decomposed = next((s for s in steps if s.name == "agent_decompose"), None)
    if decomposed is None:
        return None
    found: set[tuple[str, str, str]] = set()
    for item in decomposed.details.get("filters", []):
        field, op, value = _parts(str(item["filter"]))
        found.add((field, op, value))
    return frozenset(found), frozenset(decomposed.details.get("buckets", []))


_FILTER = re.compile(r"^(?P<field>\S+) (?P<op>!=|>=|<=|=|>|<|in|contains) (?P<value>.*)$")


def _parts(described: str) -> tuple[str, str, str]:
    match = _FILTER.match(described)
    if match is None:
        return described, "?", ""
    value: Any = match["value"]
    if match["op"] == "in":
        value = [v.strip() for v in value.split(",")]
    return match["field"], match["op"], _value(value)


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple):
        return ",".join(sorted(_value(v) for v in value))
    if isinstance(value, int | float):
        return repr(float(value))
    text = str(value).strip()
    try:
        return repr(float(text))
    except ValueError:
        return text.lower()


def fields_right(gold: Normalised, predicted: Normalised) -> dict[str, bool]:
    """Per field of either set: the same conditions on it."""
    fields = {f for f, _, _ in gold} | {f for f, _, _ in predicted}
    return {
        field: {c for c in gold if c[0] == field} == {c for c in predicted if c[0] == field}
        for field in sorted(fields)
    }


def precision_recall(cited: set[str], gold: set[str]) -> tuple[float, float]:
    if not cited:
        return (1.0 if not gold else 0.0), (1.0 if not gold else 0.0)
    hit = len(cited & gold)
    return hit / len(cited), (hit / len(gold) if gold else 1.0)


def citations_resolve(answer: Answer, sources: Mapping[int, str]) -> tuple[int, int]:
    """(resolved, total) citations: each names a stored document with a title and source;
    a ``[doc:ID]`` in the text with no citation behind it counts as one that does not."""
    cited = {c.document_id for c in answer.citations}
    resolved = sum(
        c.document_id in sources and bool(c.title) and bool(c.source) for c in answer.citations
    )
    dangling = [i for i in dict.fromkeys(cited_documents(answer.text)) if i not in cited]
    return resolved, len(answer.citations) + len(dangling)


def model_decomposed(steps: Sequence[StepRecord]) -> bool:
    return any(s.name == "agent_decompose" and s.status == "ok" for s in steps)


def tool_calls(steps: Sequence[StepRecord]) -> int:
    return sum(1 for s in steps if re.fullmatch(r"agent_tool(_\d+)?", s.name))


@dataclass(frozen=True)
class Scored:
    """One question's outcome."""

    id: str
    split: str
    expect: str
    clarify_reason: str | None
    listing: bool
    """The gold format is a list or a table."""
    clarified: str | None
    """The clarification's reason, None when answered."""
    filters_exact: bool | None
    """None when the question has no gold filters to compare (or the agent did not run)."""
    fields: dict[str, bool]
    precision: float | None
    recall: float | None
    citations: tuple[int, int]
    calls: int
    unmappable: bool
    reported_unmapped: bool
    seconds: float
    model_decomposed: bool = False
    """The decomposition is the model's (not the rules' fallback after a failed call)."""
    error: str | None = None
