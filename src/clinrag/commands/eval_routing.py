"""`clinrag eval classify|routes`: how questions are typed and follow-ups routed."""

from __future__ import annotations

from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.commands.console import show as _show
from clinrag.settings import Settings


async def eval_classify(
    settings: Settings, *, as_json: bool, limit: int | None, with_model: bool
) -> None:
    from clinrag.evaluation.classify_eval import evaluate_classify, with_model_figures
    from clinrag.pipelines.query_type_set import load_query_type_set

    models = await _models(settings)
    data = load_query_type_set()
    _say("typing the held-out questions, then cross-validating on the train split")
    report = evaluate_classify(models.embedder, models.classifier, data, limit=limit)
    if with_model:
        from clinrag.llm.factory import start_llm

        _say("starting the language model")
        llm = await start_llm(settings)
        _say(f"asking {llm.model} to type {report.held_out.questions} questions")
        try:
            report = await with_model_figures(
                report, llm, data, max_tokens=settings.pipeline.classify_max_tokens, limit=limit
            )
        finally:
            await llm.aclose()
    _show(report, as_json=as_json)


async def eval_routes(settings: Settings, *, as_json: bool) -> None:
    from clinrag.evaluation.conversation_set import load_dialogues
    from clinrag.evaluation.route_eval import evaluate_routes
    from clinrag.shipped_data import BLIND_CONVERSATIONS

    models = await _models(settings)
    _say("routing the shipped follow-ups: in-sample, across sets and cross-validated")
    dev, blind = load_dialogues(), load_dialogues(BLIND_CONVERSATIONS)
    _show(evaluate_routes(models.embedder, models.router, dev, blind), as_json=as_json)
