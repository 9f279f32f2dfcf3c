"""The scripted LLM honours the LLM protocol: scripted replies and errors, recorded calls."""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from clinrag.errors import LLMError
from clinrag.llm.base import LLM, Message, PromptRef
from clinrag.llm.schemas import CLASSIFY_SCHEMA
from tests.fakes import ScriptedLLM

CLASSIFY = PromptRef("classify", "aaaaaaaaaaaa")
SYNTHESIZE = PromptRef("synthesize", "bbbbbbbbbbbb")
MESSAGES = [Message("system", "Be brief."), Message("user", "Heparin dose?")]


async def test_queued_replies_come_first_then_the_responder() -> None:
    def respond(
        messages: Sequence[Message], prompt: PromptRef, schema: Mapping[str, Any] | None
    ) -> str:
        return '{"type": "SIMPLE"}' if schema is not None else f"answer to {prompt.id}"

    llm: LLM = ScriptedLLM(["first"], respond=respond)
    first = await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=10)
    second = await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=10)
    third = await llm.complete(
        MESSAGES, prompt=CLASSIFY, max_tokens=10, json_schema=CLASSIFY_SCHEMA
    )
    assert [first.text, second.text, third.text] == [
        "first",
        "answer to synthesize",
        '{"type": "SIMPLE"}',
    ]
    assert (third.prompt_id, third.prompt_version, third.model) == (
        "classify",
        "aaaaaaaaaaaa",
        "scripted",
    )
    assert third.tokens_in == 4
    assert third.tokens_out == 2


async def test_calls_are_recorded() -> None:
    llm = ScriptedLLM(["a", "b"])
    await llm.complete(MESSAGES, prompt=CLASSIFY, max_tokens=8, json_schema=CLASSIFY_SCHEMA)
    await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=300, timeout_seconds=2.5)
    assert [call.prompt.id for call in llm.calls] == ["classify", "synthesize"]
    [call] = llm.calls_for("synthesize")
    assert call.messages == tuple(MESSAGES)
    assert (call.max_tokens, call.json_schema, call.timeout_seconds) == (300, None, 2.5)
    assert llm.calls_for("classify")[0].json_schema == CLASSIFY_SCHEMA


async def test_scripted_errors_are_raised() -> None:
    error = LLMError("down", transient=True)
    llm = ScriptedLLM([error, "after"])
    with pytest.raises(LLMError) as caught:
        await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=5)
    assert caught.value is error
    assert (await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=5)).text == "after"


async def test_the_token_cap_truncates() -> None:
    llm = ScriptedLLM(["one two three four five"])
    completion = await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=3)
    assert completion.text == "one two three"
    assert completion.truncated is True
    assert completion.tokens_out == 3


async def test_fixed_latency_is_slept() -> None:
    llm = ScriptedLLM(["slow"], latency_seconds=0.05)
    started = time.perf_counter()
    completion = await llm.complete(MESSAGES, prompt=SYNTHESIZE, max_tokens=5)
    assert time.perf_counter() - started >= 0.05
    assert completion.seconds == 0.05


async def test_running_out_of_script_is_a_test_failure() -> None:
    with pytest.raises(AssertionError, match="no reply left for prompt reflect"):
        await ScriptedLLM().complete(MESSAGES, prompt=PromptRef("reflect", "c" * 12), max_tokens=5)
