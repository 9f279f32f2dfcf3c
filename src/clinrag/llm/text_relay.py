"""The model's text as it is generated, for whoever asked to hear it (the streamed answer).

A step that wants the pieces of its model call sets a relay around the call
(``async with relaying(sink)``); the backends that stream (the OpenAI-compatible client, which
the embedded model uses too) pass each piece on with ``relay``, and tell the relay when a call
starts over (``restart``: a retry), so a listener never takes two attempts for one text. A
context variable carries the relay, so the wrappers between the step and the backend (queue,
retries, circuit breaker) need not know about it. Nothing is relayed when nobody listens.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from contextvars import ContextVar
from typing import Protocol


class TextSink(Protocol):
    async def piece(self, text: str) -> None: ...

    def restart(self) -> None:
        """The call starts over: what was heard so far is void."""
        ...


_SINK: ContextVar[TextSink | None] = ContextVar("clinrag_text_sink", default=None)


@asynccontextmanager
async def relaying(sink: TextSink) -> AsyncIterator[None]:
    token = _SINK.set(sink)
    try:
        yield
    finally:
        _SINK.reset(token)


async def relay(text: str) -> None:
    sink = _SINK.get()
    if sink is not None and text:
        await sink.piece(text)


def restart() -> None:
    sink = _SINK.get()
    if sink is not None:
        sink.restart()
