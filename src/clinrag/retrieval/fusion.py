"""Score fusion: ``w_lex · bm25_normalized + w_vec · cosine`` over the union of both retrievers.

Normalisation. Max-normalising BM25 (dividing by the query's best score) turns the best lexical
match into 1.0 however weak it is: one shared rare word would then outweigh a strong semantic
match. We divide instead by the query's *reference score*: what an average-length document
containing each matched query term once would score (the sum of those terms' idf). A chunk
matching all the query's informative terms lands near 1 (capped at 1: repeated terms saturate
by BM25's k1 anyway); one matching a single common term lands near that term's small share.
Cosine is used as is, clipped to [0, 1] (negative similarity is no evidence).

Both scores are exact for every candidate: the lexical index scores the vector hits and the
database computes the cosine of the lexical hits, so a chunk found by one retriever is not
penalised for falling outside the other's top-k.

Reciprocal rank fusion is here too, for the evaluation that compares the two.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class FusionWeights:
    lexical: float = 0.4
    vector: float = 0.6


@dataclass(frozen=True)
class FusedScore:
    chunk_id: int
    lexical_normalized: float
    cosine: float
    fused: float


def normalize_bm25(score: float, reference_score: float) -> float:
    if reference_score <= 0 or score <= 0:
        return 0.0
    return min(1.0, score / reference_score)


def fuse_scores(
    bm25: Mapping[int, float],
    cosine: Mapping[int, float],
    reference_score: float,
    weights: FusionWeights,
) -> list[FusedScore]:
    """Every chunk in either mapping, best first (ties by chunk id for stable output)."""
    fused = []
    for chunk_id in bm25.keys() | cosine.keys():
        lexical = normalize_bm25(bm25.get(chunk_id, 0.0), reference_score)
        semantic = max(0.0, min(1.0, cosine.get(chunk_id, 0.0)))
        score = weights.lexical * lexical + weights.vector * semantic
        fused.append(FusedScore(chunk_id, lexical, semantic, score))
    fused.sort(key=lambda item: (-item.fused, item.chunk_id))
    return fused


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[int]], k: int = 60
) -> list[tuple[int, float]]:
    """Classic RRF: ``sum 1 / (k + rank)`` over the rankings each chunk appears in."""
    scores: dict[int, float] = {}
    for ranking in rankings:
        for rank, chunk_id in enumerate(ranking, start=1):
            scores[chunk_id] = scores.get(chunk_id, 0.0) + 1.0 / (k + rank)
    return sorted(scores.items(), key=lambda item: (-item[1], item[0]))
