"""The one value a question's steps pass along: ``QueryState``, frozen, replaced by each step.

Raw text enters as ``RawQuestion`` (with its cleaned form) and leaves the state at the guard
step: every step after it sees only ``RedactedText``, which only the redactor constructs, so
the question's identifiers cannot reach a prompt, a log line or the audit record.
``RawQuestion`` prints as its length.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, NoReturn

from clinrag.domain import QueryType, Strategy, Vectors
from clinrag.llm.schemas import Verdict
from clinrag.pipelines.agent.plan import AgentState
from clinrag.pipelines.citations import CitationCheck
from clinrag.pipelines.evidence import Passage
from clinrag.retrieval.access import AccessScope
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
class Fact:
    """One fact a map call found in one passage (redacted evidence in, model text out)."""

    number: int
    text: str


@dataclass(frozen=True)
class Draft:
    """One synthesized answer after its citation check, and the evidence it was written from."""

    check: CitationCheck
    passages: tuple[Passage, ...]
    confidence: float
    sub_queries: tuple[str, ...]
    reranker: str | None
    failed_sub_queries: int
    kind: Literal["generated", "extractive"] = "generated"
    fact_overlap: float | None = None
    """``map_reduce``: share of the answer's content words found in the facts."""


@dataclass(frozen=True)
class Grade:
    """How the retrieved evidence fared at one attempt's threshold (``steps/grade.py``)."""

    attempt: int
    threshold: float
    relevant: int
    """Passages whose relevance reached ``threshold``."""
    passed: bool


@dataclass(frozen=True)
class FilterCheck:
    """The request's own filters left no document (``steps/check_filters.py``): which of
    its conditions to offer to drop, and how many documents are left without it."""

    relax: str | None
    """The condition to offer to drop, as ``Condition.describe`` names it; None: no single
    removal leaves a document."""
    left: int


@dataclass(frozen=True)
class QueryState:
    metadata_filter: MetadataFilter
    session: RedactionSession = field(repr=False)
    """The request's placeholder map: the same value gets the same placeholder everywhere."""
    access: AccessScope
    """The document labels the caller's key may read: every retrieval applies it."""
    raw: RawQuestion | None = None
    """The caller's text until the guard has read it; None afterwards."""
    cleaned: RawQuestion | None = None
    """The text validation cleaned (still unredacted): redacted, then read by the guard."""
    query: RedactedText | None = None
    """The redacted question every later step reads: in English once ``translate_query`` ran."""
    language: str = "en"
    """The language the question was asked in (ISO 639-1, the guard's reading): the answer's
    language."""
    asked: RedactedText | None = None
    """The question as asked (redacted) when it was translated; None for an English one."""
    vector: Vectors | None = field(default=None, repr=False)
    """The redacted question's embedding (the guard's and the first retrieval's)."""
    strategy: Strategy = "direct"
    """How the answer is written (the request's choice, else the setting)."""
    query_type: QueryType = "SIMPLE"
    sub_queries: tuple[str, ...] = ()
    """Redacted, in the order searched."""
    refined_query: str | None = None
    """The reflection's new query for the next round; None when the answer was sufficient."""
    reflection_done: bool = False
    """The reflection found the draft sufficient (or had nothing new to search): no more rounds."""
    recall_chunk_ids: tuple[int, ...] = ()
    """Chunks a thread's earlier turn cited, to be read again instead of searched
    (``steps/recall.py``)."""
    retrieval: RetrievalOutcome | None = None
    grade: Grade | None = None
    """The evidence's latest grade: failed after the last attempt, the answer states a caveat
    (a thread asks back instead)."""
    thread_rewrite: str | None = None
    """A thread's message with its subject carried over (redacted), tried first when the
    evidence fails its grade; None on ``/v1/query`` and when the message was rewritten already."""
    retry_query: str | None = None
    """What the next retry searches (``rewrite_query`` sets it, ``retrieve_again`` reads it)."""
    uncovered: tuple[str, ...] = ()
    """The question's subjects the best passages are not about (``steps/check_coverage.py``):
    the evidence was dropped and the answer says the documents do not cover them."""
    passages: tuple[Passage, ...] = ()
    facts: tuple[Fact, ...] = ()
    """``map_reduce``: the facts the map calls found, each with its passage number."""
    draft_text: str | None = None
    """The model's answer before its citation check ("" when there was no evidence)."""
    draft_kind: Literal["generated", "extractive"] = "generated"
    """Whether ``draft_text`` was written by the model or quoted from the evidence."""
    fact_overlap: float | None = None
    """``map_reduce``: share of the draft's content words found in its facts."""
    draft: Draft | None = None
    best: Draft | None = None
    """The best-scoring draft of all rounds: what the answer is made of."""
    rounds: int = 1
    """Synthesis rounds so far (the first, then one per reflection that asked for more)."""
    withheld: tuple[str, ...] = ()
    """Why the generated answer was withheld (``screen_output``'s reason codes)."""
    answer_text: RedactedText | None = None
    """The final text after the output PII scan."""
    translated_answer: RedactedText | None = None
    """``answer_text`` in the question's language (``translate_answer``); None: the answer is
    in English (an English question, quotes, or a translation that failed its check)."""
    agent_cues: tuple[str, ...] = ()
    """Why ``auto`` sends the question to the agent (``steps/agent_cues.py``); empty: not."""
    agent: AgentState | None = None
    """The agent pipeline's decomposition, tool calls, evidence and review (None elsewhere)."""
    verdict: Verdict | None = None
    """What the quoted finding answers (``steps/state_verdict.py``), stated before an
    extractive answer's quote; None: no verdict (the setting is ``rules``, or unclear)."""
    rendered_text: str | None = None
    """The checked answer as the agent renders it (``[doc:ID]`` citations, list or table
    rows); None: the best draft's checked text is the answer."""
    filter_check: FilterCheck | None = None
    """Set when the request's filters leave nothing: the question back's subject, kept with
    the pause so that the reply can drop the condition it named."""

    @property
    def redacted_question(self) -> str:
        if self.query is None:
            raise RuntimeError("the question is read before the redaction step ran")
        return self.query.text
