"""Blocking safeguard calls (validation, redaction, the guard) off the event loop.

They run on the safeguards' own thread pool (built once in the lifespan), so a refusal never
waits behind retrieval or ingestion threads; the request's log context goes with them.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Callable
from concurrent.futures import Executor
from functools import partial
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


class Offload:
    def __init__(self, executor: Executor | None = None) -> None:
        """``None``: the event loop's default pool (the CLI's evaluation runs)."""
        self._executor = executor

    async def __call__(self, function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        context = contextvars.copy_context()
        call = partial(context.run, function, *args, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(self._executor, call)
