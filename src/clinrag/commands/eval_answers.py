"""`clinrag eval answers|conversations|verdicts`: the answering pipelines with a language
model, over the consensus claims or the research corpus."""

from __future__ import annotations

import asyncio
import dataclasses
import sys
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, cast

from tqdm import tqdm

from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.commands.console import show as _show
from clinrag.domain import Mode, Strategy
from clinrag.evaluation.store import settings_for_store
from clinrag.settings import Settings

if TYPE_CHECKING:
    from clinrag.evaluation.answer_eval import AnswerEvalReport
    from clinrag.evaluation.research_eval import ResearchReport, VerdictSetting
    from clinrag.llm.resilience import ResilientLLM
    from clinrag.shipped_data import DialogueSet
    from clinrag.stance.research_set import Split


async def eval_answers(
    settings: Settings,
    *,
    question_set: str,
    questions: int,
    unanswerable: int,
    modes: Sequence[Mode],
    strategies: Sequence[Strategy],
    splits: Sequence[Split] | None,
    limit: int | None,
    as_json: bool,
    database_url: str | None,
    verdicts: Sequence[VerdictSetting] = ("rules",),
) -> None:
    """``question_set``: ``consensus`` (answerable and off-corpus questions over the consensus
    claims) or ``research`` (conclusions of the trial abstracts, over the sample corpus)."""
    from clinrag.components import build_safeguards
    from clinrag.evaluation.answer_eval import evaluate_answers
    from clinrag.evaluation.datasets import select_questions
    from clinrag.evaluation.held_out_readers import HeldOutReaders
    from clinrag.evaluation.research_eval import evaluate_research
    from clinrag.llm.factory import start_llm
    from clinrag.llm.on_demand import OnDemandLLM
    from clinrag.stance.research_set import load_research_questions, load_sample_corpus

    research = question_set == "research"
    every = load_research_questions() if research else []
    chosen: Sequence[Split | None] = splits or [None]
    asked = [q for split in chosen for q in select_questions(every, split, limit)]
    store = settings_for_store(
        settings, "clinrag_eval_trials" if research else "clinrag_eval", database_url
    )
    models = await _models(settings)
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    learned = (
        await asyncio.to_thread(
            HeldOutReaders, models.embedder, load_research_questions(), settings.security.cache_dir
        )
        if research
        else None
    )
    llm: ResilientLLM | OnDemandLLM
    if arms_call_model(modes, strategies, verdicts):
        _say("starting the language model")
        llm = await start_llm(settings)
    else:
        _say("no chosen arm calls the language model: it starts only if a step calls it")
        llm = await asyncio.to_thread(partial(OnDemandLLM, settings, say=_say))
    total = (
        (len(asked) * len(verdicts) if research else questions + unanswerable)
        * len(strategies)
        * len(modes)
    )
    _say(
        f"{total} questions ({', '.join(modes)} x "
        f"{', '.join(strategies)}) with {llm.model} (minutes on a CPU; the first run ingests "
        "the corpus)"
    )
    try:
        with tqdm(total=total, unit="question", desc="eval", file=sys.stderr) as bar:
            report: ResearchReport | AnswerEvalReport
            if research:
                report = await evaluate_research(
                    store,
                    models,
                    safeguards,
                    llm,
                    questions=asked,
                    documents=load_sample_corpus(),
                    strategies=strategies,
                    modes=modes,
                    verdicts=verdicts,
                    progress=bar.update,
                    learned=learned,
                )
            else:
                report = await evaluate_answers(
                    store,
                    models,
                    safeguards,
                    llm,
                    questions=questions,
                    unanswerable=unanswerable,
                    modes=modes,
                    strategies=strategies,
                    progress=bar.update,
                )
    finally:
        await llm.aclose()
    _show(report, as_json=as_json)


