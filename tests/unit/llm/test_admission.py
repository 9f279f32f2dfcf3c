"""Admission control: a bounded queue in front of the model, refusing at once when full."""

from __future__ import annotations

import asyncio

import pytest

from clinrag.errors import Overloaded
from clinrag.llm.admission import ModelQueue, QueuedLLM
from clinrag.llm.base import PromptRef
from tests.fakes import ScriptedLLM

PROMPT = PromptRef(id="synthesize", version="000000000000")


async def test_calls_beyond_concurrency_wait_and_beyond_depth_are_refused_at_once() -> None:
    model = ScriptedLLM(respond=lambda *_: "ok", latency_seconds=0.3)
    queue = ModelQueue(concurrency=1, depth=2, initial_call_seconds=2.0)
    llm = QueuedLLM(model, queue)
    calls = [asyncio.create_task(llm.complete([], prompt=PROMPT, max_tokens=5)) for _ in range(3)]
    await asyncio.sleep(0.05)
    assert (queue.running, queue.waiting) == (1, 2)
    assert queue.status().startswith("saturated")
    loop = asyncio.get_running_loop()
    started = loop.time()
    with pytest.raises(Overloaded) as refused:
        await llm.complete([], prompt=PROMPT, max_tokens=5)
    assert loop.time() - started < 0.05  # refused at once, not after a wait
    assert refused.value.status_code == 503
    assert refused.value.retry_after_seconds == 6  # 3 calls ahead x 2 s
    assert queue.refused == 1
    assert all(c.text == "ok" for c in await asyncio.gather(*calls))
    assert (queue.running, queue.waiting, queue.status()) == (0, 0, "ok")


async def test_a_cancelled_waiter_leaves_the_queue() -> None:
    model = ScriptedLLM(respond=lambda *_: "ok", latency_seconds=0.2)
    queue = ModelQueue(concurrency=1, depth=1)
    llm = QueuedLLM(model, queue)
    running = asyncio.create_task(llm.complete([], prompt=PROMPT, max_tokens=5))
    waiting = asyncio.create_task(llm.complete([], prompt=PROMPT, max_tokens=5))
    await asyncio.sleep(0.05)
    waiting.cancel()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert queue.waiting == 0
    await running
    assert (queue.running, len(model.calls)) == (0, 1)


async def test_retry_after_follows_the_mean_call_duration() -> None:
    model = ScriptedLLM(respond=lambda *_: "ok", latency_seconds=0.01)
    queue = ModelQueue(concurrency=2, depth=0, initial_call_seconds=10.0)
    for _ in range(30):
        await QueuedLLM(model, queue).complete([], prompt=PROMPT, max_tokens=5)
    assert queue.retry_after_seconds() == 1  # the mean fell from 10 s towards 0.01 s
