"""The Ollama adapter against a local stand-in speaking ``/api/chat`` (tests/ollama_standin.py)."""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Iterator

import pytest

from clinrag.errors import LLMError, LLMTimeout
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.ollama_backend import OllamaLLM
from clinrag.llm.prompts import load_prompt
from clinrag.llm.resilience import ResilientLLM
from clinrag.llm.schemas import CLASSIFY_SCHEMA
from clinrag.setting_groups.llm import LLMSettings
from tests.ollama_standin import OllamaStandIn

SECRET_QUESTION = "Does Jane Doe, MRN 4417, need a lower apixaban dose?"
PROMPT = PromptRef(id="classify", version="0123456789ab")
MESSAGES = [Message("system", "Classify."), Message("user", SECRET_QUESTION)]


@pytest.fixture(scope="module")
def standin() -> Iterator[OllamaStandIn]:
    with OllamaStandIn().running() as server:
        yield server


@pytest.fixture(autouse=True)
def _fresh(standin: OllamaStandIn) -> None:
    standin.requests.clear()
    standin.content = "Heparin needs aPTT monitoring [1]."


def _llm(standin: OllamaStandIn, model: str = "medgemma-test") -> OllamaLLM:
    return OllamaLLM(standin.host, model, n_ctx=4096)


async def test_plain_completion_reports_tokens_and_prompt(standin: OllamaStandIn) -> None:
    completion = await _llm(standin).complete(
        MESSAGES, prompt=PROMPT, max_tokens=64, temperature=0.2, timeout_seconds=5
    )
    assert completion.text == "Heparin needs aPTT monitoring [1]."
    assert completion.model == "medgemma-test"
    assert (completion.prompt_id, completion.prompt_version) == ("classify", "0123456789ab")
    assert completion.tokens_in == 1 + len(SECRET_QUESTION.split())
    assert completion.tokens_out == 5
    assert completion.truncated is False
    assert 0 < completion.seconds < 5
    [request] = standin.requests
    assert request["model"] == "medgemma-test"
    assert request["stream"] is False
    assert request["messages"] == [
        {"role": "system", "content": "Classify."},
        {"role": "user", "content": SECRET_QUESTION},
    ]
    assert request["options"] == {"num_predict": 64, "temperature": 0.2, "num_ctx": 4096}
    assert "format" not in request


async def test_json_schema_is_sent_as_format_and_the_output_checked(
    standin: OllamaStandIn,
) -> None:
    standin.content = '{"type": "COMPARATIVE"}'
    prompt = load_prompt("classify")
    completion = await _llm(standin).complete(
        prompt.messages(question="apixaban or warfarin?"),
        prompt=prompt.ref,
        max_tokens=16,
        json_schema=CLASSIFY_SCHEMA,
    )
    assert json.loads(completion.text) == {"type": "COMPARATIVE"}
    assert completion.prompt_version == prompt.version
    assert standin.requests[0]["format"] == CLASSIFY_SCHEMA


async def test_output_that_breaks_the_schema_is_bad_output(standin: OllamaStandIn) -> None:
    standin.content = '{"type": "URGENT"}'
    with pytest.raises(LLMError, match="breaks its schema") as caught:
        await _llm(standin).complete(
            MESSAGES, prompt=PROMPT, max_tokens=16, json_schema=CLASSIFY_SCHEMA
        )
    assert caught.value.code == "llm_bad_output"
    assert "URGENT" not in caught.value.detail


async def test_malformed_json_is_bad_output_and_not_retried(standin: OllamaStandIn) -> None:
    llm = ResilientLLM(_llm(standin, "malformed"), LLMSettings(), sleep=_no_sleep)
    with pytest.raises(LLMError, match="not JSON") as caught:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=16, json_schema=CLASSIFY_SCHEMA)
    assert caught.value.code == "llm_bad_output"
    assert caught.value.transient is False
    assert len(standin.requests) == 1


async def test_hitting_the_token_cap_is_reported(standin: OllamaStandIn) -> None:
    completion = await _llm(standin, "rambling").complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert completion.truncated is True


async def test_a_missing_model_is_not_transient(standin: OllamaStandIn) -> None:
    with pytest.raises(LLMError, match="model not found") as caught:
        await _llm(standin, "missing").complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert caught.value.code == "llm_model_not_found"
    assert caught.value.transient is False
    assert caught.value.status_code == 503


@pytest.mark.parametrize(
    ("model", "status"), [("crashing", 500), ("busy", 503), ("throttled", 429)]
)
async def test_server_errors_are_transient(standin: OllamaStandIn, model: str, status: int) -> None:
    with pytest.raises(LLMError, match=f"status {status}") as caught:
        await _llm(standin, model).complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert caught.value.code == "llm_unavailable"
    assert caught.value.transient is True


async def test_a_non_ollama_body_is_transient(standin: OllamaStandIn) -> None:
    with pytest.raises(LLMError, match="not an Ollama chat response") as caught:
        await _llm(standin, "garbage").complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert caught.value.transient is True


async def test_an_unreachable_server_is_transient() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    llm = OllamaLLM(f"http://127.0.0.1:{port}", "medgemma-test")
    with pytest.raises(LLMError, match="unreachable") as caught:
        await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=5)
    assert caught.value.transient is True
    await llm.aclose()


async def test_a_slow_server_times_out(standin: OllamaStandIn) -> None:
    started = time.perf_counter()
    with pytest.raises(LLMTimeout) as caught:
        await _llm(standin, "slow").complete(
            MESSAGES, prompt=PROMPT, max_tokens=5, timeout_seconds=0.3
        )
    assert time.perf_counter() - started < 2
    assert caught.value.status_code == 504


async def test_transient_failures_are_retried_until_the_server_answers(
    standin: OllamaStandIn,
) -> None:
    standin.failures = 2
    llm = ResilientLLM(_llm(standin, "flaky"), LLMSettings(max_retries=2), sleep=_no_sleep)
    completion = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=16)
    assert completion.text.startswith("Heparin")
    assert len(standin.requests) == 3
    await llm.aclose()


@pytest.mark.parametrize("model", ["missing", "crashing", "malformed", "slow", "garbage"])
async def test_error_details_never_quote_the_prompt(standin: OllamaStandIn, model: str) -> None:
    with pytest.raises(LLMError) as caught:
        await _llm(standin, model).complete(
            MESSAGES, prompt=PROMPT, max_tokens=5, json_schema=CLASSIFY_SCHEMA, timeout_seconds=0.3
        )
    for fragment in ("Jane", "4417", "apixaban", "Classify."):
        assert fragment not in caught.value.detail
        assert fragment not in str(caught.value)


async def _no_sleep(_seconds: float) -> None:
    return None
