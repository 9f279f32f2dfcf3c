"""The shipped research questions and the trial abstracts they are about: what the learned
stance reader learns from (``stance.learned``) and what ``clinrag eval answers --set research``
asks. Here, not in the evaluation package, because the product's reader trains on them."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

from clinrag.domain import ParsedDocument
from clinrag.ingest.parsing import parse_document
from clinrag.shipped_data import RESEARCH_QUESTIONS, SAMPLE_CORPUS, QuestionSplit

GoldStance = Literal["yes", "no", "no_difference"]
Split = QuestionSplit


@dataclass(frozen=True)
class ResearchQuestion:
    """A yes/no question about one shipped trial abstract, whose answer is its conclusion."""

    id: str
    question: str
    stance: GoldStance
    source: str
    """The abstract's ``source`` in the sample corpus."""
    reference: str
    """The abstract's conclusion sentence(s), quoted verbatim."""
    split: Split


def load_research_questions(path: Path = RESEARCH_QUESTIONS) -> list[ResearchQuestion]:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [
        ResearchQuestion(
            id=row["id"],
            question=row["question"],
            stance=cast(GoldStance, row["stance"]),
            source=row["source"],
            reference=row["reference"],
            split=cast(Split, row["split"]),
        )
        for row in rows
    ]


def load_sample_corpus(path: Path = SAMPLE_CORPUS) -> list[ParsedDocument]:
    """The shipped trial abstracts, parsed as ``clinrag ingest`` parses them."""
    return parse_document(path.name, path.read_bytes(), max_bytes=1 << 30)
