"""The embedded model in its supervised process, on a real model: SmolLM2-135M-Instruct,
assembled by `make install`, served by llama-cpp-python's OpenAI-compatible server.

Skipped only when the model file is absent and CLINRAG_REQUIRE_MODELS is unset; CI sets it,
so a missing model fails there instead of passing quietly.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from collections.abc import AsyncIterator
from pathlib import Path

import psutil
import pytest

from clinrag.assets import SMOLLM2_135M
from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm import text_relay
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.model_launch import ProcessConfig
from clinrag.llm.model_process import ModelProcess
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import CLASSIFY_SCHEMA, DECOMPOSE_SCHEMA, QUERY_TYPES
from clinrag.llm.supervised_llm import SupervisedLLM

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not SMOLLM2_135M.path().is_file() and not os.environ.get("CLINRAG_REQUIRE_MODELS"),
        reason=f"{SMOLLM2_135M.filename} is not assembled (make install)",
    ),
]

PROMPT = PromptRef(id="test", version="000000000000")
ESSAY = [Message("user", "Write a very long essay on the history of medicine.")]


def _config(path: Path | None = None, **overrides: float) -> ProcessConfig:
    return ProcessConfig(
        model_path=path or SMOLLM2_135M.path(),
        model_name=SMOLLM2_135M.name,
        n_ctx=2048,
        start_timeout_seconds=overrides.get("start_timeout_seconds", 120.0),
        restart_backoff_seconds=overrides.get("restart_backoff_seconds", 0.2),
        restart_backoff_max_seconds=1.0,
    )


async def _started(process: ModelProcess) -> SupervisedLLM:
    llm = SupervisedLLM(process)
    llm.start()
    assert await llm.wait_ready(120), process.status()
    return llm


@pytest.fixture(scope="module")
async def llm() -> AsyncIterator[SupervisedLLM]:
    model = await _started(ModelProcess(_config()))
    yield model
    await model.aclose()


async def test_ready_only_after_the_probe_generated_tokens(llm: SupervisedLLM) -> None:
    assert llm.status() == "ok"
    probe = llm.process.last_probe
    assert probe is not None
    assert probe.tokens_out >= 1


async def test_plain_completion(llm: SupervisedLLM) -> None:
    messages = [
        Message("system", "You are a concise assistant."),
        Message("user", "Name one vitamin."),
    ]
    completion = await llm.complete(messages, prompt=PROMPT, max_tokens=24, timeout_seconds=60)
    assert completion.text.strip()
    assert completion.model == "SmolLM2-135M-Instruct Q4_1"
    assert (completion.prompt_id, completion.prompt_version) == ("test", "000000000000")
    assert 0 < completion.tokens_out <= 24
    # llama-cpp-python streams no usage: the prompt is counted by the server's tokenizer
    assert completion.tokens_in >= len(" ".join(m.content for m in messages).split())
    assert completion.seconds > 0


async def test_a_prompt_that_begins_like_the_last_reads_only_what_differs(
    llm: SupervisedLLM,
) -> None:
    system = Message("system", load_prompt("synthesize").system)
    calls = [
        await llm.complete(
            [system, Message("user", f"Question: {question}")],
            prompt=PROMPT,
            max_tokens=4,
            timeout_seconds=60,
        )
        for question in ("Does aspirin lower fever?", "Is insulin a hormone?")
    ]
    first, second = calls
    assert first.first_token_seconds is not None
    assert 0 < first.first_token_seconds <= first.seconds
    # The second call's cache covers the shared instructions (not its own question).
    assert second.tokens_cached is not None
    assert len(system.content) // 6 <= second.tokens_cached < second.tokens_in + 8


async def test_the_token_cap_truncates(llm: SupervisedLLM) -> None:
    messages = [Message("user", "Write a long story about a hospital, in ten paragraphs.")]
    completion = await llm.complete(messages, prompt=PROMPT, max_tokens=8, timeout_seconds=60)
    assert completion.truncated is True
    assert completion.tokens_out == 8


async def test_json_schema_output_parses_with_the_real_prompt(llm: SupervisedLLM) -> None:
    prompt = load_prompt("classify")
    completion = await llm.complete(
        prompt.messages(question="Is apixaban safer than warfarin in atrial fibrillation?"),
        prompt=prompt.ref,
        max_tokens=24,
        json_schema=CLASSIFY_SCHEMA,
        timeout_seconds=60,
    )
    assert json.loads(completion.text)["type"] in QUERY_TYPES
    assert completion.prompt_version == prompt.version


async def test_decomposition_respects_its_schema(llm: SupervisedLLM) -> None:
    prompt = load_prompt("decompose")
    completion = await llm.complete(
        prompt.messages(
            question="Compare heparin and enoxaparin for DVT prophylaxis",
            query_type="COMPARATIVE",
            count="2",
        ),
        prompt=prompt.ref,
        max_tokens=160,
        json_schema=DECOMPOSE_SCHEMA,
        timeout_seconds=60,
    )
    sub_queries = json.loads(completion.text)["sub_queries"]
    assert 1 <= len(sub_queries) <= 4
    assert all(isinstance(query, str) and query for query in sub_queries)


async def _stops_computing(pid: int, limit_seconds: float = 30.0) -> bool:
    """Until the model's process stops computing: under 0.02 CPU seconds in one second. A
    process still generating gets far more even on a loaded machine (each of its threads its
    share of a core), and a server that stopped at its next token gets there within that
    token's time; the essay it abandoned would keep it busy for ~45 s unloaded, minutes loaded.
    """
    process = psutil.Process(pid)
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        before = sum(process.cpu_times()[:2])
        await asyncio.sleep(1.0)
        if sum(process.cpu_times()[:2]) - before < 0.02:
            return True
    return False


class _FirstPiece:
    """A ``TextSink`` that notes when the model's first piece of text arrived."""

    def __init__(self) -> None:
        self.heard = asyncio.Event()

    async def piece(self, text: str) -> None:
        self.heard.set()

    def restart(self) -> None:
        pass


