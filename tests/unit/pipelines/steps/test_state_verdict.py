"""The extractive answer's stated verdict: the model picks yes / no / no_difference / unclear
for the quoted sentences; the quote is untouched, and unclear or a failed call states none."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from clinrag.errors import LLMTimeout
from clinrag.pipelines.citations import check_citations
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.state import Draft, QueryState
from clinrag.pipelines.steps.extract import Extract
from clinrag.pipelines.steps.state_verdict import StateVerdict
from clinrag.pipelines.verdict import finding_block, read_verdict_reply
from tests.fakes import HashingEmbedder, ScriptedLLM
from tests.unit.pipelines.steps.conftest import run_step
from tests.unit.pipelines.steps.test_strategies import METFORMIN, _selected

RULE = SupportRule(lexical=0.4, similarity=0.3)


@pytest.mark.parametrize(
    ("reply", "expected"),
    [
        ('{"finding": "no_difference"}', "no_difference"),
        ('{"finding": "as_asked"}', "yes"),
        ('noise {"finding" : "OPPOSITE"} trailing', "no"),  # read by the field's pattern
        ('{"finding": "yes"}', "unclear"),  # outside the schema: nothing guessed
        ("Yes, it does.", "unclear"),
        ("", "unclear"),
    ],
)
def test_a_verdict_reply_is_read_by_json_then_its_field_else_unclear(
    reply: str, expected: str
) -> None:
    assert read_verdict_reply(reply) == expected


def test_the_finding_goes_to_the_model_without_markers_and_fenced_as_data() -> None:
    block = finding_block(["HbA1c fell by 1.1%. [1]", "Weight was unchanged. [2] [3]"])
    assert "[1]" not in block
    assert "[2]" not in block
    assert "HbA1c fell by 1.1%." in block
    assert block.startswith("<retrieved-text>")


async def _extractive(state: QueryState) -> QueryState:
    selected = await _selected(state, METFORMIN)
    after, _, _ = await run_step(Extract(3), selected)
    assert after.draft_text is not None
    check = check_citations(after.draft_text, after.passages, RULE, HashingEmbedder())
    draft = Draft(check, after.passages, 0.9, (), None, 0, "extractive")
    return replace(after, draft=draft, best=draft)


async def test_the_model_reads_the_question_and_the_quote_and_its_verdict_is_kept(
    state: QueryState,
) -> None:
    answered = await _extractive(state)
    llm = ScriptedLLM([json.dumps({"finding": "as_asked"})])
    after, notes, trace = await run_step(StateVerdict(llm), answered)
    assert after.verdict == "yes"
    assert notes.values["verdict"] == "yes"
    (call,) = llm.calls_for("verdict")
    user = call.messages[-1].content
    assert "Does metformin lower HbA1c" in user
    assert "Metformin lowered HbA1c by 1.1% in type 2 diabetes." in user
    assert call.json_schema is not None
    assert len(trace.llm_calls) == 1
    assert after.best == answered.best  # the quote itself is not touched


@pytest.mark.parametrize("reply", ['{"finding": "unclear"}', "not json", LLMTimeout("slow")])
async def test_unclear_or_a_failed_call_states_no_verdict(
    state: QueryState, reply: str | Exception
) -> None:
    answered = await _extractive(state)
    after, notes, _ = await run_step(StateVerdict(ScriptedLLM([reply])), answered)
    assert after.verdict is None
    assert notes.fell_back == isinstance(reply, Exception)


async def test_a_generated_answer_gets_no_verdict_and_no_call(state: QueryState) -> None:
    answered = await _extractive(state)
    assert answered.best is not None
    generated = replace(answered, best=replace(answered.best, kind="generated"))
    llm = ScriptedLLM()
    after, _, _ = await run_step(StateVerdict(llm), generated)
    assert after.verdict is None
    assert llm.calls == []
