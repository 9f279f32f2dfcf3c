"""What a pipeline is made of, and the runner that walks it.

A pipeline is a tuple of nodes, read top to bottom like the code it replaces:

- a **step** (``Step``): one object with a ``name`` and ``async run(state, notes) -> state``,
  one file each in ``pipelines/steps/``;
- a **branch** (``Branch``): a router reads the state and names the path to take;
- a **loop** (``Loop``): a body repeated while its condition holds, at most ``max_rounds`` times
  (the reflection loop);
- a **retry** (``Retry``): a body run again from the same state when it fails with a transient
  error, at most ``attempts`` times in all (the state is frozen, so "again" is exact);
- a **pause** (``Pause``): a point where the flow may stop to ask the caller something; the
  runner returns a ``Suspension`` (the state and the node's ``Position``), and a later
  ``run_flow(..., resume=Resumption(position, reply))`` goes on from that node with the
  caller's (redacted) reply folded in, without running again what came before it.

``run_flow`` walks the nodes; ``draw.py`` draws the same tuple, so the picture in
docs/architecture.md cannot drift from what runs. Every step runs inside ``Trace.step``: it is
timed, its ``notes`` become the audit record's details, an unexpected exception becomes a
``StepFailed`` naming the step, and a cancellation is recorded as ``cancelled`` or ``timeout``.
A step run in a loop's later round is recorded as ``<name>_<round>`` (``synthesize_2``), a
retry's later attempt as ``<name>_retry<attempt>`` (``retrieve_retry2``); a pause is a step of
its own (status ``paused`` when it stopped the flow).

Why our own runner and not LangGraph: see docs/architecture.md ("Orchestration").
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Protocol, TypeAlias

from clinrag.errors import ClinragError
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.security.redaction import RedactedText


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


@dataclass(frozen=True)
class Retry:
    """``body`` again from the state it started from while it fails with one of ``on``, at
    most ``attempts`` runs in all, ``wait_seconds`` apart. Each failed attempt stays in the
    trace (status ``failed``): the audit shows what was retried and why."""

    body: Flow
    attempts: int
    on: tuple[type[ClinragError], ...]
    wait_seconds: float = 0.0


@dataclass(frozen=True)
class Ask:
    """What a paused flow asks its caller. Every text is redacted (it leaves the process and
    is stored with the pause)."""

    reason: str
    """A code the caller can act on: ``ambiguous``, ``no_results``, ``overload``."""
    question: str
    options: tuple[str, ...] = ()


@dataclass(frozen=True)
class Pause:
    """A point where the flow may stop and ask. ``ask(state)`` says what to ask, or None to go
    on; on resumption ``resume(state, reply)`` folds the caller's redacted reply into the
    state the flow stopped with, and the flow goes on after this node."""

    name: str
    """The audit record's step name (of the pause, and of the resumption)."""
    ask: Callable[[QueryState], Ask | None]
    resume: Callable[[QueryState, RedactedText], QueryState]


Node: TypeAlias = "Step | Branch | Loop | Retry | Pause"
Flow: TypeAlias = "tuple[Node, ...]"

Position: TypeAlias = tuple[int | str, ...]
"""Where a pause stopped: the node's index in its flow, preceded by the way into it (a node
index, then a branch's path name or a loop's extra round, and so on). Plain JSON."""


@dataclass(frozen=True)
class Suspension:
    """The flow stopped at a pause: what it asks, and everything needed to go on."""

    state: QueryState
    position: Position
    ask: Ask
    pause: str
    """The pause's step name, as the trace recorded it."""


@dataclass(frozen=True)
class Resumption:
    position: Position
    reply: RedactedText


class ResumeInvalid(ClinragError):
    """The stored position does not lead to a pause of this flow (the flow changed since)."""

    status_code = 409
    code = "resume_invalid"


@dataclass(frozen=True)
class _Walk:
    """Where the walker is: the round and attempt name its steps, ``prefix`` positions them,
    ``target`` is what is left of a resumption's position inside this flow."""

    trace: Trace
    round_: int = 1
    attempt: int = 1
    prefix: Position = ()
    target: Position | None = None
    reply: RedactedText | None = None

    def step_name(self, name: str) -> str:
        if self.round_ > 1:
            name = f"{name}_{self.round_}"
        return name if self.attempt == 1 else f"{name}_retry{self.attempt}"

    def into(self, *way: int | str, target: Position | None, **changes: int) -> _Walk:
        return _Walk(
            self.trace,
            changes.get("round_", self.round_),
            changes.get("attempt", self.attempt),
            (*self.prefix, *way),
            target,
            self.reply,
        )


Outcome: TypeAlias = "QueryState | Suspension"


async def run_flow(
    flow: Flow, state: QueryState, trace: Trace, resume: Resumption | None = None
) -> Outcome:
    """The state after the flow, or the ``Suspension`` of the pause that stopped it. With
    ``resume``, the flow goes on from that pause (nothing before it runs again)."""
    if resume is None:
        return await _walk(flow, state, _Walk(trace))
    return await _walk(flow, state, _Walk(trace, target=resume.position, reply=resume.reply))


