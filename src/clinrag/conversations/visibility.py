"""A thread's earlier turns as its key may see them now: a turn whose answer cites a document
the key can no longer read (a label revoked, a document relabelled since) is shown withheld,
its citations dropped. The same view feeds the thread's router and rewriting and the evidence a
``DIRECT_ANSWER`` reads again, so nothing of such a document returns through the thread."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from clinrag.conversations.store import StoredTurn
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import ChunkStore

WITHHELD_ANSWER = "This answer is withheld: it cites a document your key may no longer read."


async def visible_turns(
    turns: Sequence[StoredTurn], store: ChunkStore, access: AccessScope
) -> tuple[StoredTurn, ...]:
    cited = {c.document_id for turn in turns for c in turn.citations}
    readable = await store.readable_documents(cited, access=access)
    return tuple(
        turn
        if all(c.document_id in readable for c in turn.citations)
        else replace(turn, redacted_answer=WITHHELD_ANSWER, citations=())
        for turn in turns
    )
