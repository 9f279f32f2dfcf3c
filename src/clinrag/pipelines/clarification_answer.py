"""A flow's question back to its caller, as the ``Answer`` of a route that returns answers
(``/v1/query``, a thread's message). Apart from the service that runs the flows because it only
reshapes a ``Clarification``: what was redacted and kept stays as it was."""

from __future__ import annotations

from typing import cast, get_args

from clinrag.domain import (
    Answer,
    Clarification,
    ClarificationReason,
    ClarifyingQuestion,
    Mode,
)
from clinrag.pipelines.answer import pipeline_of
from clinrag.pipelines.state import QueryState


def clarification_answer(asked: Clarification, state: QueryState | None, mode: Mode) -> Answer:
    """A paused flow's question as the answer of a route that returns answers: no citations,
    kind ``clarification``, the pause id to reply to."""
    reason = asked.reason if asked.reason in get_args(ClarificationReason) else "ambiguous"
    return Answer(
        text=asked.question,
        citations=(),
        confidence=0.0,
        pipeline="agent" if state is None else pipeline_of(mode, state),
        query_type="SIMPLE" if state is None else state.query_type,
        sub_queries=() if state is None else state.sub_queries,
        iterations=0,
        found=False,
        kind="clarification",
        flags=(f"clarify_{asked.reason}", *_unmapped_flag(state)),
        searched=(),
        redacted_query=asked.redacted_query,
        reranker=None,
        steps=asked.steps,
        llm_calls=asked.llm_calls,
        clarification=ClarifyingQuestion(
            cast(ClarificationReason, reason), asked.question, asked.options, asked.pause_id
        ),
    )


def _unmapped_flag(state: QueryState | None) -> tuple[str, ...]:
    """``unmapped_constraints`` when the agent read a constraint no field holds: the question
    back says so in its text, as an answer would (``answer._agent_flags``)."""
    agent = None if state is None else state.agent
    return ("unmapped_constraints",) if agent is not None and agent.decomposition.unmapped else ()
