"""Build the configured backend, wrapped in the resilience layer. Called by the composition
root only; the adapters' heavy imports (llama.cpp, the Ollama client) happen here, not at import."""

from __future__ import annotations

from src.assets import resolve_gguf
from src.llm.base import LLM
from src.llm.resilience import ResilientLLM
from src.settings import LLMBackend, Settings


def build_backend(settings: Settings) -> LLM:
    """The bare adapter: loads the GGUF model (seconds) or prepares the Ollama client."""
    llm = settings.llm
    if llm.backend is LLMBackend.OLLAMA:
        from src.llm.ollama_backend import OllamaLLM

        return OllamaLLM(llm.ollama_host, llm.ollama_model, n_ctx=llm.n_ctx)
    from src.llm.llama_cpp_backend import LlamaCppLLM

    path, name = resolve_gguf(llm.model_path, check_hashes=settings.models.verify_checksums)
    return LlamaCppLLM(path, model_name=name, n_ctx=llm.n_ctx, n_threads=llm.n_threads)


def build_llm(settings: Settings) -> ResilientLLM:
    """The backend behind timeouts, retries and a circuit breaker (an ``LLM``; ``aclose()`` it
    at shutdown)."""
    return ResilientLLM(build_backend(settings), settings.llm)
