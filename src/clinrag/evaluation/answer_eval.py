"""Answer quality with the real model: grounding, agreement with the reference, refusals, cost.

Corpus: the consensus claims (each a document), in the evaluation store ``clinrag_eval``.
Answerable questions: consensus questions with an ideal answer (seeded sample). Unanswerable
questions: MedMCQA stems from subjects the consensus claims never touch (anatomy, forensic
medicine, dental, ENT, ophthalmology, radiology): the right answer is the not-found statement.

* citation precision: cited passages that are among the question's own claims;
* token F1 of the answer (citations removed) against the ideal answer;
* found rate on answerable questions, correct refusals on unanswerable ones;
* model calls and seconds per question, by pipeline and step.
"""

from __future__ import annotations

import random
import re
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import select

from clinrag.components import (
    Models,
    build_ingestor,
    build_lexical,
    build_query_service,
    build_retriever,
    build_safeguards,
)
from clinrag.domain import Answer, Mode
from clinrag.errors import ClinragError
from clinrag.evaluation.datasets import AnswerSample, load_consensus, load_consensus_answers
from clinrag.evaluation.store import open_store
from clinrag.llm.base import LLM
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.tables import Document
from clinrag.security.attack_corpus import medmcqa_subject_questions
from clinrag.settings import Settings
from clinrag.shipped_data import MEDMCQA

OFF_CORPUS_SUBJECTS = (
    "Anatomy", "Forensic Medicine", "Dental", "ENT", "Ophthalmology", "Radiology",
)  # fmt: skip
_CITATION = re.compile(r"\[\d+\]")


@dataclass(frozen=True)
class PipelineScores:
    answerable: int
    unanswerable: int
    citation_precision: float
    token_f1: float
    found_rate: float
    """Answerable questions that got a grounded answer."""
    correct_refusals: float
    """Unanswerable questions answered with the not-found statement."""
    errors: int
    """Questions the pipeline failed on (model errors, refusals by the guard)."""
    mean_confidence_found: float
    llm_calls_per_question: float
    seconds_per_question: float
    llm_seconds_per_question: float
    seconds_by_step: dict[str, float]
    """Mean seconds per question spent in each step (model time included)."""


@dataclass(frozen=True)
class AnswerEvalReport:
    model: str
    questions: int
    unanswerable: int
    pipelines: dict[str, PipelineScores]


def token_f1(answer: str, reference: str) -> float:
    predicted = Counter(analyze(_CITATION.sub(" ", answer)))
    gold = Counter(analyze(reference))
    overlap = sum((predicted & gold).values())
    if not overlap:
        return 0.0
    precision = overlap / sum(predicted.values())
    recall = overlap / sum(gold.values())
    return 2 * precision * recall / (precision + recall)


async def evaluate_answers(
    settings: Settings,
    models: Models,
    llm: LLM,
    *,
    questions: int,
    unanswerable: int,
    modes: Sequence[Mode],
    seed: int = 13,
    progress: Callable[[int], None] | None = None,
) -> AnswerEvalReport:
    data = load_consensus()
    rng = random.Random(seed)  # noqa: S311 - a reproducible sample, not a secret
    answerable = rng.sample(load_consensus_answers(), questions)
    off_corpus = rng.sample(medmcqa_subject_questions(MEDMCQA, OFF_CORPUS_SUBJECTS), unanswerable)
    safeguards = build_safeguards(settings, models)
    results: dict[str, PipelineScores] = {}
    async with open_store(settings) as engine:
        lexical = build_lexical(engine, settings.retrieval)
        ingestor = build_ingestor(engine, lexical, models, safeguards.redactor, settings)
        await ingestor.ingest(data.documents)
        await lexical.sync()
        retriever = build_retriever(engine, lexical, models, settings.retrieval)
        service = build_query_service(retriever, models, safeguards, llm, settings)
        async with engine.connect() as conn:
            # Citations carry redacted sources; the evaluation matches on document ids.
            sources = dict(
                (await conn.execute(select(Document.id, Document.source))).tuples().all()
            )
        for mode in modes:
            runs: list[tuple[AnswerSample | None, Answer | None, Trace, float]] = []
            for sample, question in [(s, s.question) for s in answerable] + [
                (None, q) for q in off_corpus
            ]:
                trace = Trace()
                started = time.perf_counter()
                try:
                    answer: Answer | None = await service.answer(question, mode=mode, trace=trace)
                except ClinragError:
                    answer = None
                runs.append((sample, answer, trace, time.perf_counter() - started))
                if progress is not None:
                    progress(1)
            results[mode] = _scores(runs, sources)
    return AnswerEvalReport(llm.model, questions, unanswerable, results)


def _scores(
    runs: Sequence[tuple[AnswerSample | None, Answer | None, Trace, float]],
    sources: Mapping[int, str],
) -> PipelineScores:
    cited = relevant_cited = 0
    f1s: list[float] = []
    found = refused = errors = 0
    confidences: list[float] = []
    step_seconds: dict[str, float] = {}
    for sample, answer, trace, _ in runs:
        for step in trace.steps:
            step_seconds[step.name] = step_seconds.get(step.name, 0.0) + step.seconds
        if answer is None:
            errors += 1
            continue
        if sample is None:
            refused += not answer.found
            continue
        f1s.append(token_f1(answer.text, sample.reference) if answer.found else 0.0)
        if answer.found:
            found += 1
            confidences.append(answer.confidence)
            cited += len(answer.citations)
            relevant_cited += sum(
                sources.get(c.document_id) in sample.relevant for c in answer.citations
            )
    n = len(runs)
    answerable = sum(sample is not None for sample, *_ in runs)
    return PipelineScores(
        answerable=answerable,
        unanswerable=n - answerable,
        citation_precision=relevant_cited / cited if cited else 0.0,
        token_f1=sum(f1s) / len(f1s) if f1s else 0.0,
        found_rate=found / answerable if answerable else 0.0,
        correct_refusals=refused / (n - answerable) if n > answerable else 0.0,
        errors=errors,
        mean_confidence_found=sum(confidences) / len(confidences) if confidences else 0.0,
        llm_calls_per_question=sum(len(t.llm_calls) for _, _, t, _ in runs) / n,
        seconds_per_question=sum(s for *_, s in runs) / n,
        llm_seconds_per_question=sum(t.llm_seconds for _, _, t, _ in runs) / n,
        seconds_by_step={k: v / n for k, v in sorted(step_seconds.items())},
    )
