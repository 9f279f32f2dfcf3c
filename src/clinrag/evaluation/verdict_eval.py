"""The gold conclusion sentences read by the stance rules, a learned reader and the model.

``clinrag eval verdicts``: for each research question, its gold reference sentence (the
abstract's conclusion, verbatim) is read once by the rules (``stance/rules.py``, the
judge of ``eval answers --set research``), once by the learned reader trained on every other
split (``stance/model.py``, ``evaluation/held_out_readers.py``: leave one split out) and once
by the model through the same prompt and parsing the extractive answer's verdict uses
(``pipelines/verdict.py``). What it isolates: how well each reads the *right* sentence, apart
from choosing it. The model's ``unclear`` counts as a miss (no verdict is stated) and is
reported apart; accuracy of the verdicts it did state is beside it.
"""

from __future__ import annotations

import asyncio
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import get_args

from clinrag.errors import LLMError
from clinrag.evaluation.held_out_readers import HeldOutReaders
from clinrag.evaluation.metrics import percentile
from clinrag.llm.base import LLM
from clinrag.pipelines.verdict import ask_verdict
from clinrag.stance.defined_arms import read_in_context
from clinrag.stance.research_set import ResearchQuestion, Split

SPLIT_ORDER: tuple[str, ...] = get_args(Split)
"""Every split, in the order they were written (a new blind split is added to ``Split``)."""


@dataclass(frozen=True)
class ReaderScores:
    questions: int
    accuracy: float
    unclear: float
    """Share read ``unclear`` (or failed): no verdict would be stated."""
    stated_accuracy: float
    """Accuracy over the sentences given a yes / no / no_difference."""
    confusion: dict[str, dict[str, int]]
    p50_seconds: float
    p95_seconds: float


@dataclass(frozen=True)
class VerdictReport:
    model: str
    prompt_version: str
    scores: dict[str, dict[str, ReaderScores]]
    """Reader -> split -> scores."""
    misses: dict[str, list[str]]
    """Reader -> "<id> gold=<stance> read=<stance>" of every miss."""

    def lines(self) -> list[str]:
        out = [
            f"model: {self.model}  verdict prompt version {self.prompt_version}",
            f"{'reader':<8}{'split':<7}{'n':>4}{'acc':>7}{'unclear':>9}{'acc stated':>11}"
            f"{'p50 s':>7}{'p95 s':>7}  by gold stance (read n)",
        ]
        for reader, splits in self.scores.items():
            for split, s in splits.items():
                cells = "; ".join(
                    f"{gold}: " + " ".join(f"{read} {n}" for read, n in reads.items())
                    for gold, reads in s.confusion.items()
                )
                out.append(
                    f"{reader:<8}{split:<7}{s.questions:>4}{s.accuracy:>7.2f}{s.unclear:>9.2f}"
                    f"{s.stated_accuracy:>11.2f}{s.p50_seconds:>7.2f}{s.p95_seconds:>7.2f}  {cells}"
                )
        out.append("acc: read as gold; unclear: no verdict (a miss); acc stated: among the rest")
        return out


async def evaluate_verdicts(
    llm: LLM | None,
    questions: Sequence[ResearchQuestion],
    readers: Sequence[str],
    learned: HeldOutReaders | None = None,
    abstracts: Mapping[str, str] | None = None,
) -> VerdictReport:
    """``readers``: ``rules``, ``learned`` (needs ``learned``), ``model`` (needs ``llm``);
    ``abstracts`` by source: the rules read a gold sentence with its abstract's short forms."""
    scores: dict[str, dict[str, ReaderScores]] = {}
    misses: dict[str, list[str]] = {}
    version = ""
    for reader in readers:
        reads: list[tuple[ResearchQuestion, str, float]] = []
        held_out = _held_out_reads(learned, questions) if reader == "learned" else {}
        for item in questions:
            started = time.perf_counter()
            if reader == "rules":
                context = (abstracts or {}).get(item.source, "")
                read: str = read_in_context(item.reference, item.question, context)
            elif reader == "learned":
                read = held_out[item.id]
            else:
                if llm is None:
                    raise RuntimeError("the model reader needs a model")
                read, version = await _model_read(llm, item, version)
            reads.append((item, read, time.perf_counter() - started))
            print(".", end="", file=sys.stderr, flush=True)
        splits = sorted({q.split for q in questions}, key=SPLIT_ORDER.index)
        scores[reader] = {
            split: _score([r for r in reads if r[0].split == split]) for split in splits
        }
        misses[reader] = [
            f"{q.id} gold={q.stance} read={read}" for q, read, _ in reads if read != q.stance
        ]
    print(file=sys.stderr)
    return VerdictReport(llm.model if llm else "none", version, scores, misses)


def _held_out_reads(
    learned: HeldOutReaders | None, questions: Sequence[ResearchQuestion]
) -> dict[str, str]:
    """Question id -> its gold sentence as read by the learned reader that never saw its split."""
    if learned is None:
        raise RuntimeError("the learned reader needs its training rows")
    return {
        q.id: read
        for split in sorted({q.split for q in questions})
        for q, read in learned.read_gold(split)
    }


RESTART_WAITS = 24
"""A model process that was killed (out of memory on a shared machine) restarts in seconds:
wait for it, 5 s at a time, rather than count every question asked meanwhile as failed."""


async def _model_read(llm: LLM, item: ResearchQuestion, version: str) -> tuple[str, str]:
    for _ in range(RESTART_WAITS):
        try:
            verdict, completion = await ask_verdict(llm, item.question, [item.reference])
        except LLMError as error:
            if error.code not in ("llm_restarting", "llm_unavailable"):
                return f"failed:{error.code}", version
            await asyncio.sleep(5)
        else:
            return verdict, completion.prompt_version
    return "failed:llm_restarting", version


def _score(reads: Sequence[tuple[ResearchQuestion, str, float]]) -> ReaderScores:
    n = len(reads)
    stated = [(q, read) for q, read, _ in reads if read in ("yes", "no", "no_difference")]
    confusion: dict[str, Counter[str]] = {}
    for q, read, _ in reads:
        confusion.setdefault(q.stance, Counter())[read] += 1
    seconds = [s for _, _, s in reads]
    return ReaderScores(
        questions=n,
        accuracy=sum(read == q.stance for q, read, _ in reads) / n if n else 0.0,
        unclear=1 - len(stated) / n if n else 0.0,
        stated_accuracy=sum(read == q.stance for q, read in stated) / len(stated)
        if stated
        else 0.0,
        confusion={g: dict(sorted(c.items())) for g, c in sorted(confusion.items())},
        p50_seconds=percentile(seconds, 50) if seconds else 0.0,
        p95_seconds=percentile(seconds, 95) if seconds else 0.0,
    )
