"""The model judge on a real model in its process: the packaged prompt rendered, decoding
constrained by the schema, the verdict parsed, tokens counted. SmolLM2-135M judges poorly; what
is checked is the plumbing (the verdicts are measured with the packaged model by
``clinrag eval judge``). Skipped only when the model file is absent and CLINRAG_REQUIRE_MODELS
is unset (CI sets it)."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator

import pytest

from clinrag.assets import SMOLLM2_135M
from clinrag.llm.model_launch import ProcessConfig
from clinrag.llm.model_process import ModelProcess
from clinrag.llm.schemas import JUDGE_VERDICTS
from clinrag.llm.supervised_llm import SupervisedLLM
from clinrag.security.model_judge import ModelJudge

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not SMOLLM2_135M.path().is_file() and not os.environ.get("CLINRAG_REQUIRE_MODELS"),
        reason=f"{SMOLLM2_135M.filename} is not assembled (make install)",
    ),
]


@pytest.fixture(scope="module")
async def smollm() -> AsyncIterator[SupervisedLLM]:
    config = ProcessConfig(SMOLLM2_135M.path(), model_name=SMOLLM2_135M.name, n_ctx=2048)
    model = SupervisedLLM(ModelProcess(config))
    model.start()
    assert await model.wait_ready(120), model.status()
    yield model
    await model.aclose()


async def test_a_real_model_gives_one_of_the_schema_verdicts(smollm: SupervisedLLM) -> None:
    judge = ModelJudge(smollm, timeout_seconds=120.0)
    judgement = await judge.judge("What is the antidote for a digoxin overdose?")
    assert judgement.error is None
    assert judgement.verdict in JUDGE_VERDICTS
    assert judgement.tokens_in > 300  # the instructions and the question
    assert 0 < judgement.tokens_out <= 16
