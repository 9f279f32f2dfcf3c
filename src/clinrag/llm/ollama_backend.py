"""The production backend: an Ollama server through the official async client.

One ``/api/chat`` call per completion, not streamed: the JSON schema goes in ``format`` (Ollama
constrains decoding with it), the token cap in ``options.num_predict``. Failures map onto the
error tree by what a retry could change: no connection, 5xx and 429 are transient; 404 (model
not pulled) and other 4xx are not; a timeout is ``LLMTimeout``. Error details name the host,
model and status only: the server's own message may quote the prompt.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Mapping, Sequence
from typing import Any

import httpx
import ollama
import pydantic

from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm.base import Completion, Message, PromptRef
from clinrag.llm.json_output import checked_completion
from clinrag.llm.openai_backend import status_error

_CONNECT_TIMEOUT_SECONDS = 5.0


class OllamaLLM:
    def __init__(
        self,
        host: str,
        model: str,
        *,
        n_ctx: int | None = None,
        client: ollama.AsyncClient | None = None,
    ) -> None:
        self._host = host
        self._model = model
        self._n_ctx = n_ctx
        # Reading is bounded per call by ``timeout_seconds``; only connecting has a fixed limit.
        self._client = client or ollama.AsyncClient(
            host, timeout=httpx.Timeout(None, connect=_CONNECT_TIMEOUT_SECONDS)
        )

    @property
    def model(self) -> str:
        return self._model

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
        options: dict[str, Any] = {"num_predict": max_tokens, "temperature": temperature}
        if self._n_ctx is not None:
            options["num_ctx"] = self._n_ctx
        where = f"Ollama at {self._host} (model {self._model}, prompt {prompt.id})"
        started = time.perf_counter()
        try:
            async with asyncio.timeout(timeout_seconds):
                response = await self._client.chat(
                    model=self._model,
                    messages=[{"role": m.role, "content": m.content} for m in messages],
                    format=dict(json_schema) if json_schema is not None else None,
                    options=options,
                    stream=False,
                )
        except (TimeoutError, httpx.TimeoutException):
            raise LLMTimeout(f"{where} did not answer within {timeout_seconds} s") from None
        except ollama.ResponseError as error:
            raise status_error(
                where,
                error.status_code,
                missing_model_hint="`ollama pull` it or set CLINRAG_LLM__OLLAMA_MODEL",
            ) from None
        except (ConnectionError, httpx.TransportError) as error:
            raise LLMError(
                f"{where} is unreachable ({type(error).__name__})", transient=True
            ) from None
        except (json.JSONDecodeError, pydantic.ValidationError):
            raise LLMError(
                f"{where} answered with a body that is not an Ollama chat response",
                transient=True,
            ) from None
        return checked_completion(
            response.message.content or "",
            json_schema=json_schema,
            model=self._model,
            prompt=prompt,
            truncated=response.done_reason == "length",
            tokens_in=response.prompt_eval_count or 0,
            tokens_out=response.eval_count or 0,
            seconds=time.perf_counter() - started,
        )

    async def aclose(self) -> None:
        await self._client.close()  # type: ignore[no-untyped-call]
