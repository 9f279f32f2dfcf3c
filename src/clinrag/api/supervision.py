"""A request's work, supervised against its deadline and its client; cancel-safe waiting.

``supervise`` runs the pipeline in a task of its own and waits for the first of three ends:
the answer, the request's deadline, or the client disconnecting (``http.disconnect`` from the
ASGI ``receive``; only for requests whose body is already read). When the deadline or the
client comes first, the trace is told why (``Trace.interrupt``: the step being cut is then
recorded as ``timeout`` or ``cancelled``), the pipeline task is cancelled (and with it the
model call in flight, so abandoned work stops) and waited for, and ``DeadlineExceeded`` (504)
or ``ClientDisconnected`` is raised for the route to record. The watch on the client stops
as soon as the answer is ready: servers also send ``http.disconnect`` once a response is
complete.

``settle`` and ``run_to_end`` wait for a task through any cancellation of the waiter (asyncio's
``Task.cancel`` or an anyio cancel scope, which re-delivers its cancellation at every await):
an audit record must be written even while its request is being cancelled.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

import anyio
import structlog
from starlette.types import Receive

from clinrag.errors import ClientDisconnected, DeadlineExceeded
from clinrag.pipelines.trace import Interruption, Trace

T = TypeVar("T")

log = structlog.get_logger(__name__)


async def settle(task: asyncio.Future[Any]) -> bool:
    """Wait until ``task`` is done, whatever cancellation reaches the caller meanwhile. True
    when the caller's task was cancelled (``Task.cancel``) while waiting: it must re-raise
    ``CancelledError`` itself. An anyio scope's cancellation is held off meanwhile and strikes
    at the caller's next await."""
    cancelled = False
    with anyio.CancelScope(shield=True):
        while not task.done():
            try:
                await asyncio.wait({task})
            except asyncio.CancelledError:
                cancelled = True
    return cancelled


async def run_to_end(work: Coroutine[Any, Any, T]) -> T:
    """``work`` in a task of its own, awaited to its end even if the caller is cancelled
    meanwhile; the caller's cancellation is re-raised afterwards (a failure of ``work`` is then
    logged, by type and code only: nobody else is left to hear of it)."""
    task = asyncio.ensure_future(work)
    if await settle(task):
        failure = None if task.cancelled() else task.exception()
        if failure is not None:
            log.error(
                "request.write_failed_while_cancelled",
                error=type(failure).__name__,
                code=getattr(failure, "code", None),
            )
        raise asyncio.CancelledError
    return task.result()


async def client_gone(receive: Receive) -> None:
    """Returns once the client has disconnected. The request's body must be read already:
    any other message is ignored."""
    while (await receive())["type"] != "http.disconnect":
        pass


async def supervise(
    work: Coroutine[Any, Any, T], *, receive: Receive, trace: Trace, deadline_seconds: float
) -> T:
    """``work``'s result, or ``DeadlineExceeded`` / ``ClientDisconnected`` once it has been
    cancelled (module docstring). Cancelling the caller cancels ``work`` too (its steps are
    then recorded as ``cancelled``)."""
    pipeline = asyncio.ensure_future(work)
    watcher = asyncio.ensure_future(client_gone(receive))
    try:
        done, _ = await asyncio.wait(
            {pipeline, watcher},
            timeout=max(0.0, deadline_seconds),
            return_when=asyncio.FIRST_COMPLETED,
        )
    except asyncio.CancelledError:
        await _stop(pipeline, watcher, trace, "cancelled")
        raise
    if pipeline in done:
        if await _stop_watching(watcher):
            raise asyncio.CancelledError
        return pipeline.result()
    gone = watcher in done
    if await _stop(pipeline, watcher, trace, "cancelled" if gone else "timeout"):
        raise asyncio.CancelledError
    if gone:
        log.info("request.client_disconnected", steps=len(trace.steps))
        raise ClientDisconnected("the client went away before the answer")
    raise DeadlineExceeded("the question was not answered in time")


async def _stop_watching(watcher: asyncio.Future[None]) -> bool:
    watcher.cancel()
    cancelled = await settle(watcher)
    if not watcher.cancelled():
        watcher.exception()  # retrieved: a receive that failed means nothing any more
    return cancelled


async def _stop(
    pipeline: asyncio.Future[Any],
    watcher: asyncio.Future[None],
    trace: Trace,
    reason: Interruption,
) -> bool:
    """Cancel the pipeline (its cut step recorded as ``reason``) and the watcher, and wait
    for both. True when the caller was cancelled meanwhile."""
    trace.interrupt(reason)
    pipeline.cancel()
    cancelled = await settle(pipeline)
    if not pipeline.cancelled():
        pipeline.exception()  # it ended on its own meanwhile: its result no longer counts
    return await _stop_watching(watcher) or cancelled
