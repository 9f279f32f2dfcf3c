"""A failed question is counted by the step that failed and its error code."""

from __future__ import annotations

import pytest

from clinrag.errors import LLMTimeout
from clinrag.evaluation.answer_runs import Cost, Run, kinds
from clinrag.pipelines.trace import Trace


async def test_a_failed_run_names_its_step_and_error_code() -> None:
    trace = Trace()
    async with trace.step("retrieve"):
        pass
    with pytest.raises(LLMTimeout):
        async with trace.step("map_passages"):
            raise LLMTimeout("the model did not answer in time")

    failed = Run(answer=None, trace=trace, seconds=2.0)

    assert failed.kind == "error:map_passages/llm_timeout"
    assert kinds([failed, failed]) == {"error:map_passages/llm_timeout": 2}
    cost = Cost.of([failed, Run(None, Trace(), 4.0)])
    assert (cost.p50_seconds, cost.p95_seconds, cost.llm_calls_per_question) == (2.0, 4.0, 0.0)
