"""The two review drivers behind one protocol, on scripted models: the JSON loop reads one
object naming the next call; the native driver reads the first tool call of a reply that
carries the tools; a failure is no proposal (the rules' fallback), traced."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from clinrag.errors import LLMError
from clinrag.llm.base import (
    Completion,
    Message,
    PromptRef,
    ProposedCall,
    SupportsTools,
    ToolReply,
)
from clinrag.pipelines.agent.drivers import (
    JsonLoopDriver,
    NativeToolDriver,
    ReviewContext,
    build_driver,
)
from clinrag.pipelines.trace import Trace
from tests.fakes import ScriptedLLM

CONTEXT = ReviewContext("q?", "intent qa", "none", "(nothing kept)", 3)


class ToolCallingLLM(ScriptedLLM):
    """A scripted model that also takes tools: each reply is the tool calls it makes."""

    def __init__(self, calls: Sequence[ProposedCall] | Exception) -> None:
        super().__init__()
        self.tool_calls = calls
        self.tools_seen: list[Sequence[Mapping[str, Any]]] = []

    async def complete_with_tools(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[Mapping[str, Any]],
        prompt: PromptRef,
        max_tokens: int,
        timeout_seconds: float | None = None,
    ) -> ToolReply:
        self.tools_seen.append(tools)
        if isinstance(self.tool_calls, Exception):
            raise self.tool_calls
        completion = Completion("", "scripted", prompt.id, prompt.version, 10, 5, 0.0, False)
        return ToolReply(completion, tuple(self.tool_calls))


async def _propose(driver: Any) -> tuple[Any, dict[str, Any]]:
    trace = Trace()
    async with trace.step("agent_review") as notes:
        proposal = await driver.propose(CONTEXT, notes)
    return proposal, trace.steps[0].details


async def test_the_json_driver_reads_the_next_call() -> None:
    reply = {
        "status": "more",
        "tool": "search_text",
        "bucket": "guidelines",
        "query": "statin",
        "doc_id": "",
    }
    llm = ScriptedLLM([json.dumps(reply)])
    proposal, details = await _propose(JsonLoopDriver(llm, 100))
    assert (proposal.tool, dict(proposal.args), proposal.origin) == (
        "search_text",
        {"bucket": "guidelines", "query": "statin"},
        "model",
    )
    assert details["model_status"] == "more"
    assert llm.calls[0].prompt.id == "agent_review"


async def test_the_json_driver_says_enough_and_falls_back_on_a_failure() -> None:
    enough = {"status": "enough", "tool": "none", "bucket": "", "query": "", "doc_id": ""}
    proposal, _ = await _propose(JsonLoopDriver(ScriptedLLM([json.dumps(enough)]), 100))
    assert proposal is None
    failing = ScriptedLLM([LLMError("down", code="llm_unavailable")])
    proposal, details = await _propose(JsonLoopDriver(failing, 100))
    assert proposal is None
    assert details["fallback_reason"] == "llm_unavailable"


async def test_the_native_driver_passes_the_tools_and_reads_the_first_call() -> None:
    llm = ToolCallingLLM([ProposedCall("get_document_metadata", '{"doc_id": "7"}')])
    assert isinstance(llm, SupportsTools)
    driver = build_driver("native", llm, 100)
    assert isinstance(driver, NativeToolDriver)
    proposal, details = await _propose(driver)
    assert (proposal.tool, dict(proposal.args)) == ("get_document_metadata", {"doc_id": "7"})
    assert {tool["name"] for tool in llm.tools_seen[0]} == {
        "search_text",
        "search_semantic",
        "get_document_metadata",
    }
    assert details["tool_calls_proposed"] == 1


async def test_an_invented_tool_or_unreadable_arguments_are_still_proposed_for_refusal() -> None:
    llm = ToolCallingLLM([ProposedCall("drop_table", "{not json")])
    proposal, _ = await _propose(NativeToolDriver(llm, 100))
    assert proposal.tool == "drop_table"
    assert "__unreadable__" in proposal.args


def test_a_backend_without_tools_gets_the_json_loop() -> None:
    assert isinstance(build_driver("native", ScriptedLLM(), 100), JsonLoopDriver)
