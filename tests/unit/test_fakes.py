"""The fakes honour the protocols of the adapters they stand in for."""

from __future__ import annotations

import numpy as np

from clinrag.retrieval.embedding import Embedder
from tests.fakes import HashingEmbedder


def test_hashing_embedder_is_an_embedder() -> None:
    embedder: Embedder = HashingEmbedder()
    vectors = embedder.embed(["aspirin dose", "aspirin dosing", "tax law", ""])
    assert vectors.shape == (4, embedder.dimension)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0)
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]
