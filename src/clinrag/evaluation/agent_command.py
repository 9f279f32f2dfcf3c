"""``clinrag eval agent``'s body: the store, the models, the language model (the packaged one,
or the extractive stand-in, with which the decomposition falls back to its rules), the chosen
questions, then ``agent_eval.evaluate_agent`` and the report."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from typing import Literal

from tqdm import tqdm

from clinrag.components import build_models, build_safeguards
from clinrag.domain import ParsedDocument, Section
from clinrag.evaluation.agent_eval import evaluate_agent
from clinrag.evaluation.agent_set import load_agent_corpus, load_agent_questions
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.evaluation.store import settings_for_store
from clinrag.llm.base import LLM, SupportsAclose
from clinrag.llm.factory import start_llm
from clinrag.settings import Settings

STORE = "clinrag_eval_agent"
LLMChoice = Literal["model", "standin"]


async def run_agent_eval(
    settings: Settings,
    *,
    split: str,
    limit: int | None,
    driver: Literal["json", "native"],
    llm_choice: LLMChoice,
    as_json: bool,
    database_url: str | None,
    reference_year: int | None = None,
) -> None:
    """``split``: ``dev``, ``test``, ``test2`` to ``test14`` (written blind; run only by name)
    or ``all`` (dev and test); ``limit``: the first N questions of it;
    ``reference_year``: the year the questions' relative years count from (None: the
    settings')."""
    chosen = ("dev", "test") if split == "all" else (split,)
    questions = [q for q in load_agent_questions() if q.split in chosen][:limit]
    agent = settings.pipeline.agent
    fixed = {"driver": driver, "reference_year": reference_year or agent.reference_year}
    pipeline = settings.pipeline.model_copy(update={"agent": agent.model_copy(update=fixed)})
    store = settings_for_store(
        settings.model_copy(update={"pipeline": pipeline}), STORE, database_url
    )
    documents = [
        ParsedDocument(d.source, d.title, (Section(text=d.text),), d.metadata)
        for d in load_agent_corpus()
    ]
    models = await asyncio.to_thread(build_models, store)
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    llm: LLM = ExtractiveLLM() if llm_choice == "standin" else await start_llm(store)
    print(f"{len(questions)} {split} questions with {llm.model}", file=sys.stderr)
    try:
        with tqdm(total=len(questions), unit="question", desc="eval", file=sys.stderr) as bar:
            report = await evaluate_agent(
                store,
                models,
                safeguards,
                llm,
                questions=questions,
                documents=documents,
                progress=bar.update,
            )
    finally:
        if isinstance(llm, SupportsAclose):
            await llm.aclose()
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
    else:
        print("\n".join(report.lines()))
