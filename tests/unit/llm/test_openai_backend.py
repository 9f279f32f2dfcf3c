"""The OpenAI-compatible backend against the wire protocol: event streams, schemas, failures.

The server is an ``httpx.MockTransport`` answering as OpenAI-compatible servers do (the real
server, llama-cpp-python's, is exercised in tests/integration/test_model_process.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable

import httpx
import pytest

from clinrag.errors import LLMError
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.openai_backend import OpenAICompatibleLLM
from clinrag.setting_groups.llm import SchemaDialect

PROMPT = PromptRef(id="classify", version="abc123def456")
MESSAGES = [Message("user", "Is it SIMPLE?")]
SCHEMA = {"type": "object", "properties": {"type": {"type": "string"}}, "required": ["type"]}


def _chunk(content: str | None = None, finish: str | None = None) -> str:
    delta = {} if content is None else {"content": content}
    body = {
        "object": "chat.completion.chunk",
        "choices": [{"delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(body)}\n\n"


def _llm(
    handler: Callable[[httpx.Request], httpx.Response], **kwargs: object
) -> tuple[OpenAICompatibleLLM, list[dict[str, object]]]:
    seen: list[dict[str, object]] = []

    def record(request: httpx.Request) -> httpx.Response:
        seen.append(json.loads(request.content))
        return handler(request)

    client = httpx.AsyncClient(transport=httpx.MockTransport(record))
    return OpenAICompatibleLLM("http://pool/v1/", "medgemma", client=client, **kwargs), seen  # type: ignore[arg-type]


def _stream(*events: str) -> Callable[[httpx.Request], httpx.Response]:
    body = "".join(events).encode()
    return lambda _request: httpx.Response(
        200, content=body, headers={"content-type": "text/event-stream"}
    )


async def test_a_streamed_answer_is_assembled_with_its_usage() -> None:
    usage = {
        "object": "chat.completion.chunk",
        "choices": [],
        "usage": {"prompt_tokens": 31, "completion_tokens": 2},
    }
    llm, seen = _llm(
        _stream(
            ": ping\n\n",
            _chunk("Metformin "),
            _chunk("[1]."),
            _chunk(finish="stop"),
            f"data: {json.dumps(usage)}\n\n",
            "data: [DONE]\n\n",
        )
    )
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=50)
    assert completion.text == "Metformin [1]."
    assert (completion.tokens_in, completion.tokens_out) == (31, 2)
    assert not completion.truncated
    assert seen[0]["stream"] is True
    assert seen[0]["model"] == "medgemma"
    assert seen[0]["max_tokens"] == 50


async def test_the_first_piece_and_the_cached_prompt_tokens_are_reported() -> None:
    usage = {
        "object": "chat.completion.chunk",
        "choices": [],
        "usage": {
            "prompt_tokens": 900,
            "completion_tokens": 2,
            "prompt_tokens_details": {"cached_tokens": 640},
        },
    }
    llm, _ = _llm(
        _stream(
            _chunk("Yes "),
            _chunk("[1]."),
            _chunk(finish="stop"),
            f"data: {json.dumps(usage)}\n\n",
            "data: [DONE]\n\n",
        )
    )
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=50)
    assert completion.tokens_cached == 640
    assert completion.first_token_seconds is not None
    assert 0 <= completion.first_token_seconds <= completion.seconds


async def test_a_server_that_does_not_say_leaves_the_cache_unknown() -> None:
    llm, _ = _llm(_stream(_chunk("Yes."), _chunk(finish="stop"), "data: [DONE]\n\n"))
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=50)
    assert completion.tokens_cached is None


async def test_without_usage_tokens_out_counts_content_events() -> None:
    llm, _ = _llm(
        _stream(_chunk("a"), _chunk("b"), _chunk("c", finish="length"), "data: [DONE]\n\n")
    )
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=3)
    assert (completion.tokens_in, completion.tokens_out, completion.truncated) == (0, 3, True)


@pytest.mark.parametrize(("status", "count"), [(200, 17), (404, 0)])
async def test_without_usage_the_prompt_is_counted_by_the_servers_tokenizer(
    status: int, count: int
) -> None:
    answer = _stream(_chunk("a", finish="stop"), "data: [DONE]\n\n")

    def server(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/extras/tokenize/count":
            return httpx.Response(status, json={"count": 17})
        return answer(request)

    llm, seen = _llm(server, token_count_url="http://pool/extras/tokenize/count")
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=3)
    assert (
        completion.tokens_in == count
    )  # a server that cannot count costs the count, not the answer
    assert seen[1] == {"input": MESSAGES[0].content}


@pytest.mark.parametrize(
    ("dialect", "expected"),
    [
        (
            SchemaDialect.JSON_SCHEMA,
            {
                "type": "json_schema",
                "json_schema": {"name": "classify", "schema": SCHEMA, "strict": True},
            },
        ),
        (SchemaDialect.JSON_OBJECT, {"type": "json_object", "schema": SCHEMA}),
    ],
)
async def test_the_schema_is_sent_in_the_servers_dialect_and_checked(
    dialect: SchemaDialect, expected: dict[str, object]
) -> None:
    llm, seen = _llm(
        _stream(_chunk('{"type": "SIMPLE"}', finish="stop"), "data: [DONE]\n\n"),
        schema_dialect=dialect,
        extra_body={"repeat_penalty": 1.0},
    )
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=20, json_schema=SCHEMA)
    assert json.loads(completion.text) == {"type": "SIMPLE"}
    assert seen[0]["response_format"] == expected
    assert seen[0]["repeat_penalty"] == 1.0


async def test_output_that_breaks_the_schema_is_bad_output() -> None:
    llm, _ = _llm(_stream(_chunk('{"kind": 1}', finish="stop"), "data: [DONE]\n\n"))
    with pytest.raises(LLMError) as failure:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=20, json_schema=SCHEMA)
    assert failure.value.code == "llm_bad_output"


@pytest.mark.parametrize(
    ("status", "code", "transient"),
    [
        (500, "llm_unavailable", True),
        (503, "llm_unavailable", True),
        (429, "llm_unavailable", True),
        (404, "llm_model_not_found", False),
        (400, "llm_request_rejected", False),
    ],
)
async def test_statuses_map_onto_the_error_tree(status: int, code: str, transient: bool) -> None:
    secret = "PATIENT John Smith"
    llm, _ = _llm(lambda _r: httpx.Response(status, text=f"error about {secret}"))
    with pytest.raises(LLMError) as failure:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert (failure.value.code, failure.value.transient) == (code, transient)
    assert secret not in failure.value.detail  # a server's message may quote the prompt


async def test_a_stream_cut_before_its_end_is_transient() -> None:
    llm, _ = _llm(_stream(_chunk("half an ans")))
    with pytest.raises(LLMError, match="before its end") as failure:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=50)
    assert failure.value.transient


async def test_an_unreachable_server_is_transient() -> None:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("connection refused", request=request)

    llm, _ = _llm(refuse)
    with pytest.raises(LLMError, match="unreachable") as failure:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert failure.value.transient


async def test_garbage_events_are_not_an_answer() -> None:
    llm, _ = _llm(_stream("data: {not json\n\n"))
    with pytest.raises(LLMError, match="not an OpenAI chat completion chunk"):
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=5)
