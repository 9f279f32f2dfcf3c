"""The configured model, started at the first call that needs it.

For commands whose chosen arms are expected to make no model call (classical extractive
answers with the rule verdict): the embedded model's process holds about 2.5 GB that such a run
would load for nothing. A setting that does add a model call (the model judge, say) still gets
the model, started in that call: the command is told (``say``), because that call's seconds
then include the start. A start that fails is raised again by every later call at once, instead
of each waiting for a start of its own.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from clinrag.errors import StartupError
from clinrag.llm.base import Completion, Message, PromptRef, ToolReply
from clinrag.llm.factory import build_llm, prove_started
from clinrag.llm.resilience import ResilientLLM
from clinrag.settings import Settings


class OnDemandLLM:
    """An ``LLM`` over ``build_llm(settings)`` that starts it at its first call."""

    def __init__(self, settings: Settings, *, say: Callable[[str], None]) -> None:
        self._settings = settings
        self._say = say
        self._llm: ResilientLLM = build_llm(settings)  # nothing loads here
        self._starting = asyncio.Lock()
        self._started = False
        self._failure: StartupError | None = None

    @property
    def model(self) -> str:
        return self._llm.model

    @property
    def started(self) -> bool:
        return self._started

    async def _running(self) -> ResilientLLM:
        async with self._starting:
            if self._failure is not None:
                raise self._failure
            if not self._started:
                self._say(f"a step called the language model: starting {self.model} now")
                try:
                    await prove_started(self._llm, self._settings)
                except StartupError as failure:
                    self._say(str(failure))
                    self._failure = failure
                    raise
                self._started = True
        return self._llm

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
        llm = await self._running()
        return await llm.complete(
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
        llm = await self._running()
        return await llm.complete_with_tools(
            messages,
            tools=tools,
            prompt=prompt,
            max_tokens=max_tokens,
            timeout_seconds=timeout_seconds,
        )

    async def aclose(self) -> None:
        await self._llm.aclose()
