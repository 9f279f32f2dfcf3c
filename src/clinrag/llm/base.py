"""The protocol every language-model backend implements, and the values it exchanges.

A call names the prompt it renders (``PromptRef``): the id and content hash travel with the
``Completion`` into the step trace, so every answer records which prompt text produced it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

from clinrag.errors import LLMError


@dataclass(frozen=True)
class Message:
    role: Literal["system", "user", "assistant"]
    content: str


@dataclass(frozen=True)
class PromptRef:
    id: str
    version: str
    """Content hash of the prompt file (first 12 hex digits of its sha256)."""


@dataclass(frozen=True)
class Completion:
    text: str
    model: str
    prompt_id: str
    prompt_version: str
    tokens_in: int
    tokens_out: int
    seconds: float
    truncated: bool
    """The output hit ``max_tokens``."""
    first_token_seconds: float | None = None
    """From sending the call to its first generated piece: waiting on the server and reading
    the prompt (None: the backend answers whole)."""
    tokens_cached: int | None = None
    """Prompt tokens the server did not read again because an earlier prompt began the same
    way (its cached prefix); None when the server does not say."""


class LLM(Protocol):
    @property
    def model(self) -> str: ...

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
        """Generate at most ``max_tokens`` tokens. With ``json_schema`` the text is JSON valid
        against it, or the call raises ``LLMError(code="llm_bad_output")``. Failures are
        ``LLMError`` (``transient`` when a retry may help) or ``LLMTimeout``."""
        ...


@dataclass(frozen=True)
class ProposedCall:
    """One tool call a model proposed: the tool's name and its arguments as JSON text (as the
    OpenAI-compatible protocol carries them; unchecked)."""

    name: str
    arguments: str


@dataclass(frozen=True)
class ToolReply:
    completion: Completion
    """The reply's text (empty when it only calls tools), model, prompt and token counts."""
    calls: tuple[ProposedCall, ...]


@runtime_checkable
class SupportsTools(Protocol):
    """Backends that take tools natively (the ``tools`` field of the OpenAI-compatible
    protocol): the agent's native driver. Optional: every backend answers JSON prompts."""

    async def complete_with_tools(
        self,
        messages: Sequence[Message],
        *,
        tools: Sequence[Mapping[str, Any]],
        prompt: PromptRef,
        max_tokens: int,
        timeout_seconds: float | None = None,
    ) -> ToolReply:
        """``tools``: each ``{"name", "description", "parameters"}``. Failures as ``complete``."""
        ...


@runtime_checkable
class SupportsAclose(Protocol):
    """Backends holding a connection pool or a loaded model release it here at shutdown."""

    async def aclose(self) -> None: ...


@runtime_checkable
class SupportsSupervision(Protocol):
    """Backends that run something of their own (the embedded model process): started by the
    lifespan, reported by ``/readyz`` (``ok`` only once the model has generated tokens)."""

    def start(self) -> None: ...

    def status(self) -> str: ...

    async def wait_ready(self, timeout_seconds: float) -> bool: ...


def tool_backend(inner: object, model: str) -> SupportsTools:
    """``inner`` as a native tool-calling backend, or ``LLMError`` ``llm_tools_unsupported``
    (the agent's driver then falls back to its JSON loop)."""
    if not isinstance(inner, SupportsTools):
        raise LLMError(f"model {model}'s backend takes no tools", code="llm_tools_unsupported")
    return inner
