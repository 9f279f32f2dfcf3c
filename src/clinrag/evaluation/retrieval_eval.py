"""`clinrag eval retrieval`: ranking quality of each retrieval mode on the consensus set.

328 health questions, 1,159 research claims as documents, each question's own claims relevant.
Modes: BM25 only, vector only, hybrid (0.4/0.6 fusion, BM25 scaled by the query's reference
score), reciprocal rank fusion and hybrid with max-normalised BM25 (the two alternatives the
fusion design is measured against; retrieval_modes.py), hybrid with the service's reranker
(FlashRank when its weights are installed, else the fused order) and hybrid with the opt-in
cosine re-scoring. The claims are ingested through the real ingest path into their own
database, so the figures are the service's own. Relevance is by document: a document counts
once, at its best-ranked chunk (``metrics.documents_in_order``).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from clinrag.components import Models, build_ingestor, build_lexical, build_retriever
from clinrag.evaluation.datasets import RetrievalSet
from clinrag.evaluation.metrics import documents_in_order, ndcg_at, recall_at, reciprocal_rank
from clinrag.evaluation.retrieval_modes import retrieval_modes
from clinrag.evaluation.store import open_store
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.retrieval.fusion import FusionWeights
from clinrag.retrieval.rerank import CosineReranker
from clinrag.settings import Settings

DEPTH = 100


@dataclass(frozen=True)
class ModeScores:
    ndcg_at_10: float
    recall_at_10: float
    recall_at_100: float
    mrr: float


@dataclass(frozen=True)
class RetrievalEvalReport:
    queries: int
    documents: int
    reranker: str | None
    scores: dict[str, ModeScores]
    seconds: float


async def evaluate_retrieval(
    settings: Settings,
    data: RetrievalSet,
    models: Models,
    progress: Callable[[int], None] | None = None,
) -> RetrievalEvalReport:
    started = time.perf_counter()
    retrieval = settings.retrieval.model_copy(
        update={"candidates_per_retriever": DEPTH, "top_k": DEPTH}
    )
    async with open_store(settings) as engine:
        lexical = build_lexical(engine, retrieval)
        await build_ingestor(engine, lexical, models, None, settings).ingest(data.documents)
        await lexical.sync()
        weights = FusionWeights(retrieval.lexical_weight, retrieval.vector_weight)
        cosine = replace(models, reranker=CosineReranker(models.embedder.model_name))
        retrievers = {
            mode.name: build_retriever(
                engine,
                lexical,
                cosine if mode.cosine else models,
                retrieval,
                fusion=mode.fusion,
                rerank=mode.rerank,
            )
            for mode in retrieval_modes(weights)
        }
        questions = list(data.queries)
        vectors = await asyncio.to_thread(models.embedder.embed, questions)
        per_mode: dict[str, list[ModeScores]] = {name: [] for name in retrievers}
        reranker: str | None = None
        for i, question in enumerate(questions):
            relevant = data.queries[question]
            for name, retriever in retrievers.items():
                outcome = await retriever.retrieve(
                    [question], NO_FILTER, access=EVERY_LABEL, query_vectors=vectors[i : i + 1]
                )
                if name == "hybrid+service-rerank":
                    reranker = outcome.reranker
                ranked = documents_in_order(str(c.metadata.get("source")) for c in outcome.chunks)
                per_mode[name].append(
                    ModeScores(
                        ndcg_at(ranked, relevant, 10),
                        recall_at(ranked, relevant, 10),
                        recall_at(ranked, relevant, 100),
                        reciprocal_rank(ranked, relevant),
                    )
                )
            if progress is not None:
                progress(1)
    return RetrievalEvalReport(
        queries=len(questions),
        documents=len(data.documents),
        reranker=reranker,
        scores={name: _mean(rows) for name, rows in per_mode.items()},
        seconds=time.perf_counter() - started,
    )


def _mean(rows: list[ModeScores]) -> ModeScores:
    n = max(1, len(rows))
    return ModeScores(
        sum(r.ndcg_at_10 for r in rows) / n,
        sum(r.recall_at_10 for r in rows) / n,
        sum(r.recall_at_100 for r in rows) / n,
        sum(r.mrr for r in rows) / n,
    )
