"""The clinician's view of a step trace: outcomes, not guard internals.

A response's ``steps`` (``POST /v1/query`` and the stream's ``step`` events) are read by
whoever holds a clinician key. The guard's pattern and similarity scores would tell a caller
how close an input came to being refused, so every step is shown through an allow-list per
step family: a detail a step adds later stays hidden until it is listed here. The full
details stay in the audit log (``GET /v1/audit/queries/{id}``) for compliance reviewers.

Kept: name, sequence, status, timing; counts and entity counts; the refusal or fallback reason
code and the error code; sub-queries, refined queries, a thread's rewrite and a weak
retrieval's retry query (written from redacted text), and each grade's threshold and scores; a
thread's route (with the learned router's probabilities and the word cues it read, which say
nothing of the guard), a clarification's options, and a resumed question's reply and the
question searched (redacted); a translated question's language, the question as asked and its
English translation (both redacted); cited passage numbers, confidence; the model, prompt
version, tokens (read and cached) and time to the first token of each model call. Dropped:
guard and validation scores, every reason code past the refusal's own (which other detectors
fired), exception class names, per-stage timings.

Retrieval's per-chunk explanation (ids, ranks, BM25 / cosine / fused / rerank scores) is kept:
it says why a passage was chosen, it measures the question against the institution's own
documents, which the clinician reads in the citations anyway, and no refusal depends on it.
Its ``security_flags`` (the ingest scan's reason codes) are dropped: the outcome is already
shown as ``flagged_passages`` and the answer's ``flagged_evidence`` flag.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any, TypeAlias

from clinrag.domain import StepRecord
from clinrag.pipelines.trace import step_family

Shape: TypeAlias = Mapping[str, "Shape | None"]
"""Allowed keys; ``None`` keeps the value whole, a nested shape filters a mapping (or each
mapping of a list) in turn."""

_OUTCOME: Shape = {"reason": None, "error": None, "fallback_reason": None}
"""Codes the trace itself writes on any step: a refusal, an error, a documented fallback."""

_LLM: Shape = {
    "model": None,
    "prompt_id": None,
    "prompt_version": None,
    "tokens_in": None,
    "tokens_out": None,
    "seconds": None,
    "truncated": None,
    "first_token_seconds": None,
    "tokens_cached": None,
}

_CHUNK: Shape = {
    "chunk_id": None,
    "document_id": None,
    "sub_query": None,
    "bm25_rank": None,
    "bm25": None,
    "bm25_normalized": None,
    "vector_rank": None,
    "cosine": None,
    "fused": None,
    "title_match": None,
    "rerank": None,
    "reranker": None,
}

_AGENT_REVIEW: Shape = {
    "llm": _LLM,
    "status": None,
    "calls": None,
    "budget": None,
    "hits": None,
    "next_call": None,
    "clarify": None,
    "relax": None,
    "relaxed": None,
    "counts": None,
    "model_status": None,
    "tool_calls_proposed": None,
    "reply_filters": None,
}
"""The agent's plan, reviews and replan (its ``reason`` code is an outcome code, kept)."""

