"""The ``LLM`` of the embedded model: calls go to the supervised model process's server.

None while the child is not serving (503 ``llm_restarting`` at once), and a call whose child
died under it fails the same way instead of being retried against a process that is gone.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clinrag.errors import LLMError
from clinrag.llm.base import Completion, Message, PromptRef
from clinrag.llm.model_process import ModelProcess
from clinrag.llm.prompt_reuse import CallReuse


class SupervisedLLM:
    """An ``LLM`` over one ``ModelProcess`` (module docstring)."""

    def __init__(self, process: ModelProcess) -> None:
        self.process = process
        self._reuse = CallReuse(process.reuse)

    @property
    def model(self) -> str:
        return self.process.config.model_name

    def status(self) -> str:
        return self.process.status()

    def start(self) -> None:
        self.process.start()

    async def wait_ready(self, timeout_seconds: float) -> bool:
        return await self.process.wait_serving(timeout_seconds)

    def _unavailable(self) -> LLMError:
        return LLMError(
            f"model {self.model} is restarting after its process stopped ({self.process.status()})",
            code="llm_restarting",
        )

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
        client = self.process.client
        generation = self.process.generation
        if client is None or not self.process.is_serving():
            raise self._unavailable()
        mark = self._reuse.begin()
        try:
            completion = await client.complete(
                messages,
                prompt=prompt,
                max_tokens=max_tokens,
                json_schema=json_schema,
                temperature=temperature,
                timeout_seconds=timeout_seconds,
            )
        except LLMError as error:
            self._reuse.end(mark)
            if not error.transient:
                raise
            # A dropped connection from a local child means it died: do not retry it.
            if generation != self.process.generation or await self.process.wait_exit(1.0):
                raise self._unavailable() from None
            raise
        except BaseException:
            self._reuse.end(mark)
            raise
        return replace(completion, tokens_cached=self._reuse.end(mark))

    async def aclose(self) -> None:
        await self.process.aclose()
