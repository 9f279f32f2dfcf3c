"""Confidence in [0, 1], computed from the evidence, never asked of the model.

    confidence = 0.35 * relevance + 0.40 * coverage + 0.25 * support

* relevance: mean relevance (rerank score, or fused score without a reranker) of the cited
  passages: was the evidence about the question at all;
* coverage: share of the answer's sentences that carry a supported citation: how much of the
  answer is grounded;
* support: mean support of the cited passages for their sentences (citations.py): how closely
  the grounded sentences follow their sources.

Coverage weighs most because an uncited sentence is the likeliest place for an invented fact.
An answer with no supported citation is the not-found statement, with confidence 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from clinrag.pipelines.citations import CitationCheck
from clinrag.pipelines.evidence import Passage

RELEVANCE_WEIGHT = 0.35
COVERAGE_WEIGHT = 0.40
SUPPORT_WEIGHT = 0.25


def confidence(check: CitationCheck, passages: Sequence[Passage]) -> float:
    cited = check.supported_numbers
    if not cited or not check.claim_sentences:
        return 0.0
    by_number = {p.number: p for p in passages}
    relevance = sum(by_number[n].relevance for n in cited) / len(cited)
    coverage = check.covered_sentences / check.claim_sentences
    support = sum(check.support_of(n) for n in cited) / len(cited)
    score = RELEVANCE_WEIGHT * relevance + COVERAGE_WEIGHT * coverage + SUPPORT_WEIGHT * support
    return round(min(1.0, max(0.0, score)), 4)
