"""Model assets are checked file by file against their sha256 before anything loads them."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from clinrag.assets import (
    ASSETS,
    EMBEDDER,
    ModelAsset,
    resolve_embedder_dir,
    sha256_of,
    verify_asset,
)
from clinrag.errors import StartupError


@pytest.fixture
def embedder_copy(tmp_path: Path) -> Path:
    target = tmp_path / "model"
    shutil.copytree(EMBEDDER.packaged_dir(), target)
    return target


@pytest.mark.parametrize("asset", ASSETS, ids=lambda a: a.name)
def test_installed_assets_match_the_manifest(asset: ModelAsset) -> None:
    directory = asset.packaged_dir()
    for relative, expected in asset.files.items():
        assert sha256_of(directory / relative) == expected
    assert resolve_embedder_dir(None) == EMBEDDER.packaged_dir()


def test_missing_file_is_named(embedder_copy: Path) -> None:
    (embedder_copy / "tokenizer.json").unlink()
    with pytest.raises(StartupError, match=r"missing .*tokenizer\.json: run `make install`"):
        verify_asset(EMBEDDER, embedder_copy)


def test_altered_weights_are_refused(embedder_copy: Path) -> None:
    weights = embedder_copy / "model.safetensors"
    data = bytearray(weights.read_bytes())
    data[-1] ^= 0xFF
    weights.write_bytes(bytes(data))
    with pytest.raises(StartupError, match=r"model\.safetensors does not match its sha256"):
        verify_asset(EMBEDDER, embedder_copy)
    verify_asset(EMBEDDER, embedder_copy, check_hashes=False)  # presence-only check still passes


def test_configured_directory_must_hold_a_model(tmp_path: Path) -> None:
    with pytest.raises(StartupError, match="CLINRAG_MODELS__EMBEDDING_MODEL_DIR"):
        resolve_embedder_dir(tmp_path)


def test_configured_model_directory_is_used_as_is(embedder_copy: Path) -> None:
    assert resolve_embedder_dir(embedder_copy) == embedder_copy


def test_an_uninstalled_model_package_names_the_fix() -> None:
    absent = ModelAsset(
        name="some-model", package="no_such_model_package", subdirectory="m", files={}
    )
    with pytest.raises(StartupError, match=r"some-model is missing .*run `make install`"):
        absent.packaged_dir()
