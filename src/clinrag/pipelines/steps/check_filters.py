"""Do the request's own filters leave any document? Asked before the search, so that a filter
that excludes everything is named to the caller (a clarification, reason ``no_results``)
instead of ending in "not found" after a search, a grade and two retries.

The documents are counted under the caller's labels: a count over documents the key cannot
read would tell it that they exist. When none is left, each condition is counted away in turn
and the question back offers to drop the one whose removal leaves the most documents (a
``Pause``: ``/v1/query`` returns its ``pause_id``, a thread keeps it). A reply that agrees
("yes", "relax it", the field's name) drops that condition and the search runs under the rest;
any other reply keeps the filters, and the question is not asked a second time. The agent reads
its own filters from the question and has its own review (``agent/clarify.py``).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Protocol

from clinrag.pipelines.agent.clarify import AGREE
from clinrag.pipelines.flow import Ask, Branch, Pause
from clinrag.pipelines.state import FilterCheck, QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter
from clinrag.security.redaction import RedactedText


class DocumentCounter(Protocol):
    async def count_documents(self, metadata_filter: MetadataFilter, access: AccessScope) -> int:
        """Documents with a chunk the filter and the labels admit (the agent's tools)."""
        ...


_KEEP = re.compile(r"\bkeep\b", re.I)


class CheckFilters:
    name = "check_filters"

    def __init__(self, counter: DocumentCounter) -> None:
        self.counter = counter

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        conditions = state.metadata_filter.conditions
        matched = await self.counter.count_documents(state.metadata_filter, state.access)
        notes.update(filters=[c.describe() for c in conditions], documents=matched)
        if matched:
            return state
        left: list[int] = []
        for index in range(len(conditions)):
            rest = replace(
                state.metadata_filter, conditions=conditions[:index] + conditions[index + 1 :]
            )
            left.append(await self.counter.count_documents(rest, state.access))
        best = max(range(len(left)), key=left.__getitem__)
        relax = conditions[best].describe() if left[best] else None
        notes.update(
            without={c.describe(): n for c, n in zip(conditions, left, strict=True)}, relax=relax
        )
        return replace(state, filter_check=FilterCheck(relax, left[best]))


def filters_checked(counter: DocumentCounter) -> Branch:
    """The check and its question back, on the way of a request that names filter
    conditions; a request without any takes the empty way (no step, no count)."""
    return Branch(
        "filters given?",
        lambda state: "check" if state.metadata_filter.conditions else "none",
        {
            "check": (CheckFilters(counter), Pause("clarify_filters", ask_to_relax, take_reply)),
            "none": (),
        },
    )


def ask_to_relax(state: QueryState) -> Ask | None:
    check = state.filter_check
    if check is None:
        return None
    conditions = state.metadata_filter.conditions
    described = "; ".join(c.describe() for c in conditions)
    if check.relax is None:
        return Ask(
            "no_results",
            f"No document matches {described}, nor with any one of these removed. "
            "Please restate the filters.",
        )
    named = check.relax
    return Ask(
        "no_results",
        f'No document matches {described}. Without "{named}" {check.left} documents match: '
        "search without it, or keep the filters?",
        (f"relax {named}", "keep the filters"),
    )


def take_reply(state: QueryState, reply: RedactedText) -> QueryState:
    """The reply folded in: the named condition dropped when the reply agrees, else kept."""
    check, text = state.filter_check, reply.text
    answered = replace(state, filter_check=None)
    if check is None or check.relax is None or _KEEP.search(text):
        return answered
    conditions = state.metadata_filter.conditions
    named = next((c for c in conditions if c.describe() == check.relax), None)
    if named is None or not (AGREE.search(text) or named.key.lower() in text.lower()):
        return answered
    kept = tuple(c for c in conditions if c is not named)
    return replace(answered, metadata_filter=replace(state.metadata_filter, conditions=kept))
