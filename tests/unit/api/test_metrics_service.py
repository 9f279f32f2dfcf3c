"""ServiceMetrics: which series each observation moves, target judgement, step-name pooling."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import prometheus_client
import pytest

from clinrag.api.metrics import ServiceMetrics
from clinrag.audit.latency import LatencyTargets
from clinrag.domain import Answer, LLMCall, PipelineName, QueryType, StepRecord, StepStatus
from clinrag.pipelines.trace import step_family
from clinrag.setting_groups.service import MetricsSettings

T0 = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)


def answer(
    pipeline: PipelineName = "agentic", query_type: QueryType = "COMPARATIVE", *, found: bool = True
) -> Answer:
    return Answer(
        text="Metformin lowers HbA1c [1]." if found else "Not found in the available documents.",
        citations=(),
        confidence=0.8,
        pipeline=pipeline,
        query_type=query_type,
        sub_queries=("metformin HbA1c",),
        iterations=1,
        found=found,
        kind="generated" if found else "not_found",
        flags=() if found else ("not_found",),
        searched=(),
        redacted_query="Does metformin lower HbA1c?",
        reranker=None,
    )


def step(name: str, seconds: float = 0.1, status: StepStatus = "ok", **details: Any) -> StepRecord:
    return StepRecord(
        sequence=1, name=name, started_at=T0, seconds=seconds, status=status, details=details
    )


def call(step_name: str, tokens_in: int, tokens_out: int, model: str = "qwen") -> LLMCall:
    return LLMCall(step_name, model, step_name, "1", tokens_in, tokens_out, 0.5)


@pytest.fixture
def metrics() -> ServiceMetrics:
    return ServiceMetrics.from_settings(MetricsSettings())


def value(metrics: ServiceMetrics, name: str, **labels: str) -> float:
    """A sample's value; 0 when the series does not exist (never observed)."""
    found = metrics.registry.get_sample_value(name, labels)
    return 0.0 if found is None else found


def test_an_answer_moves_its_latency_outcome_and_target_series(metrics: ServiceMetrics) -> None:
    metrics.observe_answer(answer("agentic", "COMPARATIVE"), 3.2)

    labels = {"pipeline": "agentic", "query_type": "COMPARATIVE"}
    assert value(metrics, "clinrag_request_duration_seconds_count", **labels) == 1
    assert value(metrics, "clinrag_request_duration_seconds_sum", **labels) == pytest.approx(3.2)
    assert value(metrics, "clinrag_request_duration_seconds_bucket", **labels, le="3.0") == 0
    assert value(metrics, "clinrag_request_duration_seconds_bucket", **labels, le="4.0") == 1
    assert value(metrics, "clinrag_requests_total", outcome="answered") == 1
    assert value(metrics, "clinrag_requests_total", outcome="not_found") == 0
    target = "clinrag_latency_target_queries_total"
    assert value(metrics, target, **labels, within_target="true") == 1
    assert value(metrics, target, **labels, within_target="false") == 0
    other = {"pipeline": "classical", "query_type": "SIMPLE"}
    assert value(metrics, "clinrag_request_duration_seconds_count", **other) == 0


def test_a_not_found_answer_counts_as_not_found(metrics: ServiceMetrics) -> None:
    metrics.observe_answer(answer("classical", "SIMPLE", found=False), 0.4)

    assert value(metrics, "clinrag_requests_total", outcome="not_found") == 1
    assert value(metrics, "clinrag_requests_total", outcome="answered") == 0
    labels = {"pipeline": "classical", "query_type": "SIMPLE"}
    assert value(metrics, "clinrag_request_duration_seconds_count", **labels) == 1


@pytest.mark.parametrize(
    ("query_type", "seconds", "within"),
    [
        ("SIMPLE", 1.99, True),
        ("SIMPLE", 2.0, True),  # at the target counts as within it
        ("SIMPLE", 2.01, False),
        ("COMPARATIVE", 4.9, True),
        ("COMPARATIVE", 5.0, True),
        ("COMPARATIVE", 5.1, False),
        ("MULTI_STEP", 3.0, True),
        ("TEMPORAL", 7.0, False),
    ],
)
def test_within_target_uses_two_seconds_for_simple_and_five_for_the_rest(
    metrics: ServiceMetrics, query_type: QueryType, seconds: float, within: bool
) -> None:
    assert metrics.within_target(query_type, seconds) is within

    metrics.observe_answer(answer("agentic", query_type), seconds)

    labels = {"pipeline": "agentic", "query_type": query_type}
    counted = "true" if within else "false"
    missed = "false" if within else "true"
    target = "clinrag_latency_target_queries_total"
    assert value(metrics, target, **labels, within_target=counted) == 1
    assert value(metrics, target, **labels, within_target=missed) == 0


def test_targets_come_from_settings_and_are_published() -> None:
    metrics = ServiceMetrics.from_settings(
        MetricsSettings(simple_target_seconds=1.0, complex_target_seconds=3.0)
    )

    assert metrics.targets == LatencyTargets(simple_seconds=1.0, complex_seconds=3.0)
    assert not metrics.within_target("SIMPLE", 1.5)
    assert not metrics.within_target("TEMPORAL", 4.0)
    assert value(metrics, "clinrag_latency_target_seconds", query_type="SIMPLE") == 1.0
    assert value(metrics, "clinrag_latency_target_seconds", query_type="MULTI_STEP") == 3.0


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("synthesize", "synthesize"),
        ("synthesize_2", "synthesize"),
        ("synthesize_3", "synthesize"),
        ("retrieve_2", "retrieve"),
        ("reflect_1", "reflect"),
        ("redact_query", "redact_query"),
        ("redact_evidence", "redact_evidence"),
        ("output_scan", "output_scan"),
    ],
)
def test_step_rounds_pool_under_one_name(name: str, family: str) -> None:
    assert step_family(name) == family


