"""Does the service decline questions whose subject no document is about? (issue 14)

``data/eval/coverage``: questions about subjects the sample corpus holds and about near-miss
subjects it does not (drugs, conditions and procedures found in no abstract, checked against
the corpus text; often beside a subject it does hold: "rivaroxaban ... in atrial
fibrillation"). Two families: ``dev`` (drugs), which ``pipeline.coverage_similarity`` was
tuned on, and ``held_out`` (conditions and procedures), never tuned on: a
leave-one-family-out figure.

Each question is asked through the query service over the sample corpus twice: with the
relevance gate off (``pipeline.coverage_check=false``: the answer as before issue 14) and on.
Per split: the share of absent-subject questions answered (found: true; lower is better),
the share of present-subject questions answered (higher is better), p50 seconds. The gate's
record (each subject's nearest passage word and cosine) gives the same shares at other
thresholds without asking again: a question passes at ``t`` when each subject it did not
meet exactly has a cosine of at least ``t``, and is answered when it also was without the
gate (a passed gate changes nothing).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from clinrag.components import Models, Safeguards
from clinrag.domain import Mode, ParsedDocument, Strategy
from clinrag.evaluation.answer_runs import Run, asker_over
from clinrag.evaluation.metrics import percentile
from clinrag.llm.base import LLM
from clinrag.settings import Settings
from clinrag.shipped_data import COVERAGE_QUESTIONS

SWEEP = (0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 1.01)
"""Thresholds the report replays from the gate's record (above 1: exact matches only)."""


@dataclass(frozen=True)
class CoverageQuestion:
    id: str
    question: str
    subject: str
    present: bool
    family: str
    split: str


def load_coverage_questions(path: Path = COVERAGE_QUESTIONS) -> list[CoverageQuestion]:
    return [CoverageQuestion(**json.loads(line)) for line in path.read_text().splitlines()]


@dataclass(frozen=True)
class SplitScores:
    present: int
    absent: int
    absent_answered_before: float
    absent_answered: float
    present_answered_before: float
    present_answered: float
    p50_seconds_before: float
    p50_seconds: float
    gate_ms_p50: float
    sweep: dict[str, tuple[float, float]]
    """Threshold -> (absent answered, present answered), replayed from the gate's record."""
    misses: list[str]
    """Question ids on the wrong side with the gate on: ``<id> <absent|present> <missing>``."""


@dataclass(frozen=True)
class CoverageReport:
    threshold: float
    passages: int
    scores: dict[str, SplitScores]

    def lines(self) -> list[str]:
        out = [
            f"relevance gate: coverage_similarity {self.threshold}, best {self.passages} "
            "passages; before = gate off",
        ]
        for split, s in self.scores.items():
            out += [
                f"{split}: {s.absent} absent-subject, {s.present} present-subject questions",
                f"  absent answered (found:true): {s.absent_answered_before:.2f} -> "
                f"{s.absent_answered:.2f}",
                f"  present answered: {s.present_answered_before:.2f} -> {s.present_answered:.2f}",
                f"  p50 s: {s.p50_seconds_before:.3f} -> {s.p50_seconds:.3f}  "
                f"(gate step p50 {s.gate_ms_p50:.1f} ms)",
                "  sweep (absent answered / present answered): "
                + "  ".join(f"{t}: {a:.2f}/{p:.2f}" for t, (a, p) in s.sweep.items()),
                *(f"  wrong: {m}" for m in s.misses),
            ]
        return out


async def evaluate_coverage(
    settings: Settings,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    *,
    questions: Sequence[CoverageQuestion],
    documents: Sequence[ParsedDocument],
    mode: Mode = "classical",
    strategy: Strategy = "extractive",
    progress: Callable[[int], None] | None = None,
) -> CoverageReport:
    runs: dict[bool, list[Run]] = {}
    for gate in (False, True):
        pipeline = settings.pipeline.model_copy(update={"coverage_check": gate})
        chosen = settings.model_copy(update={"pipeline": pipeline})
        async with asker_over(chosen, models, safeguards, llm, documents) as asker:
            runs[gate] = []
            for item in questions:
                runs[gate].append(await asker.ask(item.question, mode=mode, strategy=strategy))
                if progress is not None:
                    progress(1)
    scores = {}
    for split in sorted({q.split for q in questions}):
        chosen_ids = [i for i, q in enumerate(questions) if q.split == split]
        scores[split] = _score(
            [questions[i] for i in chosen_ids],
            [runs[False][i] for i in chosen_ids],
            [runs[True][i] for i in chosen_ids],
        )
    return CoverageReport(
        settings.pipeline.coverage_similarity, settings.pipeline.coverage_passages, scores
    )


def answered(run: Run) -> bool:
    return run.answer is not None and run.answer.found


def gate_record(run: Run) -> dict[str, object]:
    step = next((s for s in run.trace.steps if s.name == "check_coverage"), None)
    return {} if step is None else dict(step.details)


def passes_at(run: Run, threshold: float) -> bool:
    """Whether the gate would have passed the question at ``threshold`` (from its record)."""
    similarity = gate_record(run).get("similarity")
    values = similarity.values() if isinstance(similarity, dict) else ()
    return all(float(value) >= threshold for value in values)


def _score(
    questions: Sequence[CoverageQuestion], before: Sequence[Run], after: Sequence[Run]
) -> SplitScores:
    def share(runs: Sequence[Run], present: bool, passed: Callable[[int], bool]) -> float:
        picked = [i for i, q in enumerate(questions) if q.present == present]
        return sum(answered(runs[i]) and passed(i) for i in picked) / len(picked) if picked else 0.0

    def always(_: int) -> bool:
        return True

    def at(threshold: float) -> Callable[[int], bool]:
        return lambda i: passes_at(after[i], threshold)

    sweep = {str(t): (share(before, False, at(t)), share(before, True, at(t))) for t in SWEEP}
    gate_ms = [1000 * s.seconds for r in after for s in r.trace.steps if s.name == "check_coverage"]
    misses = [
        f"{q.id} {'present' if q.present else 'absent'} missing={gate_record(r).get('missing')}"
        f" nearest={gate_record(r).get('nearest')} similarity={gate_record(r).get('similarity')}"
        for q, r in zip(questions, after, strict=True)
        if answered(r) != q.present
    ]
    return SplitScores(
        present=sum(q.present for q in questions),
        absent=sum(not q.present for q in questions),
        absent_answered_before=share(before, False, always),
        absent_answered=share(after, False, always),
        present_answered_before=share(before, True, always),
        present_answered=share(after, True, always),
        p50_seconds_before=percentile([r.seconds for r in before], 50),
        p50_seconds=percentile([r.seconds for r in after], 50),
        gate_ms_p50=percentile(gate_ms, 50) if gate_ms else 0.0,
        sweep=sweep,
        misses=misses,
    )