ALLOWED: Mapping[str, Shape] = {
    "validate": {"chars": None, "raw_chars": None},
    "suspend": {"pause_id": None, "reason": None, "expires_at": None},
    "load_pause": {"pause_id": None},
    "resume": {
        "pause_id": None,
        "restored_entities": None,
        "paused_turn": None,
        "reply": None,
        "searched": None,
    },
    "redact_query": {"entities": None},
    "guard": {},  # the refusal's reason code only (``_OUTCOME``)
    "judge": {"llm": _LLM},  # not the verdict: a passed question's "unavailable" says too much
    "translate_query": {
        "llm": _LLM,
        "language": None,
        "asked": None,
        "translation": None,
        "entities": None,
    },
    "translate_answer": {"llm": _LLM, "language": None, "skipped": None},
    "route": {
        "llm": _LLM,
        "turns_read": None,
        "router": None,
        "cue": None,
        "cues": None,
        "route": None,
        "probability": None,
        "runner_up": None,
        "runner_up_probability": None,
        "taken": None,
    },
    "rewrite": {"llm": _LLM, "rewriter": None, "original": None, "rewrite": None, "searched": None},
    "reply": {"reply": None, "reason": None, "retrieval": None, "options": None},
    "recall": {"asked": None, "recalled": None, "chunks": _CHUNK},
    "classify": {"llm": _LLM, "classifier": None, "query_type": None, "probability": None},
    "decompose": {"llm": _LLM, "sub_queries": None},
    "retrieve": {
        "sub_queries": None,
        "failed_sub_queries": None,
        "reranker": None,
        "chunks": _CHUNK,
    },
    "scope": {"buckets": None, "conditions": None, "doc_id": None},
    "search": {"mode": None, "top_k": None, "reranker": None, "chunks": _CHUNK},
    "grade": {
        "attempt": None,
        "threshold": None,
        "searched": None,
        "score": None,
        "scores": None,
        "relevant": None,
        "needed": None,
        "passed": None,
    },
    "check_coverage": {"subjects": None, "met_by": None, "missing": None, "passed": None},
    "rewrite_query": {"original": None, "method": None, "rewrite": None},
    "retrieve_again": {
        "searched": None,
        "sub_queries": None,
        "failed_sub_queries": None,
        "reranker": None,
        "chunks": _CHUNK,
    },
    "read_documents": {"documents": None, "added": _CHUNK},
    "redact_evidence": {"passages": None, "entities": None, "flagged_passages": None},
    "select_evidence": {
        "passages_in": None,
        "passages": None,
        "sentences": None,
        "kept_sentences": None,
        "evidence_tokens": None,
        "budget_tokens": None,
    },
    "synthesize": {"llm": _LLM, "skipped_llm": None},
    "map_passages": {
        "llm": _LLM,
        "map_calls": None,
        "relevant_passages": None,
        "facts": None,
        "replies_read": None,
        "failed_calls": None,
    },
    "reduce_facts": {"llm": _LLM, "skipped_llm": None, "fact_overlap": None},
    "extract": {"quoted": None, "cited": None},
    "state_verdict": {"llm": _LLM, "verdict": None},
    "read_verdict": {"verdict": None},
    "screen_output": {"screened": None, "reasons": None},
    "check_citations": {
        "sentences": None,
        "supported_sentences": None,
        "removed_citations": None,
        "removed_sentences": None,
        "contradicted_sentences": None,
        "uncited_sentences": None,
        "cited": None,
        "confidence": None,
    },
    "reflect": {"llm": _LLM, "verdict": None, "refined_query": None},
    "output_scan": {"entities": None},
    # The agent (``pipelines/agent``): its decisions, tool calls (arguments as checked, the
    # query redacted), pruning and the constraints it could not map, all from redacted text.
    "agent_cues": {"cues": None},
    "agent_decompose": {
        "llm": _LLM,
        "source": None,
        "intent": None,
        "format": None,
        "buckets": None,
        "sub_queries": None,
        "filters": None,
        "unmapped": None,
    },
    "agent_plan": _AGENT_REVIEW,
    "agent_review": _AGENT_REVIEW,
    "agent_replan": _AGENT_REVIEW,
    "agent_clarify": {"paused": None, "options": None, "resumed": None},
    "check_filters": {"filters": None, "documents": None, "without": None, "relax": None},
    "clarify_filters": {"paused": None, "options": None, "resumed": None},
    "agent_tool": {
        "tool": None,
        "origin": None,
        "arguments": None,
        "refused": None,
        "hits": None,
        "documents": None,
        "call_number": None,
    },
    "agent_prune": {
        "passages_in": None,
        "new_passages": None,
        "passages": None,
        "dropped": None,
        "documents": None,
        "evidence_tokens": None,
        "budget_tokens": None,
    },
    "agent_evidence": {
        "passages": None,
        "documents": None,
        "tool_calls": None,
        "refused_calls": None,
    },
    "compose_rows": {"rows": None, "documents": None},
    "cite_documents": {"cited_documents": None, "removed_document_ids": None, "unmapped": None},
}
"""Per step family (``retrieve_2`` is ``retrieve``); a family not listed shows its outcome
codes only."""


def _kept(value: Any, shape: Shape | None) -> Any:
    if shape is None:
        return value
    if isinstance(value, Mapping):
        return {k: _kept(v, shape[k]) for k, v in value.items() if k in shape}
    if isinstance(value, list | tuple):
        return [_kept(item, shape) for item in value if isinstance(item, Mapping)]
    return None  # a shape expects a mapping; anything else is not what was allowed


def clinician_step(step: StepRecord) -> StepRecord:
    """The step with only the details its family allows."""
    shape = {**_OUTCOME, **ALLOWED.get(step_family(step.name), {})}
    return replace(step, details=_kept(step.details, shape))


def clinician_steps(steps: Iterable[StepRecord]) -> list[StepRecord]:
    return [clinician_step(step) for step in steps]
