"""The one value a question's steps pass along: ``QueryState``, frozen, replaced by each step.

Raw text enters as ``RawQuestion`` (with its cleaned form) and leaves the state at the guard
step: every step after it sees only ``RedactedText``, which only the redactor constructs, so
the question's identifiers cannot reach a prompt, a log line or the audit record.
``RawQuestion`` prints as its length.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NoReturn

from clinrag.domain import QueryType, Vectors
from clinrag.pipelines.citations import CitationCheck
from clinrag.pipelines.evidence import Passage
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.security.redaction import RedactedText, RedactionSession


class RawQuestion:
    """The question as the caller sent it (or as validation cleaned it): never printed,
    logged or pickled."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __repr__(self) -> str:
        return f"RawQuestion(<{len(self.text)} chars>)"

    def __reduce__(self) -> NoReturn:
        raise TypeError("a raw question is never serialised")


@dataclass(frozen=True)
class Draft:
    """One synthesized answer after its citation check, and the evidence it was written from."""

    check: CitationCheck
    passages: tuple[Passage, ...]
    confidence: float
    sub_queries: tuple[str, ...]
    reranker: str | None
    failed_sub_queries: int


@dataclass(frozen=True)
class QueryState:
    metadata_filter: MetadataFilter
    session: RedactionSession = field(repr=False)
    """The request's placeholder map: the same value gets the same placeholder everywhere."""
    raw: RawQuestion | None = None
    """The caller's text until the guard has read it; None afterwards."""
    cleaned: RawQuestion | None = None
    """The text validation cleaned (still unredacted): redacted, then read by the guard."""
    query: RedactedText | None = None
    vector: Vectors | None = field(default=None, repr=False)
    """The redacted question's embedding (the guard's and the first retrieval's)."""
    query_type: QueryType = "SIMPLE"
    sub_queries: tuple[str, ...] = ()
    """Redacted, in the order searched."""
    refined_query: str | None = None
    """The reflection's new query for the next round; None when the answer was sufficient."""
    reflection_done: bool = False
    """The reflection found the draft sufficient (or had nothing new to search): no more rounds."""
    retrieval: RetrievalOutcome | None = None
    passages: tuple[Passage, ...] = ()
    draft_text: str | None = None
    """The model's answer before its citation check ("" when there was no evidence)."""
    draft: Draft | None = None
    best: Draft | None = None
    """The best-scoring draft of all rounds: what the answer is made of."""
    rounds: int = 1
    """Synthesis rounds so far (the first, then one per reflection that asked for more)."""
    answer_text: RedactedText | None = None
    """The final text after the output PII scan."""

    @property
    def redacted_question(self) -> str:
        if self.query is None:
            raise RuntimeError("the question is read before the redaction step ran")
        return self.query.text
