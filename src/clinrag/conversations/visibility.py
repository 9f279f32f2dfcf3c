"""A thread's earlier turns as its key may see them now: a turn whose answer cites a document
the key can no longer read (a label revoked, a document relabelled since) is shown withheld,
its citations dropped. The same view feeds the thread's router and rewriting and the evidence a
``DIRECT_ANSWER`` reads again, so nothing of such a document returns through the thread.

A not-found answer names the sources it searched, by title, and keeps no id of them: whether
the key may still read them cannot be told later. So a stored not-found turn is shown with
its list of sources cut ("Sources searched: withheld from the stored thread"): the list was
scoped when it was answered, and a title must not outlive a revoked label."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from clinrag.conversations.store import StoredTurn
from clinrag.domain import NOT_FOUND, SOURCES_SEARCHED
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import ChunkStore

WITHHELD_ANSWER = "This answer is withheld: it cites a document your key may no longer read."
SOURCES_WITHHELD = f"{NOT_FOUND} {SOURCES_SEARCHED} withheld from the stored thread."


async def visible_turns(
    turns: Sequence[StoredTurn], store: ChunkStore, access: AccessScope
) -> tuple[StoredTurn, ...]:
    cited = {c.document_id for turn in turns for c in turn.citations}
    readable = await store.readable_documents(cited, access=access)
    return tuple(
        _without_searched_titles(turn)
        if all(c.document_id in readable for c in turn.citations)
        else replace(turn, redacted_answer=WITHHELD_ANSWER, citations=())
        for turn in turns
    )


def _without_searched_titles(turn: StoredTurn) -> StoredTurn:
    answer = turn.redacted_answer
    if answer.startswith(f"{NOT_FOUND} {SOURCES_SEARCHED}"):
        return replace(turn, redacted_answer=SOURCES_WITHHELD)
    return turn
