"""`clinrag eval research-retrieval`: right abstract @1 and @3 per research split and arm."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence

from tqdm import tqdm

from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.commands.console import show as _show
from clinrag.evaluation.store import settings_for_store
from clinrag.settings import Settings


async def eval_research_retrieval(
    settings: Settings, *, splits: Sequence[str], as_json: bool, database_url: str | None
) -> None:
    """The research questions of ``splits`` searched over the trial abstracts, in the store
    ``clinrag eval answers --set research`` uses."""
    from clinrag.components import build_redactor
    from clinrag.evaluation.research_retrieval import ARMS, evaluate_research_retrieval
    from clinrag.stance.research_set import load_research_questions, load_sample_corpus

    questions = [q for q in load_research_questions() if q.split in splits]
    store = settings_for_store(settings, "clinrag_eval_trials", database_url)
    models = await _models(settings)
    redactor = await asyncio.to_thread(build_redactor, settings.security)
    total = len(questions) * len(ARMS)
    _say(f"{len(questions)} questions x {len(ARMS)} arms (the first run ingests the corpus)")
    with tqdm(total=total, unit="search", desc="eval", file=sys.stderr) as bar:
        report = await evaluate_research_retrieval(
            store,
            models,
            redactor,
            questions=questions,
            documents=load_sample_corpus(),
            progress=bar.update,
        )
    _show(report, as_json=as_json)
