"""The extractive answer's verdict read by a verdict reader (``verdict: learned``): the reader
gets the redacted question and the quoted sentences that survived the citation check, its
verdict is kept and the quote is untouched; a generated answer is not read. The learned
reader itself, with the real embedder, is in tests/integration/evaluation."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from clinrag.llm.schemas import Verdict
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.read_verdict import ReadVerdict
from tests.unit.pipelines.steps.conftest import run_step
from tests.unit.pipelines.steps.test_state_verdict import _extractive


class _Recording:
    """A verdict reader that says ``verdict`` and keeps what it was given."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        self.calls: list[tuple[str, list[str]]] = []
        self.contexts: list[str] = []

    def read(self, question: str, sentences: Sequence[str], context: str) -> Verdict:
        self.calls.append((question, list(sentences)))
        self.contexts.append(context)
        return self.verdict


async def test_the_reader_reads_the_question_and_the_quote_and_its_verdict_is_kept(
    state: QueryState,
) -> None:
    answered = await _extractive(state)
    reader = _Recording("no_difference")
    after, notes, trace = await run_step(ReadVerdict(reader, Offload()), answered)
    assert after.verdict == "no_difference"
    assert notes.values["verdict"] == "no_difference"
    ((question, sentences),) = reader.calls
    assert "Does metformin lower HbA1c" in question
    assert any("Metformin lowered HbA1c by 1.1%" in s for s in sentences)
    (context,) = reader.contexts  # the passages quoted from: their short forms name the arms
    assert "Metformin lowered HbA1c by 1.1%" in context
    assert trace.llm_calls == []  # no model call
    assert after.best == answered.best  # the quote itself is not touched


async def test_unclear_states_no_verdict(state: QueryState) -> None:
    answered = await _extractive(state)
    after, notes, _ = await run_step(ReadVerdict(_Recording("unclear"), Offload()), answered)
    assert after.verdict is None
    assert notes.values["verdict"] == "unclear"


async def test_a_generated_answer_is_not_read(state: QueryState) -> None:
    answered = await _extractive(state)
    assert answered.best is not None
    generated = replace(answered, best=replace(answered.best, kind="generated"))
    reader = _Recording("yes")
    after, _, _ = await run_step(ReadVerdict(reader, Offload()), generated)
    assert after.verdict is None
    assert reader.calls == []
