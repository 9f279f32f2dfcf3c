"""`clinrag eval research-retrieval`: is the question's own abstract ranked first? (issue 14)

The answers evaluation (``research_eval``) cites the question's own abstract about 0.72 of
the time; this measures the retrieval under it alone, in seconds rather than an hour. The 497
trial abstracts are ingested as ``clinrag eval answers --set research`` ingests them (its
store, its redactor), every research question of the chosen splits is searched through the
service's ``HybridRetriever`` once per arm, and for each arm and split we report right@1 and
right@3 (the question's abstract is the first, or among the first three, documents: a
document counts once, at its best chunk) and the p50 seconds of a search.

Arms (``ARMS``): the service's retrieval, the same without the generics of the question's
brands (``retrieval/query_expansion.py``), and each with a heavier title weight. A setting is
chosen leave-one-split-out (``held_out_choice``): for each split, the arm best on right@1 over
the other splits (the first in ``ARMS`` on a tie), and its figure on the split left out.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.components import Models, build_ingestor, build_lexical, build_retriever
from clinrag.domain import ParsedDocument
from clinrag.evaluation.metrics import documents_in_order, percentile
from clinrag.evaluation.store import open_store
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.retrieval.tables import Document
from clinrag.security.redaction import Redactor
from clinrag.settings import Settings
from clinrag.stance.research_set import ResearchQuestion


@dataclass(frozen=True)
class Arm:
    name: str
    generics: bool
    """BM25 and the title match read the query with its brands' generics."""
    title_weight: float


SHIPPED_TITLE_WEIGHT = 0.1
ARMS: tuple[Arm, ...] = (
    Arm("service", True, SHIPPED_TITLE_WEIGHT),
    Arm("as-asked", False, SHIPPED_TITLE_WEIGHT),
    Arm("service/title0.2", True, 0.2),
    Arm("as-asked/title0.2", False, 0.2),
)


@dataclass(frozen=True)
class SplitScores:
    questions: int
    right_at_1: float
    right_at_3: float


@dataclass(frozen=True)
class ResearchRetrievalReport:
    documents: int
    scores: dict[str, dict[str, SplitScores]]
    """Arm -> split -> scores."""
    p50_seconds: dict[str, float]
    """Arm -> median seconds of one search."""
    held_out: dict[str, tuple[str, float]]
    """Split -> (the arm chosen on the other splits, its right@1 on this one)."""

    def lines(self) -> list[str]:
        splits = sorted({s for by_split in self.scores.values() for s in by_split})
        out = [
            f"research questions over {self.documents} trial abstracts: the question's own "
            "abstract first (right@1) / in the first three (right@3)",
            f"{'arm':<20}" + "".join(f"{s:>12}" for s in splits) + f"{'p50 ms':>9}",
        ]
        for arm, by_split in self.scores.items():
            cells = "".join(
                f"{by_split[s].right_at_1:>6.2f}/{by_split[s].right_at_3:<5.2f}" for s in splits
            )
            out.append(f"{arm:<20}{cells}{1000 * self.p50_seconds[arm]:>9.1f}")
        out.append("leave-one-split-out: the arm chosen on the other splits, right@1 on the split")
        out += [f"  {s}: {arm} {value:.2f}" for s, (arm, value) in self.held_out.items()]
        return out


async def evaluate_research_retrieval(
    settings: Settings,
    models: Models,
    redactor: Redactor | None,
    *,
    questions: Sequence[ResearchQuestion],
    documents: Sequence[ParsedDocument],
    arms: Sequence[Arm] = ARMS,
    progress: Callable[[int], None] | None = None,
) -> ResearchRetrievalReport:
    """Every question searched once per arm over ``documents`` (ingested into the store
    ``settings`` names with ``redactor``, as the answers evaluation does)."""
    async with open_store(settings) as engine:
        lexical = build_lexical(engine, settings.retrieval)
        await build_ingestor(engine, lexical, models, redactor, settings).ingest(documents)
        await lexical.sync()
        sources = await _sources(engine)
        asked = [q.question for q in questions]
        vectors = await asyncio.to_thread(models.embedder.embed, asked)
        ranks: dict[str, list[int | None]] = {}
        seconds: dict[str, list[float]] = {}
        for arm in arms:
            chosen = settings.retrieval.model_copy(update={"title_weight": arm.title_weight})
            retriever = build_retriever(engine, lexical, models, chosen, generics=arm.generics)
            for i, question in enumerate(asked):
                started = time.perf_counter()
                outcome = await retriever.retrieve(
                    [question],
                    NO_FILTER,
                    access=EVERY_LABEL,
                    query_vectors=vectors[i : i + 1],
                )
                seconds.setdefault(arm.name, []).append(time.perf_counter() - started)
                ranked = documents_in_order(sources[c.document_id] for c in outcome.chunks)
                ranks.setdefault(arm.name, []).append(rank_of(questions[i].source, ranked))
                if progress is not None:
                    progress(1)
    scores = {arm: split_scores(questions, found) for arm, found in ranks.items()}
    return ResearchRetrievalReport(
        documents=len(documents),
        scores=scores,
        p50_seconds={arm: percentile(s, 50) for arm, s in seconds.items()},
        held_out=held_out_choice(scores),
    )


def rank_of(source: str, ranked: Sequence[str]) -> int | None:
    """1-based rank of ``source`` among the ranked documents (None: not retrieved)."""
    return ranked.index(source) + 1 if source in ranked else None


def split_scores(
    questions: Sequence[ResearchQuestion], ranks: Sequence[int | None]
) -> dict[str, SplitScores]:
    by_split: dict[str, list[int | None]] = {}
    for question, rank in zip(questions, ranks, strict=True):
        by_split.setdefault(question.split, []).append(rank)
    return {
        split: SplitScores(
            len(found),
            sum(r == 1 for r in found) / len(found),
            sum(r is not None and r <= 3 for r in found) / len(found),
        )
        for split, found in sorted(by_split.items())
    }


def held_out_choice(scores: dict[str, dict[str, SplitScores]]) -> dict[str, tuple[str, float]]:
    """Per split, the arm with the best right@1 over the other splits' questions (the first
    arm on a tie) and its right@1 on the split."""
    arms = list(scores)
    splits = sorted({s for by_split in scores.values() for s in by_split})
    chosen: dict[str, tuple[str, float]] = {}
    for left_out in splits:

        def others(arm: str, left_out: str = left_out) -> float:
            rows = [v for s, v in scores[arm].items() if s != left_out]
            n = sum(v.questions for v in rows)
            return sum(v.right_at_1 * v.questions for v in rows) / n if n else 0.0

        best = max(arms, key=lambda a: (others(a), -arms.index(a)))
        chosen[left_out] = (best, scores[best][left_out].right_at_1)
    return chosen


async def _sources(engine: AsyncEngine) -> dict[int, str]:
    async with engine.connect() as conn:
        rows = (await conn.execute(select(Document.id, Document.source))).tuples().all()
    return dict(rows)
