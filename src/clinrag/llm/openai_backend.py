"""The one HTTP backend for served models: the OpenAI-compatible chat API.

llama.cpp's servers (the embedded model process), vLLM, TGI, SGLang and Ollama's ``/v1`` all
speak it, so the embedded default and a hospital's GPU pool run the same client code.

- Answers are streamed (``stream: true``) although we only use the whole text: closing the
  stream is how a cancelled or timed-out caller stops the server's generation at its next
  token. A non-streamed request runs to its end on the server after the client has gone.
- A JSON schema travels in ``response_format``: ``json_schema`` is the OpenAI form (vLLM,
  SGLang, llama.cpp's C++ server, Ollama); ``json_object`` with a ``schema`` is the form of
  llama-cpp-python's server. Whatever the server does with it, the text is checked against the
  schema here (``check_json_output``).
- Failures map onto the error tree by what a retry could change: no connection, a connection
  lost mid-answer, 5xx and 429 are transient; other 4xx are not. Error details name the server,
  model and status only: a server's own message may quote the prompt.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx

from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm import text_relay
from clinrag.llm.base import Completion, Message, PromptRef, ProposedCall, ToolReply
from clinrag.llm.json_output import checked_completion
from clinrag.setting_groups.llm import SchemaDialect

_CONNECT_TIMEOUT_SECONDS = 5.0


@dataclass
class _Stream:
    """What the event stream has said so far."""

    pieces: list[str]
    finish_reason: str | None = None
    tokens_in: int | None = None
    tokens_out: int | None = None
    tokens_cached: int | None = None
    """``usage.prompt_tokens_details.cached_tokens``, when the server sends it."""
    first_piece_at: float | None = None
    """``time.perf_counter()`` when the first generated piece arrived."""
    done: bool = False
    content_events: int = 0
    tool_calls: dict[int, list[str]] = field(default_factory=dict)
    """Index -> [name, arguments so far]: a tool call's pieces as the stream sends them."""


class OpenAICompatibleLLM:
    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        schema_dialect: SchemaDialect = SchemaDialect.JSON_SCHEMA,
        extra_body: Mapping[str, Any] | None = None,
        client: httpx.AsyncClient | None = None,
        token_count_url: str | None = None,
    ) -> None:
        """``base_url`` ends in ``/v1`` (``http://gpu-pool:8000/v1``); ``extra_body`` holds a
        server's own sampling fields, sent with every request. ``token_count_url`` (a
        llama-cpp-python server's ``/extras/tokenize/count``) counts a prompt's tokens when the
        server's stream reports no usage, so the trace's ``tokens_in`` is the model's count."""
        self._base_url = base_url.rstrip("/")
        self._token_count_url = token_count_url
        self._model = model
        self._dialect = schema_dialect
        self._extra_body = dict(extra_body or {})
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        # Reading is bounded per call by ``timeout_seconds``; only connecting has a fixed limit.
        self._client = client or httpx.AsyncClient(
            timeout=httpx.Timeout(None, connect=_CONNECT_TIMEOUT_SECONDS), headers=headers
        )

    @property
    def model(self) -> str:
        return self._model

    def _response_format(self, name: str, schema: Mapping[str, Any]) -> dict[str, Any]:
        if self._dialect is SchemaDialect.JSON_OBJECT:
            return {"type": "json_object", "schema": dict(schema)}
        return {
            "type": "json_schema",
            "json_schema": {"name": name, "schema": dict(schema), "strict": True},
        }

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
        body = self._body(messages, max_tokens, temperature)
        if json_schema is not None:
            body["response_format"] = self._response_format(prompt.id, json_schema)
        started = time.perf_counter()
        stream = await self._streamed(body, prompt, timeout_seconds)
        tokens_in = stream.tokens_in
        if tokens_in is None:
            tokens_in = await self._count_prompt_tokens(messages)
        return checked_completion(
            "".join(stream.pieces),
            json_schema=json_schema,
            model=self._model,
            prompt=prompt,
            truncated=stream.finish_reason == "length",
            # Servers that send no usage (llama-cpp-python) stream one token per event.
            tokens_in=tokens_in,
            tokens_out=stream.content_events if stream.tokens_out is None else stream.tokens_out,
            seconds=time.perf_counter() - started,
            first_token_seconds=(
                None if stream.first_piece_at is None else stream.first_piece_at - started
            ),
            tokens_cached=stream.tokens_cached,
        )

    def _body(
        self, messages: Sequence[Message], max_tokens: int, temperature: float
    ) -> dict[str, Any]:
        """The streamed chat request both calls send (usage asked for in the last event)."""
        return {
            **self._extra_body,
            "model": self._model,
            "messages": [{"role": m.role, "content": m.content} for m in messages],
            "max_tokens": max_tokens,
            "temperature": temperature,
            "stream": True,
            "stream_options": {"include_usage": True},
        }

    async def _streamed(
        self, body: dict[str, Any], prompt: PromptRef, timeout_seconds: float | None
    ) -> _Stream:
        """``body``'s stream read whole within ``timeout_seconds``; a timeout or a dropped
        connection becomes the protocol's error."""
        where = f"model server {self._base_url} (model {self._model}, prompt {prompt.id})"
        try:
            async with asyncio.timeout(timeout_seconds):
                return await self._stream(body, where)
        except (TimeoutError, httpx.TimeoutException):
            raise LLMTimeout(
                f"{where} did not answer within {timeout_seconds} s; generation was stopped"
            ) from None
        except httpx.TransportError as error:
            raise LLMError(
                f"{where} is unreachable or dropped the connection ({type(error).__name__})",
                transient=True,
            ) from None

    async def complete_with_tools(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[Mapping[str, Any]],
        prompt: PromptRef,
        max_tokens: int,
        timeout_seconds: float | None = None,
    ) -> ToolReply:
        """The reply with the tools in the request's ``tools`` field (``function`` objects,
        ``tool_choice: auto``): its text and the tool calls it made, arguments unchecked."""
        body = self._body(messages, max_tokens, 0.0)
        body["tools"] = [{"type": "function", "function": dict(tool)} for tool in tools]
        body["tool_choice"] = "auto"
        started = time.perf_counter()
        stream = await self._streamed(body, prompt, timeout_seconds)
        completion = Completion(
            "".join(stream.pieces),
            self._model,
            prompt.id,
            prompt.version,
            stream.tokens_in or 0,
            stream.content_events if stream.tokens_out is None else stream.tokens_out,
            time.perf_counter() - started,
            stream.finish_reason == "length",
        )
        calls = tuple(
            ProposedCall(name, arguments)
            for _, (name, arguments) in sorted(stream.tool_calls.items())
        )
        return ToolReply(completion, calls)

    async def _count_prompt_tokens(self, messages: Sequence[Message]) -> int:
        """The messages' tokens by the server's own tokenizer (the chat template's few marker
        tokens aside); 0 when the server cannot count them: a count is never worth failing an
        answer for."""
        if self._token_count_url is None:
            return 0
        text = "\n".join(m.content for m in messages)
        try:
            response = await self._client.post(
                self._token_count_url, json={"input": text}, timeout=_CONNECT_TIMEOUT_SECONDS
            )
            return int(response.json()["count"]) if response.status_code == 200 else 0
        except (httpx.HTTPError, ValueError, KeyError, TypeError):
            return 0

    async def _stream(self, body: dict[str, Any], where: str) -> _Stream:
        """POST and read the whole event stream; leaving early (cancel, timeout) closes the
        connection, which stops the server's generation."""
        url = f"{self._base_url}/chat/completions"
        async with self._client.stream("POST", url, json=body) as response:
            if response.status_code != 200:
                await response.aclose()
                raise status_error(where, response.status_code)
            stream = _Stream(pieces=[])
            text_relay.restart()
            async for event in _events(response.aiter_lines()):
                if event == "[DONE]":
                    stream.done = True
                    break
                heard = len(stream.pieces)
                _read_chunk(event, stream, where)
                if stream.first_piece_at is None and (stream.pieces or stream.tool_calls):
                    stream.first_piece_at = time.perf_counter()
                for piece in stream.pieces[heard:]:
                    await text_relay.relay(piece)
        if not stream.done and stream.finish_reason is None:
            raise LLMError(f"{where} ended the answer before its end", transient=True)
        return stream

    async def aclose(self) -> None:
        await self._client.aclose()


