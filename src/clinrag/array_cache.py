"""Fitted weights kept on disk as plain ``.npz`` arrays (never a pickle): a few seconds to fit
at first start, milliseconds to load after.

The file is named by a digest of everything the weights depend on (``key_parts``: the
embedding model, the training data, the hyper-parameters, the library version), so a change to
any of them fits again instead of loading stale weights; an absent, unreadable or ill-shaped
file is fitted again too. Writes go to a partial file renamed into place, so two processes
starting together never read half a file.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import numpy as np

Arrays = Mapping[str, np.ndarray]


def cached_arrays(
    cache_dir: Path,
    name: str,
    key_parts: Any,
    fit: Callable[[], Arrays],
    usable: Callable[[Arrays], bool],
) -> dict[str, np.ndarray]:
    """The arrays stored for ``key_parts`` when ``usable``; else ``fit()``, stored, returned."""
    digest = hashlib.sha256(json.dumps(key_parts).encode()).hexdigest()[:24]
    path = cache_dir / f"{name}-{digest}.npz"
    try:
        with np.load(path, allow_pickle=False) as saved:
            arrays = {key: saved[key] for key in saved.files}
        if usable(arrays):
            return arrays
    except (OSError, ValueError, KeyError):
        pass  # absent or unreadable: fit again
    arrays = {key: np.asarray(value) for key, value in fit().items()}
    cache_dir.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.stem + ".partial.npz")
    np.savez(partial, **arrays)
    partial.replace(path)
    return arrays
