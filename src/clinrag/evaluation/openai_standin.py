"""A fixed-latency stand-in for an OpenAI-compatible chat server: the GPU server at the edge.

A hospital runs the model on a GPU pool behind the OpenAI chat API (vLLM, TGI, SGLang,
llama.cpp's server, Ollama's ``/v1``). This machine cannot reach one, so the load benchmark
(``clinrag bench load``) points the service's ``openai`` backend at this server instead: it
waits a fixed latency (``asyncio.sleep``, so it serves any number of calls at once), then
answers from the prompt the way ``ExtractiveLLM`` does (a cited first sentence of the top
passages; JSON for classify, decompose and reflect), in the wire format of those servers:

- ``GET /v1/models``: ``{"object": "list", "data": [{"id": MODEL, "object": "model"}]}``
- ``POST /v1/chat/completions``: a ``chat.completion`` object, or with ``stream: true``
  ``data: {chat.completion.chunk}`` events a few words each, a last chunk with its
  ``finish_reason``, a usage chunk when ``stream_options.include_usage``, then ``data: [DONE]``.
  A ``response_format`` carrying a JSON schema (``json_schema`` or llama-cpp-python's
  ``json_object`` with ``schema``) gets JSON valid against that schema. A request with
  ``tools`` gets one tool call (``tool_calls`` deltas, finish reason ``tool_calls``): the
  keyword search ``search_text`` (else the first tool) of the prompt's ``<question>``, so the
  agent's native driver runs end to end.

Run: ``python -m clinrag.evaluation.openai_standin --port 8081 --latency-seconds 1.0``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import re
import time
import uuid
from collections.abc import AsyncIterator, Mapping
from typing import Any, cast

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, REFLECT_SCHEMA

MODEL = "standin"
WORDS_PER_CHUNK = 3
_KNOWN_SCHEMAS = {
    "classify": CLASSIFY_SCHEMA,
    "decompose": DECOMPOSE_SCHEMA,
    "reflect": REFLECT_SCHEMA,
}
_PIECE = re.compile(r"\S+\s*|\s+")


def _schema_of(response_format: Any) -> tuple[str | None, Mapping[str, Any] | None]:
    """(name, schema) of a ``response_format`` in either dialect; (None, None) without one."""
    if not isinstance(response_format, dict):
        return None, None
    if response_format.get("type") == "json_schema":
        spec = response_format.get("json_schema") or {}
        return spec.get("name"), spec.get("schema")
    if response_format.get("type") == "json_object":
        return None, response_format.get("schema") or {"type": "object"}
    return None, None


def minimal_json(schema: Mapping[str, Any]) -> Any:
    """The smallest value valid against a simple JSON schema (types, enums, required, sizes)."""
    if "enum" in schema:
        return schema["enum"][0]
    if "const" in schema:
        return schema["const"]
    for alternatives in ("anyOf", "oneOf"):
        if alternatives in schema:
            return minimal_json(schema[alternatives][0])
    kind = schema.get("type", "object")
    if isinstance(kind, list):
        kind = next((k for k in kind if k != "null"), "null")
    properties = schema.get("properties", {})
    if kind == "object":
        return {name: minimal_json(properties.get(name, {})) for name in schema.get("required", [])}
    if kind == "array":
        return [minimal_json(schema.get("items", {}))] * int(schema.get("minItems", 0))
    if kind == "string":
        return "x" * int(schema.get("minLength", 0))
    if kind in ("integer", "number"):
        return schema.get("minimum", 0)
    return False if kind == "boolean" else None


async def _answer(body: dict[str, Any], latency: float) -> tuple[str, int, int]:
    """(text, prompt tokens, completion tokens) after ``latency`` seconds."""
    messages = [
        Message(cast(Any, m.get("role", "user")), str(m.get("content") or ""))
        for m in body.get("messages") or []
    ]
    name, schema = _schema_of(body.get("response_format"))
    prompt_id = next((k for k, s in _KNOWN_SCHEMAS.items() if s == schema), name or "synthesize")
    if schema is not None and prompt_id not in _KNOWN_SCHEMAS:
        await asyncio.sleep(latency)
        text = json.dumps(minimal_json(schema))
        return text, sum(len(m.content.split()) for m in messages), len(text.split())
    completion = await ExtractiveLLM(latency).complete(
        messages,
        prompt=PromptRef(prompt_id, "standin"),
        max_tokens=int(body.get("max_tokens") or 0),
    )
    return completion.text, completion.tokens_in, completion.tokens_out


def _envelope(ident: str, kind: str, model: str, choices: list[Any], **extra: Any) -> Any:
    return {"id": ident, "object": kind, "created": int(time.time()), "model": model,
            "choices": choices, **extra}  # fmt: skip


def _event(payload: Any) -> str:
    return f"data: {json.dumps(payload)}\n\n"


async def _events(ident: str, model: str, text: str, usage: Any) -> AsyncIterator[str]:
    """The chunks of ``text``; ``usage`` (when not None) in a last chunk without choices."""

    def chunk(delta: dict[str, str], finish: str | None = None) -> str:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return _event(_envelope(ident, "chat.completion.chunk", model, [choice]))

    yield chunk({"role": "assistant", "content": ""})
    pieces = _PIECE.findall(text)
    for start in range(0, len(pieces), WORDS_PER_CHUNK):
        yield chunk({"content": "".join(pieces[start : start + WORDS_PER_CHUNK])})
    yield chunk({}, "stop")
    if usage is not None:
        yield _event(_envelope(ident, "chat.completion.chunk", model, [], usage=usage))
    yield "data: [DONE]\n\n"


_QUESTION = re.compile(r"<question>\s*(.*?)\s*</question>", re.S)


def tool_call_of(body: dict[str, Any]) -> dict[str, Any]:
    """The one call the stand-in makes when offered tools."""
    names = [str((t.get("function") or {}).get("name")) for t in body["tools"]]
    name = "search_text" if "search_text" in names else names[0]
    prompt = " ".join(str(m.get("content") or "") for m in body.get("messages") or [])
    found = _QUESTION.search(prompt)
    arguments = {"bucket": "", "query": found.group(1) if found else prompt[-200:]}
    return {"index": 0, "id": f"call_{uuid.uuid4().hex[:12]}", "type": "function",
            "function": {"name": name, "arguments": json.dumps(arguments)}}  # fmt: skip


async def _tool_events(ident: str, model: str, call: dict[str, Any]) -> AsyncIterator[str]:
    """The call in two chunks (name, then arguments), as streaming servers send it."""

    def chunk(delta: dict[str, Any], finish: str | None = None) -> str:
        choice = {"index": 0, "delta": delta, "finish_reason": finish}
        return _event(_envelope(ident, "chat.completion.chunk", model, [choice]))

    function = call["function"]
    head = {**call, "function": {"name": function["name"], "arguments": ""}}
    yield chunk({"role": "assistant", "content": None, "tool_calls": [head]})
    yield chunk({"tool_calls": [{"index": 0, "function": {"arguments": function["arguments"]}}]})
    yield chunk({}, "tool_calls")
    yield "data: [DONE]\n\n"


def create_app(latency_seconds: float, model: str = MODEL) -> Starlette:
    async def models(request: Request) -> Response:
        return JSONResponse({"object": "list", "data": [{"id": model, "object": "model"}]})

    async def chat(request: Request) -> Response:
        try:
            body = await request.json()
        except ValueError:
            body = None
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            error = {"message": "expected a JSON body with messages", "type": "invalid_request"}
            return JSONResponse({"error": error}, status_code=400)
        if body.get("tools"):
            await asyncio.sleep(latency_seconds)
            ident, call = f"chatcmpl-{uuid.uuid4().hex}", tool_call_of(body)
            stream = _tool_events(ident, str(body.get("model") or model), call)
            return StreamingResponse(stream, media_type="text/event-stream")
        text, tokens_in, tokens_out = await _answer(body, latency_seconds)
        usage = {"prompt_tokens": tokens_in, "completion_tokens": tokens_out,
                 "total_tokens": tokens_in + tokens_out}  # fmt: skip
        ident, name = f"chatcmpl-{uuid.uuid4().hex}", str(body.get("model") or model)
        if body.get("stream"):
            wanted = (body.get("stream_options") or {}).get("include_usage")
            events = _events(ident, name, text, usage if wanted else None)
            return StreamingResponse(events, media_type="text/event-stream")
        message = {"role": "assistant", "content": text}
        choice = {"index": 0, "message": message, "finish_reason": "stop"}
        return JSONResponse(_envelope(ident, "chat.completion", name, [choice], usage=usage))

    routes = [
        Route("/v1/models", models, methods=["GET"]),
        Route("/v1/chat/completions", chat, methods=["POST"]),
    ]
    return Starlette(routes=routes)


def main() -> None:
    import uvicorn

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--latency-seconds", type=float, default=1.0)
    parser.add_argument("--model", default=MODEL, help="the model name /v1/models lists")
    args = parser.parse_args()
    app = create_app(args.latency_seconds, args.model)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", access_log=False)


if __name__ == "__main__":
    main()