def test_steps_are_timed_per_pooled_name(metrics: ServiceMetrics) -> None:
    metrics.observe_steps(
        [step("retrieve", 0.2), step("synthesize", 1.5), step("synthesize_2", 2.5)]
    )

    assert value(metrics, "clinrag_step_duration_seconds_count", step="synthesize") == 2
    assert value(metrics, "clinrag_step_duration_seconds_sum", step="synthesize") == pytest.approx(
        4.0
    )
    assert value(metrics, "clinrag_step_duration_seconds_count", step="retrieve") == 1
    assert value(metrics, "clinrag_step_duration_seconds_count", step="synthesize_2") == 0
    body, _ = metrics.render()
    assert b'step="synthesize_2"' not in body


def test_llm_errors_are_read_from_failed_and_recovered_steps(metrics: ServiceMetrics) -> None:
    metrics.observe_steps(
        [
            step("classify", status="fallback", fallback_reason="llm_timeout"),
            step("decompose", status="fallback", fallback_reason="bad_output"),
            step("reflect_1", status="fallback", fallback_reason="llm_bad_output"),
            step("synthesize_2", status="failed", error="llm_unavailable"),
            step("retrieve", status="failed", error="retrieval_unavailable"),
            step("guard", status="rejected", reason="injection"),
            step("validate"),
        ]
    )

    errors = "clinrag_llm_errors_total"
    assert value(metrics, errors, code="llm_timeout", step="classify") == 1
    assert value(metrics, errors, code="llm_bad_output", step="reflect") == 1
    assert value(metrics, errors, code="llm_unavailable", step="synthesize") == 1
    body, _ = metrics.render()
    counted = [line for line in body.decode().splitlines() if line.startswith(errors + "{")]
    assert len(counted) == 3


def test_llm_tokens_are_counted_by_model_step_and_direction(metrics: ServiceMetrics) -> None:
    metrics.observe_llm_calls(
        [
            call("classify", 120, 8),
            call("synthesize", 900, 150),
            call("synthesize_2", 1000, 170),
            call("synthesize", 50, 5, model="medgemma"),
        ]
    )

    tokens = "clinrag_llm_tokens_total"
    qwen = {"model": "qwen", "step": "synthesize"}
    assert value(metrics, tokens, **qwen, direction="in") == 1900
    assert value(metrics, tokens, **qwen, direction="out") == 320
    assert value(metrics, tokens, model="qwen", step="classify", direction="in") == 120
    assert value(metrics, tokens, model="medgemma", step="synthesize", direction="out") == 5
    assert value(metrics, "clinrag_llm_call_duration_seconds_count", **qwen) == 2


def test_failures_count_by_outcome_and_code_but_not_as_answers(metrics: ServiceMetrics) -> None:
    metrics.observe_failure("timeout", "llm_timeout", 120.5)
    metrics.observe_failure("rejected", "too_long", 0.01)
    metrics.observe_failure("failed", None, 0.3)

    assert value(metrics, "clinrag_requests_total", outcome="timeout") == 1
    assert value(metrics, "clinrag_requests_total", outcome="rejected") == 1
    assert value(metrics, "clinrag_requests_total", outcome="failed") == 1
    errors = "clinrag_request_errors_total"
    assert value(metrics, errors, outcome="timeout", code="llm_timeout") == 1
    assert value(metrics, errors, outcome="rejected", code="too_long") == 1
    assert value(
        metrics, "clinrag_failed_request_duration_seconds_sum", outcome="timeout"
    ) == pytest.approx(120.5)
    body, _ = metrics.render()
    samples = [line for line in body.decode().splitlines() if not line.startswith("#")]
    assert not [line for line in samples if line.startswith("clinrag_request_duration_")]
    assert not [line for line in samples if line.startswith("clinrag_latency_target_queries")]


def test_render_is_prometheus_text_holding_the_observed_series(metrics: ServiceMetrics) -> None:
    metrics.observe_answer(answer("classical", "SIMPLE"), 0.8)
    metrics.observe_steps([step("synthesize", 0.6)])
    metrics.observe_llm_calls([call("synthesize", 10, 2)])

    body, content_type = metrics.render()

    assert content_type.startswith("text/plain")
    text = body.decode()
    assert "# TYPE clinrag_request_duration_seconds histogram" in text
    assert (
        'clinrag_request_duration_seconds_count{pipeline="classical",query_type="SIMPLE"} 1.0'
        in text
    )
    assert 'clinrag_requests_total{outcome="answered"} 1.0' in text
    assert (
        'clinrag_latency_target_queries_total{pipeline="classical",query_type="SIMPLE",'
        'within_target="true"} 1.0' in text
    )
    assert 'clinrag_step_duration_seconds_count{step="synthesize"} 1.0' in text
    assert 'clinrag_llm_tokens_total{direction="in",model="qwen",step="synthesize"} 10.0' in text
    assert "# HELP clinrag_llm_errors_total" in text


def test_each_instance_counts_on_its_own_registry() -> None:
    first = ServiceMetrics.from_settings(MetricsSettings())
    second = ServiceMetrics.from_settings(MetricsSettings())

    first.observe_answer(answer(), 1.0)

    assert value(first, "clinrag_requests_total", outcome="answered") == 1
    assert value(second, "clinrag_requests_total", outcome="answered") == 0
    global_names = {metric.name for metric in prometheus_client.REGISTRY.collect()}
    assert not any(name.startswith("clinrag_") for name in global_names)
