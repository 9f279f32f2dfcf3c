"""The embedding seam: text in, unit-length float32 vectors out.

Vectors are L2-normalised so that cosine similarity is a dot product and pgvector's cosine
distance agrees with ours. Calls are synchronous and CPU-bound: async callers run them in a
worker thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from clinrag.domain import Vectors


class Embedder(Protocol):
    @property
    def model_name(self) -> str: ...

    @property
    def dimension(self) -> int: ...

    def embed(self, texts: Sequence[str]) -> Vectors: ...
