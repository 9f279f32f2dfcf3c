"""Ranking metrics with binary relevance (a retrieved item is relevant or not)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass


def documents_in_order(items: Iterable[str]) -> list[str]:
    """Each document once, at its first (best) rank: a ranking of chunks as a ranking of the
    documents they belong to, so a document with many chunks is not counted many times."""
    return list(dict.fromkeys(items))


def ndcg_at(ranked: Sequence[str], relevant: Set[str], k: int) -> float:
    """Binary-relevance nDCG@k; an item ranked twice gains once (at its first rank), so the
    figure cannot exceed 1."""
    ranked = documents_in_order(ranked)
    gains = sum(
        1 / math.log2(rank + 1) for rank, item in enumerate(ranked[:k], 1) if item in relevant
    )
    ideal = sum(1 / math.log2(rank + 1) for rank in range(1, min(k, len(relevant)) + 1))
    return gains / ideal if ideal else 0.0


def recall_at(ranked: Sequence[str], relevant: Set[str], k: int) -> float:
    if not relevant:
        return 0.0
    return len(set(ranked[:k]) & relevant) / len(relevant)


def reciprocal_rank(ranked: Sequence[str], relevant: Set[str]) -> float:
    for rank, item in enumerate(ranked, 1):
        if item in relevant:
            return 1 / rank
    return 0.0


def percentile(values: Sequence[float], q: float) -> float:
    """Nearest-rank percentile (q in 0-100) of a non-empty sample."""
    ordered = sorted(values)
    index = max(0, math.ceil(q / 100 * len(ordered)) - 1)
    return ordered[index]


@dataclass(frozen=True)
class Latency:
    p50_ms: float
    p95_ms: float

    @staticmethod
    def of(seconds: Sequence[float]) -> Latency:
        """Percentiles of a sample of seconds, in milliseconds."""
        return Latency(percentile(seconds, 50) * 1000, percentile(seconds, 95) * 1000)
