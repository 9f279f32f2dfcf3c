"""A heavy object built in a worker thread, so the API answers liveness while it loads.

Readiness reports ``loading`` until it is ready, and the reason when the build failed; a
request that needs it before then gets a typed 503 instead of waiting on a cold model.
``DerivedResource`` is what is wired from such objects (the retriever, the query service):
built once, as soon as what it needs is ready.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

import structlog

from clinrag.errors import ClinragError, DependencyUnavailable

T = TypeVar("T")
U = TypeVar("U")

log = structlog.get_logger(__name__)


class BackgroundResource(Generic[T]):
    def __init__(self, name: str, build: Callable[[], T] | None = None) -> None:
        """``build`` runs on ``start()``; leave it out for ``start_after``."""
        self.name = name
        self._build = build
        self._task: asyncio.Task[T] | None = None

    def start(self) -> None:
        if self._build is None:
            raise TypeError(f"{self.name} has no build function: use start_after")
        self._task = asyncio.create_task(self._run(self._build), name=f"load-{self.name}")

    def start_after(self, dependency: BackgroundResource[U], build: Callable[[U], T]) -> None:
        """Build from ``dependency``'s value once it is ready (``loading`` until then; failed
        with the dependency's reason if it fails)."""

        async def run() -> T:
            value = await dependency.wait()
            return await self._run(lambda: build(value))

        self._task = asyncio.create_task(run(), name=f"load-{self.name}")

    async def _run(self, build: Callable[[], T]) -> T:
        started = time.perf_counter()
        try:
            value = await asyncio.to_thread(build)
        except Exception as exc:
            log.error("resource.failed", resource=self.name, reason=_reason(exc), exc_info=exc)
            raise
        seconds = round(time.perf_counter() - started, 2)
        log.info("resource.ready", resource=self.name, seconds=seconds)
        return value

    def status(self) -> str:
        """``ok``, ``loading``, ``not started`` or ``failed: <reason>``."""
        if self._task is None:
            return "not started"
        if not self._task.done():
            return "loading"
        if self._task.cancelled():
            return "failed: cancelled"
        error = self._task.exception()
        return "ok" if error is None else f"failed: {_reason(error)}"

    def get(self) -> T:
        status = self.status()
        if status != "ok" or self._task is None:
            raise DependencyUnavailable(f"{self.name} is not available ({status})")
        return self._task.result()

    async def wait(self) -> T:
        if self._task is None:
            raise DependencyUnavailable(f"{self.name} is not available (not started)")
        await asyncio.wait({self._task})
        return self.get()

    async def aclose(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


class DerivedResource(Generic[T]):
    """One object wired from loaded resources, built once, as soon as all of them are ready.

    Built on the event loop, not in a thread: wiring is cheap, and ``get()`` builds it at once
    when its needs are ready before the start-up task has run, so there is no moment when
    ``/readyz`` (which reports the needs) says ready and a request still gets 503. Use it from
    the event loop only: that is what makes "once" hold without a lock.
    """

    def __init__(
        self, name: str, needs: Sequence[BackgroundResource[Any]], build: Callable[[], T]
    ) -> None:
        """``build`` reads its needs with ``get()``; list them in the order they should be
        named when missing (the first one not ready is the 503's detail)."""
        self.name = name
        self._needs = tuple(needs)
        self._build = build
        self._built: tuple[T] | None = None  # a 1-tuple once built (None could be a value)
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._build_when_ready(), name=f"build-{self.name}")

    async def _build_when_ready(self) -> None:
        try:
            for need in self._needs:
                await need.wait()
        except DependencyUnavailable:
            return  # readiness names the failed need; get() keeps raising its 503
        try:
            self.get()
        except Exception as exc:
            log.error("resource.failed", resource=self.name, reason=_reason(exc), exc_info=exc)

    def get(self) -> T:
        """The one object; DependencyUnavailable (503) naming the first need not ready."""
        if self._built is None:
            for need in self._needs:
                need.get()
            self._built = (self._build(),)
            log.info("resource.ready", resource=self.name)
        return self._built[0]

    async def aclose(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)


def _reason(error: BaseException) -> str:
    return error.detail if isinstance(error, ClinragError) else type(error).__name__
