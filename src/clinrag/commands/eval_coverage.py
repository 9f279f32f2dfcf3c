"""`clinrag eval coverage`: absent- and present-subject questions over the sample corpus, with
the relevance gate off and on (``evaluation.coverage_eval``)."""

from __future__ import annotations

import asyncio
import sys
from functools import partial

from tqdm import tqdm

from clinrag.commands.console import load_models, say, show
from clinrag.domain import Mode, Strategy
from clinrag.evaluation.store import settings_for_store
from clinrag.settings import Settings


async def eval_coverage(
    settings: Settings,
    *,
    split: str,
    mode: Mode,
    strategy: Strategy,
    as_json: bool,
    database_url: str | None,
) -> None:
    """``split``: ``dev``, ``held_out`` or ``all``."""
    from clinrag.components import build_safeguards
    from clinrag.evaluation.coverage_eval import evaluate_coverage, load_coverage_questions
    from clinrag.llm.on_demand import OnDemandLLM
    from clinrag.stance.research_set import load_sample_corpus

    asked = [q for q in load_coverage_questions() if split in ("all", q.split)]
    store = settings_for_store(settings, "clinrag_eval_trials", database_url)
    models = await load_models(settings)
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    # an extractive answer calls no model: it starts only if a step calls it
    llm = await asyncio.to_thread(partial(OnDemandLLM, settings, say=say))
    say(f"{len(asked)} questions x gate off/on ({mode}, {strategy})")
    try:
        with tqdm(total=2 * len(asked), unit="question", desc="eval", file=sys.stderr) as bar:
            report = await evaluate_coverage(
                store,
                models,
                safeguards,
                llm,
                questions=asked,
                documents=load_sample_corpus(),
                mode=mode,
                strategy=strategy,
                progress=bar.update,
            )
    finally:
        await llm.aclose()
    show(report, as_json=as_json)
