"""`clinrag eval retrieval|citations|trial-metadata`: how evidence is found and read."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys

from tqdm import tqdm

from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.commands.console import show as _show
from clinrag.evaluation.datasets import load_consensus
from clinrag.evaluation.retrieval_eval import evaluate_retrieval
from clinrag.evaluation.store import settings_for_store
from clinrag.settings import Settings


async def eval_retrieval(settings: Settings, *, as_json: bool, database_url: str | None) -> None:
    data = load_consensus()
    store = settings_for_store(settings, "clinrag_eval", database_url)
    models = await _models(settings)
    _say(
        f"ingesting {len(data.documents)} claims (skipped when unchanged), "
        f"then {len(data.queries)} queries x 6 modes"
    )
    with tqdm(total=len(data.queries), unit="query", desc="eval", file=sys.stderr) as bar:
        report = await evaluate_retrieval(store, data, models, progress=bar.update)
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print(f"consensus retrieval set: {report.queries} queries, {report.documents} documents")
    print(f"service reranker: {report.reranker}   seconds: {report.seconds:.1f}")
    print("relevance by document (a document counts once, at its best chunk)")
    print(f"{'mode':<26}{'nDCG@10':>9}{'R@10':>8}{'R@100':>8}{'MRR':>8}")
    for mode, s in report.scores.items():
        print(
            f"{mode:<26}{s.ndcg_at_10:>9.4f}{s.recall_at_10:>8.4f}{s.recall_at_100:>8.4f}{s.mrr:>8.4f}"
        )


async def eval_citations(settings: Settings, *, as_json: bool, abstracts: int | None) -> None:
    from clinrag.evaluation.citation_eval import evaluate_citations
    from clinrag.evaluation.claim_set import load_claims
    from clinrag.pipelines.classical import citation_rule

    claims = load_claims()
    if abstracts is not None:
        kept = sorted({c.abstract for c in claims})[:abstracts]
        claims = [c for c in claims if c.abstract in kept]
    models = await _models(settings)
    report = await asyncio.to_thread(
        evaluate_citations, claims, models.embedder, citation_rule(settings.pipeline), progress=_say
    )
    _show(report, as_json=as_json)


def eval_trial_metadata(*, as_json: bool) -> None:
    from clinrag.evaluation.trial_metadata_eval import evaluate_trial_metadata, load_labels

    _show(evaluate_trial_metadata(load_labels()), as_json=as_json)
