"""A heavy object built in a worker thread, so the API answers liveness while it loads.

Readiness reports ``loading`` until it is ready, and the reason when the build failed; a
request that needs it before then gets a typed 503 instead of waiting on a cold model.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Generic, TypeVar

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


def _reason(error: BaseException) -> str:
    return error.detail if isinstance(error, ClinragError) else type(error).__name__
