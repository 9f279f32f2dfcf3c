"""The two texts of a thread's message that its steps read: the redacted English question that
the router, the rewrite and retrieval read, and the message as the caller asked it (redacted)
that the answer and the stored turn show. One place, so every step of a thread reads the same
text for the same purpose (``clinrag.pipelines.followup``)."""

from __future__ import annotations

from clinrag.pipelines.state import QueryState


def redacted_message(state: QueryState) -> str:
    if state.query is None:
        raise RuntimeError("the intake redacts the question")
    return state.query.text


def message_as_asked(state: QueryState) -> str:
    """The message as the caller asked it (redacted), before any translation: what the answer
    and the stored turn show."""
    return state.asked.text if state.asked is not None else redacted_message(state)
