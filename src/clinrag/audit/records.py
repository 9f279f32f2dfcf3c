"""What goes into the audit log and what comes out of it: frozen values, not ORM rows.

Only redacted text ever goes in. ``QueryRecord.redacted_query``, ``redacted_answer``, the
citations' snippets and every step's ``details`` must already have passed the PHI redactor;
the caller (the query route) guarantees it, because the audit log cannot tell redacted text
from raw text. Guards record reason codes and entity counts, never the values they found.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal, NamedTuple

from clinrag.domain import Citation

Outcome = Literal[
    "answered",
    "not_found",
    "rejected",
    "failed",
    "unauthorized",
    "forbidden",
    "rate_limited",
    "too_large",
    "timeout",
    "client_disconnected",
    "overloaded",
    "clarification",
]
"""How a request ended; ``error_code`` carries the precise error (``llm_timeout`` ...).
``client_disconnected``: the client went away before its answer (the record holds the steps
done so far); ``overloaded``: the model queue was full (503 with ``Retry-After``);
``clarification``: a thread's message was answered with a question back (nothing searched;
``redacted_answer`` is the question, its ``reply`` step the options offered). The database
accepts only these values (migrations 0004, 0006, 0009): a new one needs a migration."""

ReadAction = Literal["list", "get", "export", "verify", "pipeline", "conversation", "document"]
"""``pipeline``: an admin read the pipeline switch (stored as ``admin_events`` rows);
``conversation``: a compliance reviewer read a thread (its ``conversation_id``);
``document``: a compliance reviewer asked who could have seen a document, or which answers
cited it (``filters``: ``{"document_id", "question"}``). The database accepts only these
values (migrations 0004, 0008, 0011)."""


@dataclass(frozen=True, kw_only=True)
class QueryRecord:
    """One request as the audit log keeps it. Every text field is redacted (module docstring)."""

    request_id: str
    created_at: datetime
    """When the request arrived (timezone-aware). The chain orders rows by when they were
    recorded, so a slow request's row may follow later requests' rows."""
    outcome: Outcome
    total_ms: float
    actor_key_id: str | None = None
    actor_role: str | None = None
    client_address: str | None = None
    pipeline: str | None = None
    mode: str | None = None
    query_type: str | None = None
    redacted_query: str | None = None
    redacted_answer: str | None = None
    citations: Sequence[Citation | Mapping[str, Any]] = ()
    confidence: float | None = None
    error_code: str | None = None
    model: str | None = None
    prompt_versions: Mapping[str, str] = field(default_factory=dict)
    """Prompt id to prompt version, for every prompt the request used."""
    conversation_id: str | None = None
    """The thread the request was made to (``/v1/conversations/{id}/...``), if any."""
    turn: int | None = None
    """The turn of that thread an answered message became (set when the turn is stored, in
    the record's own transaction: ``clinrag.conversations.store``)."""
    access_labels: Sequence[str] | None = None
    """The document labels the request ran under (its key's, sorted); None without a key."""


@dataclass(frozen=True)
class Reader:
    """Who reads the audit trail: an API key and its role, or ``role="cli"`` for the CLI."""

    key_id: str | None
    role: str
    client_address: str | None = None
    request_id: str | None = None
    """The API request that reads (``X-Request-ID``); None for the CLI."""


@dataclass(frozen=True, kw_only=True)
class QueryFilters:
    """Search criteria; ``None`` means any. ``since`` is inclusive, ``until`` exclusive."""

    since: datetime | None = None
    until: datetime | None = None
    actor_key_id: str | None = None
    pipeline: str | None = None
    query_type: str | None = None
    outcome: Outcome | None = None
    slower_than_ms: float | None = None
    conversation_id: str | None = None


@dataclass(frozen=True, kw_only=True)
class QueryRow:
    """A stored ``queries_log`` row, hashes included (an export can be checked elsewhere)."""

    id: int
    chain_seq: int
    request_id: str
    created_at: datetime
    actor_key_id: str | None
    actor_role: str | None
    client_address: str | None
    pipeline: str | None
    mode: str | None
    query_type: str | None
    redacted_query: str | None
    redacted_answer: str | None
    citations: list[Any]
    confidence: float | None
    outcome: str
    error_code: str | None
    total_ms: float
    model: str | None
    prompt_versions: dict[str, Any]
    conversation_id: str | None = None
    turn: int | None = None
    access_labels: list[str] | None = None
    prev_hash: str
    row_hash: str


@dataclass(frozen=True, kw_only=True)
class StepRow:
    id: int
    chain_seq: int
    request_id: str
    sequence: int
    name: str
    started_at: datetime
    duration_ms: float
    status: str
    details: dict[str, Any]
    prev_hash: str
    row_hash: str


@dataclass(frozen=True)
class QueryTrace:
    """A request and its steps in the order they ran: what a compliance reviewer reads."""

    query: QueryRow
    steps: tuple[StepRow, ...]


class BrokenRow(NamedTuple):
    table: str
    id: int
    request_id: str | None
    """``None`` for an ``audit_reads`` row that named no request, and for ``admin_events``."""


@dataclass(frozen=True)
class VerifyResult:
    ok: bool
    rows_checked: int
    """Rows read, the broken one included."""
    first_broken: BrokenRow | None = None
    reason: str | None = None
    """Why ``first_broken`` fails: ``row_hash``, ``prev_hash`` or ``chain_seq``."""
    head_seq: int = 0
    head_hash: str | None = None
    """The last good row's hash. Keep it somewhere else: rows removed from the end of the
    chain are only noticed against such an anchor."""
