"""``clinrag eval agent``: the agent pipeline over the bucketed evaluation corpus.

The corpus (``data/eval/agent/corpus.jsonl``: the written buckets, with the sample trial
abstracts whose metadata is read at ingest) is ingested into its own store; each question is
asked through ``QueryService.answer`` in mode ``agent`` with a caller, so a clarification is
kept as a pause (and counted, not resumed). Scores per split (``agent_scores``): filter
extraction (exact, per field), documents cited against gold (precision, recall; list and table
questions apart), citations that resolve, tool calls (median, max), clarification on the
questions that expect one (and false clarifications on the others, the reason right or not),
unmapped constraints reported, latency p50/p95. Dev is for tuning; test is reported apart.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from clinrag.components import Models, Safeguards
from clinrag.domain import Answer, ParsedDocument
from clinrag.errors import ClinragError
from clinrag.evaluation.agent_scores import (
    Scored,
    citations_resolve,
    fields_right,
    model_decomposed,
    normalise_filters,
    precision_recall,
    predicted_filters,
    tool_calls,
)
from clinrag.evaluation.agent_set import AgentQuestion
from clinrag.evaluation.answer_runs import asker_over
from clinrag.evaluation.metrics import percentile
from clinrag.llm.base import LLM
from clinrag.pipelines.pause_keeper import Caller
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.settings import Settings


@dataclass(frozen=True)
class AgentScores:
    questions: int
    filter_accuracy: float
    """Questions with gold filters whose normalised filter set and buckets are exact."""
    field_accuracy: dict[str, float]
    list_precision: float
    list_recall: float
    precision: float
    recall: float
    """Over every answered question with gold documents (list and table apart above)."""
    citations_resolving: float
    tool_calls_median: float
    tool_calls_max: int
    clarification_rate: float
    """Of the questions that expect a clarification, those asked back with the right reason."""
    clarification_any_reason: float
    false_clarifications: float
    """Of the questions that expect an answer, those asked back instead."""
    unmapped_reported: float
    p50_seconds: float
    p95_seconds: float
    errors: int
    model_decompositions: float
    """Questions whose decomposition the model wrote (the rest: its call failed or timed out,
    and the rules decomposed)."""


@dataclass(frozen=True)
class AgentReport:
    model: str
    driver: str
    splits: dict[str, AgentScores]
    misses: list[str]
    """Per question that missed something: id and what (for reading, not for scoring)."""

    def lines(self) -> list[str]:
        out = [f"agent eval with {self.model} (driver {self.driver})"]
        for split, s in self.splits.items():
            out += [
                f"[{split}] {s.questions} questions, {s.errors} errors",
                f"  filter extraction exact {s.filter_accuracy:.2f}; per field "
                + ", ".join(f"{k} {v:.2f}" for k, v in s.field_accuracy.items()),
                f"  list precision {s.list_precision:.2f} recall {s.list_recall:.2f}; "
                f"all answers precision {s.precision:.2f} recall {s.recall:.2f}",
                f"  citations resolving {s.citations_resolving:.2f}; tool calls median "
                f"{s.tool_calls_median:g} max {s.tool_calls_max}",
                f"  clarification (right reason) {s.clarification_rate:.2f}, any reason "
                f"{s.clarification_any_reason:.2f}; false clarifications "
                f"{s.false_clarifications:.2f}; unmapped reported {s.unmapped_reported:.2f}",
                f"  latency p50 {s.p50_seconds:.2f} s, p95 {s.p95_seconds:.2f} s; decomposed by "
                f"the model {s.model_decompositions:.2f} (else the rules)",
            ]
        return out + [f"  miss {m}" for m in self.misses]


async def evaluate_agent(
    settings: Settings,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    *,
    questions: Sequence[AgentQuestion],
    documents: Sequence[ParsedDocument],
    progress: Callable[[int], object] = lambda _: None,
) -> AgentReport:
    scored: list[Scored] = []
    misses: list[str] = []
    async with asker_over(settings, models, safeguards, llm, documents) as asker:
        service = asker.service
        for question in questions:
            trace = Trace()
            started = time.perf_counter()
            answer: Answer | None
            failure: str | None = None
            try:
                answer = await service.answer(
                    question.question,
                    mode="agent",
                    trace=trace,
                    access=EVERY_LABEL,
                    caller=Caller("eval-agent", f"eval-{question.id}"),
                )
            except ClinragError as error:
                answer, failure = None, error.code
            result = _score(question, answer, trace, asker.sources, time.perf_counter() - started)
            result = result if failure is None else _failed(result, failure)
            scored.append(result)
            misses += _misses(result)
            progress(1)
    splits = {
        split: _summary([s for s in scored if s.split == split])
        for split in sorted({s.split for s in scored})
    }
    driver = settings.pipeline.agent.driver
    return AgentReport(llm.model, driver, splits, misses)


def _score(
    question: AgentQuestion,
    answer: Answer | None,
    trace: Trace,
    sources: dict[int, str],
    seconds: float,
) -> Scored:
    gold_filters = dict(question.filters)
    gold_buckets = frozenset(question.buckets)
    predicted = predicted_filters(trace.steps)
    exact: bool | None = None
    fields: dict[str, bool] = {}
    if predicted is not None:
        gold = normalise_filters(gold_filters)
        exact = gold == predicted[0] and (not gold_buckets or gold_buckets == predicted[1])
        fields = fields_right(gold, predicted[0])
    clarified = None
    precision = recall = None
    citations = (0, 0)
    reported = False
    if answer is not None:
        reported = "unmapped_constraints" in answer.flags
        if answer.kind == "clarification" and answer.clarification is not None:
            clarified = answer.clarification.reason
        elif question.expect == "answer":
            cited = {sources.get(c.document_id, "") for c in answer.citations}
            precision, recall = precision_recall(cited, set(question.gold_documents))
            citations = citations_resolve(answer, sources)
    return Scored(
        id=question.id,
        split=question.split,
        expect=question.expect,
        clarify_reason=question.clarify_reason,
        listing=question.format in ("list", "table"),
        clarified=clarified,
        filters_exact=exact,
        fields=fields,
        precision=precision,
        recall=recall,
        citations=citations,
        calls=tool_calls(trace.steps),
        unmappable=bool(question.unmappable),
        reported_unmapped=reported,
        seconds=seconds,
        model_decomposed=model_decomposed(trace.steps),
    )


def _failed(result: Scored, code: str) -> Scored:
    return Scored(**{**result.__dict__, "error": code})


def _misses(s: Scored) -> list[str]:
    what = [] if s.error is None else [f"error {s.error}"]
    if s.filters_exact is False:
        what.append("filters " + ",".join(f for f, ok in s.fields.items() if not ok))
    if s.recall is not None and s.recall < 1:
        what.append(f"recall {s.recall:.2f}")
    if s.precision is not None and s.precision < 1:
        what.append(f"precision {s.precision:.2f}")
    if s.expect == "clarify" and s.clarified is None:
        what.append("no clarification")
    if s.expect == "answer" and s.clarified is not None:
        what.append(f"asked back ({s.clarified})")
    if s.unmappable and not s.reported_unmapped:
        what.append("unmapped not reported")
    return [f"{s.id} ({s.split}): {'; '.join(what)}"] if what else []


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _summary(scored: Sequence[Scored]) -> AgentScores:
    filtered = [s for s in scored if s.filters_exact is not None]
    field_names = sorted({f for s in filtered for f in s.fields})
    answered = [s for s in scored if s.precision is not None and s.recall is not None]
    listing = [s for s in answered if s.listing]
    clarify = [s for s in scored if s.expect == "clarify"]
    answer = [s for s in scored if s.expect == "answer"]
    resolved = sum(s.citations[0] for s in scored)
    cited = sum(s.citations[1] for s in scored)
    calls = [s.calls for s in scored] or [0]
    seconds = [s.seconds for s in scored] or [0.0]
    unmappable = [s for s in scored if s.unmappable]
    return AgentScores(
        questions=len(scored),
        filter_accuracy=_mean([float(bool(s.filters_exact)) for s in filtered]),
        field_accuracy={
            f: _mean([float(s.fields[f]) for s in filtered if f in s.fields]) for f in field_names
        },
        list_precision=_mean([s.precision or 0.0 for s in listing]),
        list_recall=_mean([s.recall or 0.0 for s in listing]),
        precision=_mean([s.precision or 0.0 for s in answered]),
        recall=_mean([s.recall or 0.0 for s in answered]),
        citations_resolving=resolved / cited if cited else 1.0,
        tool_calls_median=statistics.median(calls),
        tool_calls_max=max(calls),
        clarification_rate=_mean([float(s.clarified == s.clarify_reason) for s in clarify]),
        clarification_any_reason=_mean([float(s.clarified is not None) for s in clarify]),
        false_clarifications=_mean([float(s.clarified is not None) for s in answer]),
        unmapped_reported=_mean([float(s.reported_unmapped) for s in unmappable]),
        p50_seconds=percentile(seconds, 50),
        p95_seconds=percentile(seconds, 95),
        errors=sum(s.error is not None for s in scored),
        model_decompositions=_mean([float(s.model_decomposed) for s in scored]),
    )
