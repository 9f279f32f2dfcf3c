"""Build the configured backend, wrapped in the resilience layer. Called by the composition
root only; the adapters' heavy imports happen here, not at import."""

from __future__ import annotations

import asyncio

from clinrag.assets import resolve_gguf
from clinrag.errors import StartupError
from clinrag.llm.base import LLM
from clinrag.llm.resilience import ResilientLLM
from clinrag.setting_groups.llm import LLMBackend
from clinrag.settings import Settings


def build_backend(settings: Settings) -> LLM:
    """The bare adapter. Nothing loads here: the embedded model's process starts when the
    lifespan (or a command) calls ``start()``."""
    llm = settings.llm
    if llm.backend is LLMBackend.OLLAMA:
        from clinrag.llm.ollama_backend import OllamaLLM

        return OllamaLLM(llm.ollama_host, llm.ollama_model, n_ctx=llm.n_ctx)
    if llm.backend is LLMBackend.OPENAI:
        from clinrag.llm.openai_backend import OpenAICompatibleLLM

        key = llm.openai_api_key.get_secret_value() if llm.openai_api_key else None
        return OpenAICompatibleLLM(
            llm.openai_base_url,
            llm.openai_model,
            api_key=key,
            schema_dialect=llm.openai_schema_dialect,
        )
    from clinrag.llm.model_launch import ProcessConfig
    from clinrag.llm.model_process import ModelProcess
    from clinrag.llm.supervised_llm import SupervisedLLM

    path, name = resolve_gguf(llm.model_path, check_hashes=settings.models.verify_checksums)
    return SupervisedLLM(
        ModelProcess(
            ProcessConfig(
                model_path=path,
                model_name=name,
                n_ctx=llm.n_ctx,
                n_threads=llm.n_threads,
                prompt_cache_bytes=llm.prompt_cache_bytes,
                start_timeout_seconds=llm.process_start_timeout_seconds,
                restart_backoff_seconds=llm.process_restart_backoff_seconds,
                restart_backoff_max_seconds=llm.process_restart_backoff_max_seconds,
            )
        )
    )


def build_llm(settings: Settings) -> ResilientLLM:
    """The backend behind timeouts, retries and a circuit breaker (an ``LLM``; ``start()`` it,
    and ``aclose()`` it at shutdown)."""
    return ResilientLLM(build_backend(settings), settings.llm)


async def start_llm(settings: Settings) -> ResilientLLM:
    """For commands: the configured model, started and proven (its probe generated tokens).
    Raises ``StartupError`` naming the model process's state when it does not come up."""
    llm = await asyncio.to_thread(build_llm, settings)
    await prove_started(llm, settings)
    return llm


async def prove_started(llm: ResilientLLM, settings: Settings) -> None:
    """Start ``llm`` and wait until it is ready (``start_llm``); ``StartupError`` when it
    does not come up."""
    llm.start()
    if not await llm.wait_ready(settings.llm.process_start_timeout_seconds):
        status = llm.status()
        await llm.aclose()
        raise StartupError(
            f"the language model {llm.model} did not start ({status}): run "
            "`clinrag assets verify`; if its process crashes, rebuild llama.cpp with `make install`"
        )
