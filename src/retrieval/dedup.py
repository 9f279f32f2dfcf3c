"""Global dedup of candidates gathered across sub-queries.

Two kinds of duplicate: the same chunk found by several sub-queries (keep its highest-scoring
occurrence), and near-identical text in two documents (a guideline copied into a protocol;
keep the higher-scoring one). Near-identity is word-shingle Jaccard similarity, exact text
after normalisation being the special case 1.0.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")

_WORD = re.compile(r"\w+")
SHINGLE = 3


def _shingles(text: str) -> frozenset[tuple[str, ...]]:
    words = _WORD.findall(text.lower())
    if len(words) < SHINGLE:
        return frozenset({tuple(words)})
    return frozenset(tuple(words[i : i + SHINGLE]) for i in range(len(words) - SHINGLE + 1))


def jaccard(a: frozenset[tuple[str, ...]], b: frozenset[tuple[str, ...]]) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def deduplicate(
    candidates: Sequence[T],
    *,
    chunk_id: Callable[[T], int],
    text: Callable[[T], str],
    score: Callable[[T], float],
    near_duplicate_threshold: float = 0.9,
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
    kept_shingles: list[frozenset[tuple[str, ...]]] = []
    for candidate in ranked:
        shingles = _shingles(text(candidate))
        if any(jaccard(shingles, other) >= near_duplicate_threshold for other in kept_shingles):
            continue
        kept_items.append(candidate)
        kept_shingles.append(shingles)
    return kept_items
