"""What a pipeline returns: the answer, its citations, its confidence and its step trace."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from clinrag.pipelines.trace import LLMCall, StepRecord

PipelineName = Literal["classical", "agentic"]
Mode = Literal["classical", "agentic", "auto"]
QueryType = Literal["SIMPLE", "COMPARATIVE", "MULTI_STEP", "TEMPORAL"]

NOT_FOUND = "Not found in the available documents."


@dataclass(frozen=True)
class Citation:
    """A passage the answer cites and that supports the sentence citing it. Every text field
    is redacted: citations leave the process."""

    number: int
    """The [n] the answer uses."""
    chunk_id: int
    document_id: int
    title: str
    source: str
    page: int | None
    section: str | None
    snippet: str
    relevance: float
    """Rerank score (or fused score when no reranker ran), in [0, 1]."""
    support: float
    """Share of the citing sentences' content words found in the passage (best sentence)."""


@dataclass(frozen=True)
class SearchedSource:
    title: str
    source: str


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
    flags: tuple[str, ...]
    """``citations_removed``, ``uncited_sentences``, ``not_found``, ``output_redacted``,
    ``flagged_evidence`` (a passage held instruction-like text), ``failed_sub_queries``."""
    searched: tuple[SearchedSource, ...]
    """Documents the evidence came from, cited or not (what was searched, for not-found)."""
    redacted_query: str
    reranker: str | None
    steps: tuple[StepRecord, ...] = field(default=())
    llm_calls: tuple[LLMCall, ...] = field(default=())