def arms_call_model(
    modes: Sequence[Mode], strategies: Sequence[Strategy], verdicts: Sequence[VerdictSetting]
) -> bool:
    """Whether an arm of the run calls the language model in the default settings: every arm
    but classical extractive answers with the rule or learned verdict does (docs/benchmarks.md:
    those arms add no model call). A setting that adds one anyway gets the model from
    ``OnDemandLLM``."""
    return (
        any(mode != "classical" for mode in modes)
        or any(strategy != "extractive" for strategy in strategies)
        or any(verdict == "model" for verdict in verdicts)
    )


async def eval_conversations(
    settings: Settings,
    *,
    dialogue_set: DialogueSet,
    limit: int | None,
    mode: Mode,
    strategy: Strategy,
    as_json: bool,
    database_url: str | None,
) -> None:
    """One shipped dialogue set through ``answer_message`` over the sample corpus, in the store
    ``clinrag eval answers --set research`` uses. The service's learned router is fitted on the
    dev and first blind dialogues; on the first blind set it is fitted on dev only here, so that
    figure stays a held-out one; the second blind set is in no router's training data."""
    from clinrag.components import build_safeguards
    from clinrag.evaluation.conversation_eval import evaluate_conversations
    from clinrag.evaluation.conversation_set import load_dialogues
    from clinrag.llm.factory import start_llm
    from clinrag.shipped_data import CONVERSATIONS, DIALOGUE_SETS
    from clinrag.stance.research_set import load_sample_corpus

    dialogues = load_dialogues(DIALOGUE_SETS[dialogue_set])
    dialogues = dialogues[:limit] if limit else dialogues
    store = settings_for_store(settings, "clinrag_eval_trials", database_url)
    models = await _models(settings)
    routing = f"router {settings.conversations.router}, rewriter {settings.conversations.rewriter}"
    if dialogue_set == "blind" and settings.conversations.router == "learned":
        from clinrag.pipelines.route_classifier import RouteClassifier, examples_of

        _say("fitting the learned router on the dev dialogues only")
        dev_only = examples_of(load_dialogues(CONVERSATIONS))
        router = await asyncio.to_thread(RouteClassifier.train, models.embedder, dev_only)
        models = dataclasses.replace(models, router=router)
        routing += " (fitted on dev only)"
    safeguards = await asyncio.to_thread(build_safeguards, store, models)
    _say("starting the language model")
    llm = await start_llm(settings)
    _say(
        f"{len(dialogues)} {dialogue_set} dialogues ({mode}, {strategy}, "
        f"{routing}) with {llm.model}"
    )
    try:
        with tqdm(total=len(dialogues), unit="dialogue", desc="eval", file=sys.stderr) as bar:
            report = await evaluate_conversations(
                store,
                models,
                safeguards,
                llm,
                dialogues=dialogues,
                documents=load_sample_corpus(),
                mode=mode,
                strategy=strategy,
                progress=bar.update,
            )
    finally:
        await llm.aclose()
    _show(report, as_json=as_json)


async def eval_verdicts(
    settings: Settings,
    *,
    split: Sequence[str],
    limit: int | None,
    readers: Sequence[str],
    as_json: bool,
) -> None:
    """The research questions' gold sentences of the ``split`` splits read by the rules and
    the model's verdict (``evaluation/verdict_eval.py``)."""
    from clinrag.components import build_embedder
    from clinrag.evaluation.datasets import select_questions
    from clinrag.evaluation.held_out_readers import HeldOutReaders
    from clinrag.evaluation.verdict_eval import evaluate_verdicts
    from clinrag.llm.factory import start_llm
    from clinrag.stance.research_set import load_research_questions, load_sample_corpus

    every = load_research_questions()
    questions = [q for s in split for q in select_questions(every, cast("Split", s), limit)]
    learned = (
        await asyncio.to_thread(
            lambda: HeldOutReaders(build_embedder(settings), every, settings.security.cache_dir)
        )
        if "learned" in readers
        else None
    )
    llm = await start_llm(settings) if "model" in readers else None
    try:
        abstracts = {d.source: d.full_text for d in load_sample_corpus()}
        report = await evaluate_verdicts(llm, questions, readers, learned, abstracts)
    finally:
        if llm is not None:
            await llm.aclose()
    _show(report, as_json=as_json)
