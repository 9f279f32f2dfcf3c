"""The clinician's view of a trace: an allow-list per step family; the audit copy untouched."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from clinrag.domain import StepRecord
from clinrag.pipelines.draw import flows_to_draw
from clinrag.pipelines.flow import pauses_of, steps_of
from clinrag.pipelines.followup import THREAD_STEPS
from clinrag.pipelines.search import SEARCH_STEPS
from clinrag.pipelines.service import SERVICE_STEPS
from clinrag.pipelines.step_view import ALLOWED, clinician_step, clinician_steps
from clinrag.settings import Settings

LLM = {
    "model": "medgemma-4b",
    "prompt_id": "synthesize",
    "prompt_version": "abcdefabcdef",
    "tokens_in": 812,
    "tokens_out": 64,
    "seconds": 1.25,
    "truncated": False,
    "first_token_seconds": 0.75,
    "tokens_cached": 260,
}
CHUNK = {
    "chunk_id": 7,
    "document_id": 2,
    "sub_query": "first-line drug for <CONDITION_1>",
    "bm25_rank": 1,
    "bm25": 7.1,
    "bm25_normalized": 0.9,
    "vector_rank": 2,
    "cosine": 0.81,
    "fused": 0.85,
    "rerank": 0.8,
    "reranker": "cosine",
    "security_flags": ["prompt_injection"],
}


def _step(name: str, status: str = "ok", **details: Any) -> StepRecord:
    return StepRecord(
        sequence=3,
        name=name,
        started_at=datetime(2026, 1, 1, tzinfo=UTC),
        seconds=0.01,
        status=status,  # type: ignore[arg-type]
        details=details,
    )


def test_the_guard_shows_its_refusal_code_and_nothing_it_measured() -> None:
    guard = _step(
        "guard",
        "rejected",
        reasons=["prompt_injection", "sql_payload"],
        scores={"pattern_total": 2.4, "attack_similarity": 0.71, "benign_similarity": 0.4},
        reason="prompt_injection",
        threshold=0.65,
    )
    shown = clinician_step(guard)
    assert shown.details == {"reason": "prompt_injection"}
    assert (shown.name, shown.sequence, shown.status, shown.seconds, shown.started_at) == (
        guard.name,
        guard.sequence,
        guard.status,
        guard.seconds,
        guard.started_at,
    )
    assert "scores" in guard.details  # the audit log's copy keeps everything
    assert clinician_step(_step("guard", reasons=[], scores={"pattern_total": 0.0})).details == {}


def test_validation_shows_counts_and_its_reason_only() -> None:
    validate = _step(
        "validate", "rejected", chars=40, raw_chars=44, reason="too_long", limit=4000, ratio=0.9
    )
    assert clinician_step(validate).details == {"chars": 40, "raw_chars": 44, "reason": "too_long"}


def test_retrieval_keeps_why_each_passage_was_chosen_but_not_its_ingest_scan() -> None:
    retrieve = _step(
        "retrieve_2",
        sub_queries=["first-line drug for <CONDITION_1>"],
        failed_sub_queries=0,
        reranker="cosine",
        stage_seconds={"bm25": 0.002},
        chunks=[CHUNK],
    )
    shown = clinician_step(retrieve).details
    assert shown["sub_queries"] == ["first-line drug for <CONDITION_1>"]
    assert shown["chunks"] == [{k: v for k, v in CHUNK.items() if k != "security_flags"}]
    assert "stage_seconds" not in shown
    assert "security_flags" in retrieve.details["chunks"][0]


def test_model_calls_keep_their_model_prompt_and_tokens_only() -> None:
    synthesize = _step(
        "synthesize", llm={**LLM, "raw_output": "…", "endpoint": "http://10.0.0.5:8080"}
    )
    assert clinician_step(synthesize).details == {"llm": LLM}


def test_citation_checks_show_their_counts_and_confidence() -> None:
    check = _step("check_citations_2", cited=[1, 2], confidence=0.82, sentences=3, support={})
    shown = clinician_step(check).details
    assert shown == {"cited": [1, 2], "confidence": 0.82, "sentences": 3}


def test_fallbacks_and_errors_show_their_codes_not_exception_types() -> None:
    classify = _step("classify", "fallback", fallback_reason="bad_output", query_type="SIMPLE")
    failed = _step("synthesize", "failed", error="llm_unavailable", error_type="ConnectError")
    assert clinician_step(classify).details == {
        "fallback_reason": "bad_output",
        "query_type": "SIMPLE",
    }
    assert clinician_step(failed).details == {"error": "llm_unavailable"}


def test_a_step_nobody_listed_shows_only_its_outcome_codes() -> None:
    new = _step("model_queue", "failed", error="overloaded", depth=12, waited_seconds=3.2)
    assert clinician_step(new).details == {"error": "overloaded"}


def test_a_detail_of_an_unexpected_shape_is_not_passed_through() -> None:
    odd = _step("synthesize", llm="medgemma-4b scores=0.9", chunks=[{"cosine": 0.9}])
    assert clinician_step(odd).details == {"llm": None}


def test_every_step_the_pipelines_run_has_an_allow_list() -> None:
    """Read from the flows themselves: a new step is a decision about what clinicians see.
    Steps a setting adds (reading a document's other passages, the model judge, the model's
    or the learned reader's verdict, the relevance gate) are read from a flow with it on."""
    settings = Settings()
    pipeline = settings.pipeline.model_copy(
        update={"read_documents": 3, "verdict": "model", "coverage_check": True}
    )
    security = settings.security.model_copy(update={"model_judge": "on"})
    reading = settings.model_copy(update={"pipeline": pipeline, "security": security})
    learned = settings.pipeline.model_copy(update={"verdict": "learned"})
    learning = settings.model_copy(update={"pipeline": learned})
    flows = [
        *flows_to_draw(settings).values(),
        *flows_to_draw(reading).values(),
        *flows_to_draw(learning).values(),
    ]
    emitted = {step.name for flow in flows for step in steps_of(flow)}
    emitted |= {pause.name for flow in flows for pause in pauses_of(flow)}
    assert {"guard", "retrieve", "reflect", "synthesize", "check_citations"} <= emitted
    assert emitted | set(SERVICE_STEPS) | set(THREAD_STEPS) | set(SEARCH_STEPS) == set(ALLOWED)


def test_the_view_of_a_trace_keeps_its_order() -> None:
    steps = [_step("validate", chars=1), _step("guard", scores={"x": 1.0}), _step("reflect_1")]
    assert [s.name for s in clinician_steps(steps)] == ["validate", "guard", "reflect_1"]
