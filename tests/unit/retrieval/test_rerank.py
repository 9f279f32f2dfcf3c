"""The reranking stage without a cross-encoder: the fused order by default, cosine on request,
the checksum manifest FlashRank's files must match."""

from __future__ import annotations

import hashlib
from collections.abc import MutableMapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from structlog.testing import capture_logs

from clinrag.errors import StartupError
from clinrag.retrieval.rerank import (
    MANIFEST,
    NO_WEIGHTS,
    CosineReranker,
    Reranker,
    build_reranker,
    flashrank_files,
    verify_flashrank_files,
)
from clinrag.setting_groups.retrieval import RerankSettings
from tests.fakes import HashingEmbedder

MODEL = "ms-marco-TinyBERT-L-2-v2"


@dataclass(frozen=True)
class Passage:
    text: str
    cosine: float


def _fallbacks(logs: list[MutableMapping[str, Any]]) -> list[MutableMapping[str, Any]]:
    return [entry for entry in logs if entry["event"] == "rerank.fallback"]


def test_unset_directory_keeps_the_fused_order_with_one_warning() -> None:
    with capture_logs() as logs:
        reranker = build_reranker(RerankSettings(), HashingEmbedder())
    assert reranker is None
    [warning] = _fallbacks(logs)
    assert warning["log_level"] == "warning"
    assert warning["reason"] == "not_configured"
    assert warning["reranker"] == NO_WEIGHTS == "none (no weights)"


def test_cosine_rescoring_runs_only_when_asked_for() -> None:
    with capture_logs() as logs:
        reranker = build_reranker(RerankSettings(without_weights="cosine"), HashingEmbedder())
    assert isinstance(reranker, CosineReranker)
    assert reranker.name == "cosine:fake-hashing"
    [warning] = _fallbacks(logs)
    assert warning["reranker"] == "cosine:fake-hashing"


def test_absent_folder_falls_back_and_says_which(tmp_path: Path) -> None:
    with capture_logs() as logs:
        reranker = build_reranker(RerankSettings(flashrank_model_dir=tmp_path), HashingEmbedder())
    assert reranker is None
    [warning] = _fallbacks(logs)
    assert warning["reason"] == "folder_absent"
    assert warning["path"] == str(tmp_path / MODEL)


@pytest.mark.parametrize("absent", ["tokenizer.json", MANIFEST])
def test_incomplete_folder_falls_back_naming_the_missing_file(tmp_path: Path, absent: str) -> None:
    folder = tmp_path / MODEL
    folder.mkdir()
    for name in (*flashrank_files(MODEL), MANIFEST):
        if name != absent:
            (folder / name).write_text("{}")
    with capture_logs() as logs:
        reranker = build_reranker(RerankSettings(flashrank_model_dir=tmp_path), HashingEmbedder())
    assert reranker is None
    [warning] = _fallbacks(logs)
    assert warning["reason"] == "file_missing"
    assert warning["path"] == str(folder / absent)


def test_files_must_match_the_manifest(tmp_path: Path) -> None:
    (tmp_path / "a.onnx").write_bytes(b"weights")
    (tmp_path / "b.json").write_text("{}")
    digest = hashlib.sha256(b"weights").hexdigest()
    (tmp_path / MANIFEST).write_text(f"{digest}  a.onnx\n")
    verify_flashrank_files(tmp_path, ["a.onnx"])
    with pytest.raises(StartupError, match=r"no checksum for b\.json"):
        verify_flashrank_files(tmp_path, ["a.onnx", "b.json"])
    (tmp_path / "a.onnx").write_bytes(b"other weights")
    with pytest.raises(StartupError, match="does not match its checksum"):
        verify_flashrank_files(tmp_path, ["a.onnx"])


def test_unknown_model_name_is_a_startup_error(tmp_path: Path) -> None:
    settings = RerankSettings(flashrank_model_dir=tmp_path, flashrank_model_name="no-such-model")
    with pytest.raises(StartupError, match="no-such-model"):
        build_reranker(settings, HashingEmbedder())


def test_flashrank_needs_its_onnx_file_and_tokenizer_files() -> None:
    assert set(flashrank_files(MODEL)) == {
        "flashrank-TinyBERT-L-2-v2.onnx",
        "config.json",
        "tokenizer.json",
        "tokenizer_config.json",
        "special_tokens_map.json",
    }


def test_cosine_fallback_scores_are_the_stored_embedding_cosines() -> None:
    reranker: Reranker = CosineReranker(HashingEmbedder().model_name)
    passages = [Passage("unrelated", 0.12), Passage("relevant", 0.83), Passage("opposite", -0.2)]
    assert reranker.rerank("aspirin dose", passages) == [0.12, 0.83, -0.2]
    assert reranker.name == "cosine:fake-hashing"


def test_cosine_of_nothing_is_nothing() -> None:
    assert CosineReranker("m").rerank("aspirin", []) == []
