"""The agent's part of a paused question as JSON (``pipelines/snapshot.py`` keeps the rest):
the decomposition (so its model call is not made again), the question asked back, the count
of clarifications. No evidence and no tool results: the searches start again after the reply
(it changes the filters, and a document may have changed or been withdrawn meanwhile). On
restore every text is redacted again and the filters are parsed again."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast, get_args

from clinrag.pipelines.agent.plan import (
    FORMATS,
    INTENTS,
    AgentState,
    ClarifyReason,
    Decomposition,
    FilterSource,
    MappedFilter,
    Reading,
    Review,
    Unmapped,
)
from clinrag.retrieval.filters import parse_filter


def agent_snapshot(agent: AgentState) -> dict[str, Any]:
    d, review = agent.decomposition, agent.review
    return {
        "intent": d.intent,
        "format": d.format,
        "buckets": list(d.buckets),
        "entities": list(d.entities),
        "sub_queries": list(d.sub_queries),
        "filters": [
            {
                "key": f.condition.key,
                "op": f.condition.op,
                "value": _plain(f.condition.value),
                "source": f.source,
                "reading": f.reading,
            }
            for f in d.filters
        ],
        "unmapped": [{"text": u.text, "reason": u.reason, "field": u.field} for u in d.unmapped],
        "source": d.source,
        "clarified": agent.clarified,
        "asked": None
        if review is None or review.clarify is None
        else {
            "clarify": review.clarify,
            "relax": review.relax,
            "counts": dict(review.counts),
            "options": list(review.options),
        },
    }


def agent_texts(snapshot: Mapping[str, Any]) -> list[str]:
    """The stored redacted texts (new placeholders are numbered after theirs)."""
    return [
        *snapshot["sub_queries"],
        *snapshot["entities"],
        *(u["text"] for u in snapshot["unmapped"]),
    ]


def restore_agent(snapshot: Mapping[str, Any], redact: Callable[[str], str]) -> AgentState:
    """Raises ``ValueError`` / ``KeyError`` / ``TypeError`` on what this version cannot read."""
    if snapshot["intent"] not in INTENTS or snapshot["format"] not in FORMATS:
        raise ValueError("the paused question's intent or format is unknown")
    filters = []
    for stored in snapshot["filters"]:
        parsed = parse_filter({stored["key"]: {stored["op"]: stored["value"]}}).conditions[0]
        if stored["source"] not in get_args(FilterSource):
            raise ValueError("the paused question's filter source is unknown")
        reading: Reading = "inferred" if stored.get("reading") == "inferred" else "stated"
        filters.append(MappedFilter(parsed, cast(FilterSource, stored["source"]), reading))
    asked = snapshot["asked"]
    review = None
    if asked is not None:
        if asked["clarify"] not in get_args(ClarifyReason):
            raise ValueError("the paused question's clarification is unknown")
        review = Review(
            "clarify",
            "restored",
            clarify=cast(ClarifyReason, asked["clarify"]),
            relax=None if asked["relax"] is None else redact(str(asked["relax"])),
            counts={redact(str(k)): int(v) for k, v in asked["counts"].items()},
            options=tuple(redact(str(o)) for o in asked["options"]),
        )
    decomposition = Decomposition(
        intent=snapshot["intent"],
        format=snapshot["format"],
        buckets=tuple(str(b) for b in snapshot["buckets"]),
        entities=tuple(redact(str(e)) for e in snapshot["entities"]),
        sub_queries=tuple(redact(str(q)) for q in snapshot["sub_queries"]),
        filters=tuple(filters),
        unmapped=tuple(
            Unmapped(redact(str(u["text"])), str(u["reason"]), u["field"])
            for u in snapshot["unmapped"]
        ),
        source="rules" if snapshot["source"] == "rules" else "model",
    )
    return AgentState(decomposition, clarified=int(snapshot["clarified"]), review=review)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value
