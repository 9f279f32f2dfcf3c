"""The agent evaluation set: a bucketed corpus and questions with gold filters and documents.

The corpus is the shipped trial abstracts (bucket ``pubmed_trials``, fields read at ingest by
``ingest/trial_metadata.py``) plus ``data/eval/agent/corpus.jsonl``: two buckets written for this
set, ``formulary`` (drug monographs) and ``protocols`` (protocols, policies, guidelines) of a
fictional hospital, their fields in each record. Each question names its intent, the gold
bucket(s), the gold filter in ``retrieval/filters.py`` syntax, the constraints no field can
express (``unmappable``), every document that satisfies it, and whether the agent should answer
or ask for clarification (nothing matches, or too much to list). ``data/eval/agent/LICENSE.md``
says how gold was built. Loading checks the format, so a malformed line fails here, not in a
scorer.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast, get_args

from clinrag.shipped_data import AGENT_CORPUS, AGENT_QUESTIONS, SAMPLE_CORPUS, QuestionSplit

Intent = Literal["qa", "list", "summarize", "compare", "compute"]
Expect = Literal["answer", "clarify"]
ClarifyReason = Literal["no_results", "overload"]
AnswerFormat = Literal["text", "list", "table"]
Split = QuestionSplit
TRIAL_BUCKET = "pubmed_trials"
_KEYS = (
    "id",
    "question",
    "intent",
    "buckets",
    "filters",
    "unmappable",
    "gold_documents",
    "expect",
    "clarify_reason",
    "format",
    "split",
)


@dataclass(frozen=True)
class AgentDocument:
    source: str
    title: str
    text: str
    bucket: str
    metadata: dict[str, Any]
    """Every key of the record but ``source``, ``title`` and ``text`` (``bucket`` included)."""


@dataclass(frozen=True)
class AgentQuestion:
    id: str
    question: str
    intent: Intent
    buckets: tuple[str, ...]
    filters: dict[str, Any]
    """The gold filter on the buckets' fields, ``retrieval/filters.py`` syntax."""
    unmappable: tuple[str, ...]
    """Constraints of the question no field expresses; the agent must report them."""
    gold_documents: tuple[str, ...]
    """Sources of every document that satisfies the question (empty when none does)."""
    expect: Expect
    clarify_reason: ClarifyReason | None
    format: AnswerFormat
    split: Split


class AgentSetError(ValueError):
    """A line of the shipped set breaks the format."""


def load_agent_corpus(
    written: Path = AGENT_CORPUS, trials: Path = SAMPLE_CORPUS
) -> list[AgentDocument]:
    """The trial abstracts (without extracted fields: ingest adds them) and the written buckets."""
    documents = []
    for path in (trials, written):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            row = json.loads(line)
            missing = [key for key in ("source", "title", "text", "bucket") if key not in row]
            if missing:
                raise AgentSetError(f"{path.name} line {number}: missing {missing}")
            metadata = {k: v for k, v in row.items() if k not in ("source", "title", "text")}
            documents.append(
                AgentDocument(row["source"], row["title"], row["text"], row["bucket"], metadata)
            )
    return documents


def load_agent_questions(path: Path = AGENT_QUESTIONS) -> list[AgentQuestion]:
    questions = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        questions.append(_question(json.loads(line), f"{path.name} line {number}"))
    return questions


def _question(row: dict[str, Any], where: str) -> AgentQuestion:
    if sorted(row) != sorted(_KEYS):
        raise AgentSetError(f"{where}: keys must be exactly {list(_KEYS)}")
    _one_of(row["intent"], Intent, where, "intent")
    _one_of(row["expect"], Expect, where, "expect")
    _one_of(row["format"], AnswerFormat, where, "format")
    _one_of(row["split"], Split, where, "split")
    reason = row["clarify_reason"]
    if (row["expect"] == "clarify") != (reason is not None):
        raise AgentSetError(f"{where}: clarify_reason is set exactly when expect is clarify")
    if reason is not None:
        _one_of(reason, ClarifyReason, where, "clarify_reason")
    for key in ("buckets", "unmappable", "gold_documents"):
        if not isinstance(row[key], list) or not all(isinstance(v, str) for v in row[key]):
            raise AgentSetError(f"{where}: {key} must be a list of strings")
    if not row["buckets"] or not isinstance(row["filters"], dict):
        raise AgentSetError(f"{where}: buckets must not be empty and filters must be an object")
    return AgentQuestion(
        id=row["id"],
        question=row["question"],
        intent=cast(Intent, row["intent"]),
        buckets=tuple(row["buckets"]),
        filters=row["filters"],
        unmappable=tuple(row["unmappable"]),
        gold_documents=tuple(row["gold_documents"]),
        expect=cast(Expect, row["expect"]),
        clarify_reason=cast(ClarifyReason | None, reason),
        format=cast(AnswerFormat, row["format"]),
        split=cast(Split, row["split"]),
    )


def _one_of(value: object, allowed: Any, where: str, key: str) -> None:
    if value not in get_args(allowed):
        raise AgentSetError(f"{where}: {key} must be one of {list(get_args(allowed))}")
