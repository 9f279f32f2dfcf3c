"""Frozen value types shared across packages: a parsed document, a chunk, a retrieval result,
an answer with its citations, a step of its trace. No behaviour beyond small derived properties.

Audit, security and retrieval depend on these, never on pipelines or evaluation.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Literal

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]
"""Shape (n, dimension), each row of unit length."""

Metadata = Mapping[str, Any]
"""JSON-compatible key-values (str, int, float, bool, None, lists of those)."""


@dataclass(frozen=True)
class Section:
    """A contiguous block of a document: one PDF page, or the text under one heading."""

    text: str
    page: int | None = None
    heading: str | None = None


@dataclass(frozen=True)
class ParsedDocument:
    source: str
    """Stable identity of the document (file path, URL, or the JSONL record's id)."""
    title: str
    sections: tuple[Section, ...]
    metadata: Metadata = field(default_factory=dict)

    @property
    def full_text(self) -> str:
        return "\n\n".join(section.text for section in self.sections)


@dataclass(frozen=True)
class ChunkDraft:
    """A chunk before it is embedded and stored."""

    ordinal: int
    text: str
    page: int | None
    section: str | None


@dataclass(frozen=True)
class RetrieverHit:
    """One retriever's view of one chunk: its rank (1-based) and raw score."""

    rank: int | None
    score: float | None


@dataclass(frozen=True)
class RetrievedChunk:
    """A chunk chosen for a query, with every score that explains why (for the audit trail)."""

    chunk_id: int
    document_id: int
    text: str
    page: int | None
    section: str | None
    metadata: Metadata
    lexical: RetrieverHit
    vector: RetrieverHit
    lexical_normalized: float
    """BM25 scaled to [0, 1] by the query's own best possible score (see retrieval/fusion.py)."""
    cosine: float
    fused: float
    rerank_score: float | None = None
    reranker: str | None = None
    title_match: float = 0.0
    """How well its document's title names the query's distinguishing words
    (``retrieval/title_match.py``); 0 when documents are ranked by their chunks alone."""
    sub_query: str | None = None
    """The (sub-)query that found it; dedup keeps the highest-scoring one's."""
    security_flags: tuple[str, ...] = ()
    """Instruction-like text found in it at ingest: quoted as data all the same, and marked."""
    phi_spans: Mapping[str, Sequence[Sequence[Any]]] | None = None
    """Field (text, title, source, section) → [start, end, type] of its identifiers, found at
    ingest; None = not scanned."""
    closes_document: bool = False
    """No later chunk of its document: its last sentence is the document's last, where an
    abstract states what it found (``evidence_selection`` quotes from there first)."""


PipelineName = Literal["classical", "agentic", "agent"]
RecordedPipeline = Literal["classical", "agentic", "agent", "search"]
"""An audit record's pipeline: an answer's, or ``search`` (``POST /v1/search``)."""
Mode = Literal["classical", "agentic", "agent", "auto"]
QueryType = Literal["SIMPLE", "COMPARATIVE", "MULTI_STEP", "TEMPORAL"]
Strategy = Literal["direct", "map_reduce", "extractive"]
"""How the answer is written from the evidence: one model call over the selected sentences
(``direct``), one call per passage for its facts and one over the facts (``map_reduce``), or no
model call, the best supporting sentences quoted (``extractive``)."""
AnswerKind = Literal["generated", "extractive", "not_found", "clarification"]
"""``extractive``: quoted evidence, either asked for or because relevant evidence existed but no
generated sentence survived its citation check; ``clarification``: nothing was searched, the
text is a question back to the caller (a thread's ``ASK_CLARIFICATION``,
``Answer.clarification``)."""


StepStatus = Literal["ok", "failed", "rejected", "fallback", "cancelled", "timeout", "paused"]
"""``fallback``: the step failed and the pipeline went on with its documented default;
``cancelled``: the request was abandoned (the client went away) while the step ran;
``timeout``: the request's deadline or the model call's own time limit cut the step;
``paused``: the flow stopped there to ask the caller something (it may be resumed). The
database accepts only these values (migrations 0004, 0006, 0007)."""


@dataclass(frozen=True)
class StepRecord:
    sequence: int
    name: str
    started_at: datetime
    seconds: float
    status: StepStatus
    details: dict[str, Any]


@dataclass(frozen=True)
class LLMCall:
    step: str
    model: str
    prompt_id: str
    prompt_version: str
    tokens_in: int
    tokens_out: int
    seconds: float


@dataclass(frozen=True)
class Evidence:
    """A passage the model is about to read, as the stream shows it before the answer (every
    text field redacted: the snippet is the excerpt the model reads)."""

    number: int
    chunk_id: int
    document_id: int
    title: str
    source: str
    page: int | None
    section: str | None
    snippet: str
    relevance: float


@dataclass(frozen=True)
class Citation(Evidence):
    """A passage the answer cites and that supports the sentence citing it: the evidence as
    shown (every text field redacted; ``relevance`` is the rerank score, or the fused score
    when no reranker ran, in [0, 1]), with its support."""

    support: float
    """Share of the citing sentences' content words found in the passage (best sentence)."""


@dataclass(frozen=True)
class SearchedSource:
    title: str
    source: str


NOT_FOUND = "Not found in the available documents."
"""How every not-found answer begins."""
SOURCES_SEARCHED = "Sources searched:"
"""Introduces a not-found answer's list of the titles it searched."""


@dataclass(frozen=True)
class AnswerLanguage:
    """Which language the question and the answer are in (ISO 639-1 codes)."""

    question: str
    """The language the question was asked in."""
    answer: str
    """The language of the answer's body: the question's, or English for quotes (verbatim from
    the English evidence, checkable against the cited passage) and for a model answer whose
    translation failed its check (flag ``answer_untranslated``)."""
    lead: str | None = None
    """The language of the answer's first line when it differs from the body: a fixed phrase
    in the question's language saying the quotes (or not-found list) that follow are
    English; None otherwise."""
    searched: str | None = None
    """The question's English translation (redacted), which retrieval and the checks read;
    None for a question asked in English."""


ENGLISH_ANSWER = AnswerLanguage("en", "en")


@dataclass(frozen=True)
class Answer:
    text: str
    citations: tuple[Citation, ...]
    confidence: float
    pipeline: PipelineName
    query_type: QueryType
    sub_queries: tuple[str, ...]
    """Redacted, as searched."""
    iterations: int
    found: bool
    """False when the answer is the not-found statement."""
    kind: AnswerKind
    flags: tuple[str, ...]
    """``citations_removed``, ``uncited_sentences``, ``not_found``, ``output_redacted``,
    ``flagged_evidence`` (a passage held instruction-like text), ``failed_sub_queries``,
    ``low_confidence`` (a map-reduce answer that shares little with its facts),
    ``output_withheld`` (the generated answer carried an address, code or prompt text its
    evidence did not; the evidence is quoted instead), ``low_evidence`` (too little of the
    evidence was relevant even after searching again: ``caveat`` says so)."""
    searched: tuple[SearchedSource, ...]
    """Documents the evidence came from, cited or not (what was searched, for not-found)."""
    redacted_query: str
    reranker: str | None
    steps: tuple[StepRecord, ...] = field(default=())
    llm_calls: tuple[LLMCall, ...] = field(default=())
    clarification: ClarifyingQuestion | None = None
    """What the answer asks back, when its ``kind`` is ``clarification`` (``text`` is its
    question); None for every other answer."""
    caveat: str | None = None
    """What the reader should know before relying on the answer: set (and ending ``text``)
    when too little of the evidence was relevant even after searching again (flag
    ``low_evidence``, ``pipelines/grading.py``); None otherwise."""
    language: AnswerLanguage = ENGLISH_ANSWER


ClarificationReason = Literal["ambiguous", "low_evidence", "no_results", "overload"]
"""Why an answer asks back: ``ambiguous``, a thread's message refers to something the thread
has not named; ``low_evidence``, a thread's message found too little close to it, even after
searching again (``pipelines/grading.py``); the agent's ``no_results`` (the filters leave no
document) and ``overload`` (more documents match than an answer can list)."""


@dataclass(frozen=True)
class ClarifyingQuestion:
    """A question a thread asks back instead of answering; the thread's next message is the
    reply (``clinrag.pipelines.followup``). Every text is redacted."""

    reason: ClarificationReason
    question: str
    options: tuple[str, ...] = ()
    """Subjects the caller may mean (the thread's recent subject words), most recent first;
    the agent's: the filter to relax, or fields to narrow by."""
    pause_id: str | None = None
    """The paused question a reply resumes (``POST /v1/query`` with ``pause_id``); None for a
    thread's question (its next message is the reply)."""


@dataclass(frozen=True)
class Clarification:
    """The flow stopped to ask its caller something; replying with ``pause_id`` resumes it
    where it stopped. Every text is redacted."""

    pause_id: str
    reason: str
    """``ambiguous``, ``no_results`` or ``overload``: what the caller can do about it."""
    question: str
    options: tuple[str, ...]
    redacted_query: str
    expires_at: datetime
    steps: tuple[StepRecord, ...] = field(default=())
    llm_calls: tuple[LLMCall, ...] = field(default=())
