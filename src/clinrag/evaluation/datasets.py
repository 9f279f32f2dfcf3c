"""Evaluation sets read from the package's shipped data: loaders that turn it into our types."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from clinrag.domain import ParsedDocument, Section
from clinrag.shipped_data import CONSENSUS, consensus_rows


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
