"""Timeouts, retries and a circuit breaker around any ``LLM``, itself an ``LLM``.

- Every attempt runs under a time limit (the call's ``timeout_seconds`` or the setting), which
  is also passed to the backend so it can stop generating; a timeout is not retried: the budget
  is spent.
- Transient failures (``LLMError.transient``: connection refused, 5xx, 429) are retried up to
  ``max_retries`` times after ``backoff * 2**n`` seconds (capped), halved-to-full jitter.
- After ``breaker_threshold`` consecutive failed calls (transient errors, timeouts) the circuit
  opens and calls fail fast with ``llm_circuit_open``; after the cool-down one trial call is let
  through: success closes the circuit, failure re-opens it. A rejected request or malformed
  output proves the backend is up, so it counts as a success for the breaker.

Clock, sleep and jitter are injectable so the tests run in virtual time.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from enum import StrEnum
from typing import Any

import structlog

from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm.base import (
    LLM,
    Completion,
    Message,
    PromptRef,
    SupportsAclose,
    SupportsSupervision,
    ToolReply,
    tool_backend,
)
from clinrag.setting_groups.llm import LLMSettings

log = structlog.get_logger("clinrag.llm")


class CircuitState(StrEnum):
    CLOSED = "closed"
    OPEN = "open"
    HALF_OPEN = "half_open"


class CircuitBreaker:
    """Counts consecutive failures; while open, refuses calls until the cool-down has passed."""

    def __init__(
        self, threshold: int, cooldown_seconds: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._threshold = threshold
        self._cooldown = cooldown_seconds
        self._clock = clock
        self._failures = 0
        self._opened_at: float | None = None
        self._trial_in_flight = False

    @property
    def state(self) -> CircuitState:
        if self._opened_at is None:
            return CircuitState.CLOSED
        if self._clock() - self._opened_at >= self._cooldown:
            return CircuitState.HALF_OPEN
        return CircuitState.OPEN

    def admit(self, model: str) -> bool:
        """Let a call through (True for the half-open trial) or raise ``llm_circuit_open``."""
        state = self.state
        if state is CircuitState.CLOSED:
            return False
        if state is CircuitState.HALF_OPEN and not self._trial_in_flight:
            self._trial_in_flight = True
            return True
        assert self._opened_at is not None  # noqa: S101 - OPEN and HALF_OPEN both have it
        retry_in = max(0.0, self._cooldown - (self._clock() - self._opened_at))
        raise LLMError(
            f"model {model} is unavailable after {self._failures} consecutive failures; "
            f"next attempt in {retry_in:.0f} s",
            code="llm_circuit_open",
        )

    def succeeded(self) -> None:
        if self._opened_at is not None:
            log.info("llm.circuit_closed", after_failures=self._failures)
        self._failures = 0
        self._opened_at = None
        self._trial_in_flight = False

    def failed(self) -> None:
        self._failures += 1
        if self._trial_in_flight or self._failures >= self._threshold:
            if self._trial_in_flight or self._opened_at is None:
                log.warning("llm.circuit_opened", failures=self._failures)
            self._opened_at = self._clock()
        self._trial_in_flight = False

    def abandoned(self, trial: bool) -> None:
        """A call ended without a verdict (cancelled, or a bug): free the trial slot."""
        if trial:
            self._trial_in_flight = False


class ResilientLLM:
    """Wraps a backend; see the module docstring for the policy."""

    def __init__(
        self,
        inner: LLM,
        settings: LLMSettings,
        *,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
        jitter: Callable[[], float] = random.random,
    ) -> None:
        self._inner = inner
        self._settings = settings
        self._sleep = sleep
        self._jitter = jitter
        self.breaker = CircuitBreaker(
            settings.breaker_threshold, settings.breaker_cooldown_seconds, clock
        )

    @property
    def model(self) -> str:
        return self._inner.model

    def backoff_seconds(self, retry: int) -> float:
        """Delay before retry ``retry`` (0-based): exponential, capped, jittered to [d/2, d]."""
        ceiling = min(
            self._settings.backoff_max_seconds, self._settings.backoff_seconds * 2.0**retry
        )
        return ceiling * (0.5 + 0.5 * self._jitter())

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        timeout = timeout_seconds if timeout_seconds is not None else self._settings.timeout_seconds
        retry = 0
        while True:
            trial = self.breaker.admit(self.model)
            try:
                async with asyncio.timeout(timeout):
                    completion = await self._inner.complete(
                        messages,
                        prompt=prompt,
                        max_tokens=max_tokens,
                        json_schema=json_schema,
                        temperature=temperature,
                        timeout_seconds=timeout,
                    )
            except TimeoutError:
                self.breaker.failed()
                raise LLMTimeout(
                    f"model {self.model} did not finish prompt {prompt.id}@{prompt.version} "
                    f"within {timeout:g} s"
                ) from None
            except LLMError as error:
                if error.transient or isinstance(error, LLMTimeout):
                    self.breaker.failed()
                else:
                    self.breaker.succeeded()
                if (
                    not error.transient
                    or retry >= self._settings.max_retries
                    or self.breaker.state is not CircuitState.CLOSED
                ):
                    raise
                code = error.code
            except BaseException:
                self.breaker.abandoned(trial)
                raise
            else:
                self.breaker.succeeded()
                return completion
            delay = self.backoff_seconds(retry)
            retry += 1
            log.warning(
                "llm.retry",
                model=self.model,
                prompt=prompt.id,
                error=code,
                retry=retry,
                delay_seconds=round(delay, 3),
            )
            await self._sleep(delay)

    async def complete_with_tools(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[Mapping[str, Any]],
        prompt: PromptRef,
        max_tokens: int,
        timeout_seconds: float | None = None,
    ) -> ToolReply:
        """The backend's native tool calling, when it has one (``SupportsTools``); else
        ``LLMError`` ``llm_tools_unsupported`` (the agent's driver then falls back)."""
        # One attempt: a tool proposal is advisory (the review's rules decide without it).
        inner = tool_backend(self._inner, self.model)
        trial = self.breaker.admit(self.model)
        timeout = timeout_seconds if timeout_seconds is not None else self._settings.timeout_seconds
        try:
            async with asyncio.timeout(timeout):
                reply = await inner.complete_with_tools(
                    messages,
                    tools=tools,
                    prompt=prompt,
                    max_tokens=max_tokens,
                    timeout_seconds=timeout,
                )
        except TimeoutError:
            self.breaker.failed()
            raise LLMTimeout(
                f"model {self.model} did not finish prompt {prompt.id} within {timeout:g} s"
            ) from None
        except LLMError as error:
            if error.transient:
                self.breaker.failed()
            raise
        except BaseException:
            self.breaker.abandoned(trial)
            raise
        self.breaker.succeeded()
        return reply

    def start(self) -> None:
        if isinstance(self._inner, SupportsSupervision):
            self._inner.start()

    def status(self) -> str:
        """The backend's own status (the model process), else the circuit's."""
        if isinstance(self._inner, SupportsSupervision):
            return self._inner.status()
        state = self.breaker.state
        return "ok" if state is CircuitState.CLOSED else f"circuit {state.value}"

    async def wait_ready(self, timeout_seconds: float) -> bool:
        if isinstance(self._inner, SupportsSupervision):
            return await self._inner.wait_ready(timeout_seconds)
        return True

    async def aclose(self) -> None:
        if isinstance(self._inner, SupportsAclose):
            await self._inner.aclose()
