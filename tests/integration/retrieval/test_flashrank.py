"""FlashRank's real code path (tokenizer, ONNX Runtime session, score mapping) on a model of
TinyBERT-L-2's shape with random weights, exported at test time: the real weights cannot be
downloaded here. Its scores mean nothing, so nothing asserts relevance."""

from __future__ import annotations

import math
import shutil
import warnings
from dataclasses import dataclass
from pathlib import Path

import pytest
from structlog.testing import capture_logs

from clinrag.assets import EMBEDDER, sha256_of
from clinrag.errors import StartupError
from clinrag.retrieval.rerank import MANIFEST, FlashRankReranker, build_reranker, flashrank_files
from clinrag.setting_groups.retrieval import RerankSettings
from tests.fakes import HashingEmbedder

MODEL = "ms-marco-TinyBERT-L-2-v2"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json")

TEXTS = [
    "Metformin 500 mg twice daily with meals.",
    "Aspirin 75 mg once daily for secondary prevention after myocardial infarction.",
    "Quarterly corporate tax filing deadlines.",
    "",
    "Atorvastatin lowers LDL cholesterol; monitor liver enzymes. " * 40,  # truncated
]


@dataclass(frozen=True)
class Passage:
    text: str
    cosine: float = 0.0


PASSAGES = [Passage(text) for text in TEXTS]


def _export_random_tinybert(onnx_path: Path, config_path: Path) -> None:
    import torch
    from transformers import BertConfig, BertForSequenceClassification

    torch.manual_seed(0)
    config = BertConfig(
        vocab_size=30522,
        hidden_size=128,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=512,
        max_position_embeddings=512,
        num_labels=1,
        pad_token_id=0,
        attn_implementation="eager",  # traces to plain ops; SDPA's mask logic warns and bakes
    )
    model = BertForSequenceClassification(config).eval()
    config.to_json_file(str(config_path))  # FlashRank reads pad_token_id from it
    example = torch.ones((2, 8), dtype=torch.long)
    inputs = ("input_ids", "attention_mask", "token_type_ids")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the legacy exporter's deprecation and tracer notes
        torch.onnx.export(
            model,
            (example, torch.ones_like(example), torch.zeros_like(example)),
            str(onnx_path),
            input_names=list(inputs),
            output_names=["logits"],
            dynamic_axes={name: {0: "batch", 1: "sequence"} for name in inputs}
            | {"logits": {0: "batch"}},
            opset_version=17,
            dynamo=False,  # the dynamo exporter needs onnxscript, which is not installed
        )


@pytest.fixture(scope="session")
def flashrank_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``<dir>/ms-marco-TinyBERT-L-2-v2/`` laid out as FlashRank's download would be."""
    from flashrank.Config import model_file_map

    root = tmp_path_factory.mktemp("flashrank")
    folder = root / MODEL
    folder.mkdir()
    _export_random_tinybert(folder / model_file_map[MODEL], folder / "config.json")
    for name in TOKENIZER_FILES:
        shutil.copyfile(EMBEDDER.packaged_dir() / name, folder / name)
    sums = [f"{sha256_of(folder / name)}  {name}" for name in flashrank_files(MODEL)]
    (folder / MANIFEST).write_text("\n".join(sums) + "\n")
    return root


@pytest.fixture(scope="session")
def reranker(flashrank_dir: Path) -> FlashRankReranker:
    return FlashRankReranker(flashrank_dir, MODEL, max_length=256)


def test_build_picks_flashrank_when_the_folder_is_complete(flashrank_dir: Path) -> None:
    with capture_logs() as logs:
        built = build_reranker(RerankSettings(flashrank_model_dir=flashrank_dir), HashingEmbedder())
    assert isinstance(built, FlashRankReranker)
    assert built.name == "flashrank:ms-marco-TinyBERT-L-2-v2"
    assert [entry for entry in logs if entry["event"] == "rerank.fallback"] == []


def test_scores_are_finite_floats_in_input_order(reranker: FlashRankReranker) -> None:
    scores = reranker.rerank("aspirin after heart attack", PASSAGES)
    assert len(scores) == len(PASSAGES)
    assert all(type(score) is float and math.isfinite(score) for score in scores)
    assert all(0.0 < score < 1.0 for score in scores)  # sigmoid of a single logit
    assert len(set(scores)) > 1  # distinct texts, distinct scores: alignment is testable

    order = [3, 0, 4, 2, 1]
    permuted = reranker.rerank("aspirin after heart attack", [PASSAGES[i] for i in order])
    for position, original in enumerate(order):
        assert permuted[position] == pytest.approx(scores[original], abs=1e-5)


def test_no_passages_no_inference(reranker: FlashRankReranker) -> None:
    assert reranker.rerank("aspirin", []) == []


def test_missing_file_refuses_to_construct(flashrank_dir: Path, tmp_path: Path) -> None:
    shutil.copytree(flashrank_dir / MODEL, tmp_path / MODEL)
    (tmp_path / MODEL / "tokenizer.json").unlink()
    with pytest.raises(StartupError, match=r"tokenizer\.json"):
        FlashRankReranker(tmp_path, MODEL, max_length=256)


def test_a_file_changed_since_its_checksum_is_a_startup_error(
    flashrank_dir: Path, tmp_path: Path
) -> None:
    shutil.copytree(flashrank_dir / MODEL, tmp_path / MODEL)
    with (tmp_path / MODEL / "tokenizer.json").open("a") as tokenizer:
        tokenizer.write(" ")
    with pytest.raises(StartupError, match=r"tokenizer\.json does not match"):
        build_reranker(RerankSettings(flashrank_model_dir=tmp_path), HashingEmbedder())


def test_corrupt_model_is_a_startup_error_not_a_fallback(
    flashrank_dir: Path, tmp_path: Path
) -> None:
    from flashrank.Config import model_file_map

    shutil.copytree(flashrank_dir / MODEL, tmp_path / MODEL)
    onnx = tmp_path / MODEL / model_file_map[MODEL]
    onnx.write_bytes(b"not an onnx model")
    sums = [f"{sha256_of(tmp_path / MODEL / n)}  {n}" for n in flashrank_files(MODEL)]
    (tmp_path / MODEL / MANIFEST).write_text("\n".join(sums) + "\n")
    with pytest.raises(StartupError, match="failed to load"):
        build_reranker(RerankSettings(flashrank_model_dir=tmp_path), HashingEmbedder())
