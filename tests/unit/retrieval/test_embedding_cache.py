"""The embedding cache: the same vectors as the embedder, repeats not embedded again."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from clinrag.domain import Vectors
from clinrag.retrieval.embedding_cache import CachedEmbedder
from tests.fakes import HashingEmbedder


class Counting(HashingEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.asked: list[list[str]] = []

    def embed(self, texts: Sequence[str]) -> Vectors:
        self.asked.append(list(texts))
        return super().embed(texts)


def test_cached_vectors_equal_the_embedders_and_repeats_are_not_embedded_again() -> None:
    inner = Counting()
    cached = CachedEmbedder(inner, max_entries=3)
    first = cached.embed(["metformin", "insulin", "metformin"])
    assert np.array_equal(first, HashingEmbedder().embed(["metformin", "insulin", "metformin"]))
    assert inner.asked == [["metformin", "insulin"]]
    second = cached.embed(["insulin", "aspirin"])
    assert inner.asked[-1] == ["aspirin"]
    assert np.array_equal(second, HashingEmbedder().embed(["insulin", "aspirin"]))
    assert (cached.hits, cached.misses) == (2, 3)


def test_the_cache_is_bounded_and_forgets_the_least_recently_used() -> None:
    inner = Counting()
    cached = CachedEmbedder(inner, max_entries=2)
    cached.embed(["a1", "b2"])
    cached.embed(["a1"])  # a1 now most recent
    cached.embed(["c3"])  # b2 evicted
    cached.embed(["a1", "b2"])
    assert inner.asked[-1] == ["b2"]
    assert cached.embed([]).shape == (0, cached.dimension)
