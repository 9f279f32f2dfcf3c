"""The load benchmark's stand-in GPU server speaks the OpenAI chat API the service's backend
reads: models list, whole and streamed completions, usage, and JSON valid for a schema."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest

from clinrag.evaluation.openai_standin import MODEL, create_app, minimal_json
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.json_output import problems
from clinrag.llm.openai_backend import OpenAICompatibleLLM
from clinrag.llm.prompts import format_sub_queries, load_prompt
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, REFLECT_SCHEMA
from clinrag.security.guard import fence_untrusted
from clinrag.setting_groups.llm import SchemaDialect

EVIDENCE = "\n\n".join(
    [
        "[1] Heparin dosing\n"
        + fence_untrusted("Unfractionated heparin needs aPTT monitoring. It is given by infusion."),
        "[2] Warfarin\n" + fence_untrusted("Warfarin is monitored by the INR."),
    ]
)
QUESTION = "How is heparin monitored?"


def synthesize_messages() -> list[dict[str, str]]:
    prompt = load_prompt("synthesize")
    messages = prompt.messages(
        question=QUESTION, sub_queries=format_sub_queries([QUESTION]), evidence=EVIDENCE
    )
    return [{"role": m.role, "content": m.content} for m in messages]


def structured_messages(prompt_id: str) -> list[dict[str, str]]:
    user = f"<question>\n{QUESTION}\n</question>\nWrite exactly 2 search queries."
    return [
        {"role": "system", "content": f"The {prompt_id} prompt."},
        {"role": "user", "content": user},
    ]


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=create_app(latency_seconds=0.0))
    async with httpx.AsyncClient(transport=transport, base_url="http://standin/v1") as client:
        yield client


def body(messages: list[dict[str, str]], **extra: Any) -> dict[str, Any]:
    return {"model": MODEL, "messages": messages, "max_tokens": 400, "temperature": 0.0, **extra}


async def test_lists_its_model(client: httpx.AsyncClient) -> None:
    response = await client.get("/models")

    assert response.status_code == 200
    assert response.json() == {"object": "list", "data": [{"id": MODEL, "object": "model"}]}


async def test_whole_completion_quotes_the_first_passage_with_its_citation(
    client: httpx.AsyncClient,
) -> None:
    response = await client.post("/chat/completions", json=body(synthesize_messages()))

    assert response.status_code == 200
    completion = response.json()
    assert completion["object"] == "chat.completion"
    choice = completion["choices"][0]
    assert choice["message"]["role"] == "assistant"
    assert choice["message"]["content"].startswith(
        "Unfractionated heparin needs aPTT monitoring [1]."
    )
    assert choice["finish_reason"] == "stop"
    usage = completion["usage"]
    assert usage["prompt_tokens"] > 0
    assert usage["completion_tokens"] == len(choice["message"]["content"].split())


async def read_events(client: httpx.AsyncClient, request: dict[str, Any]) -> list[str]:
    async with client.stream("POST", "/chat/completions", json=request) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        text = (await response.aread()).decode()
    assert text.endswith("\n\n")
    events = text.removesuffix("\n\n").split("\n\n")
    assert all(event.startswith("data: ") for event in events)
    return [event.removeprefix("data: ") for event in events]


async def test_streamed_completion_sends_pieces_a_finish_reason_usage_and_done(
    client: httpx.AsyncClient,
) -> None:
    whole = await client.post("/chat/completions", json=body(synthesize_messages()))
    request = body(synthesize_messages(), stream=True, stream_options={"include_usage": True})

    events = await read_events(client, request)

    assert events[-1] == "[DONE]"
    chunks = [json.loads(event) for event in events[:-1]]
    assert {chunk["object"] for chunk in chunks} == {"chat.completion.chunk"}
    *answer, usage_chunk = chunks
    pieces = [c["choices"][0]["delta"].get("content", "") for c in answer]
    assert "".join(pieces) == whole.json()["choices"][0]["message"]["content"]
    assert sum(1 for piece in pieces if piece) > 1  # a few words per chunk, not one chunk
    assert [c["choices"][0]["finish_reason"] for c in answer][-1] == "stop"
    assert all(c["choices"][0]["finish_reason"] is None for c in answer[:-1])
    assert usage_chunk["choices"] == []
    assert usage_chunk["usage"] == whole.json()["usage"]


async def test_streamed_completion_without_usage_option_sends_no_usage_chunk(
    client: httpx.AsyncClient,
) -> None:
    events = await read_events(client, body(synthesize_messages(), stream=True))

    assert events[-1] == "[DONE]"
    assert all(json.loads(event)["choices"] for event in events[:-1])


SCHEMAS = {"classify": CLASSIFY_SCHEMA, "decompose": DECOMPOSE_SCHEMA, "reflect": REFLECT_SCHEMA}


@pytest.mark.parametrize("prompt_id", sorted(SCHEMAS))
@pytest.mark.parametrize("dialect", ["json_schema", "json_object"])
async def test_schema_requests_get_json_valid_for_the_schema(
    client: httpx.AsyncClient, prompt_id: str, dialect: str
) -> None:
    schema = dict(SCHEMAS[prompt_id])
    response_format: dict[str, Any] = (
        {"type": "json_schema", "json_schema": {"name": prompt_id, "schema": schema}}
        if dialect == "json_schema"
        else {"type": "json_object", "schema": schema}
    )
    request = body(structured_messages(prompt_id), response_format=response_format)

    response = await client.post("/chat/completions", json=request)

    value = json.loads(response.json()["choices"][0]["message"]["content"])
    assert problems(value, schema) == []
    if prompt_id == "decompose":
        assert len(value["sub_queries"]) == 2


async def test_an_unknown_schema_gets_its_minimal_valid_json(client: httpx.AsyncClient) -> None:
    schema = {
        "type": "object",
        "properties": {
            "label": {"type": "string", "minLength": 2},
            "score": {"type": "number", "minimum": 1},
            "tags": {"type": "array", "items": {"type": "string"}, "minItems": 1},
            "note": {"type": "string"},
        },
        "required": ["label", "score", "tags"],
        "additionalProperties": False,
    }
    request = body(
        structured_messages("other"),
        response_format={"type": "json_schema", "json_schema": {"name": "x", "schema": schema}},
    )

    response = await client.post("/chat/completions", json=request)

    value = json.loads(response.json()["choices"][0]["message"]["content"])
    assert value == minimal_json(schema) == {"label": "xx", "score": 1, "tags": [""]}
    assert problems(value, schema) == []


async def test_a_body_without_messages_is_refused(client: httpx.AsyncClient) -> None:
    response = await client.post("/chat/completions", content=b"not json")

    assert response.status_code == 400
    assert "error" in response.json()


@pytest.mark.parametrize("dialect", list(SchemaDialect))
async def test_the_services_openai_backend_reads_it(dialect: SchemaDialect) -> None:
    transport = httpx.ASGITransport(app=create_app(latency_seconds=0.0))
    http = httpx.AsyncClient(transport=transport)
    llm = OpenAICompatibleLLM("http://standin/v1", MODEL, schema_dialect=dialect, client=http)
    try:
        synthesize = load_prompt("synthesize")
        messages = synthesize.messages(
            question=QUESTION, sub_queries=format_sub_queries([QUESTION]), evidence=EVIDENCE
        )
        answer = await llm.complete(messages, prompt=synthesize.ref, max_tokens=400)
        structured = [Message("user", f"<question>\n{QUESTION}\n</question>")]
        kind = await llm.complete(
            structured,
            prompt=PromptRef("classify", "test"),
            max_tokens=24,
            json_schema=CLASSIFY_SCHEMA,
        )
    finally:
        await llm.aclose()

    assert "[1]" in answer.text
    assert answer.tokens_out == len(answer.text.split())
    assert not answer.truncated
    assert json.loads(kind.text) == {"type": "SIMPLE"}


async def test_calls_wait_the_latency_side_by_side() -> None:
    transport = httpx.ASGITransport(app=create_app(latency_seconds=0.3))
    async with httpx.AsyncClient(transport=transport, base_url="http://standin/v1") as client:
        started = time.perf_counter()
        responses = await asyncio.gather(
            *(client.post("/chat/completions", json=body(synthesize_messages())) for _ in range(20))
        )
        elapsed = time.perf_counter() - started

    assert {r.status_code for r in responses} == {200}
    assert 0.3 <= elapsed < 3.0  # 20 calls one after another would take 6 s
