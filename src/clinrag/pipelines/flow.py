"""What a pipeline is made of, and the runner that walks it.

A pipeline is a tuple of nodes, read top to bottom like the code it replaces:

- a **step** (``Step``): one object with a ``name`` and ``async run(state, notes) -> state``,
  one file each in ``pipelines/steps/``;
- a **branch** (``Branch``): a router reads the state and names the path to take;
- a **loop** (``Loop``): a body repeated while its condition holds, at most ``max_rounds`` times
  (the reflection loop).

``run_flow`` walks the nodes; ``draw.py`` draws the same tuple, so the picture in
docs/architecture.md cannot drift from what runs. Every step runs inside ``Trace.step``: it is
timed, its ``notes`` become the audit record's details, an unexpected exception becomes a
``StepFailed`` naming the step, and a cancellation is recorded as ``cancelled`` or ``timeout``.
A step run in a loop's later round is recorded as ``<name>_<round>`` (``synthesize_2``).

Why our own runner and not LangGraph: see docs/architecture.md ("Orchestration").
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails, Trace


class Step(Protocol):
    @property
    def name(self) -> str:
        """The audit record's step name; also the node's label in the drawing."""
        ...

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        """The next state. ``notes`` is the step's audit record in the making: what a
        reviewer may read (counts, scores, ids, reason codes, redacted text only)."""
        ...


@dataclass(frozen=True)
class Branch:
    """A router's decision: ``route(state)`` names one of ``paths``."""

    question: str
    """What the router decides, as the drawing shows it (``query type?``)."""
    route: Callable[[QueryState], str]
    paths: Mapping[str, Flow]


@dataclass(frozen=True)
class Loop:
    """Rounds of ``body`` while ``again(state)``, at most ``max_rounds`` of them."""

    condition: str
    """``again`` in words, for the drawing."""
    again: Callable[[QueryState], bool]
    body: Flow
    max_rounds: int


Node: TypeAlias = "Step | Branch | Loop"
Flow: TypeAlias = "tuple[Node, ...]"


async def run_flow(flow: Flow, state: QueryState, trace: Trace, round_: int = 1) -> QueryState:
    for node in flow:
        if isinstance(node, Branch):
            path = node.route(state)
            if path not in node.paths:
                raise RuntimeError(f"router {node.question!r} chose {path!r}: not one of its paths")
            state = await run_flow(node.paths[path], state, trace, round_)
        elif isinstance(node, Loop):
            for extra in range(1, node.max_rounds + 1):
                if not node.again(state):
                    break
                state = await run_flow(node.body, state, trace, round_ + extra)
        else:
            name = node.name if round_ == 1 else f"{node.name}_{round_}"
            async with trace.step(name) as notes:
                state = await node.run(state, notes)
    return state


def steps_of(flow: Flow) -> Iterator[Step]:
    """Every step the flow can run, on every path, in drawing order."""
    for node in flow:
        if isinstance(node, Branch):
            for path in node.paths.values():
                yield from steps_of(path)
        elif isinstance(node, Loop):
            yield from steps_of(node.body)
        else:
            yield node
