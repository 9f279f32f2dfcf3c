"""Does a cited passage carry a claim, say nothing of it, or say the opposite?

Shared words alone let "X improved Y [1]" through when [1] found no effect: both sentences use
the same words. So each (claim, passage) pair is judged on

1. lexical support: the share of the claim's content words found in the passage;
2. semantic similarity: the cosine between the claim and its best-matching passage sentence
   (the service's sentence embedder);
3. consistency with that evidence: each clause of the claim is aligned with the clause of the
   two most similar passage sentences that shares most of its words, and their stances
   (no-difference, negation, direction of effect; ``polarity``) must agree; every number with
   its unit, and every drug name, the claim states must be in the passages it cites
   (``claim_facts``).

The rule (``SupportRule.verdict``): below either support threshold the citation is
unsupported; otherwise any inconsistency makes it contradicting; else it supports the claim.
The thresholds are settings, calibrated on a labelled claim set (``clinrag eval citations``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

import numpy as np

from clinrag.domain import Vectors
from clinrag.ingest.chunking import split_sentences as passage_sentences
from clinrag.pipelines import claim_facts, polarity
from clinrag.pipelines.evidence_selection import GAP
from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.embedding import Embedder

Verdict = Literal["supported", "unsupported", "contradicted"]

ALIGNED_CLAUSE_OVERLAP = 0.5
"""A claim clause is compared with an evidence clause holding at least this share of its
content words; a clause with no such partner is left to the support thresholds."""
EVIDENCE_SENTENCES = 2
"""Passage sentences (most similar first) whose clauses a claim's clauses are aligned with."""


@dataclass(frozen=True)
class SupportRule:
    lexical: float
    """Least share of the claim's content words the passage must hold."""
    similarity: float
    """Least cosine between the claim and its best passage sentence."""

    def verdict(self, assessment: Assessment, fact_conflict: str | None = None) -> Verdict:
        if assessment.lexical < self.lexical or assessment.similarity < self.similarity:
            return "unsupported"
        if fact_conflict or assessment.conflict:
            return "contradicted"
        return "supported"


@dataclass(frozen=True)
class Evidence:
    """A passage made ready for judging claims: its terms, facts, sentences and their vectors."""

    terms: frozenset[str]
    sentences: tuple[str, ...]
    vectors: Vectors
    quantities: claim_facts.Quantities
    drugs: frozenset[str]


@dataclass(frozen=True)
class Assessment:
    lexical: float
    similarity: float
    conflict: str | None
    """The stance conflict with the aligned evidence ("negation", "direction",
    "no_difference"), or None."""


def terms(text: str) -> frozenset[str]:
    return frozenset(analyze(text))


def lexical_support(claim_terms: frozenset[str], passage_terms: frozenset[str]) -> float:
    if not claim_terms:
        return 0.0
    return len(claim_terms & passage_terms) / len(claim_terms)


def _unit_rows(vectors: Vectors) -> Vectors:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.asarray(vectors / np.where(norms > 0, norms, 1.0), dtype=np.float32)


def embed_all(
    embedder: Embedder, claims: Sequence[str], passages: Sequence[str]
) -> tuple[Vectors, list[Evidence]]:
    """The claims' vectors and each passage's evidence, from one call to the embedder."""
    split = [_sentences(p) or [p] for p in passages]
    flat = [s for sentences in split for s in sentences]
    if not claims and not flat:
        return np.zeros((0, embedder.dimension), dtype=np.float32), []
    vectors = _unit_rows(np.asarray(embedder.embed([*claims, *flat]), dtype=np.float32))
    claim_vectors, rows = vectors[: len(claims)], vectors[len(claims) :]
    evidence = []
    offset = 0
    for text, sentences in zip(passages, split, strict=True):
        evidence.append(
            Evidence(
                terms=terms(text),
                sentences=tuple(sentences),
                vectors=rows[offset : offset + len(sentences)],
                quantities=claim_facts.quantities(text),
                drugs=claim_facts.drugs(text),
            )
        )
        offset += len(sentences)
    return claim_vectors, evidence


def _sentences(passage: str) -> list[str]:
    """The passage's sentences; an excerpt's gap mark ends one (the text on either side of
    it was not contiguous, and the next piece may start with a capital the splitter sees only
    after a full stop)."""
    return [s for piece in passage.split(GAP.strip()) for s in passage_sentences(piece)]


def assess(claim: str, claim_vector: Vectors, evidence: Evidence) -> Assessment:
    """Lexical support, similarity to the best sentence, and the stance conflict, if any."""
    similarities = evidence.vectors @ claim_vector
    order = np.argsort(-similarities, kind="stable")[:EVIDENCE_SENTENCES]
    best = [evidence.sentences[i] for i in order]
    return Assessment(
        lexical=lexical_support(terms(claim), evidence.terms),
        similarity=float(similarities[order[0]]),
        conflict=stance_conflict(claim, best),
    )


def stance_conflict(claim: str, evidence_sentences: Sequence[str]) -> str | None:
    """The first clause of the claim whose stance its aligned evidence clause contradicts."""
    candidates = [
        (terms(c), c) for sentence in evidence_sentences for c in polarity.clauses(sentence)
    ]
    for clause in polarity.clauses(claim):
        clause_terms = terms(clause)
        if not clause_terms or not candidates:
            continue
        overlap, aligned = max(
            ((lexical_support(clause_terms, t), c) for t, c in candidates), key=lambda x: x[0]
        )
        if overlap < ALIGNED_CLAUSE_OVERLAP:
            continue
        conflict = polarity.stance(clause).conflicts(polarity.stance(aligned))
        if conflict:
            return conflict
    return None


def fact_conflict(claim: str, cited: Sequence[Evidence]) -> str | None:
    """ "number" or "drug" when the claim states one that none of its cited passages holds."""
    stated = claim_facts.quantities(claim)
    held = claim_facts.Quantities(
        frozenset().union(*(e.quantities.pairs for e in cited)),
        frozenset().union(*(e.quantities.bare for e in cited)),
        frozenset().union(*(e.quantities.units for e in cited)),
    )
    if claim_facts.missing_quantities(stated, held):
        return "number"
    if claim_facts.drugs(claim) - frozenset().union(*(e.drugs for e in cited)):
        return "drug"
    return None
