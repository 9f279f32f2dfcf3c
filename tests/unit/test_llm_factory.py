"""The factory builds the configured backend behind the resilience layer."""

from __future__ import annotations

from pathlib import Path

import pytest

from src.errors import StartupError
from src.llm.factory import build_llm
from src.llm.ollama_backend import OllamaLLM
from src.llm.resilience import ResilientLLM
from src.settings import LLMBackend, LLMSettings, Settings


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


def test_a_file_that_is_not_gguf_is_refused(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    fake = tmp_path / "fake.gguf"
    fake.write_bytes(b"not a model")
    with pytest.raises(StartupError, match="could not load"):
        build_llm(Settings(llm=LLMSettings(model_path=fake)))
