"""The production embedder: a sentence-transformers model loaded from a local directory."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from clinrag.domain import Vectors
from clinrag.errors import StartupError


class SentenceTransformerEmbedder:
    """Loads once (11-16 s cold, mostly importing torch): build it in the lifespan, not per call."""

    def __init__(
        self, model_dir: Path, *, model_name: str, batch_size: int, expected_dimension: int
    ) -> None:
        # Belt and braces: the model is local, and nothing may try a hub on these machines.
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()  # type: ignore[no-untyped-call]

        self._model = SentenceTransformer(str(model_dir), device="cpu", local_files_only=True)
        self._batch_size = batch_size
        self._model_name = model_name
        dimension = self._model.get_embedding_dimension()
        if dimension != expected_dimension:
            raise StartupError(
                f"embedding model in {model_dir} makes {dimension}-d vectors but the schema "
                f"stores {expected_dimension}-d ones: use a {expected_dimension}-d model"
            )
        self._dimension = expected_dimension

    @property
    def model_name(self) -> str:
        return self._model_name

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self._dimension), dtype=np.float32)
        vectors = self._model.encode(
            list(texts),
            batch_size=self._batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        return np.asarray(vectors, dtype=np.float32)
