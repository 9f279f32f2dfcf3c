"""A step cut short is never recorded as ok, and a record write survives its caller's
cancellation (``Trace.step``, ``clinrag.api.supervision``). No I/O."""

from __future__ import annotations

import asyncio

import anyio
import pytest

from clinrag.api.supervision import ClientDisconnected, run_to_end, settle, supervise
from clinrag.domain import StepRecord
from clinrag.errors import DeadlineExceeded, LLMTimeout
from clinrag.pipelines.trace import Trace


async def _step_that_waits(trace: Trace, started: asyncio.Event, name: str = "synthesize") -> None:
    async with trace.step(name):
        started.set()
        await asyncio.sleep(60)


async def _cut(trace: Trace) -> None:
    started = asyncio.Event()
    task = asyncio.create_task(_step_that_waits(trace, started))
    await started.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def test_a_cancelled_step_is_recorded_as_cancelled_not_ok() -> None:
    trace = Trace()
    await _cut(trace)
    assert [(s.name, s.status) for s in trace.steps] == [("synthesize", "cancelled")]


async def test_a_step_cut_by_the_deadline_is_recorded_as_timeout() -> None:
    trace = Trace()
    trace.interrupt("timeout")
    await _cut(trace)
    assert trace.steps[0].status == "timeout"


async def test_a_model_timeout_marks_the_step_timeout() -> None:
    trace = Trace()
    with pytest.raises(LLMTimeout):
        async with trace.step("synthesize"):
            raise LLMTimeout("the model did not answer in time")
    assert trace.steps[0].status == "timeout"
    assert trace.steps[0].details["error"] == "llm_timeout"


async def test_a_cut_step_is_recorded_before_anything_is_awaited() -> None:
    heard: list[StepRecord] = []

    async def listener(step: StepRecord) -> None:
        await asyncio.sleep(60)  # a listener that would never return if awaited
        heard.append(step)

    trace = Trace(listener=listener)
    await asyncio.wait_for(_cut(trace), timeout=5)
    assert [s.status for s in trace.steps] == ["cancelled"]
    assert heard == []


async def test_finished_steps_are_still_announced() -> None:
    heard: list[str] = []

    async def listener(step: StepRecord) -> None:
        heard.append(step.status)

    trace = Trace(listener=listener)
    async with trace.step("validate"):
        pass
    assert heard == ["ok"]


async def test_run_to_end_finishes_the_write_through_repeated_cancellations() -> None:
    written = asyncio.Event()

    async def write() -> None:
        await asyncio.sleep(0.05)
        written.set()

    async def caller() -> None:
        await run_to_end(write())

    task = asyncio.create_task(caller())
    for _ in range(5):
        await asyncio.sleep(0.005)
        task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert written.is_set()


async def test_settle_holds_inside_a_cancelled_anyio_scope() -> None:
    """Starlette cancels a stream through an anyio scope, which re-delivers the cancellation
    at every await: the wait must hold all the same, and the cancellation strike after it."""
    work = asyncio.ensure_future(asyncio.sleep(0.05, result="recorded"))
    with anyio.CancelScope() as scope:
        scope.cancel()
        await settle(work)
        assert work.result() == "recorded"
        await asyncio.sleep(60)
    assert scope.cancelled_caught


async def _receive_until(gone: asyncio.Event) -> dict[str, object]:
    await gone.wait()
    return {"type": "http.disconnect"}


async def test_supervise_cancels_the_work_when_the_client_goes() -> None:
    gone = asyncio.Event()
    trace = Trace()
    finished = False

    async def work() -> str:
        nonlocal finished
        async with trace.step("synthesize"):
            gone.set()
            await asyncio.sleep(60)
        finished = True
        return "answer"

    with pytest.raises(ClientDisconnected):
        await supervise(
            work(), receive=lambda: _receive_until(gone), trace=trace, deadline_seconds=30
        )
    assert not finished
    assert [s.status for s in trace.steps] == ["cancelled"]


async def test_supervise_cuts_the_work_at_the_deadline() -> None:
    trace = Trace()
    gone = asyncio.Event()  # the client stays

    async def work() -> str:
        async with trace.step("synthesize"):
            await asyncio.sleep(60)
        return "answer"

    with pytest.raises(DeadlineExceeded):
        await supervise(
            work(), receive=lambda: _receive_until(gone), trace=trace, deadline_seconds=0.05
        )
    assert [s.status for s in trace.steps] == ["timeout"]


async def test_supervise_returns_the_answer_and_stops_watching_the_client() -> None:
    trace = Trace()
    gone = asyncio.Event()  # the client stays
    receives = 0

    async def receive() -> dict[str, object]:
        nonlocal receives
        receives += 1
        return await _receive_until(gone)

    async def work() -> str:
        async with trace.step("synthesize"):
            await asyncio.sleep(0)
        return "answer"

    assert await supervise(work(), receive=receive, trace=trace, deadline_seconds=30) == "answer"
    assert [s.status for s in trace.steps] == ["ok"]
    assert receives == 1
