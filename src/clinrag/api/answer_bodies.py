"""The bodies of the answering routes (``/v1/query`` and a thread's messages): the question
asked, and the answer as JSON (``QueryResponse``), with a clarifying question in place of an
answer when the pipeline asks one back (``ClarificationBody``).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

from clinrag.domain import (
    ENGLISH_ANSWER,
    Answer,
    AnswerKind,
    AnswerLanguage,
    Citation,
    ClarificationReason,
    Mode,
    PipelineName,
    QueryType,
    StepRecord,
    Strategy,
)
from clinrag.pipelines.step_view import clinician_steps


class QueryRequest(BaseModel):
    question: str = Field(min_length=1, description="The clinician's question")
    filters: dict[str, Any] | None = Field(
        default=None,
        description='Metadata filters, e.g. {"year": {">=": 2020}, "bucket": "guidelines"}',
    )
    mode: Mode | None = Field(default=None, description="classical, agentic or auto")
    synthesis: Strategy | None = Field(
        default=None,
        description="How the answer is written: direct, map_reduce or extractive "
        "(default: the service's setting)",
    )
    pause_id: str | None = Field(
        default=None,
        pattern=r"^[0-9a-f]{32}$",
        description="Reply to a clarification: the answer's clarification.pause_id; the "
        "question is then the reply, and the paused question goes on from where it stopped",
    )


class ClarificationBody(BaseModel):
    """A question back instead of an answer."""

    kind: Literal["clarification"] = "clarification"
    question: str = Field(description="The clarifying question (redacted text)")
    options: list[str] = Field(
        description="A thread's: subjects the caller may mean (its recent subject words, most "
        "recent first, at most 5); the agent's: the filter to relax or fields to narrow by"
    )
    reason: ClarificationReason = Field(
        description="ambiguous: a thread's message refers to something the thread has not "
        "named; low_evidence: too little of what was found is close to a thread's message, "
        "even after searching again; no_results: the agent's filters leave no document; "
        "overload: more documents match than an answer can list"
    )
    pause_id: str | None = Field(
        default=None,
        description="The agent's paused question: send the reply to POST /v1/query with this "
        "pause_id (null for a thread: it keeps the pause, and its next message is the reply)",
    )

    @classmethod
    def of(cls, answer: Answer) -> ClarificationBody | None:
        asks = answer.clarification
        if asks is None:
            return None
        return cls(
            question=asks.question,
            options=list(asks.options),
            reason=asks.reason,
            pause_id=asks.pause_id,
        )


class QueryResponse(BaseModel):
    answer: str
    found: bool
    answer_kind: AnswerKind
    citations: list[Citation]
    confidence: float
    pipeline: PipelineName
    query_type: QueryType
    sub_queries: list[str]
    iterations: int
    flags: list[str]
    caveat: str | None = Field(
        default=None,
        description="What to know before relying on the answer (also its last sentence): set "
        "when too little of the evidence was relevant even after searching again (flag "
        "low_evidence)",
    )
    redacted_query: str
    language: AnswerLanguage = Field(
        default=ENGLISH_ANSWER,
        description="The question's language and the answer's: a question in another accepted "
        "language is searched in English (searched: its redacted translation); a model answer "
        "is translated into the question's language (answer), while quotes stay verbatim "
        "English (answer 'en') after one line in the question's language (lead)",
    )
    reranker: str | None
    llm_calls: int
    llm_seconds: float
    steps: list[StepRecord]
    clarification: ClarificationBody | None = None
    """The agent's question back (``answer_kind`` ``clarification``); null for an answer."""

    @classmethod
    def fields_of(cls, answer: Answer) -> dict[str, Any]:
        return {
            "clarification": ClarificationBody.of(answer),
            "answer": answer.text,
            "found": answer.found,
            "answer_kind": answer.kind,
            "citations": list(answer.citations),
            "confidence": answer.confidence,
            "pipeline": answer.pipeline,
            "query_type": answer.query_type,
            "sub_queries": list(answer.sub_queries),
            "iterations": answer.iterations,
            "flags": list(answer.flags),
            "caveat": answer.caveat,
            "redacted_query": answer.redacted_query,
            "language": answer.language,
            "reranker": answer.reranker,
            "llm_calls": len(answer.llm_calls),
            "llm_seconds": round(sum(c.seconds for c in answer.llm_calls), 4),
            "steps": clinician_steps(answer.steps),  # no guard internals
        }

    @classmethod
    def of(cls, answer: Answer) -> QueryResponse:
        return cls(**cls.fields_of(answer))
