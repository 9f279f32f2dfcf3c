"""The agent's working values: the question's decomposition, its filters with where each came
from, the constraints that could not be mapped, tool calls and their results, the review's
decision. Frozen, carried in ``QueryState.agent``; texts are redacted (the model and the rules
only ever read the redacted question)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from clinrag.pipelines.evidence import Passage
from clinrag.retrieval.filters import Condition, MetadataFilter

Intent = Literal["qa", "list", "summarize", "compare", "compute"]
INTENTS: tuple[Intent, ...] = ("qa", "list", "summarize", "compare", "compute")
Format = Literal["text", "list", "table"]
FORMATS: tuple[Format, ...] = ("text", "list", "table")
FilterSource = Literal["model", "rule", "model+rule", "reply"]
Reading = Literal["stated", "inferred"]
"""How a filter was read: ``stated`` (the question names the value or its field, in the
corpus's words or a paraphrase of them) or ``inferred`` (the question implies it: a relative
year, a class from the drugs it names, a department from the topic). Only an inferred filter
is relaxed when it empties the search (``review.relaxable``)."""
Status = Literal["enough", "more", "clarify"]
ClarifyReason = Literal["no_results", "overload"]


@dataclass(frozen=True)
class MappedFilter:
    condition: Condition
    source: FilterSource
    """Who found it: the model's decomposition, a rule over the schema, both, or a reply to
    a clarification."""
    reading: Reading = "stated"

    def describe(self) -> str:
        return self.condition.describe()


@dataclass(frozen=True)
class Unmapped:
    """A constraint the question states that no field of the chosen bucket can hold: reported
    with the answer, never silently dropped."""

    text: str
    """The constraint as the model or the rule stated it (redacted text)."""
    reason: str
    """``unknown_bucket``, ``unknown_field``, ``type_mismatch``, ``bad_operator``, ``no_field``."""
    field: str | None = None


@dataclass(frozen=True)
class Decomposition:
    intent: Intent
    format: Format
    buckets: tuple[str, ...]
    """Empty: every bucket the caller can read."""
    entities: tuple[str, ...]
    sub_queries: tuple[str, ...]
    filters: tuple[MappedFilter, ...]
    unmapped: tuple[Unmapped, ...]
    source: Literal["model", "rules"]
    """``rules``: the model's decomposition failed and the rules alone decided."""

    @property
    def conditions(self) -> tuple[Condition, ...]:
        return tuple(f.condition for f in self.filters)

    def metadata_filter(self) -> MetadataFilter:
        return MetadataFilter(self.conditions)

    def filter_document(self) -> dict[str, dict[str, Any]]:
        """The filters in ``parse_filter``'s syntax: what a tool call carries."""
        document: dict[str, dict[str, Any]] = {}
        for c in self.conditions:
            value = list(c.value) if isinstance(c.value, tuple) else c.value
            document.setdefault(c.key, {})[c.op] = value
        return document


@dataclass(frozen=True)
class ToolCall:
    tool: str
    args: Mapping[str, Any]
    origin: Literal["rules", "model"] = "rules"


@dataclass(frozen=True)
class ToolResult:
    call: ToolCall
    refusal: str | None
    """Why the call was refused (``unknown_tool``, ``bad_arguments``, ``unknown_bucket``,
    ``unknown_document``...), None when it ran."""
    passages: tuple[Passage, ...] = ()
    document: Mapping[str, Any] | None = None
    """``get_document_metadata``'s answer (redacted strings)."""

    @property
    def hits(self) -> int:
        return len(self.passages) + (self.document is not None)


@dataclass(frozen=True)
class Review:
    status: Status
    reason: str
    """A code: ``plan``, ``all_searched``, ``no_hits``, ``weak_evidence``, ``model``,
    ``budget_spent``..."""
    next_call: ToolCall | None = None
    clarify: ClarifyReason | None = None
    relax: str | None = None
    """``no_results``: the filter whose removal leaves the most documents (described)."""
    relaxed: tuple[str, ...] = ()
    """Inferred filters this review dropped because they emptied the search (described)."""
    counts: Mapping[str, int] = field(default_factory=dict)
    """``no_results``: documents matched without each filter; ``overload``: documents matched."""
    options: tuple[str, ...] = ()
    """``overload``: fields the caller may narrow by (with an example value)."""


@dataclass(frozen=True)
class AgentState:
    decomposition: Decomposition
    calls: int = 0
    """Tool calls made so far, refused ones included (the budget counts them)."""
    results: tuple[ToolResult, ...] = ()
    evidence: tuple[Passage, ...] = ()
    """What the pruning kept of every search so far."""
    review: Review | None = None
    clarified: int = 0
    """Clarifications answered so far (a reply resets the searches, not this)."""
    reply: str | None = None
    """The caller's (redacted) reply to the clarification, until the review folds it in."""
    relaxed: tuple[MappedFilter, ...] = ()
    """Inferred filters dropped because the search found nothing under them: said in the
    answer (``citing.relaxed_note``)."""

    @property
    def pending(self) -> ToolCall | None:
        review = self.review
        return review.next_call if review is not None and review.status == "more" else None
