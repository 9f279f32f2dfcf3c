"""Evaluation data shipped in data/ (with its licenses): loaders that turn it into our types."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

from src.domain import ParsedDocument, Section

DATA_DIR = Path(__file__).resolve().parents[2] / "data"
CONSENSUS = DATA_DIR / "eval" / "consensus" / "samples.jsonl"
SAMPLE_CORPUS = DATA_DIR / "sample" / "pubmed_trials.jsonl"


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
    for line in path.read_text().splitlines():
        content = json.loads(line)["input"][1]["content"]
        question = ""
        own: list[str] = []
        for row in content.splitlines():
            if row.startswith("claim:"):
                own.append(row.removeprefix("claim:").strip())
            elif row.startswith("question:"):
                question = row.removeprefix("question:").strip()
        if not question:
            continue
        for claim in own:
            claims.setdefault(_claim_source(claim), claim)
        queries.setdefault(question, set()).update(_claim_source(c) for c in own)
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
    for line in path.read_text().splitlines():
        row = json.loads(line)
        content = row["input"][1]["content"]
        reference = str(row.get("ideal", "")).removeprefix("Summary:").strip()
        own = [
            r.removeprefix("claim:").strip() for r in content.splitlines() if r.startswith("claim:")
        ]
        question = next(
            (
                r.removeprefix("question:").strip()
                for r in content.splitlines()
                if r.startswith("question:")
            ),
            "",
        )
        if question and reference and reference != "N-A":
            sources = frozenset(_claim_source(c) for c in own)
            samples.setdefault(question, AnswerSample(question, reference, sources))
    return list(samples.values())
