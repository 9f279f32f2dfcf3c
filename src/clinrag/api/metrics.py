"""Prometheus metrics of this process: latency, steps, LLM tokens and errors, target share.

``ServiceMetrics`` owns its own ``CollectorRegistry`` instead of the library's global one, so
each app (and each test) counts on its own and nothing registers at import time. The app
keeps one at ``app.state.metrics``; ``GET /metrics`` renders it.

Every series here, and what it means (label values are fixed vocabularies: pipelines, query
types, step names, model names, error codes; never user content):

``clinrag_request_duration_seconds{pipeline, query_type}`` (histogram)
    End-to-end time of each answered request (outcome ``answered``, ``not_found`` or
    ``clarification``: a thread's question back). The
    buckets hold the targets (2 s, 5 s) as bounds, so ``le="2"`` is exact.
``clinrag_requests_total{outcome}`` (counter)
    Requests by how they ended: the audit log's outcomes (``answered``, ``not_found``,
    ``clarification``, ``rejected``, ``failed``, ``timeout``, ``unauthorized`` ...).
``clinrag_failed_request_duration_seconds{outcome}`` (histogram)
    Time spent on requests that did not end in an answer (how long a timeout took to fail).
``clinrag_request_errors_total{outcome, code}`` (counter)
    Why those requests ended: the error code the client got (``llm_timeout``,
    ``audit_unavailable``, a rejection's reason code such as ``too_long`` ...).
``clinrag_latency_target_queries_total{pipeline, query_type, within_target}`` (counter)
    Answered requests judged against their target; ``within_target`` is ``"true"`` when the
    request took at most the target. Share within target over a range::

        sum(rate(clinrag_latency_target_queries_total{within_target="true"}[1h]))
          / sum(rate(clinrag_latency_target_queries_total[1h]))
``clinrag_latency_target_seconds{query_type}`` (gauge)
    The target in force per query type, for drawing on latency panels.
``clinrag_step_duration_seconds{step}`` (histogram)
    Time of each pipeline step, whatever its status. Repeated rounds pool under one name:
    ``synthesize_2`` counts as ``synthesize``, ``reflect_1`` as ``reflect``.
``clinrag_llm_tokens_total{model, step, direction}`` (counter)
    Prompt (``direction="in"``) and completion (``"out"``) tokens per model and step.
``clinrag_llm_call_duration_seconds{model, step}`` (histogram)
    Time of each model call that returned.
``clinrag_llm_errors_total{code, step}`` (counter)
    Model failures by error code (``llm_timeout``, ``llm_unavailable``, ``llm_bad_output``,
    ``llm_circuit_open`` ...), read from the step trace: both those that failed the request
    and those a step recovered from with its documented default (status ``fallback``).

Each process counts its own requests: with several workers, scrape each one, or read
``GET /v1/metrics/latency``, which is computed from the audit log every process writes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import get_args

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.exposition import CONTENT_TYPE_LATEST, generate_latest

from clinrag.api.audit_trail import answer_outcome
from clinrag.audit.latency import LatencyTargets
from clinrag.domain import Answer, LLMCall, QueryType, StepRecord
from clinrag.pipelines.trace import step_family
from clinrag.setting_groups.service import MetricsSettings

REQUEST_BUCKETS = (
    0.05, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0,
    7.5, 10.0, 15.0, 20.0, 30.0, 45.0, 60.0,
)  # fmt: skip
"""Seconds; dense around the 2 s and 5 s targets, up to the LLM's time budget."""

STEP_BUCKETS = (
    0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 5.0,
    10.0, 20.0, 30.0, 60.0, 120.0,
)  # fmt: skip
"""Seconds; guards and redaction take milliseconds, a model call up to its 120 s timeout."""


def _llm_error_code(step: StepRecord) -> str | None:
    """The LLM error code a step recorded, if any: ``error`` when it failed,
    ``fallback_reason`` when it recovered (``bad_output`` there is not an LLM error code)."""
    if step.status == "failed":
        code = step.details.get("error")
    elif step.status == "fallback":
        code = step.details.get("fallback_reason")
    else:
        return None
    return code if isinstance(code, str) and code.startswith("llm_") else None


