"""Admission control for model work: a bounded queue in front of the model.

At most ``concurrency`` calls run; at most ``depth`` more wait. A call that finds the queue full
fails at once with ``Overloaded`` (503 and ``Retry-After``, audited) instead of joining a wait
it would likely time out in. Everything that needs no model (guard refusals, search, audit
reads, health) never enters this queue, so it stays fast whatever the model is doing.

``Retry-After`` is the time the queue ahead needs at the recent mean call duration.
"""

from __future__ import annotations

import asyncio
import math
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from typing import Any

from clinrag.errors import Overloaded
from clinrag.llm.base import LLM, Completion, Message, PromptRef, ToolReply, tool_backend

_SMOOTHING = 0.2
"""Weight of the newest call in the running mean of call durations."""


class ModelQueue:
    def __init__(self, concurrency: int, depth: int, *, initial_call_seconds: float = 5.0) -> None:
        self.concurrency = concurrency
        self.depth = depth
        self._slots = asyncio.Semaphore(concurrency)
        self.running = 0
        self.waiting = 0
        self.refused = 0
        self._mean_seconds = initial_call_seconds

    def saturated(self) -> bool:
        return self.waiting >= self.depth and self.running >= self.concurrency

    def status(self) -> str:
        """``ok`` or ``saturated (...)``: readiness reports it."""
        if self.saturated():
            return f"saturated ({self.running} running, {self.waiting} waiting)"
        return "ok"

    def retry_after_seconds(self) -> int:
        ahead = self.running + self.waiting
        return max(1, math.ceil(self._mean_seconds * ahead / self.concurrency))

    @asynccontextmanager
    async def slot(self) -> AsyncIterator[None]:
        if self.running >= self.concurrency and self.waiting >= self.depth:
            self.refused += 1
            raise Overloaded(
                f"the model queue is full ({self.running} running, {self.waiting} waiting)",
                retry_after_seconds=self.retry_after_seconds(),
            )
        self.waiting += 1
        try:
            await self._slots.acquire()
        finally:
            self.waiting -= 1
        self.running += 1
        started = time.perf_counter()
        try:
            yield
        finally:
            self.running -= 1
            self._slots.release()
            seconds = time.perf_counter() - started
            self._mean_seconds += _SMOOTHING * (seconds - self._mean_seconds)


class QueuedLLM:
    """An ``LLM`` whose calls pass through a ``ModelQueue``."""

    def __init__(self, inner: LLM, queue: ModelQueue) -> None:
        self.inner = inner
        self.queue = queue

    @property
    def model(self) -> str:
        return self.inner.model

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
        async with self.queue.slot():
            return await self.inner.complete(
                messages,
                prompt=prompt,
                max_tokens=max_tokens,
                json_schema=json_schema,
                temperature=temperature,
                timeout_seconds=timeout_seconds,
            )

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
        inner = tool_backend(self.inner, self.model)
        async with self.queue.slot():
            return await inner.complete_with_tools(
                messages,
                tools=tools,
                prompt=prompt,
                max_tokens=max_tokens,
                timeout_seconds=timeout_seconds,
            )
