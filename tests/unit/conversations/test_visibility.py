"""A stored turn as its key may see it now: withheld when it cites an unreadable document, and
a not-found turn never names the sources it searched (it kept no ids to check them by)."""

from __future__ import annotations

import asyncio
from collections.abc import Collection
from datetime import UTC, datetime
from typing import Any, cast

from clinrag.conversations.store import CitedChunk, StoredTurn
from clinrag.conversations.visibility import SOURCES_WITHHELD, WITHHELD_ANSWER, visible_turns
from clinrag.domain import NOT_FOUND, SearchedSource
from clinrag.pipelines.answer import not_found_text
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import ChunkStore


class _Readable:
    """The one ChunkStore method the view calls: which of these documents the scope reads."""

    def __init__(self, readable: set[int]) -> None:
        self.readable = readable

    async def readable_documents(
        self, document_ids: Collection[int], *, access: AccessScope
    ) -> set[int]:
        return self.readable & set(document_ids)


def _turn(number: int, answer: str, *cited: int) -> StoredTurn:
    citations = tuple(CitedChunk(d, d * 10) for d in cited)
    return StoredTurn(number, "q", answer, citations, f"r{number}", datetime.now(UTC))


def _view(turns: list[StoredTurn], readable: set[int]) -> tuple[StoredTurn, ...]:
    store = cast(ChunkStore, cast(Any, _Readable(readable)))
    return asyncio.run(visible_turns(turns, store, AccessScope.of(["public"])))


def test_a_not_found_turn_keeps_its_verdict_but_not_the_titles_it_searched() -> None:
    searched = [SearchedSource("Clozapine titration on the psychiatry unit", "psy/1")]
    answer = not_found_text(searched)
    assert "Clozapine" in answer
    (shown,) = _view([_turn(1, answer)], readable=set())
    assert shown.redacted_answer == SOURCES_WITHHELD
    assert shown.redacted_answer.startswith(NOT_FOUND)
    assert "Clozapine" not in shown.redacted_answer


def test_answers_are_shown_as_stored_or_withheld_by_their_citations() -> None:
    plain_not_found = not_found_text([])
    turns = [_turn(1, "Yes [1].", 7), _turn(2, "No [1].", 8), _turn(3, plain_not_found)]
    shown = _view(turns, readable={7})
    assert [t.redacted_answer for t in shown] == ["Yes [1].", WITHHELD_ANSWER, plain_not_found]
    assert shown[1].citations == ()
