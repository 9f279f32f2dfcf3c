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

from src.assets import EMBEDDER
from src.components import Models
from src.retrieval.embedding import Vectors
from src.retrieval.rerank import CosineReranker
from src.retrieval.tokens import WordPieceCounter

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


def fake_models(_settings: object = None) -> Models:
    """The model edge for API and integration tests: hashing embedder, cosine re-scoring, and
    the real (fast, packaged) word-piece counter."""
    embedder = HashingEmbedder()
    return Models(
        embedder=embedder,
        reranker=CosineReranker(embedder.model_name),
        counter=WordPieceCounter(EMBEDDER.packaged_dir() / "tokenizer.json"),
    )


class GatedModelsFactory:
    """Builds the fake models only once ``release()`` is called: models still loading."""

    def __init__(self) -> None:
        self._gate = threading.Event()

    def release(self) -> None:
        self._gate.set()

    def __call__(self, settings: object) -> Models:
        if not self._gate.wait(timeout=30):
            raise TimeoutError("gated models were never released")
        return fake_models(settings)


class BrokenModelsFactory:
    """Models whose load fails, as a corrupt or missing asset would."""

    def __init__(self, error: Exception) -> None:
        self._error = error

    def __call__(self, _settings: object) -> Models:
        raise self._error
