"""How the model names the agent's next tool call when the review rules cannot decide: two
drivers behind one protocol.

- ``JsonLoopDriver`` (the default, and the embedded llama_cpp backend's): one schema-constrained
  JSON object (``AGENT_REVIEW_SCHEMA``): status, tool, bucket, query, doc_id. A 1.5B model on a
  CPU follows a short flat schema far more reliably than a tool protocol.
- ``NativeToolDriver``: the tools in the OpenAI-compatible ``tools`` field (llama.cpp's server,
  vLLM, Ollama accept it); the model's first tool call is the next call, a reply without one
  means enough. Needs a backend with the ``SupportsTools`` capability.

Either way the call is only proposed: the tools check it (``tools.AgentTools.run``), and a
model failure is "no opinion" (the rules' fallback decides), traced as the step's fallback.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Protocol

from clinrag.errors import LLMError
from clinrag.llm.base import LLM, SupportsTools
from clinrag.llm.prompts import load_prompt
from clinrag.llm.schemas import AGENT_REVIEW_SCHEMA
from clinrag.pipelines.agent.plan import ToolCall
from clinrag.pipelines.agent.tools import TOOL_SPECS
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.trace import StepDetails


@dataclass(frozen=True)
class ReviewContext:
    """What the model reads (redacted texts only)."""

    question: str
    plan: str
    searches: str
    evidence: str
    tools_left: int

    def fields(self) -> dict[str, str]:
        return {
            "question": self.question,
            "plan": self.plan,
            "searches": self.searches,
            "evidence": self.evidence,
            "tools_left": str(self.tools_left),
        }


class Driver(Protocol):
    @property
    def name(self) -> str: ...

    async def propose(self, context: ReviewContext, notes: StepDetails) -> ToolCall | None:
        """The next tool call the model proposes, or None (enough, or no usable answer:
        ``notes.fallback`` says which)."""
        ...


class JsonLoopDriver:
    name = "json"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        self.llm = llm
        self.max_tokens = max_tokens

    async def propose(self, context: ReviewContext, notes: StepDetails) -> ToolCall | None:
        try:
            data = await model_json(
                self.llm,
                "agent_review",
                AGENT_REVIEW_SCHEMA,
                notes,
                max_tokens=self.max_tokens,
                **context.fields(),
            )
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            return None
        notes["model_status"] = str(data.get("status"))
        tool = data.get("tool")
        if data.get("status") != "more" or not isinstance(tool, str) or tool == "none":
            return None
        args = {
            key: data[key]
            for key in ("bucket", "query", "doc_id")
            if data.get(key) not in (None, "")
        }
        if tool == "get_document_metadata":
            args = {"doc_id": data.get("doc_id", "")}
        return ToolCall(tool, args, origin="model")


class NativeToolDriver:
    name = "native"

    def __init__(self, llm: LLM, max_tokens: int) -> None:
        if not isinstance(llm, SupportsTools):
            raise TypeError("the native tool-calling driver needs a backend that takes tools")
        self.llm: SupportsTools = llm
        self.max_tokens = max_tokens

    async def propose(self, context: ReviewContext, notes: StepDetails) -> ToolCall | None:
        prompt = load_prompt("agent_review")
        try:
            reply = await self.llm.complete_with_tools(
                prompt.messages(**context.fields()),
                tools=TOOL_SPECS,
                prompt=prompt.ref,
                max_tokens=self.max_tokens,
            )
        except LLMError as error:
            notes.fallback(fallback_reason(error))
            return None
        notes.llm(reply.completion)
        notes["tool_calls_proposed"] = len(reply.calls)
        if not reply.calls:
            return None
        first = reply.calls[0]
        try:
            args = json.loads(first.arguments) if first.arguments else {}
        except json.JSONDecodeError:
            args = None
        if not isinstance(args, dict):
            # Unreadable arguments are still a call the model made: refused by the tools.
            return ToolCall(first.name, {"__unreadable__": True}, origin="model")
        return ToolCall(first.name, args, origin="model")


def build_driver(kind: str, llm: LLM, max_tokens: int) -> Driver:
    """The setting's driver; ``native`` needs a backend with tools (else the JSON loop)."""
    if kind == "native" and isinstance(llm, SupportsTools):
        return NativeToolDriver(llm, max_tokens)
    return JsonLoopDriver(llm, max_tokens)
