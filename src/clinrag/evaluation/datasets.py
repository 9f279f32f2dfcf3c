"""Evaluation sets read from the package's shipped data: loaders that turn it into our types (the
research questions and the sample corpus: ``stance.research_set``, which the product reads too)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import chain, zip_longest
from pathlib import Path

from clinrag.domain import ParsedDocument, Section
from clinrag.shipped_data import CONSENSUS, consensus_rows
from clinrag.stance.research_set import ResearchQuestion, Split


@dataclass(frozen=True)
class RetrievalSet:
    documents: list[ParsedDocument]
    queries: dict[str, set[str]]
    """Question -> sources of its relevant documents."""


def _claim_source(claim: str) -> str:
    return "consensus/" + hashlib.sha256(claim.encode()).hexdigest()[:16]


def load_consensus(path: Path = CONSENSUS) -> RetrievalSet:
    """Each sample's claims become documents; a question's own claims are its relevant set."""
    claims: dict[str, str] = {}
    queries: dict[str, set[str]] = {}
    for row in consensus_rows(path):
        if not row.question:
            continue
        for claim in row.claims:
            claims.setdefault(_claim_source(claim), claim)
        queries.setdefault(row.question, set()).update(_claim_source(c) for c in row.claims)
    documents = [
        ParsedDocument(
            source=source,
            title="",
            sections=(Section(text=text),),
            metadata={"bucket": "consensus"},
        )
        for source, text in claims.items()
    ]
    return RetrievalSet(documents, queries)


@dataclass(frozen=True)
class AnswerSample:
    question: str
    reference: str
    """The set's ideal answer, "Summary: " removed."""
    relevant: frozenset[str]
    """Sources of the question's own claims."""


def load_consensus_answers(path: Path = CONSENSUS) -> list[AnswerSample]:
    """Questions whose ideal answer is not "N-A", with their claims' sources."""
    samples: dict[str, AnswerSample] = {}
    for row in consensus_rows(path):
        reference = row.ideal.removeprefix("Summary:").strip()
        if row.question and reference and reference != "N-A":
            sources = frozenset(_claim_source(c) for c in row.claims)
            samples.setdefault(row.question, AnswerSample(row.question, reference, sources))
    return list(samples.values())


def select_questions(
    questions: Sequence[ResearchQuestion], split: Split | None, limit: int | None
) -> list[ResearchQuestion]:
    """The split's questions (``None``: dev and test; the blind ``test2`` to ``test14`` only
    by name, so that they are run on purpose), the stances taking turns so that the first
    ``limit`` stay balanced (a small ``--limit`` is not mostly one stance)."""
    chosen = [
        q for q in questions if q.split == split or (split is None and q.split in ("dev", "test"))
    ]
    by_stance = [[q for q in chosen if q.stance == s] for s in ("yes", "no", "no_difference")]
    interleaved = [q for q in chain.from_iterable(zip_longest(*by_stance)) if q is not None]
    return interleaved if limit is None else interleaved[:limit]
