"""`clinrag eval answers --set research` end to end on a tiny slice: the real ingest, retrieval
and pipelines over a few shipped abstracts, fake models at the edges, every figure reported."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from sqlalchemy.engine import URL

from clinrag.evaluation.datasets import select_questions
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.evaluation.held_out_readers import HeldOutReaders
from clinrag.evaluation.research_eval import ResearchReport, evaluate_research
from clinrag.llm.base import Message, PromptRef
from clinrag.stance import learned
from clinrag.stance.research_set import load_research_questions, load_sample_corpus
from tests.conftest import settings_for
from tests.fakes import ScriptedLLM, fake_models, fake_safeguards

_QUESTION = re.compile(r"<question>\s*(.*?)\s*</question>", re.S)


def _corpus(sources: set[str], distractors: int = 4) -> list[Any]:
    documents = load_sample_corpus()
    others = [d for d in documents if d.source not in sources][:distractors]
    return [d for d in documents if d.source in sources] + others


async def _run(empty_database: URL, llm: Any, limit: int = 3) -> ResearchReport:
    every = load_research_questions()
    questions = select_questions(every, "test", limit)
    models = fake_models()
    settings = settings_for(empty_database)
    return await evaluate_research(
        settings,
        models,
        fake_safeguards(settings, models),
        llm,
        questions=questions,
        documents=_corpus({q.source for q in questions}),
        strategies=("direct", "map_reduce", "extractive"),
        learned=HeldOutReaders(models.embedder, every),
    )


async def test_every_strategy_is_scored_on_the_split_and_printed(empty_database: URL) -> None:
    report = await _run(empty_database, ExtractiveLLM())

    assert report.documents == 7
    assert set(report.reader_accuracy) == {"test"}
    assert list(report.scores) == [
        "classical/direct",
        "classical/map_reduce",
        "classical/extractive",
    ]
    for name, splits in report.scores.items():
        scores = splits["test"]
        assert scores.questions == 3
        assert scores.always_yes == pytest.approx(1 / 3)
        assert sum(scores.kinds.values()) == 3
        assert sum(n for reads in scores.confusion.values() for n in reads.values()) == 3
        assert 0.0 <= scores.agreement <= 1.0
        assert scores.agreement_learned is not None
        assert 0.0 <= scores.agreement_learned <= 1.0
        assert 0.0 <= scores.contradicts_evidence <= 1.0
        assert scores.cost.p50_seconds <= scores.cost.p95_seconds
        if name.endswith("extractive"):
            assert scores.cost.llm_calls_per_question == 0
        else:
            assert scores.cost.llm_calls_per_question >= 1
            assert scores.cost.prompt_tokens_per_question > 0
    text = "\n".join(report.lines())
    assert "classical/map_reduce" in text
    assert "yes-bl" in text
    assert "stance reader on the gold conclusion sentences: test" in text
    assert set(report.learned_accuracy) == {"test"}
    assert "learned reader (held out from the split) on them: test" in text


def _always_yes(
    messages: Sequence[Message], prompt: PromptRef, _schema: Mapping[str, Any] | None
) -> str:
    """Issue 14's failure: "Yes, <the question restated>", citing the first passage."""
    found = _QUESTION.search(messages[-1].content)
    asked = found.group(1) if found else ""
    restated = re.sub(r"^(Does|Do|Is|Are)\s+", "", asked).rstrip("?")
    return f"Yes, {restated} [1]."


async def test_an_always_yes_models_claims_are_stopped_by_the_citation_check(
    empty_database: URL,
) -> None:
    """Issue 14's failure, "Yes, <the question restated> [1]", does not ship: the meaning-aware
    check removes each claim (its abstract does not say it, or says the opposite), and the
    answer is the quoted evidence instead, so the evaluation sees no generated answer."""
    report = await _run(empty_database, ScriptedLLM(respond=_always_yes), limit=6)

    for name in ("classical/direct", "classical/map_reduce"):
        scores = report.scores[name]["test"]
        assert scores.kinds == {"extractive": 6}, name
        assert scores.always_yes == pytest.approx(1 / 3)
        assert sum(n for reads in scores.confusion.values() for n in reads.values()) == 6


async def test_the_learned_verdict_is_stated_on_extractive_answers(
    empty_database: URL, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--verdicts learned``: each split asked with the reader trained without it; answered
    questions open with a verdict, read without a model call (none where the rules and the
    model read the quote as different conclusions: ``stance/learned.py``). The reader's
    threshold is set to none: over the fake embedder its model is never sure enough
    (``stance/abstention.py``; the threshold's own tests are unit tests)."""
    monkeypatch.setattr(learned, "ABSTAIN_BELOW", 0.0)
    questions = select_questions(load_research_questions(), "test", 3)
    models = fake_models()
    settings = settings_for(empty_database)
    report = await evaluate_research(
        settings,
        models,
        fake_safeguards(settings, models),
        ScriptedLLM(),
        questions=questions,
        documents=_corpus({q.source for q in questions}),
        strategies=("extractive",),
        verdicts=("learned",),
    )
    scores = report.scores["classical/extractive/learned"]["test"]
    assert scores.answered > 0
    assert scores.no_verdict < 1.0
    assert scores.cost.llm_calls_per_question == 0
