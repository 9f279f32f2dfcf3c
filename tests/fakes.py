"""Fakes for the edges this machine cannot reach or that are too slow for unit tests.

Each implements the same protocol as its production adapter (checked by mypy-style structural
typing in tests/unit/test_fakes.py).
"""

from __future__ import annotations

import hashlib
import re
import threading
from collections.abc import Sequence

import numpy as np

from src.retrieval.embedding import Vectors

_TOKEN = re.compile(r"[a-z0-9]+")


class HashingEmbedder:
    """Deterministic bag-of-words embedder: texts sharing words get similar vectors.

    Good enough for tests that need "similar text is near" without a 90 MB model.
    """

    def __init__(self, dimension: int = 384) -> None:
        self._dimension = dimension

    @property
    def model_name(self) -> str:
        return "fake-hashing"

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[str]) -> Vectors:
        vectors = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for token in _TOKEN.findall(text.lower()):
                digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
                bucket = int.from_bytes(digest[:4], "little") % self._dimension
                sign = 1.0 if digest[4] & 1 else -1.0
                vectors[row, bucket] += sign
            norm = float(np.linalg.norm(vectors[row]))
            if norm > 0:
                vectors[row] /= norm
            else:
                vectors[row, 0] = 1.0
        return vectors


class GatedEmbedderFactory:
    """Builds a HashingEmbedder only once ``release()`` is called: a model that is still loading."""

    def __init__(self) -> None:
        self._gate = threading.Event()

    def release(self) -> None:
        self._gate.set()

    def __call__(self, _settings: object) -> HashingEmbedder:
        if not self._gate.wait(timeout=30):
            raise TimeoutError("gated embedder was never released")
        return HashingEmbedder()


class BrokenEmbedderFactory:
    """A model whose load fails, as a corrupt or missing asset would."""

    def __init__(self, error: Exception) -> None:
        self._error = error

    def __call__(self, _settings: object) -> HashingEmbedder:
        raise self._error