async def _events(lines: AsyncIterator[str]) -> AsyncIterator[str]:
    """The ``data:`` payloads of a Server-Sent Events stream (comments and pings skipped;
    one-line data, as every OpenAI-compatible server sends)."""
    async for line in lines:
        if line.startswith("data:"):
            yield line[5:].strip()


def _read_chunk(event: str, stream: _Stream, where: str) -> None:
    try:
        chunk = json.loads(event)
        for choice in chunk.get("choices") or ():
            delta = choice.get("delta") or {}
            for call in delta.get("tool_calls") or ():
                function = call.get("function") or {}
                piece = stream.tool_calls.setdefault(int(call.get("index", 0)), ["", ""])
                piece[0] += function.get("name") or ""
                piece[1] += function.get("arguments") or ""
            content = delta.get("content")
            if content:
                stream.pieces.append(content)
                stream.content_events += 1
            if choice.get("finish_reason"):
                stream.finish_reason = choice["finish_reason"]
        usage = chunk.get("usage")
        if usage:
            stream.tokens_in = int(usage.get("prompt_tokens") or 0)
            stream.tokens_out = int(usage.get("completion_tokens") or 0)
            details = usage.get("prompt_tokens_details") or {}
            if details.get("cached_tokens") is not None:
                stream.tokens_cached = int(details["cached_tokens"])
    except (json.JSONDecodeError, AttributeError, TypeError, ValueError):
        raise LLMError(
            f"{where} sent an event that is not an OpenAI chat completion chunk", transient=True
        ) from None


def status_error(
    where: str, status: int, *, missing_model_hint: str = "check the model name the server serves"
) -> LLMError:
    """An HTTP status as an ``LLMError``: 404 names a missing model; 429 and 5xx are transient."""
    if status == 404:
        return LLMError(
            f"{where}: model not found (404); {missing_model_hint}", code="llm_model_not_found"
        )
    if status == 429 or status >= 500 or status < 0:
        return LLMError(f"{where} failed with status {status}", transient=True)
    return LLMError(f"{where} rejected the request (status {status})", code="llm_request_rejected")