async def test_a_timeout_stops_generation_and_frees_the_model(llm: SupervisedLLM) -> None:
    pid = llm.process.pid
    assert pid is not None
    started = time.perf_counter()
    with pytest.raises(LLMTimeout, match="generation was stopped"):
        await llm.complete(ESSAY, prompt=PROMPT, max_tokens=2000, timeout_seconds=1.0)
    assert time.perf_counter() - started < 11  # at its timeout, not at the essay's end
    assert await _stops_computing(pid), "the server went on generating the abandoned essay"
    completion = await llm.complete(ESSAY, prompt=PROMPT, max_tokens=4, timeout_seconds=120)
    assert completion.tokens_out == 4


async def test_a_cancelled_call_stops_generating(llm: SupervisedLLM) -> None:
    pid = llm.process.pid
    assert pid is not None
    first = _FirstPiece()
    async with text_relay.relaying(first):
        task = asyncio.create_task(
            llm.complete(ESSAY, prompt=PROMPT, max_tokens=2000, timeout_seconds=300)
        )
    async with asyncio.timeout(120):  # cancelled while generating, not before it began
        await first.heard.wait()
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert await _stops_computing(pid), "the server went on generating the abandoned essay"
    completion = await llm.complete(ESSAY, prompt=PROMPT, max_tokens=4, timeout_seconds=120)
    assert completion.tokens_out == 4


async def test_concurrent_calls_take_turns(llm: SupervisedLLM) -> None:
    messages = [Message("user", "Say hello.")]
    results = await asyncio.gather(
        *(llm.complete(messages, prompt=PROMPT, max_tokens=6, timeout_seconds=60) for _ in range(3))
    )
    assert all(result.tokens_out > 0 for result in results)


async def test_a_killed_process_fails_its_call_and_is_restarted() -> None:
    # A backoff long enough to look at the process between its death and its restart.
    process = ModelProcess(_config(restart_backoff_seconds=3.0))
    llm = await _started(process)
    try:
        first_pid = process.pid
        assert first_pid is not None
        call = asyncio.create_task(
            llm.complete(ESSAY, prompt=PROMPT, max_tokens=2000, timeout_seconds=120)
        )
        await asyncio.sleep(1.0)
        os.kill(first_pid, signal.SIGKILL)
        with pytest.raises(LLMError) as failure:
            await call
        assert failure.value.code == "llm_restarting"
        assert not failure.value.transient  # not retried against a process that is gone
        assert (process.last_exit, process.restarts) == ("signal SIGKILL", 1)
        assert process.status().startswith("restarting (last exit: signal SIGKILL")
        # Refused at once while restarting, not queued behind the restart.
        with pytest.raises(LLMError, match="restarting"):
            await llm.complete(ESSAY, prompt=PROMPT, max_tokens=4, timeout_seconds=60)
        assert await llm.wait_ready(120), process.status()
        assert process.status() == "ok"
        assert process.pid not in (None, first_pid)
        completion = await llm.complete(ESSAY, prompt=PROMPT, max_tokens=4, timeout_seconds=60)
        assert completion.tokens_out == 4
    finally:
        await llm.aclose()
    assert not psutil.pid_exists(process.pid or -1) or (
        psutil.Process(process.pid or -1).status() == psutil.STATUS_ZOMBIE
    )


async def test_a_model_that_cannot_run_is_never_ready(tmp_path: Path) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"GGUF" + b"\0" * 64)
    process = ModelProcess(_config(broken, start_timeout_seconds=60.0))
    llm = SupervisedLLM(process)
    llm.start()
    try:
        assert not await llm.wait_ready(15)
        assert process.status().startswith("restarting (last exit: exit ")
        with pytest.raises(LLMError, match="restarting"):
            await llm.complete(ESSAY, prompt=PROMPT, max_tokens=4, timeout_seconds=5)
    finally:
        await llm.aclose()
