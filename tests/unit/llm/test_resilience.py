"""Timeouts, retries on transient errors only, backoff, and the circuit breaker, in virtual time."""

from __future__ import annotations

import asyncio

import pytest

from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.resilience import CircuitState, ResilientLLM
from clinrag.setting_groups.llm import LLMSettings
from tests.fakes import ScriptedLLM

PROMPT = PromptRef("synthesize", "0123456789ab")
MESSAGES = [Message("user", "What is the heparin dose?")]


class VirtualTime:
    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def clock(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds


def _transient() -> LLMError:
    return LLMError("Ollama failed with status 503", transient=True)


def _resilient(
    inner: ScriptedLLM, time: VirtualTime, jitter: float = 1.0, **settings: float
) -> ResilientLLM:
    return ResilientLLM(
        inner,
        LLMSettings(**settings),  # type: ignore[arg-type]
        clock=time.clock,
        sleep=time.sleep,
        jitter=lambda: jitter,
    )


async def _call(llm: ResilientLLM, limit: float | None = None) -> str:
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=50, timeout_seconds=limit)
    return completion.text


async def test_transient_failures_are_retried_with_exponential_backoff() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient(), _transient(), "Monitor aPTT [1]."])
    llm = _resilient(inner, time, max_retries=2, backoff_seconds=0.5)
    assert await _call(llm) == "Monitor aPTT [1]."
    assert len(inner.calls) == 3
    assert time.sleeps == [0.5, 1.0]


def test_jitter_keeps_each_delay_between_half_and_full() -> None:
    time = VirtualTime()
    low = _resilient(ScriptedLLM(), time, jitter=0.0, backoff_seconds=0.5, backoff_max_seconds=3)
    high = _resilient(ScriptedLLM(), time, jitter=1.0, backoff_seconds=0.5, backoff_max_seconds=3)
    assert [low.backoff_seconds(n) for n in range(5)] == [0.25, 0.5, 1.0, 1.5, 1.5]
    assert [high.backoff_seconds(n) for n in range(5)] == [0.5, 1.0, 2.0, 3.0, 3.0]


async def test_retries_are_bounded() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()] * 5)
    llm = _resilient(inner, time, max_retries=2)
    with pytest.raises(LLMError, match="status 503"):
        await _call(llm)
    assert len(inner.calls) == 3


@pytest.mark.parametrize(
    "error",
    [
        LLMError("model not found", code="llm_model_not_found"),
        LLMError("not JSON", code="llm_bad_output"),
        LLMTimeout("too slow"),
    ],
    ids=["rejected", "bad-output", "timeout"],
)
async def test_non_transient_failures_are_not_retried(error: LLMError) -> None:
    time = VirtualTime()
    inner = ScriptedLLM([error, "never reached"])
    llm = _resilient(inner, time, max_retries=3)
    with pytest.raises(LLMError) as caught:
        await _call(llm)
    assert caught.value is error
    assert len(inner.calls) == 1
    assert time.sleeps == []


async def test_each_attempt_runs_under_the_time_limit() -> None:
    inner = ScriptedLLM(["slow answer", "slow answer"], latency_seconds=5)
    llm = _resilient(inner, VirtualTime(), max_retries=2)
    with pytest.raises(LLMTimeout, match=r"synthesize@0123456789ab within 0\.05 s") as caught:
        await _call(llm, limit=0.05)
    assert caught.value.status_code == 504
    assert len(inner.calls) == 1  # a timeout is not retried
    assert inner.calls[0].timeout_seconds == 0.05  # the backend knows its deadline too


async def test_the_default_time_limit_comes_from_the_settings() -> None:
    inner = ScriptedLLM(["ok"])
    llm = _resilient(inner, VirtualTime(), timeout_seconds=42)
    await _call(llm)
    assert inner.calls[0].timeout_seconds == 42


