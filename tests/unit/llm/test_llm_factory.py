"""The factory builds the configured backend behind the resilience layer."""

from __future__ import annotations

from pathlib import Path

import pytest

from clinrag.errors import StartupError
from clinrag.llm.factory import build_llm
from clinrag.llm.ollama_backend import OllamaLLM
from clinrag.llm.openai_backend import OpenAICompatibleLLM
from clinrag.llm.resilience import ResilientLLM
from clinrag.llm.supervised_llm import SupervisedLLM
from clinrag.setting_groups.llm import LLMBackend, LLMSettings
from clinrag.settings import Settings


async def test_ollama_backend_is_wrapped_and_needs_no_server_to_build() -> None:
    settings = Settings(llm=LLMSettings(backend=LLMBackend.OLLAMA, ollama_model="medgemma:4b"))
    llm = build_llm(settings)
    assert isinstance(llm, ResilientLLM)
    assert isinstance(llm._inner, OllamaLLM)
    assert llm.model == "medgemma:4b"
    await llm.aclose()


def test_a_configured_model_path_must_exist(tmp_path: Path) -> None:
    missing = tmp_path / "nope.gguf"
    with pytest.raises(StartupError, match=r"CLINRAG_LLM__MODEL_PATH=.*nope\.gguf is not a file"):
        build_llm(Settings(llm=LLMSettings(model_path=missing)))


async def test_the_embedded_model_is_built_without_starting_its_process(tmp_path: Path) -> None:
    model = tmp_path / "model.gguf"
    model.write_bytes(b"GGUF")
    llm = build_llm(Settings(llm=LLMSettings(model_path=model)))
    assert isinstance(llm._inner, SupervisedLLM)
    assert llm.status() == "not started"  # the lifespan starts it; /readyz waits for its probe
    assert llm.model == "model"
    await llm.aclose()


async def test_openai_compatible_backend_from_settings() -> None:
    settings = Settings(
        llm=LLMSettings(
            backend=LLMBackend.OPENAI,
            openai_base_url="http://gpu-pool:8000/v1/",
            openai_model="medgemma-4b-it",
        )
    )
    llm = build_llm(settings)
    assert isinstance(llm._inner, OpenAICompatibleLLM)
    assert llm.model == "medgemma-4b-it"
    assert llm.status() == "ok"
    await llm.aclose()
