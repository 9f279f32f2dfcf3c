"""The retrieval modes `clinrag eval retrieval` compares (figures in docs/benchmarks.md).

A mode is a fusion and whether to rerank. The alternatives to the service's fusion are here,
each a ``Fusion`` (src/clinrag/retrieval/fusion.py) handed to a ``HybridRetriever`` in place
of the service's ``WeightedFusion``: one retriever alone, reciprocal rank fusion, and the
weighted fusion with BM25 max-normalised instead of divided by the reference score. The
service itself never sees them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.retrieval.fusion import Candidate, Fusion, FusionWeights


class LexicalOnly:
    """BM25's own top k, by normalised BM25."""

    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        return {c.chunk_id: c.lexical_normalized for c in candidates if c.lexical.rank is not None}


class VectorOnly:
    """The vector search's own top k, by cosine."""

    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        return {c.chunk_id: c.cosine for c in candidates if c.vector.rank is not None}


@dataclass(frozen=True)
class ReciprocalRankFusion:
    """Classic RRF: ``sum 1 / (k + rank)`` over the top-k lists a chunk appears in."""

    k: int = 60

    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        scores: dict[int, float] = {}
        for c in candidates:
            ranks = [r for r in (c.lexical.rank, c.vector.rank) if r is not None]
            if ranks:
                scores[c.chunk_id] = sum(1.0 / (self.k + rank) for rank in ranks)
        return scores


@dataclass(frozen=True)
class MaxNormalizedFusion:
    """The weighted fusion with BM25 divided by the sub-query's best BM25: the normalisation
    the service's reference score replaces (retrieval/fusion.py says why)."""

    weights: FusionWeights

    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        best = max((c.lexical.score or 0.0 for c in candidates), default=0.0) or 1.0
        return {
            c.chunk_id: self.weights.lexical * (c.lexical.score or 0.0) / best
            + self.weights.vector * c.cosine
            for c in candidates
        }


@dataclass(frozen=True)
class RetrievalMode:
    name: str
    fusion: Fusion | None
    """None: the service's own (weighted, reference-score normalised)."""
    rerank: bool
    """Run the service's reranker (FlashRank when its weights are installed; else none)."""
    cosine: bool = False
    """Re-score by cosine instead (the opt-in ``without_weights=cosine``)."""


def retrieval_modes(weights: FusionWeights) -> tuple[RetrievalMode, ...]:
    return (
        RetrievalMode("bm25", LexicalOnly(), rerank=False),
        RetrievalMode("vector", VectorOnly(), rerank=False),
        RetrievalMode("hybrid", None, rerank=False),
        RetrievalMode("rrf", ReciprocalRankFusion(), rerank=False),
        RetrievalMode("hybrid-maxnorm", MaxNormalizedFusion(weights), rerank=False),
        RetrievalMode("hybrid+service-rerank", None, rerank=True),
        RetrievalMode("hybrid+cosine-rescoring", None, rerank=True, cosine=True),
    )