async def _walk(flow: Flow, state: QueryState, at: _Walk) -> Outcome:
    first = 0
    if at.target is not None:
        index = at.target[0] if at.target else None
        if not isinstance(index, int) or not 0 <= index < len(flow):
            raise ResumeInvalid("the paused question's position is not in this flow")
        first = index
    for index in range(first, len(flow)):
        node = flow[index]
        # The rest of the resumption's way, for the node it leads into; None for the others.
        rest = at.target[1:] if at.target is not None and index == first else None
        outcome = await _node(node, state, at, index, rest)
        if isinstance(outcome, Suspension):
            return outcome
        state = outcome
    return state


async def _node(
    node: Node, state: QueryState, at: _Walk, index: int, rest: Position | None
) -> Outcome:
    if rest == () and not isinstance(node, Pause):
        raise ResumeInvalid("the paused question's position is not a pause of this flow")
    if isinstance(node, Branch):
        path = node.route(state) if not rest else rest[0]
        if not isinstance(path, str) or path not in node.paths:
            raise RuntimeError(f"router {node.question!r} chose {path!r}: not one of its paths")
        return await _walk(
            node.paths[path], state, at.into(index, path, target=rest[1:] if rest else None)
        )
    if isinstance(node, Loop):
        return await _loop(node, state, at, index, rest)
    if isinstance(node, Retry):
        return await _retry(node, state, at, index, rest)
    if isinstance(node, Pause):
        return await _pause(node, state, at, index, rest)
    async with at.trace.step(at.step_name(node.name)) as notes:
        return await node.run(state, notes)


async def _loop(
    node: Loop, state: QueryState, at: _Walk, index: int, rest: Position | None
) -> Outcome:
    first, inner = 1, None
    if rest:
        if not isinstance(rest[0], int) or not 1 <= rest[0] <= node.max_rounds:
            raise ResumeInvalid("the paused question's loop round is not in this flow")
        first, inner = rest[0], rest[1:]
    for extra in range(first, node.max_rounds + 1):
        if inner is None and not node.again(state):
            break
        walk = at.into(index, extra, target=inner, round_=at.round_ + extra)
        outcome = await _walk(node.body, state, walk)
        if isinstance(outcome, Suspension):
            return outcome
        state, inner = outcome, None
    return state


async def _retry(
    node: Retry, state: QueryState, at: _Walk, index: int, rest: Position | None
) -> Outcome:
    for attempt in range(1, node.attempts + 1):
        try:
            return await _walk(node.body, state, at.into(index, target=rest, attempt=attempt))
        except node.on:
            if attempt == node.attempts:
                raise
        await asyncio.sleep(node.wait_seconds)
    raise RuntimeError("a retry needs at least one attempt")


async def _pause(
    node: Pause, state: QueryState, at: _Walk, index: int, rest: Position | None
) -> Outcome:
    if rest is not None:
        # The resumption's way ends here: this pause stopped the flow, the reply goes in.
        if rest or at.reply is None:
            raise ResumeInvalid("the paused question's position is not a pause of this flow")
        async with at.trace.step(at.step_name(node.name)) as notes:
            notes.update(resumed=True, reply_entities=dict(at.reply.entity_counts))
            return node.resume(state, at.reply)
    name = at.step_name(node.name)
    async with at.trace.step(name) as notes:
        ask = node.ask(state)
        if ask is None:
            notes["paused"] = False
            return state
        notes.update(paused=True, reason=ask.reason, options=len(ask.options))
        notes.pause()
    return Suspension(state, (*at.prefix, index), ask, name)


def steps_of(flow: Flow) -> Iterator[Step]:
    """Every step the flow can run, on every path, in drawing order."""
    for node in flow:
        if isinstance(node, Branch):
            for path in node.paths.values():
                yield from steps_of(path)
        elif isinstance(node, Loop | Retry):
            yield from steps_of(node.body)
        elif not isinstance(node, Pause):
            yield node


def pauses_of(flow: Flow) -> Iterator[Pause]:
    """Every pause the flow can stop at, on every path (a pause is a traced step too)."""
    for node in flow:
        if isinstance(node, Branch):
            for path in node.paths.values():
                yield from pauses_of(path)
        elif isinstance(node, Loop | Retry):
            yield from pauses_of(node.body)
        elif isinstance(node, Pause):
            yield node


def shape(flow: Flow) -> str:
    """A digest of the flow's structure (node kinds, names, paths, bounds): a pause stored
    under one shape cannot be resumed in a flow of another (a deploy changed it)."""
    return hashlib.sha256(_outline(flow).encode()).hexdigest()


def _outline(flow: Flow) -> str:
    parts = []
    for node in flow:
        if isinstance(node, Branch):
            paths = ",".join(f"{name}:{_outline(path)}" for name, path in node.paths.items())
            parts.append(f"branch({node.question};{paths})")
        elif isinstance(node, Loop):
            parts.append(f"loop({node.max_rounds};{_outline(node.body)})")
        elif isinstance(node, Retry):
            parts.append(f"retry({node.attempts};{_outline(node.body)})")
        elif isinstance(node, Pause):
            parts.append(f"pause({node.name})")
        else:
            parts.append(node.name)
    return "[" + ",".join(parts) + "]"
