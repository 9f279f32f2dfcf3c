"""Do answers give the study's conclusion? Yes/no research questions over the trial abstracts.

Issue 14: answers cited the right abstract but said "Yes, X improves Y" where the study found
no such effect, scoring no better than always answering yes. Each question here is about one
shipped abstract (``data/eval/research_questions``), and its gold stance is that abstract's
conclusion: ``yes``, ``no`` (the opposite effect, or harm) or ``no_difference``. The sample
corpus (all 497 abstracts) is ingested into its own store, each question is asked through
``QueryService.answer`` once per pipeline (mode) and synthesis strategy, and for each and
per split we report:

* conclusion agreement: the stance read from the answer (``stance.rules``) equals gold;
  beside it the "always yes" baseline (the share of gold ``yes``) on the same questions;
* answers that contradict their evidence: the answer's stance and the stance read from the
  snippets it cites are both a conclusion (yes / no / no_difference) and differ;
* cited the right abstract, answered (not the not-found statement), ``answer_kind`` counts,
  p50/p95 seconds, model calls and prompt tokens per question.

The stance reader's own accuracy on the gold reference sentences is reported per split as a
sanity figure: agreement cannot be read more reliably than that. Beside the rules, the learned
reader (``stance.model``, ``held_out_readers``: trained on every split's gold rows but the
one it reads) gives a second agreement figure and its own accuracy on the gold sentences, each
split read by the model that never saw it. Each question is also placed
(``research_misses``: the gold sentence quoted or not, and why a miss was missed), and with
``verdicts`` the questions are asked once per ``CLINRAG_PIPELINE__VERDICT`` value, with the
share of answers stating no verdict and the verdict step's seconds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from clinrag.components import Models, Safeguards
from clinrag.domain import Mode, ParsedDocument, Strategy
from clinrag.evaluation.answer_runs import (
    Asker,
    Cost,
    Run,
    asker_over,
    grading_seconds,
    kinds,
)
from clinrag.evaluation.held_out_readers import HeldOutReaders, verdict_groups
from clinrag.evaluation.metrics import percentile
from clinrag.evaluation.research_misses import (
    Placed,
    breakdown,
    breakdown_line,
    place_of,
    stated_verdict,
)
from clinrag.llm.base import LLM
from clinrag.settings import Settings
from clinrag.stance.defined_arms import read_in_context, with_defined_arms
from clinrag.stance.question import Question
from clinrag.stance.research_set import ResearchQuestion
from clinrag.stance.rules import Stance, read_stance

VerdictSetting = Literal["rules", "model", "learned"]

CONCLUSIONS: frozenset[Stance] = frozenset({"yes", "no", "no_difference"})


@dataclass(frozen=True)
class ResearchScores:
    questions: int
    agreement: float
    """Answers whose stance is the gold stance."""
    agreement_learned: float | None
    """The same, the answers read by the learned reader held out from the split (``None``:
    not asked for). It never reads ``unclear``, so it overstates agreement on answers that
    quote another finding (docs/benchmarks.md: a hand read of test5's answers)."""
    always_yes: float
    """What answering "yes" to every question scores on the same questions."""
    contradicts_evidence: float
    """Answered questions whose answer's stance and cited snippets' stance are both a
    conclusion and differ, over answered questions."""
    evidence_readable: int
    """Answered questions whose cited snippets gave a conclusion (the rest cannot contradict)."""
    cited_right_abstract: float
    answered: float
    """Answers that are not the not-found statement (errors count as not answered)."""
    confusion: dict[str, dict[str, int]]
    """Gold stance -> stance read from the answer -> questions."""
    kinds: dict[str, int]
    cost: Cost
    retried: int
    """Questions whose evidence failed its first grade and was searched again."""
    low_evidence: int
    """Answers that still failed their last grade (flag ``low_evidence``, with a caveat)."""
    grading_ms: float
    """Mean milliseconds per question in the grades and their retries."""
    no_verdict: float
    """Answered questions whose answer states no verdict (the quote alone), over answered."""
    verdict_failed: int
    """Answers whose verdict call failed (the quote alone was shipped)."""
    verdict_seconds: tuple[float, float]
    """p50 and p95 seconds of the verdict step (0 when it did not run)."""
    places: dict[str, int]
    """Where the agreement goes (``research_misses.breakdown``)."""
    per_question: dict[str, str]
    """Question id -> "<place> read=<stance> verdict=<verdict>"."""


@dataclass(frozen=True)
class ResearchReport:
    model: str
    documents: int
    reader_accuracy: dict[str, float]
    """Split -> share of gold reference sentences the stance reader reads as their gold."""
    learned_accuracy: dict[str, float]
    """The same for the learned reader held out from each split (empty: not asked for)."""
    scores: dict[str, dict[str, ResearchScores]]
    """``<mode>/<strategy>`` -> split -> scores."""

    def lines(self) -> list[str]:
        out = [
            f"model: {self.model}  corpus: {self.documents} trial abstracts",
            "stance reader on the gold conclusion sentences: "
            + ", ".join(f"{split} {acc:.2f}" for split, acc in self.reader_accuracy.items()),
            "learned reader (held out from the split) on them: "
            + (
                ", ".join(f"{split} {acc:.2f}" for split, acc in self.learned_accuracy.items())
                or "not run"
            ),
            f"{'mode/strategy[/verdict]':<28}{'split':<6}{'n':>4}{'agree':>7}{'yes-bl':>8}{'contra':>8}"
            f"{'right':>7}{'answ':>6}{'p50 s':>7}{'p95 s':>7}{'calls':>7}{'tok in':>8}"
            f"{'retry':>6}{'weak':>5}{'grade ms':>9}{'no-vrd':>7}{'vrd p50/p95 s':>14}  kinds",
        ]
        for strategy, splits in self.scores.items():
            for split, s in splits.items():
                kinds_text = " ".join(f"{k} {v}" for k, v in s.kinds.items())
                out.append(
                    f"{strategy:<28}{split:<6}{s.questions:>4}{s.agreement:>7.2f}"
                    f"{s.always_yes:>8.2f}{s.contradicts_evidence:>8.2f}"
                    f"{s.cited_right_abstract:>7.2f}{s.answered:>6.2f}{s.cost.p50_seconds:>7.1f}"
                    f"{s.cost.p95_seconds:>7.1f}{s.cost.llm_calls_per_question:>7.2f}"
                    f"{s.cost.prompt_tokens_per_question:>8.0f}{s.retried:>6}{s.low_evidence:>5}"
                    f"{s.grading_ms:>9.1f}{s.no_verdict:>7.2f}"
                    f"{s.verdict_seconds[0]:>7.1f}/{s.verdict_seconds[1]:<6.1f}  {kinds_text}"
                )
        out.append(
            "agreement read by the learned reader held out from the split (a second opinion: "
            "it never reads 'unclear', so an answer quoting another finding still counts about "
            "a third of the time; the rules' figure is the primary one):"
        )
        for strategy, splits in self.scores.items():
            for split, s in splits.items():
                learned = "-" if s.agreement_learned is None else f"{s.agreement_learned:.2f}"
                out.append(f"  {strategy} {split}: {learned} (rules {s.agreement:.2f})")
        out.append("stance read from the answers, by gold stance:")
        for strategy, splits in self.scores.items():
            for split, s in splits.items():
                cells = "; ".join(
                    f"{gold}: " + " ".join(f"{read} {n}" for read, n in reads.items())
                    for gold, reads in s.confusion.items()
                )
                out.append(f"  {strategy} {split}: {cells}")
        out.append("where the agreement goes (places: agreeing among them; misses by cause):")
        for strategy, splits in self.scores.items():
            for split, s in splits.items():
                out.append(
                    f"  {strategy} {split}: {breakdown_line(s.places)}; verdict calls failed: "
                    f"{s.verdict_failed}"
                )
        out.append(
            "agree: stance read from the answer = gold; yes-bl: always answering yes; contra: "
            "answered questions whose answer contradicts the stance of the snippets it cites; "
            "right: cited the question's abstract; answ: not the not-found statement; "
            "tok in: prompt tokens per question as the model server reported them; retry: "
            "questions whose evidence failed its first grade and was searched again; weak: "
            "answers whose evidence failed its last grade (with a caveat); grade ms: mean "
            "milliseconds per question in the grades and their retries; no-vrd: answered questions "
            "stating no verdict; vrd p50/p95 s: seconds of the verdict step"
        )
        return out


async def evaluate_research(
    settings: Settings,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    *,
    questions: Sequence[ResearchQuestion],
    documents: Sequence[ParsedDocument],
    strategies: Sequence[Strategy],
    modes: Sequence[Mode] = ("classical",),
    verdicts: Sequence[VerdictSetting] = ("rules",),
    progress: Callable[[int], None] | None = None,
    learned: HeldOutReaders | None = None,
) -> ResearchReport:
    """``verdicts``: each value of ``CLINRAG_PIPELINE__VERDICT`` to ask under (the rows of the
    model's verdict are named ``<mode>/<strategy>/model``); ``learned``: the learned readers
    that read the answers a second time."""
    scores: dict[str, dict[str, ResearchScores]] = {}
    for verdict in verdicts:
        pipeline = settings.pipeline.model_copy(update={"verdict": verdict})
        chosen = settings.model_copy(update={"pipeline": pipeline})
        arms = [(m, s) for m in modes for s in strategies]
        for reader, group in verdict_groups(
            verdict, questions, models.embedder, settings.security.cache_dir
        ):
            async with asker_over(chosen, models, safeguards, llm, documents, reader) as asker:
                for mode, strategy in arms:
                    runs = []
                    for item in group:
                        runs.append(await asker.ask(item.question, mode=mode, strategy=strategy))
                        if progress is not None:
                            progress(1)
                    name = f"{mode}/{strategy}" + ("" if verdict == "rules" else f"/{verdict}")
                    paired = list(zip(group, runs, strict=True))
                    scores.setdefault(name, {}).update(
                        {
                            split: score(
                                asker, [(q, r) for q, r in paired if q.split == split], learned
                            )
                            for split in _splits(group)
                        }
                    )
    return ResearchReport(
        model=llm.model,
        documents=len(documents),
        reader_accuracy={
            split: reader_accuracy(questions, split, {d.source: d.full_text for d in documents})
            for split in _splits(questions)
        },
        learned_accuracy={}
        if learned is None
        else {split: learned_accuracy(learned, split) for split in _splits(questions)},
        scores=scores,
    )


def score(
    asker: Asker,
    runs: Sequence[tuple[ResearchQuestion, Run]],
    learned: HeldOutReaders | None = None,
) -> ResearchScores:
    confusion: dict[str, Counter[str]] = {}
    agree = contradictions = readable = right = answered = stated = 0
    placed: list[Placed] = []
    per_question: dict[str, str] = {}
    for item, run in runs:
        answer = run.answer
        cited = " ".join(c.snippet for c in answer.citations) if answer is not None else ""
        asked = with_defined_arms(Question.of(item.question), cited)
        verdict = stated_verdict(run.trace)
        read: Stance = "not_found" if answer is None or not answer.found else "unclear"
        if answer is not None and answer.found:
            answered += 1
            stated += verdict is not None
            read = read_stance(answer.text, asked)
            right += item.source in asker.cited_sources(answer)
            evidence = read_stance(cited, asked)
            if evidence in CONCLUSIONS:
                readable += 1
                contradictions += read in CONCLUSIONS and read != evidence
        agree += read == item.stance
        confusion.setdefault(item.stance, Counter())[read] += 1
        placed.append(place_of(item, answer, read, verdict, asker.sources))
        per_question[item.id] = f"{placed[-1].place} read={read} verdict={verdict}"
    n = len(runs)
    verdict_seconds = [
        step.seconds for _, run in runs for step in run.trace.steps if step.name == "state_verdict"
    ]
    return ResearchScores(
        questions=n,
        agreement=agree / n if n else 0.0,
        agreement_learned=None if learned is None else _learned_agreement(learned, runs),
        always_yes=_share([item.stance == "yes" for item, _ in runs]),
        contradicts_evidence=contradictions / answered if answered else 0.0,
        evidence_readable=readable,
        cited_right_abstract=right / n if n else 0.0,
        answered=answered / n if n else 0.0,
        confusion={gold: dict(sorted(reads.items())) for gold, reads in sorted(confusion.items())},
        kinds=kinds([run for _, run in runs]),
        cost=Cost.of([run for _, run in runs]),
        retried=sum(run.retried for _, run in runs),
        grading_ms=1000 * sum(grading_seconds(run.trace) for _, run in runs) / n if n else 0.0,
        low_evidence=sum(
            run.answer is not None and "low_evidence" in run.answer.flags for _, run in runs
        ),
        no_verdict=1 - stated / answered if answered else 0.0,
        verdict_failed=sum(
            step.name == "state_verdict" and step.status == "fallback"
            for _, run in runs
            for step in run.trace.steps
        ),
        verdict_seconds=(
            (percentile(verdict_seconds, 50), percentile(verdict_seconds, 95))
            if verdict_seconds
            else (0.0, 0.0)
        ),
        places=breakdown(placed),
        per_question=per_question,
    )


def reader_accuracy(
    questions: Sequence[ResearchQuestion], split: str, abstracts: Mapping[str, str]
) -> float:
    """The share of the split's gold conclusion sentences read as their gold stance, each in
    its abstract (by source: the short forms it defines)."""
    return _share(
        [
            read_in_context(q.reference, q.question, abstracts.get(q.source, "")) == q.stance
            for q in questions
            if q.split == split
        ]
    )


def learned_accuracy(learned: HeldOutReaders, split: str) -> float:
    """The share of the split's gold sentences the reader held out from it reads as gold."""
    return _share([read == q.stance for q, read in learned.read_gold(split)])


def _learned_agreement(
    learned: HeldOutReaders, runs: Sequence[tuple[ResearchQuestion, Run]]
) -> float:
    """Answers read by the learned reader held out from their split (not answered: a miss)."""
    agree = 0
    for item, run in runs:
        if run.answer is not None and run.answer.found:
            (read,) = learned.read(item.split, [(item.question, run.answer.text)])
            agree += read == item.stance
    return agree / len(runs) if runs else 0.0


def _splits(questions: Sequence[ResearchQuestion]) -> list[str]:
    return sorted({q.split for q in questions})


def _share(flags: Sequence[bool]) -> float:
    return sum(flags) / len(flags) if flags else 0.0
