"""How a question is answered: the pipeline, its steps' thresholds and limits
(``Settings.pipeline``; the agent's: ``clinrag.setting_groups.agent``).
"""

from __future__ import annotations

from enum import StrEnum
from itertools import pairwise
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from clinrag.setting_groups.agent import AgentSettings


class PipelineMode(StrEnum):
    """``auto``: the question's classification decides (SIMPLE takes the classical path)."""

    CLASSICAL = "classical"
    AGENTIC = "agentic"
    AGENT = "agent"
    """The tool-calling agent over the buckets (``clinrag.pipelines.agent``)."""
    AUTO = "auto"


class QueryClassifierKind(StrEnum):
    """How the classify step types a question."""

    EMBEDDING = "embedding"
    """Logistic regression over the question's embedding (already computed by the guard):
    about a millisecond on a CPU."""
    MODEL = "model"
    """Ask the language model (seconds on a CPU; for GPU deployments)."""


class PipelineSettings(BaseModel):
    default_mode: PipelineMode = PipelineMode.AUTO
    synthesis: Literal["direct", "map_reduce", "extractive"] = "extractive"
    """How answers are written from the evidence (a request may choose another): ``direct``,
    ``map_reduce`` or ``extractive`` (``clinrag.domain.Strategy``). Extractive by default: with
    the packaged 1.5B model on a CPU the written answers agreed with the cited study no more
    often than always answering yes, and contradicted their own evidence; a quote cannot
    (``clinrag eval answers --set research``, docs/benchmarks.md)."""
    verdict: Literal["rules", "model", "learned"] = "rules"
    """How an extractive answer states what its quote answers: ``rules``, the quote chosen by
    the sentence rules stands alone (no yes or no is stated); ``model``, one short model call
    reads the question and the quote and the answer opens with "Yes.", "No." or "No
    significant difference." (``unclear`` or a failed call: the quote alone;
    ``pipelines/verdict.py``); ``learned``, the stance reader trained on the shipped research
    questions reads the quote and states one of the same three, no model call, none where
    the model is unsure or the rules read the quote another way (``stance/learned.py``,
    ``stance/abstention.py``, ``steps/read_verdict.py``). ``rules`` stays the default: the
    learned reader now states a wrong verdict on 2 % of unseen gold sentences (was 12 %), but
    its end-to-end figures with retrieval are not yet measured (docs/benchmarks.md, reader14)."""
    extract_sentences: int = Field(default=3, ge=1, le=10)
    """Sentences an extractive answer quotes."""
    map_max_tokens: int = Field(default=160, ge=32)
    """Token cap of each map call (one passage's facts)."""
    classifier: QueryClassifierKind = QueryClassifierKind.EMBEDDING
    max_iterations: int = Field(default=3, ge=1, le=3)
    """Synthesis rounds of the agentic pipeline (the first plus reflections)."""
    reflect_below_confidence: float = Field(default=0.7, ge=0, le=1)
    """The agentic pipeline asks for a reflection only below this confidence: a well-grounded
    answer does not pay for another model call."""
    citation_support_threshold: float = Field(default=0.5, gt=0, le=1)
    """Share of a sentence's content words its cited passage must hold (calibrated with
    ``clinrag eval citations``)."""
    citation_similarity_threshold: float = Field(default=0.55, ge=-1, le=1)
    """Least cosine between a cited sentence and the best-matching sentence of its passage
    (calibrated with ``clinrag eval citations``)."""
    min_relevance: float = Field(default=0.0, ge=0, le=1)
    """Passages scoring below this (rerank, else fused) are not shown to the model."""
    evidence_token_budget: int = Field(default=400, ge=32, le=8000)
    """Evidence the model reads, in the embedder's word pieces: the sentences of the retrieved
    passages closest to the question, each with a neighbour, until this is spent."""
    evidence_min_similarity: float = Field(default=0.5, ge=-1, le=1)
    """A sentence is evidence only at or above this cosine to one of the question's searches;
    a passage without one is not shown to the model, and a question with none is answered "not
    found" without a model call. 0.5 with the packaged MiniLM embedder: off-corpus questions
    correctly refused 10 % at 0.2, 94 % at 0.5, answerable ones answered 99 % (``clinrag eval
    answers``, docs/benchmarks.md)."""
    quote_min_similarity: float = Field(default=0.3, ge=-1, le=1)
    """Least cosine to the question's searches of the sentence an extractive answer quotes
    from an admitted passage (``pipelines/lead_sentence.py``): a finding on the question's
    outcome is often phrased far from the question (abbreviations, numbers), so this sits
    below ``evidence_min_similarity``, which decides whether the passage is evidence at all."""
    coverage_check: bool = False
    """On: before an answer is written, the best passages must be about the question's
    subjects (the drugs, drug classes, conditions and procedures it names,
    ``pipelines/subject_names.py``; a brand is met by its generic, a class by a member), met
    exactly or by the embedder's similarity; otherwise the answer is "not covered" (found false,
    flag ``not_covered``, ``pipelines/steps/check_coverage.py``). Off by default: on the blind
    research questions it still declines a few answerable ones (test5 answered 0.94 -> 0.86,
    held-out test7 0.97 -> 0.92, agreement 0.36 -> 0.31; docs/benchmarks.md), more than the
    one question a split it may cost."""
    coverage_similarity: float = Field(default=0.75, ge=-1, le=2)
    """Least cosine between a subject the passages do not spell and their nearest word for it
    to count as met (a synonym or another spelling); above 1: exact matches only. 0.75 is the
    lowest threshold that answered no absent-subject question of the dev set (drugs) while
    keeping its present-subject answers; the held-out family (conditions, procedures): 0 of
    24 absent answered, 22 of 22 present (``clinrag eval coverage``, docs/benchmarks.md)."""
    coverage_passages: int = Field(default=3, ge=1, le=50)
    """The best passages (by relevance) whose words must meet the question's subjects."""
    read_documents: int = Field(default=1, ge=0, le=20)
    """The first documents of a retrieval whose other passages are read beside the retrieved
    ones (``pipelines/steps/read_documents.py``): the sentence that answers (most often a
    result) is often in a chunk of the abstract the search did not return, and an abstract is
    2-3 chunks. 1 (the first study's whole abstract), chosen leave-one-split-out on the
    thirteen seen research splits over the real pipeline's passages (0, 1, 3; 12 of 13 folds;
    docs/benchmarks.md, answers15); 0 reads none."""
    passages_per_document: int = Field(default=4, ge=1, le=20)
    """At most this many passages of each such document, the closest to the question first."""
    classify_max_tokens: int = Field(default=24, ge=8)
    decompose_max_tokens: int = Field(default=200, ge=32)
    reflect_max_tokens: int = Field(default=120, ge=32)
    translate_max_tokens: int = Field(default=400, ge=32)
    """Longest translation of a question into English, or of a checked answer into the
    question's language (``pipelines/translation.py``); a cut translation fails its check."""
    retrieval_attempts: int = Field(default=2, ge=1, le=5)
    """Runs of a retrieval step in all when the document store does not answer (a dropped
    connection, a failover): each failed attempt stays in the audit record."""
    retrieval_retry_wait_seconds: float = Field(default=0.2, ge=0, le=5)
    pause_ttl_seconds: float = Field(default=3600.0, gt=0, le=7 * 24 * 3600)
    """How long a question paused to ask its caller can be resumed; expired ones are deleted."""
    grade_thresholds: tuple[float, ...] = (0.65, 0.50, 0.35)
    """Relevance a retrieved passage must reach to count as relevant evidence, per attempt:
    the first retrieval is graded at the first threshold, each retry at the next (progressive
    thresholds, ../shared/design/customer-service-graph.zh.md). Relevance is the rerank score
    when a reranker ran, else the fused score (``pipelines/grading.py`` says why both are
    comparable across questions)."""
    grade_min_passages: int = Field(default=1, ge=1, le=100)
    """Passages at or above the attempt's threshold for the evidence to pass its grade."""
    grade_max_retries: int = Field(default=2, ge=0, le=5)
    """Rewrites and retrievals after a failed grade; then the answer carries a caveat (a
    thread asks for clarification instead)."""

    @model_validator(mode="after")
    def _a_threshold_per_attempt(self) -> PipelineSettings:
        thresholds = self.grade_thresholds
        if len(thresholds) < self.grade_max_retries + 1:
            raise ValueError("pipeline.grade_thresholds needs one threshold per attempt")
        if any(not 0 <= t <= 1 for t in thresholds):
            raise ValueError("pipeline.grade_thresholds must lie in [0, 1]")
        if any(later > earlier for earlier, later in pairwise(thresholds)):
            raise ValueError("pipeline.grade_thresholds must not rise from attempt to attempt")
        return self

    agent: AgentSettings = AgentSettings()
