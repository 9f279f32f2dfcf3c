"""`clinrag eval classify`: the scores are counted right, and the command prints every figure
(held-out beside dev, per type, confusion, latency) on a small slice with the test embedder."""

from __future__ import annotations

import json
from typing import Any

import pytest

from clinrag import cli
from clinrag.commands import console
from clinrag.evaluation.classify_eval import Scores, evaluate_classify, with_model_figures
from clinrag.pipelines.query_type_set import QUERY_TYPES, load_query_type_set
from tests.fakes import HashingEmbedder, ScriptedLLM, fake_models, hashing_classifier


def test_scores_count_accuracy_precision_and_confusion() -> None:
    truth = ["SIMPLE", "SIMPLE", "COMPARATIVE", "TEMPORAL"]
    predicted = ["SIMPLE", "TEMPORAL", "COMPARATIVE", "TEMPORAL"]
    scores = Scores.of(truth, predicted)  # type: ignore[arg-type]
    assert scores.accuracy == 0.75
    assert scores.per_type["SIMPLE"].accuracy == 0.5
    assert scores.per_type["SIMPLE"].precision == 1.0
    assert scores.per_type["TEMPORAL"].precision == 0.5
    assert scores.per_type["MULTI_STEP"].questions == 0
    assert scores.confusion["SIMPLE"]["TEMPORAL"] == 1
    assert sum(sum(row.values()) for row in scores.confusion.values()) == 4


async def test_the_model_classifier_is_scored_on_the_same_questions_failures_as_simple() -> None:
    data = load_query_type_set()
    report = evaluate_classify(HashingEmbedder(), hashing_classifier(), data, limit=6)
    replies: list[str | Exception] = ['{"type": "TEMPORAL"}', "not json"] * 3
    report = await with_model_figures(report, ScriptedLLM(replies), data, max_tokens=24, limit=6)
    assert report.model == "scripted"
    assert report.model_held_out is not None
    assert report.model_held_out.questions == 6
    guesses = {
        t: sum(row[t] for row in report.model_held_out.confusion.values()) for t in QUERY_TYPES
    }
    assert guesses == {"SIMPLE": 3, "COMPARATIVE": 0, "MULTI_STEP": 0, "TEMPORAL": 3}
    assert any(line.startswith("model classifier (scripted)") for line in report.lines())


@pytest.fixture
def fake_build_models(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command's models are the test ones: hashing embedder and its classifier."""
    monkeypatch.setattr(console, "build_models", fake_models)


@pytest.mark.usefixtures("fake_build_models")
def test_the_command_prints_held_out_beside_dev_per_type_and_latency(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["eval", "classify", "--limit", "12"]) == 0
    out = capsys.readouterr().out
    assert "held out: 12 questions" in out
    assert "held-out accuracy:" in out
    assert "dev: 5-fold cross-validation on train, grouped by family:" in out
    for kind in QUERY_TYPES:
        assert sum(line.startswith(kind) for line in out.splitlines()) == 2  # table, confusion
    assert "p95" in out
    assert "(target < 500 ms)" in out


@pytest.mark.usefixtures("fake_build_models")
def test_the_command_prints_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["eval", "classify", "--limit", "8", "--json"]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    assert report["held_out"]["questions"] == 8
    assert report["cross_validated"]["questions"] == len(load_query_type_set().train)
    assert 0 <= report["latency"]["p95_ms"] < 500
    assert report["model_held_out"] is None
