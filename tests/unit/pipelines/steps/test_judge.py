"""The judge step: a refusing verdict ends the request with the guard's reason code; a safe
one passes; a model without a verdict passes with a recorded fallback (the guard has run)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clinrag.errors import InputRejected, LLMTimeout
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.judge import JUDGE_REFUSES, Judge
from clinrag.security.guard import REJECTION_DETAILS
from clinrag.security.model_judge import ModelJudge
from clinrag.security.redaction import RedactionSession
from tests.fakes import ScriptedLLM, real_redactor
from tests.unit.pipelines.steps.conftest import run_step


def _asked(state: QueryState, text: str) -> QueryState:
    return replace(state, query=real_redactor().redact(text, RedactionSession()))


@pytest.mark.parametrize(
    ("verdict", "code"),
    [
        ("harmful_intent", "harmful_intent"),
        ("self_harm", "self_harm"),
        ("prompt_attack", "prompt_injection"),
    ],
)
async def test_a_refusing_verdict_refuses_with_the_guards_code_and_detail(
    state: QueryState, verdict: str, code: str
) -> None:
    llm = ScriptedLLM([f'{{"verdict": "{verdict}"}}'])
    step = Judge(ModelJudge(llm, timeout_seconds=5.0), JUDGE_REFUSES)
    with pytest.raises(InputRejected) as refused:
        await run_step(step, _asked(state, "a question"))
    assert refused.value.code == code
    assert refused.value.detail == REJECTION_DETAILS[code]


async def test_the_model_reads_the_redacted_question_and_the_trace_keeps_the_verdict(
    state: QueryState,
) -> None:
    llm = ScriptedLLM(['{"verdict": "safe"}'])
    step = Judge(ModelJudge(llm, timeout_seconds=5.0), JUDGE_REFUSES)
    asked = _asked(state, "Patient John Smith, MRN 4471902: antidote for digoxin toxicity?")
    after, notes, trace = await run_step(step, asked)
    assert after == asked
    sent = llm.calls[0].messages[-1].content
    assert "John Smith" not in sent
    assert "4471902" not in sent
    assert notes.values["judge"] == "safe"
    assert notes.values["llm"]["prompt_id"] == "judge"
    assert [call.step for call in trace.llm_calls] == ["judge"]
    assert trace.steps[0].status == "ok"


async def test_a_verdict_the_deployment_does_not_refuse_on_is_recorded_only(
    state: QueryState,
) -> None:
    llm = ScriptedLLM(['{"verdict": "prompt_attack"}'])
    step = Judge(ModelJudge(llm, timeout_seconds=5.0), frozenset({"harmful_intent"}))
    _, notes, _ = await run_step(step, _asked(state, "a question"))
    assert notes.values["judge"] == "prompt_attack"


async def test_a_model_that_times_out_lets_the_guarded_question_through_as_a_fallback(
    state: QueryState,
) -> None:
    llm = ScriptedLLM([LLMTimeout("the model took too long", code="llm_timeout")])
    step = Judge(ModelJudge(llm, timeout_seconds=0.5), JUDGE_REFUSES)
    asked = _asked(state, "a question")
    after, notes, trace = await run_step(step, asked)
    assert after == asked
    assert notes.values["judge"] == "unavailable"
    assert notes.values["fallback_reason"] == "llm_timeout"
    assert trace.steps[0].status == "fallback"
