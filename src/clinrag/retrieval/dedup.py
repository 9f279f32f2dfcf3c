"""Global dedup of candidates gathered across sub-queries.

Two kinds of duplicate: the same chunk found by several sub-queries (keep its highest-scoring
occurrence), and near-identical text in two documents (a guideline copied into a protocol;
keep the higher-scoring one). Near-identity is word-3-shingle Jaccard similarity at or above a
threshold. Comparing shingle sets pairwise is quadratic in Python and cost ~70 ms for 100
chunks of 250 words, so each text gets a 64-value MinHash signature first: signatures compare
in one vectorised step, and only pairs whose estimated similarity comes near the threshold are
checked exactly. Candidates are visited best first and the walk stops once ``limit`` are kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

import numpy as np
import numpy.typing as npt

T = TypeVar("T")

_WORD = re.compile(r"\w+")
SHINGLE = 3
_PERMUTATIONS = 64
_MARGIN = 0.15
"""Estimated similarity this far below the threshold still gets the exact check."""
_PRIME = (1 << 31) - 1
"""Universal hashing (a * x + b) mod p needs a, b and x below p and a * x to wrap many times;
with p = 2^31 - 1 every product fits in 64 bits. (A 61-bit prime with 31-bit a and x barely
wrapped: the "permutations" were near-monotonic in x, and the estimate swung from 0.06 to 0.97
for a true Jaccard of 0.6 depending on the process's hash seed.)"""
_rng = np.random.default_rng(20261121)
_A = _rng.integers(1, _PRIME, size=_PERMUTATIONS, dtype=np.uint64)
_B = _rng.integers(0, _PRIME, size=_PERMUTATIONS, dtype=np.uint64)


def shingles(text: str) -> frozenset[int]:
    words = _WORD.findall(text.lower())
    if len(words) < SHINGLE:
        return frozenset({hash(tuple(words))})
    return frozenset(hash(tuple(words[i : i + SHINGLE])) for i in range(len(words) - SHINGLE + 1))


def jaccard(a: frozenset[int], b: frozenset[int]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def _signature(items: frozenset[int]) -> npt.NDArray[np.uint64]:
    values = np.fromiter((h % _PRIME for h in items), np.uint64, len(items))
    hashed: npt.NDArray[np.uint64] = (np.outer(values, _A) + _B) % _PRIME
    return np.asarray(hashed.min(axis=0), dtype=np.uint64)


def deduplicate(
    candidates: Sequence[T],
    *,
    chunk_id: Callable[[T], int],
    text: Callable[[T], str],
    score: Callable[[T], float],
    near_duplicate_threshold: float = 0.9,
    limit: int | None = None,
) -> list[T]:
    """Best first; one entry per chunk id and per cluster of near-identical texts."""
    best_per_chunk: dict[int, T] = {}
    for candidate in candidates:
        key = chunk_id(candidate)
        kept = best_per_chunk.get(key)
        if kept is None or score(candidate) > score(kept):
            best_per_chunk[key] = candidate
    ranked = sorted(best_per_chunk.values(), key=lambda c: (-score(c), chunk_id(c)))
    kept_items: list[T] = []
    kept_sets: list[frozenset[int]] = []
    signatures = np.zeros((len(ranked), _PERMUTATIONS), np.uint64)
    for candidate in ranked:
        if limit is not None and len(kept_items) >= limit:
            break
        items = shingles(text(candidate))
        signature = _signature(items)
        if kept_items:
            estimate = (signatures[: len(kept_items)] == signature).mean(axis=1)
            suspects = np.flatnonzero(estimate >= near_duplicate_threshold - _MARGIN)
            if any(jaccard(items, kept_sets[i]) >= near_duplicate_threshold for i in suspects):
                continue
        signatures[len(kept_items)] = signature
        kept_items.append(candidate)
        kept_sets.append(items)
    return kept_items
