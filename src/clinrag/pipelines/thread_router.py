"""The two model calls a thread's message may take before it is searched: the router, which
names the message's route, and the rewrite, which makes a follow-up self-contained.

Both read the thread's earlier turns as the store holds them (redacted question and answer,
never a placeholder map) and the message once redacted, so no identifier of any turn reaches
their prompts. Both answer JSON (``ROUTE_SCHEMA``, ``REWRITE_SCHEMA``) and raise ``LLMError`` or
``ValueError`` when they have nothing usable to give; the caller turns that into its fallback
(``clinrag.pipelines.followup``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from clinrag.conversations.store import StoredTurn
from clinrag.llm.base import LLM
from clinrag.llm.schemas import REWRITE_SCHEMA, ROUTE_SCHEMA, ROUTES, Route
from clinrag.pipelines.model_json import model_json
from clinrag.pipelines.trace import StepDetails

REWRITE_TURNS = 3
"""Earlier turns a rewrite reads (issue 15: "from the last three turns")."""


def conversation_block(turns: Sequence[StoredTurn]) -> str:
    """The turns as the prompts read them, oldest first; redacted texts only."""
    return "\n".join(
        f"Turn {t.turn} question: {t.redacted_question}\nTurn {t.turn} answer: {t.redacted_answer}"
        for t in turns
    )


async def route_of(
    llm: LLM, turns: Sequence[StoredTurn], message: str, notes: StepDetails, *, max_tokens: int
) -> Route:
    """The model's route for the redacted ``message`` after ``turns``."""
    data = await model_json(
        llm,
        "route",
        ROUTE_SCHEMA,
        notes,
        max_tokens=max_tokens,
        conversation=conversation_block(turns),
        message=message,
    )
    route = data.get("route")
    if route not in ROUTES:
        raise ValueError("unknown route")
    return cast(Route, route)


async def rewrite_of(
    llm: LLM, turns: Sequence[StoredTurn], message: str, notes: StepDetails, *, max_tokens: int
) -> str:
    """The redacted ``message`` rewritten as a self-contained query from the last three
    ``turns`` (still to be validated, redacted and guarded like any question)."""
    data = await model_json(
        llm,
        "rewrite",
        REWRITE_SCHEMA,
        notes,
        max_tokens=max_tokens,
        conversation=conversation_block(turns[-REWRITE_TURNS:]),
        message=message,
    )
    query = data.get("query")
    if not isinstance(query, str) or len(query.strip()) < 3:
        raise ValueError("no query")
    return query.strip()
