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

``Fusion`` is the seam: the service ranks with ``WeightedFusion``; the retrieval evaluation
passes the alternatives it measures it against (src/clinrag/evaluation/retrieval_modes.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from clinrag.domain import RetrieverHit
from clinrag.setting_groups.retrieval import RetrievalSettings


@dataclass(frozen=True)
class FusionWeights:
    lexical: float = 0.4
    vector: float = 0.6


@dataclass(frozen=True)
class Candidate:
    """A chunk either retriever found for one sub-query, as both retrievers see it."""

    chunk_id: int
    lexical: RetrieverHit
    """Rank in BM25's top k (None: outside it) and exact BM25 (0.0: no query term in it)."""
    vector: RetrieverHit
    """Rank in the vector top k (None: outside it) and exact cosine (None: no longer stored)."""
    lexical_normalized: float
    """BM25 over the query's reference score, in [0, 1]."""
    cosine: float
    """Cosine clipped to [0, 1]."""


class Fusion(Protocol):
    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        """Chunk id -> ranking score, higher first; a candidate left out is not ranked."""
        ...


@dataclass(frozen=True)
class WeightedFusion:
    """The service's fusion: ``w_lex · lexical_normalized + w_vec · cosine``."""

    weights: FusionWeights

    @classmethod
    def from_settings(cls, settings: RetrievalSettings) -> WeightedFusion:
        return cls(FusionWeights(settings.lexical_weight, settings.vector_weight))

    def scores(self, candidates: Sequence[Candidate]) -> dict[int, float]:
        lexical, vector = self.weights.lexical, self.weights.vector
        return {c.chunk_id: lexical * c.lexical_normalized + vector * c.cosine for c in candidates}


def normalize_bm25(score: float, reference_score: float) -> float:
    if reference_score <= 0 or score <= 0:
        return 0.0
    return min(1.0, score / reference_score)


def candidates_of(
    bm25: Mapping[int, float],
    cosine: Mapping[int, float],
    reference_score: float,
    lexical_ranks: Mapping[int, int],
    vector_ranks: Mapping[int, int],
) -> list[Candidate]:
    """Every chunk with a BM25 or a cosine score, by chunk id."""
    return [
        Candidate(
            chunk_id=chunk_id,
            lexical=RetrieverHit(lexical_ranks.get(chunk_id), bm25.get(chunk_id)),
            vector=RetrieverHit(vector_ranks.get(chunk_id), cosine.get(chunk_id)),
            lexical_normalized=normalize_bm25(bm25.get(chunk_id, 0.0), reference_score),
            cosine=max(0.0, min(1.0, cosine.get(chunk_id, 0.0))),
        )
        for chunk_id in sorted(bm25.keys() | cosine.keys())
    ]
