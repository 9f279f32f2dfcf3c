"""The agent's question back (a ``Pause``: ``no_results`` or ``overload``) and the caller's
reply folded into the plan.

``no_results`` names the filter whose removal leaves the most documents (the review counted
them); a reply that agrees ("yes", "relax", the field's name) drops it, a reply that states the
constraint anew ("more than 50 participants") replaces the filters on that field. ``overload``
names fields to narrow by; the reply's constraints are added. Either way the searches start
again under the new filters (the earlier model calls are not made again: the decomposition
stands, only its filters change), and the question is not asked back a second time.
"""

from __future__ import annotations

import re
from dataclasses import replace

from clinrag.pipelines.agent.citing import unmapped_note
from clinrag.pipelines.agent.constraints import BucketFields, check_constraint, field_types
from clinrag.pipelines.agent.plan import AgentState, Decomposition, MappedFilter, Review
from clinrag.pipelines.agent.rules import read_question
from clinrag.pipelines.flow import Ask
from clinrag.pipelines.state import QueryState
from clinrag.security.redaction import RedactedText

AGREE = re.compile(r"\b(yes|ok|okay|sure|relax|drop|remove|without|ignore|go ahead)\b", re.I)
"""A reply that accepts the offer to drop a filter (the flows' ``no_results`` too)."""


def ask_of(state: QueryState) -> Ask | None:
    """The question back, with the constraints no field holds said in it too: the caller
    restating the question should know they were not applied, whatever the reply."""
    agent = state.agent
    review = None if agent is None else agent.review
    if agent is None or review is None or review.status != "clarify":
        return None
    ask = _ask(agent.decomposition, review)
    note = unmapped_note(agent.decomposition)
    return replace(ask, question=f"{ask.question} {note}") if note else ask


def _ask(decomposition: Decomposition, review: Review) -> Ask:
    described = "; ".join(f.describe() for f in decomposition.filters)
    if review.clarify == "overload":
        matched = review.counts.get("documents", 0)
        narrow = f" Narrow it down, e.g. by {', '.join(review.options)}." if review.options else ""
        return Ask(
            "overload",
            f"{matched} documents match ({described}): more than an answer can list.{narrow}",
            review.options,
        )
    if review.relax is None:
        return Ask(
            "no_results",
            f"No document matches {described}, nor with any one of these removed. "
            "Please restate the constraints.",
        )
    left = review.counts.get(review.relax, 0)
    return Ask(
        "no_results",
        f'No document matches {described}. Without "{review.relax}" {left} documents match: '
        "search without it, or restate it?",
        (f"relax {review.relax}", "keep the filters"),
    )


def take_reply(state: QueryState, reply: RedactedText) -> QueryState:
    """The ``Pause``'s resumption: the reply is kept for the review, which folds it in."""
    if state.agent is None:
        raise RuntimeError("an agent clarification resumes an agent state")
    return replace(state, agent=replace(state.agent, reply=reply.text))


def fold_reply(agent: AgentState, fields: BucketFields) -> tuple[AgentState, dict[str, object]]:
    """The plan after the reply: new filters, searches reset, the reply consumed. Also what
    changed, for the trace."""
    decomposition, reply = agent.decomposition, agent.reply or ""
    asked = agent.review
    filters = list(decomposition.filters)
    dropped: list[str] = []
    types = field_types(fields, decomposition.buckets)
    reading = read_question(reply, fields, decomposition.buckets)
    stated = [check_constraint(c, types, "reply") for c in reading.constraints]
    added = [f for f in stated if isinstance(f, MappedFilter)]
    restated = {f.condition.key for f in added}
    if asked is not None and asked.clarify == "no_results" and asked.relax is not None:
        relax = next((f for f in filters if f.describe() == asked.relax), None)
        if relax is not None and (
            relax.condition.key in restated
            or AGREE.search(reply)
            or relax.condition.key.lower() in reply.lower()
        ):
            filters.remove(relax)
            dropped.append(relax.describe())
    kept = [f for f in filters if f.condition.key not in restated]
    dropped += [f.describe() for f in filters if f.condition.key in restated]
    folded = replace(decomposition, filters=tuple(kept + added))
    changes: dict[str, object] = {
        "dropped": dropped,
        "added": [f.describe() for f in added],
    }
    return AgentState(folded, clarified=agent.clarified + 1), changes