async def test_the_breaker_opens_fails_fast_then_closes_after_a_good_trial() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()] * 3)
    llm = _resilient(inner, time, max_retries=0, breaker_threshold=3, breaker_cooldown_seconds=30)
    for _ in range(3):
        with pytest.raises(LLMError, match="status 503"):
            await _call(llm)
    assert llm.breaker.state is CircuitState.OPEN

    with pytest.raises(LLMError, match="3 consecutive failures") as caught:
        await _call(llm)
    assert caught.value.code == "llm_circuit_open"
    assert caught.value.status_code == 503
    assert len(inner.calls) == 3  # failed fast: the backend was not called

    time.now += 30
    assert llm.breaker.state is CircuitState.HALF_OPEN
    inner.queue("recovered")
    assert await _call(llm) == "recovered"
    assert llm.breaker.state is CircuitState.CLOSED


async def test_a_failed_trial_reopens_the_breaker_for_a_new_cooldown() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()] * 3)
    llm = _resilient(inner, time, max_retries=0, breaker_threshold=2, breaker_cooldown_seconds=10)
    for _ in range(2):
        with pytest.raises(LLMError):
            await _call(llm)
    time.now += 10
    with pytest.raises(LLMError, match="status 503"):
        await _call(llm)  # the trial
    assert llm.breaker.state is CircuitState.OPEN
    time.now += 9
    assert llm.breaker.state is CircuitState.OPEN
    time.now += 1
    assert llm.breaker.state is CircuitState.HALF_OPEN


async def test_half_open_lets_one_trial_through_at_a_time() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()], latency_seconds=0.05)
    llm = _resilient(inner, time, max_retries=0, breaker_threshold=1, breaker_cooldown_seconds=5)
    with pytest.raises(LLMError):
        await _call(llm)
    time.now += 5
    inner.queue("trial answer")
    trial = asyncio.create_task(_call(llm))
    await asyncio.sleep(0)
    with pytest.raises(LLMError) as caught:
        await _call(llm)
    assert caught.value.code == "llm_circuit_open"
    assert await trial == "trial answer"
    assert llm.breaker.state is CircuitState.CLOSED


async def test_a_cancelled_trial_frees_the_slot() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()])
    llm = _resilient(inner, time, max_retries=0, breaker_threshold=1, breaker_cooldown_seconds=5)
    with pytest.raises(LLMError):
        await _call(llm)
    time.now += 5
    inner.latency_seconds = 10
    inner.queue("recovered")
    trial = asyncio.create_task(_call(llm))
    await asyncio.sleep(0)
    trial.cancel()
    with pytest.raises(asyncio.CancelledError):
        await trial
    assert llm.breaker.state is CircuitState.HALF_OPEN
    inner.latency_seconds = 0
    assert await _call(llm) == "recovered"  # a new trial was admitted
    assert llm.breaker.state is CircuitState.CLOSED


async def test_answers_and_rejections_reset_the_failure_count() -> None:
    time = VirtualTime()
    inner = ScriptedLLM(
        [
            _transient(),
            _transient(),
            LLMError("bad JSON", code="llm_bad_output"),  # the backend is up
            _transient(),
            _transient(),
        ]
    )
    llm = _resilient(inner, time, max_retries=0, breaker_threshold=3)
    for _ in range(5):
        with pytest.raises(LLMError):
            await _call(llm)
    assert llm.breaker.state is CircuitState.CLOSED


async def test_retries_stop_once_the_breaker_opens() -> None:
    time = VirtualTime()
    inner = ScriptedLLM([_transient()] * 5)
    llm = _resilient(inner, time, max_retries=4, breaker_threshold=2)
    with pytest.raises(LLMError, match="status 503") as caught:
        await _call(llm)
    assert caught.value.code == "llm_unavailable"  # the real cause, not "circuit open"
    assert len(inner.calls) == 2


async def test_the_wrapper_is_transparent() -> None:
    inner = ScriptedLLM(['{"type": "SIMPLE"}'], model="qwen")
    llm = _resilient(inner, VirtualTime())
    schema = {"type": "object"}
    completion = await llm.complete(
        MESSAGES, prompt=PROMPT, max_tokens=9, json_schema=schema, temperature=0.3
    )
    assert llm.model == "qwen"
    assert completion.prompt_version == "0123456789ab"
    [call] = inner.calls
    assert (call.max_tokens, call.json_schema, call.temperature) == (9, schema, 0.3)
