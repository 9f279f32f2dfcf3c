"""A command whose arms make no model call starts the model only when a step calls it: once,
however many calls come, and a start that failed is not tried again by every call."""

from __future__ import annotations

import asyncio

import pytest

from clinrag.commands.eval_answers import arms_call_model
from clinrag.errors import StartupError
from clinrag.llm import on_demand
from clinrag.llm.base import Message, PromptRef
from clinrag.llm.on_demand import OnDemandLLM
from clinrag.llm.resilience import ResilientLLM
from clinrag.settings import Settings
from tests.fakes import SupervisedScriptedLLM

PROMPT = PromptRef(id="test", version="000000000000")
MESSAGES = [Message("user", "Name one vitamin.")]


def _on_demand(
    monkeypatch: pytest.MonkeyPatch, backend: SupervisedScriptedLLM
) -> tuple[OnDemandLLM, list[str]]:
    monkeypatch.setattr(on_demand, "build_llm", lambda s: ResilientLLM(backend, s.llm))
    said: list[str] = []
    return OnDemandLLM(Settings(), say=said.append), said


async def test_a_run_that_never_calls_the_model_never_starts_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend = SupervisedScriptedLLM()
    llm, said = _on_demand(monkeypatch, backend)
    assert llm.model == "scripted"
    await llm.aclose()
    assert (backend.starts, said, llm.started, backend.closed) == (0, [], False, True)


async def test_the_first_calls_start_it_once_and_are_answered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend = SupervisedScriptedLLM(["C", "D", "E"])
    llm, said = _on_demand(monkeypatch, backend)
    first, second = await asyncio.gather(
        *(llm.complete(MESSAGES, prompt=PROMPT, max_tokens=4) for _ in range(2))
    )
    third = await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=4)
    assert sorted([first.text, second.text]) == ["C", "D"]
    assert third.text == "E"
    assert (backend.starts, llm.started) == (1, True)
    assert said == ["a step called the language model: starting scripted now"]


async def test_a_failed_start_is_raised_again_without_another_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    backend = SupervisedScriptedLLM(["C"], ready=False)
    llm, said = _on_demand(monkeypatch, backend)
    for _ in range(2):
        with pytest.raises(StartupError, match="did not start"):
            await llm.complete(MESSAGES, prompt=PROMPT, max_tokens=4)
    assert (backend.starts, backend.calls, llm.started) == (1, [], False)
    assert len(said) == 2  # the start, then why it failed


def test_only_classical_extractive_answers_with_the_rule_verdict_call_no_model() -> None:
    assert not arms_call_model(["classical"], ["extractive"], ["rules"])
    assert arms_call_model(["classical"], ["extractive", "direct"], ["rules"])
    assert arms_call_model(["classical"], ["map_reduce"], ["rules"])
    assert arms_call_model(["classical"], ["extractive"], ["rules", "model"])
    assert arms_call_model(["classical", "agentic"], ["extractive"], ["rules"])
