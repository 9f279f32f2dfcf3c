"""The runner: steps in order, a router's choice, bounded loops, round names, failures."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clinrag.errors import StepFailed
from clinrag.pipelines.flow import Branch, Flow, Loop, run_flow, steps_of
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.retrieval.filters import NO_FILTER
from clinrag.security.redaction import RedactionSession


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


def _state(**values: object) -> QueryState:
    return replace(QueryState(metadata_filter=NO_FILTER, session=RedactionSession()), **values)


async def test_steps_run_in_order_each_recorded_once() -> None:
    trace = Trace()
    state = await run_flow((Count("a"), Count("b"), Count("c")), _state(), trace)
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


def test_steps_of_walks_every_path_and_loop_body() -> None:
    flow: Flow = (
        Count("a"),
        Branch("?", lambda s: "x", {"x": (Count("b"),), "y": (Count("c"),)}),
        Loop("?", lambda s: True, (Count("d"),), max_rounds=1),
    )
    assert [s.name for s in steps_of(flow)] == ["a", "b", "c", "d"]