class ServiceMetrics:
    """The process's metrics; the query route feeds it once per request (see ``observe_*``)."""

    def __init__(self, targets: LatencyTargets) -> None:
        self.targets = targets
        self.registry = CollectorRegistry(auto_describe=True)
        registry = self.registry
        self._request_seconds = Histogram(
            "clinrag_request_duration_seconds",
            "End-to-end time of answered requests (answered or not found)",
            ["pipeline", "query_type"],
            buckets=REQUEST_BUCKETS,
            registry=registry,
        )
        self._requests = Counter(
            "clinrag_requests", "Requests by outcome", ["outcome"], registry=registry
        )
        self._failed_seconds = Histogram(
            "clinrag_failed_request_duration_seconds",
            "Time spent on requests that ended without an answer",
            ["outcome"],
            buckets=REQUEST_BUCKETS,
            registry=registry,
        )
        self._request_errors = Counter(
            "clinrag_request_errors",
            "Requests that ended without an answer, by outcome and error code",
            ["outcome", "code"],
            registry=registry,
        )
        self._target_queries = Counter(
            "clinrag_latency_target_queries",
            "Answered requests judged against their latency target",
            ["pipeline", "query_type", "within_target"],
            registry=registry,
        )
        target_seconds = Gauge(
            "clinrag_latency_target_seconds",
            "Latency target per query type",
            ["query_type"],
            registry=registry,
        )
        for query_type in get_args(QueryType):
            target_seconds.labels(query_type=query_type).set(targets.seconds_for(query_type))
        self._step_seconds = Histogram(
            "clinrag_step_duration_seconds",
            "Time of each pipeline step; repeated rounds pooled under one name",
            ["step"],
            buckets=STEP_BUCKETS,
            registry=registry,
        )
        self._llm_tokens = Counter(
            "clinrag_llm_tokens",
            "LLM tokens by model, step and direction (in: prompt, out: completion)",
            ["model", "step", "direction"],
            registry=registry,
        )
        self._llm_seconds = Histogram(
            "clinrag_llm_call_duration_seconds",
            "Time of each LLM call that returned",
            ["model", "step"],
            buckets=STEP_BUCKETS,
            registry=registry,
        )
        self._llm_errors = Counter(
            "clinrag_llm_errors",
            "LLM failures by error code and step, fatal or recovered with a fallback",
            ["code", "step"],
            registry=registry,
        )

    @classmethod
    def from_settings(cls, settings: MetricsSettings) -> ServiceMetrics:
        return cls(LatencyTargets.from_settings(settings))

    def within_target(self, query_type: str | None, seconds: float) -> bool:
        """At most the target counts as within it (a 2.0 s SIMPLE answer meets 2 s)."""
        return seconds <= self.targets.seconds_for(query_type)

    def observe_answer(self, answer: Answer, seconds: float) -> None:
        """A request that ended in an answer (found or not) after ``seconds`` end to end."""
        labels = {"pipeline": answer.pipeline, "query_type": answer.query_type}
        self._request_seconds.labels(**labels).observe(seconds)
        self._requests.labels(outcome=answer_outcome(answer)).inc()
        within = self.within_target(answer.query_type, seconds)
        self._target_queries.labels(**labels, within_target=str(within).lower()).inc()

    def observe_search(self, found: bool) -> None:
        """A search (``POST /v1/search``) that returned: hits or none."""
        self._requests.labels(outcome="answered" if found else "not_found").inc()

    def observe_failure(self, outcome: str, error_code: str | None, seconds: float) -> None:
        """A request that ended without an answer: its audit outcome (``rejected``,
        ``failed``, ``timeout`` ...) and error code (``llm_timeout``, ``too_long`` ...).
        LLM errors are not counted here but from the steps (``observe_steps``), which also
        see the ones a step recovered from."""
        self._requests.labels(outcome=outcome).inc()
        self._failed_seconds.labels(outcome=outcome).observe(seconds)
        if error_code is not None:
            self._request_errors.labels(outcome=outcome, code=error_code).inc()

    def observe_steps(self, steps: Sequence[StepRecord]) -> None:
        """Every step of one request, whatever the outcome (``trace.steps``)."""
        for step in steps:
            family = step_family(step.name)
            self._step_seconds.labels(step=family).observe(step.seconds)
            code = _llm_error_code(step)
            if code is not None:
                self._llm_errors.labels(code=code, step=family).inc()

    def observe_llm_calls(self, calls: Sequence[LLMCall]) -> None:
        """Every model call of one request that returned (``trace.llm_calls``)."""
        for call in calls:
            family = step_family(call.step)
            self._llm_tokens.labels(model=call.model, step=family, direction="in").inc(
                call.tokens_in
            )
            self._llm_tokens.labels(model=call.model, step=family, direction="out").inc(
                call.tokens_out
            )
            self._llm_seconds.labels(model=call.model, step=family).observe(call.seconds)

    def render(self) -> tuple[bytes, str]:
        """The Prometheus text exposition of every series, and its content type."""
        return generate_latest(self.registry), CONTENT_TYPE_LATEST
