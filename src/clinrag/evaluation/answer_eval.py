"""Answer quality with the real model: grounding, agreement with the reference, refusals, cost.

Corpus: the consensus claims (each a document), in the evaluation store ``clinrag_eval``.
Answerable questions: consensus questions with an ideal answer (seeded sample). Unanswerable
questions: MedMCQA stems from subjects the consensus claims never touch (anatomy, forensic
medicine, dental, ENT, ophthalmology, radiology): the right answer is the not-found statement.
Every question is asked once per pipeline (mode) and synthesis strategy.

* citation precision: cited passages that are among the question's own claims;
* token F1 of the answer (citations removed) against the ideal answer;
* found rate on answerable questions, correct refusals on unanswerable ones;
* p50/p95 seconds, model calls and prompt tokens per question, seconds by step.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from clinrag.components import Models, Safeguards
from clinrag.domain import Mode, Strategy
from clinrag.evaluation.answer_runs import Asker, Cost, Run, asker_over, kinds, seconds_by_step
from clinrag.evaluation.datasets import AnswerSample, load_consensus, load_consensus_answers
from clinrag.llm.base import LLM
from clinrag.retrieval.analysis import analyze
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
    kinds: dict[str, int]
    """``answer_kind`` counts over all questions (``error`` for failures)."""
    cost: Cost
    seconds_by_step: dict[str, float]
    """Mean seconds per question spent in each step (model time included)."""
    retried: tuple[int, int] = (0, 0)
    """Answerable, unanswerable questions whose evidence failed its first grade and was
    searched again."""
    low_evidence: tuple[int, int] = (0, 0)
    """Answerable, unanswerable questions still weak after the retries (flag
    ``low_evidence``)."""


@dataclass(frozen=True)
class AnswerEvalReport:
    model: str
    questions: int
    unanswerable: int
    pipelines: dict[str, PipelineScores]
    """``<mode>/<strategy>`` -> scores."""

    def lines(self) -> list[str]:
        out = [
            f"model: {self.model}  answerable: {self.questions} consensus questions  "
            f"unanswerable: {self.unanswerable} off-corpus MedMCQA questions",
            f"{'pipeline/strategy':<22}{'cite-prec':>10}{'tok-F1':>8}{'found':>7}{'refus':>7}"
            f"{'errors':>7}{'p50 s':>7}{'p95 s':>7}{'calls':>7}{'tok in':>8}  kinds",
        ]
        for name, s in self.pipelines.items():
            kinds_text = " ".join(f"{k} {v}" for k, v in s.kinds.items())
            out.append(
                f"{name:<22}{s.citation_precision:>10.3f}{s.token_f1:>8.3f}{s.found_rate:>7.2f}"
                f"{s.correct_refusals:>7.2f}{s.errors:>7}{s.cost.p50_seconds:>7.1f}"
                f"{s.cost.p95_seconds:>7.1f}{s.cost.llm_calls_per_question:>7.2f}"
                f"{s.cost.prompt_tokens_per_question:>8.0f}  {kinds_text}"
            )
        for name, s in self.pipelines.items():
            steps = ", ".join(f"{step} {sec:.2f}" for step, sec in s.seconds_by_step.items())
            out.append(f"{name} seconds per question by step: {steps}")
            out.append(
                f"{name} weak evidence (answerable / unanswerable): searched again "
                f"{s.retried[0]} / {s.retried[1]}, still weak {s.low_evidence[0]} / "
                f"{s.low_evidence[1]}"
            )
        return out


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
    safeguards: Safeguards,
    llm: LLM,
    *,
    questions: int,
    unanswerable: int,
    modes: Sequence[Mode],
    strategies: Sequence[Strategy],
    seed: int = 13,
    progress: Callable[[int], None] | None = None,
) -> AnswerEvalReport:
    data = load_consensus()
    rng = random.Random(seed)  # noqa: S311 - a reproducible sample, not a secret
    answerable = rng.sample(load_consensus_answers(), questions)
    off_corpus = rng.sample(medmcqa_subject_questions(MEDMCQA, OFF_CORPUS_SUBJECTS), unanswerable)
    asked: list[tuple[AnswerSample | None, str]] = [(s, s.question) for s in answerable]
    asked += [(None, q) for q in off_corpus]
    results: dict[str, PipelineScores] = {}
    async with asker_over(settings, models, safeguards, llm, data.documents) as asker:
        for mode in modes:
            for strategy in strategies:
                runs: list[tuple[AnswerSample | None, Run]] = []
                for sample, question in asked:
                    runs.append((sample, await asker.ask(question, mode=mode, strategy=strategy)))
                    if progress is not None:
                        progress(1)
                results[f"{mode}/{strategy}"] = _scores(runs, asker)
    return AnswerEvalReport(llm.model, questions, unanswerable, results)


def _scores(runs: Sequence[tuple[AnswerSample | None, Run]], asker: Asker) -> PipelineScores:
    cited = relevant_cited = 0
    f1s: list[float] = []
    found = refused = errors = 0
    confidences: list[float] = []
    for sample, run in runs:
        answer = run.answer
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
                asker.sources.get(c.document_id) in sample.relevant for c in answer.citations
            )
    n = len(runs)
    answerable = sum(sample is not None for sample, _ in runs)
    return PipelineScores(
        answerable=answerable,
        unanswerable=n - answerable,
        citation_precision=relevant_cited / cited if cited else 0.0,
        token_f1=sum(f1s) / len(f1s) if f1s else 0.0,
        found_rate=found / answerable if answerable else 0.0,
        correct_refusals=refused / (n - answerable) if n > answerable else 0.0,
        errors=errors,
        mean_confidence_found=sum(confidences) / len(confidences) if confidences else 0.0,
        kinds=kinds([run for _, run in runs]),
        cost=Cost.of([run for _, run in runs]),
        seconds_by_step=seconds_by_step([run for _, run in runs]),
        retried=_split_count(runs, lambda run: run.retried),
        low_evidence=_split_count(
            runs, lambda run: run.answer is not None and "low_evidence" in run.answer.flags
        ),
    )


def _split_count(
    runs: Sequence[tuple[AnswerSample | None, Run]], counted: Callable[[Run], bool]
) -> tuple[int, int]:
    """How many answerable and how many unanswerable runs are ``counted``."""
    return (
        sum(counted(run) for sample, run in runs if sample is not None),
        sum(counted(run) for sample, run in runs if sample is None),
    )
