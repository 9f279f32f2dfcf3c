"""The embedded backend: a GGUF model run in-process by llama-cpp-python; no server needed.

- Chat prompts are rendered with the model's own chat template (read from the GGUF).
- A JSON schema becomes a llama.cpp grammar, built here (and cached) rather than through
  ``response_format``, which silently falls back to free-form JSON when a schema won't convert.
- One ``Llama`` context is not thread-safe: calls run one at a time in a worker thread behind a
  lock. The time spent waiting for the lock counts against the call's time limit.
- Time limit: a deadline is checked in a stopping criterion after every generated token, so a
  slow generation stops (and frees the lock) instead of running on after its caller gave up;
  a cancelled caller stops it the same way. Prompt evaluation itself cannot be interrupted.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import numpy as np
import numpy.typing as npt
from llama_cpp import Llama, StoppingCriteriaList
from llama_cpp.llama_chat_format import (
    ChatFormatterResponse,
    Jinja2ChatFormatter,
    chat_formatter_to_chat_completion_handler,
)
from llama_cpp.llama_grammar import LlamaGrammar
from llama_cpp.llama_types import ChatCompletionRequestMessage, CreateChatCompletionResponse

from src.errors import LLMError, LLMTimeout, StartupError
from src.llm.base import Completion, Message, PromptRef
from src.llm.json_output import check_json_output


@dataclass
class _Deadline:
    """When the running generation must stop, and whether it was stopped for that."""

    at: float
    cancelled: threading.Event = field(default_factory=threading.Event)
    hit: bool = False

    def __call__(self, _tokens: npt.NDArray[np.intc], _logits: npt.NDArray[np.single]) -> bool:
        if self.cancelled.is_set() or time.monotonic() >= self.at:
            self.hit = True
        return self.hit


class _DeadlineFormatter:
    """The model's chat template, plus the running call's deadline as a stopping criterion."""

    def __init__(self, template: Jinja2ChatFormatter) -> None:
        self._template = template
        self.deadline: _Deadline | None = None

    def __call__(
        self, *, messages: list[ChatCompletionRequestMessage], **kwargs: Any
    ) -> ChatFormatterResponse:
        result = self._template(messages=messages, **kwargs)
        if self.deadline is not None:
            result.stopping_criteria = StoppingCriteriaList(
                [*(result.stopping_criteria or []), self.deadline]
            )
        return result


class LlamaCppLLM:
    def __init__(
        self, model_path: Path, *, model_name: str, n_ctx: int, n_threads: int | None = None
    ) -> None:
        threads = n_threads or os.cpu_count() or 1
        try:
            self._llama = Llama(
                model_path=str(model_path),
                n_ctx=n_ctx,
                n_threads=threads,
                n_threads_batch=threads,
                verbose=False,
            )
        except ValueError:
            raise StartupError(
                f"llama.cpp could not load {model_path} (not a GGUF model, or corrupt): "
                "set CLINRAG_LLM__MODEL_PATH to a GGUF file, or unset it"
            ) from None
        template = self._llama.metadata.get("tokenizer.chat_template")
        if not template:
            raise StartupError(
                f"{model_path} has no chat template (a base model?): use an instruct GGUF"
            )
        eos = self._llama.token_eos()
        self._formatter = _DeadlineFormatter(
            Jinja2ChatFormatter(
                template=template,
                eos_token=self._token_text(eos),
                bos_token=self._token_text(self._llama.token_bos()),
                stop_token_ids=[eos],
            )
        )
        self._llama.chat_handler = chat_formatter_to_chat_completion_handler(self._formatter)
        self._name = model_name
        self._lock = threading.Lock()
        self._grammars: dict[str, LlamaGrammar] = {}

    def _token_text(self, token: int) -> str:
        if token < 0:
            return ""
        return self._llama.detokenize([token], special=True).decode("utf-8", errors="replace")

    @property
    def model(self) -> str:
        return self._name

    def _grammar(self, schema: Mapping[str, Any]) -> LlamaGrammar:
        key = json.dumps(schema, sort_keys=True)
        if key not in self._grammars:
            # Unsorted: the grammar generates properties in the schema's order.
            self._grammars[key] = LlamaGrammar.from_json_schema(json.dumps(schema), verbose=False)
        return self._grammars[key]

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
        started = time.monotonic()
        deadline = _Deadline(at=started + timeout_seconds if timeout_seconds else float("inf"))
        chat: list[ChatCompletionRequestMessage] = [
            cast(ChatCompletionRequestMessage, {"role": m.role, "content": m.content})
            for m in messages
        ]
        grammar = self._grammar(json_schema) if json_schema is not None else None
        where = f"model {self._name} on prompt {prompt.id}@{prompt.version}"
        try:
            response = await asyncio.to_thread(
                self._generate, chat, deadline, max_tokens, temperature, grammar, where
            )
        except asyncio.CancelledError:
            deadline.cancelled.set()  # the worker thread stops at its next token
            raise
        if deadline.hit:
            raise LLMTimeout(
                f"{where} did not finish within its {timeout_seconds:g} s time limit "
                "(waiting for the model included); generation was stopped"
            )
        choice = response["choices"][0]
        text = choice["message"].get("content") or ""
        truncated = choice["finish_reason"] == "length"
        if json_schema is not None:
            check_json_output(
                text, json_schema, model=self._name, prompt=prompt, truncated=truncated
            )
        return Completion(
            text=text,
            model=self._name,
            prompt_id=prompt.id,
            prompt_version=prompt.version,
            tokens_in=response["usage"]["prompt_tokens"],
            tokens_out=response["usage"]["completion_tokens"],
            seconds=time.monotonic() - started,
            truncated=truncated,
        )

    def _generate(
        self,
        chat: list[ChatCompletionRequestMessage],
        deadline: _Deadline,
        max_tokens: int,
        temperature: float,
        grammar: LlamaGrammar | None,
        where: str,
    ) -> CreateChatCompletionResponse:
        """Runs in a worker thread: waits for the model, then generates under the deadline."""
        wait = deadline.at - time.monotonic()
        if not self._lock.acquire(timeout=-1 if wait == float("inf") else max(wait, 0.0)):
            deadline.hit = True
            return _EMPTY
        try:
            if deadline.cancelled.is_set():
                deadline.hit = True
                return _EMPTY
            self._formatter.deadline = deadline
            result = self._llama.create_chat_completion(
                messages=chat,
                max_tokens=max_tokens,
                temperature=temperature,
                grammar=grammar,
                stream=False,
            )
            return cast(CreateChatCompletionResponse, result)
        except ValueError:
            # Raised before generating: the prompt overflows the context, or the chat template
            # refused the messages. Its message is not passed on (a template may quote them).
            raise LLMError(
                f"{where}: llama.cpp refused the request (a prompt longer than the "
                f"{self._llama.n_ctx()}-token context, or messages the chat template rejects)",
                code="llm_request_rejected",
            ) from None
        except RuntimeError:
            raise LLMError(f"{where}: llama.cpp failed while generating") from None
        finally:
            self._formatter.deadline = None
            self._lock.release()

    async def aclose(self) -> None:
        def close() -> None:
            with self._lock:
                self._llama.close()

        await asyncio.to_thread(close)


_EMPTY = cast(CreateChatCompletionResponse, {})
