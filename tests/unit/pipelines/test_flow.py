"""The runner: steps in order, a router's choice, bounded loops, round names, failures,
retries from the same state, and pauses resumed where they stopped."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clinrag.errors import InputRejected, RetrievalError, StepFailed
from clinrag.pipelines.flow import (
    Ask,
    Branch,
    Flow,
    Loop,
    Outcome,
    Pause,
    ResumeInvalid,
    Resumption,
    Retry,
    Suspension,
    run_flow,
    shape,
    steps_of,
)
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails, Trace, step_family
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.security.redaction import RedactedText, RedactionSession, apply_spans


class Count:
    """Adds one round to the state and notes the round it saw."""

    def __init__(self, name: str) -> None:
        self.name = name

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        notes["seen_rounds"] = state.rounds
        return replace(state, rounds=state.rounds + 1)


class Boom:
    name = "boom"

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        raise KeyError("an internal bug")


def _done(outcome: Outcome) -> QueryState:
    assert not isinstance(outcome, Suspension), outcome
    return outcome


def _state(**values: object) -> QueryState:
    return replace(
        QueryState(metadata_filter=NO_FILTER, session=RedactionSession(), access=EVERY_LABEL),
        **values,
    )


async def test_steps_run_in_order_each_recorded_once() -> None:
    trace = Trace()
    state = _done(await run_flow((Count("a"), Count("b"), Count("c")), _state(), trace))
    assert [s.name for s in trace.steps] == ["a", "b", "c"]
    assert [s.details["seen_rounds"] for s in trace.steps] == [1, 2, 3]
    assert state.rounds == 4


async def test_a_router_picks_one_path_and_an_empty_path_is_a_skip() -> None:
    branch = Branch(
        "kind?",
        lambda s: "SIMPLE" if s.query_type == "SIMPLE" else "complex",
        {"SIMPLE": (), "complex": (Count("decompose"),)},
    )
    flow: Flow = (branch, Count("after"))
    simple, complex_ = Trace(), Trace()
    await run_flow(flow, _state(), simple)
    await run_flow(flow, _state(query_type="TEMPORAL"), complex_)
    assert [s.name for s in simple.steps] == ["after"]
    assert [s.name for s in complex_.steps] == ["decompose", "after"]


async def test_a_router_naming_no_path_is_an_error_not_a_silent_skip() -> None:
    branch = Branch("kind?", lambda s: "other", {"SIMPLE": ()})
    with pytest.raises(RuntimeError, match="not one of its paths"):
        await run_flow((branch,), _state(), Trace())


async def test_a_loop_stops_at_its_bound_and_names_its_rounds() -> None:
    loop = Loop("always?", lambda s: True, (Count("reflect"), Count("synthesize")), max_rounds=2)
    trace = Trace()
    await run_flow((Count("synthesize"), loop), _state(), trace)
    assert [s.name for s in trace.steps] == [
        "synthesize",
        "reflect_2",
        "synthesize_2",
        "reflect_3",
        "synthesize_3",
    ]


async def test_a_loop_whose_condition_fails_runs_no_round() -> None:
    loop = Loop("never?", lambda s: False, (Count("reflect"),), max_rounds=3)
    trace = Trace()
    await run_flow((loop,), _state(), trace)
    assert trace.steps == []


async def test_an_unexpected_exception_becomes_a_failure_naming_the_step() -> None:
    trace = Trace()
    with pytest.raises(StepFailed, match="boom"):
        await run_flow((Count("a"), Boom(), Count("never")), _state(), trace)
    assert [(s.name, s.status) for s in trace.steps] == [("a", "ok"), ("boom", "failed")]
    assert trace.steps[-1].details["error_type"] == "KeyError"


def test_steps_of_walks_every_path_loop_and_retry_body() -> None:
    flow: Flow = (
        Count("a"),
        Branch("?", lambda s: "x", {"x": (Count("b"),), "y": (Count("c"),)}),
        Loop("?", lambda s: True, (Count("d"),), max_rounds=1),
        Retry((Count("e"),), 2, (RetrievalError,)),
        _clarify_when("SIMPLE"),
    )
    assert [s.name for s in steps_of(flow)] == ["a", "b", "c", "d", "e"]


class Flaky:
    """Fails with ``error`` on its first ``failures`` runs, then counts like ``Count``."""

    def __init__(self, name: str, failures: int, error: Exception) -> None:
        self.name = name
        self.failures = failures
        self.error = error
        self.runs = 0

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        self.runs += 1
        if self.runs <= self.failures:
            raise self.error
        return replace(state, rounds=state.rounds + 1)


async def test_a_retry_runs_its_body_again_from_the_state_it_started_from() -> None:
    flaky = Flaky("retrieve", 1, RetrievalError("the store did not answer"))
    trace = Trace()
    state = _done(await run_flow((Retry((flaky,), 3, (RetrievalError,)),), _state(), trace))
    assert state.rounds == 2  # one successful run on the original state, not two
    assert [(s.name, s.status) for s in trace.steps] == [
        ("retrieve", "failed"),
        ("retrieve_retry2", "ok"),
    ]
    assert trace.steps[0].details["error"] == "retrieval_unavailable"
    assert step_family("retrieve_retry2") == step_family("retrieve_2_retry3") == "retrieve"


async def test_a_retry_gives_up_after_its_attempts_with_the_last_error() -> None:
    flaky = Flaky("retrieve", 5, RetrievalError("the store did not answer"))
    trace = Trace()
    with pytest.raises(RetrievalError):
        await run_flow((Retry((flaky,), 2, (RetrievalError,)), Count("never")), _state(), trace)
    assert flaky.runs == 2
    assert [s.name for s in trace.steps] == ["retrieve", "retrieve_retry2"]


async def test_a_retry_does_not_retry_errors_it_was_not_given() -> None:
    flaky = Flaky("guard", 1, InputRejected("refused", code="prompt_injection"))
    with pytest.raises(InputRejected):
        await run_flow((Retry((flaky,), 3, (RetrievalError,)),), _state(), Trace())
    assert flaky.runs == 1


def _reply(text: str) -> RedactedText:
    return apply_spans(text, [], RedactionSession())


def _clarify_when(kind: str) -> Pause:
    """Asks when the query type is ``kind``; the reply becomes the refined query."""
    return Pause(
        "clarify",
        lambda s: Ask("ambiguous", "Which one?", ("a", "b")) if s.query_type == kind else None,
        lambda s, reply: replace(s, refined_query=reply.text, query_type="SIMPLE"),
    )


async def test_a_pause_that_has_nothing_to_ask_is_a_recorded_no_op() -> None:
    trace = Trace()
    flow: Flow = (Count("a"), _clarify_when("TEMPORAL"), Count("b"))
    _done(await run_flow(flow, _state(), trace))
    assert [(s.name, s.status) for s in trace.steps] == [
        ("a", "ok"),
        ("clarify", "ok"),
        ("b", "ok"),
    ]
    assert trace.steps[1].details["paused"] is False


async def test_a_pause_stops_the_flow_and_a_resumption_goes_on_from_it_only() -> None:
    before, after = Flaky("before", 0, RuntimeError()), Flaky("after", 0, RuntimeError())
    flow: Flow = (before, _clarify_when("TEMPORAL"), after)
    first = Trace()
    suspended = await run_flow(flow, _state(query_type="TEMPORAL"), first)
    assert isinstance(suspended, Suspension)
    assert suspended.position == (1,)
    assert suspended.pause == "clarify"
    assert suspended.ask == Ask("ambiguous", "Which one?", ("a", "b"))
    assert [(s.name, s.status) for s in first.steps] == [("before", "ok"), ("clarify", "paused")]
    assert first.steps[-1].details["reason"] == "ambiguous"
    assert after.runs == 0

    second = Trace()
    resumption = Resumption(suspended.position, _reply("the second one"))
    state = _done(await run_flow(flow, suspended.state, second, resumption))
    assert before.runs == 1  # nothing before the pause runs again
    assert after.runs == 1
    assert state.refined_query == "the second one"
    assert [(s.name, s.status) for s in second.steps] == [("clarify", "ok"), ("after", "ok")]
    assert second.steps[0].details["resumed"] is True


async def test_a_pause_inside_a_branch_and_a_loop_resumes_on_the_same_path_and_round() -> None:
    loop = Loop(
        "rounds left?",
        lambda s: s.rounds < 4,
        (Count("reflect"), _clarify_when("TEMPORAL")),
        max_rounds=3,
    )
    flow: Flow = (
        Branch(
            "kind?",
            lambda s: "complex" if s.query_type != "SIMPLE" else "SIMPLE",
            {"SIMPLE": (Count("simple"),), "complex": (loop,)},
        ),
        Count("scan"),
    )
    first = Trace()
    suspended = await run_flow(flow, _state(query_type="TEMPORAL"), first)
    assert isinstance(suspended, Suspension)
    assert suspended.position == (0, "complex", 0, 1, 1)
    assert [s.name for s in first.steps] == ["reflect_2", "clarify_2"]

    # The resumed state is SIMPLE: a router asked again would take the other path.
    second = Trace()
    resumption = Resumption(suspended.position, _reply("yes"))
    state = _done(await run_flow(flow, suspended.state, second, resumption))
    assert [s.name for s in second.steps] == [
        "clarify_2",
        "reflect_3",
        "clarify_3",
        "reflect_4",
        "clarify_4",
        "scan",
    ]
    assert state.rounds == 5


@pytest.mark.parametrize(
    "position",
    [(5,), (0,), ("x",), (1, 0), ()],
    ids=["past the end", "not a pause", "not an index", "into a pause", "nowhere"],
)
async def test_a_position_that_does_not_lead_to_a_pause_is_refused(
    position: tuple[int | str, ...],
) -> None:
    flow: Flow = (Count("a"), _clarify_when("TEMPORAL"), Count("b"))
    with pytest.raises(ResumeInvalid):
        await run_flow(flow, _state(), Trace(), Resumption(position, _reply("x")))


def test_the_shape_changes_with_the_structure_not_with_the_state() -> None:
    flow: Flow = (Count("a"), _clarify_when("TEMPORAL"), Count("b"))
    assert shape(flow) == shape((Count("a"), _clarify_when("SIMPLE"), Count("b")))
    assert shape(flow) != shape((Count("a"), Count("b"), _clarify_when("TEMPORAL")))
    assert shape(flow) != shape((Count("a"), _clarify_when("TEMPORAL"), Count("c")))
    retried: Flow = (Retry((Count("a"),), 2, (RetrievalError,)),)
    assert shape(retried) != shape((Retry((Count("a"),), 3, (RetrievalError,)),))
