"""The language model's backend, limits and resilience (``Settings.llm``)."""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field, SecretStr


class LLMBackend(StrEnum):
    """``llama_cpp``: a GGUF model in a supervised child process of the service (no server to
    install); ``openai``: any OpenAI-compatible server (vLLM, TGI, SGLang, llama.cpp, Ollama's
    ``/v1``); ``ollama``: Ollama's native API."""

    LLAMA_CPP = "llama_cpp"
    OPENAI = "openai"
    OLLAMA = "ollama"


class SchemaDialect(StrEnum):
    """How an OpenAI-compatible server is told the JSON schema of an answer."""

    JSON_SCHEMA = "json_schema"
    """OpenAI's ``{"type": "json_schema", "json_schema": {...}}`` (vLLM, SGLang, llama.cpp's
    C++ server, Ollama)."""
    JSON_OBJECT = "json_object"
    """llama-cpp-python's ``{"type": "json_object", "schema": {...}}``."""


class LLMSettings(BaseModel):
    backend: LLMBackend = LLMBackend.LLAMA_CPP
    model_path: Path | None = None
    """A GGUF file for ``llama_cpp``; unset = the packaged Qwen2.5-Coder-1.5B-Instruct Q4_K_M."""
    n_ctx: int = Field(default=4096, ge=512, le=131_072)
    """Context window in tokens (llama.cpp; also sent to Ollama as ``num_ctx``)."""
    n_threads: int | None = Field(default=None, ge=1)
    """llama.cpp CPU threads; unset = every core."""
    prompt_cache_bytes: int = Field(default=0, ge=0)
    """The embedded model's RAM cache of evaluated prompts (0 = off): a call that starts like an
    earlier one (each prompt's fixed instructions) skips re-reading that prefix. It holds
    redacted prompts only, in the model's process."""
    process_start_timeout_seconds: float = Field(default=180.0, gt=0)
    """``llama_cpp``: the model process must load and answer its probe within this long."""
    process_restart_backoff_seconds: float = Field(default=1.0, gt=0)
    """``llama_cpp``: first delay before restarting a model process that stopped; doubles per
    consecutive failed start, up to ``process_restart_backoff_max_seconds``."""
    process_restart_backoff_max_seconds: float = Field(default=30.0, gt=0)
    openai_base_url: str = "http://127.0.0.1:8080/v1"
    """``openai``: the server's base URL, ending in ``/v1``."""
    openai_model: str = "medgemma-4b-it"
    """``openai``: the model name the server serves."""
    openai_api_key: SecretStr | None = None
    openai_schema_dialect: SchemaDialect = SchemaDialect.JSON_SCHEMA
    max_concurrent_calls: int = Field(default=1, ge=1, le=256)
    """Model calls running at once, per service process (the embedded model serves one at a
    time; a GPU pool serves more)."""
    queue_depth: int = Field(default=8, ge=0, le=10_000)
    """Model calls that may wait for a free slot; beyond, a question gets 503 with
    ``Retry-After`` at once."""
    ollama_host: str = "http://127.0.0.1:11434"
    ollama_model: str = "alibayram/medgemma:4b"
    """A MedGemma 4B tag published in the Ollama library by a community account, not by Google:
    `ollama pull` it on the server, or set the tag you serve."""
    timeout_seconds: float = Field(default=120.0, gt=0)
    """Per attempt. On 2 CPU cores a 400-token answer from the 1.5B model takes ~60 s."""
    max_retries: int = Field(default=2, ge=0, le=10)
    """Extra attempts after a transient failure (connection refused, 5xx, 429); never after
    a timeout or a rejected request."""
    backoff_seconds: float = Field(default=0.5, ge=0)
    """First retry delay; doubles per retry, with jitter, up to ``backoff_max_seconds``."""
    backoff_max_seconds: float = Field(default=8.0, ge=0)
    breaker_threshold: int = Field(default=5, ge=1)
    """Consecutive failed calls that open the circuit: calls then fail fast (503)."""
    breaker_cooldown_seconds: float = Field(default=30.0, gt=0)
    """How long the circuit stays open before one trial call may close it again."""
    max_output_tokens: int = Field(default=400, ge=16, le=8192)
    """Token cap on a synthesized answer (every call carries a cap: ``max_tokens``)."""
    temperature: float = Field(default=0.0, ge=0, le=2)
