"""The production embedder on the packaged all-MiniLM-L6-v2 weights (real model, ~10 s load)."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.components import build_embedder
from clinrag.retrieval.embedding import Embedder
from clinrag.settings import Settings

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return build_embedder(Settings())


def test_vectors_are_384_d_unit_length(embedder: Embedder) -> None:
    vectors = embedder.embed(["Metformin 500 mg twice daily.", "Aspirin for secondary prevention."])
    assert vectors.shape == (2, 384)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert embedder.model_name == "all-MiniLM-L6-v2"


def test_meaning_not_just_words_decides_similarity(embedder: Embedder) -> None:
    query, paraphrase, unrelated = embedder.embed(
        [
            "treatment of heart attack",
            "therapy after acute myocardial infarction",
            "quarterly corporate tax filing deadlines",
        ]
    )
    assert query @ paraphrase > 0.4
    assert query @ paraphrase > query @ unrelated + 0.3


def test_no_texts_no_vectors(embedder: Embedder) -> None:
    assert embedder.embed([]).shape == (0, 384)
