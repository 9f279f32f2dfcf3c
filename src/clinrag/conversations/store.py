"""Threads in PostgreSQL (``conversations``, ``conversation_turns``, migration 0008): created,
read by their owner (or by compliance), and continued one turn at a time.

A thread belongs to the API key that created it. A thread that does not exist and one that
belongs to another key are one answer (``conversation_not_found``, 404), so a caller cannot
probe other keys' threads. A turn is stored by ``TurnAppend``, which runs in the transaction of
the turn's audit record (``AuditSink.record_query(alongside=...)``): under the chain lock it
locks the thread, checks the turn limit, numbers the turn, and copies the record's redacted
question, answer and cited ids into it, and its kind (a record whose outcome is
``clarification`` makes a ``clarification`` turn, migration 0009). So a turn exists exactly when
its record does, both carry the same number and the same text, and two messages racing on one
thread get 1 and 2. Turns hold redacted text only: what the audit record holds, never a
placeholder map.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from sqlalchemy import insert, select, update
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.audit.records import QueryRecord
from clinrag.conversations.tables import Conversation, ConversationTurn, TurnKind
from clinrag.domain import Citation
from clinrag.errors import Conflict, DependencyUnavailable, NotFound

CONVERSATION_ID_PATTERN = r"^[0-9a-f]{32}$"
"""What a conversation id can be; anything else is refused (422) before it is looked up or
stored."""


class ConversationNotFound(NotFound):
    code = "conversation_not_found"

    def __init__(self) -> None:
        super().__init__("no conversation with that id for this key")


class TurnLimitReached(Conflict):
    code = "turn_limit_reached"

    def __init__(self, limit: int) -> None:
        super().__init__(
            f"this conversation has reached its limit of {limit} turns "
            "(CLINRAG_CONVERSATIONS__MAX_TURNS); start a new conversation"
        )


@dataclass(frozen=True)
class Thread:
    id: str
    owner_key_id: str
    created_at: datetime
    turn_count: int


@dataclass(frozen=True)
class CitedChunk:
    document_id: int
    chunk_id: int


@dataclass(frozen=True)
class StoredTurn:
    turn: int
    redacted_question: str
    redacted_answer: str
    citations: tuple[CitedChunk, ...]
    request_id: str
    """The turn's audit record (``GET /v1/audit/queries/{request_id}``: its steps)."""
    created_at: datetime
    kind: TurnKind = "answer"
    """``clarification``: ``redacted_answer`` is a question back, and the thread's next
    message is its reply (``clinrag.pipelines.followup``)."""
    pause_id: str | None = None
    """A clarification that paused a flow mid-way (the agent's ``no_results``, ``overload``):
    the pause its reply resumes, without the model calls made before it."""


@dataclass(frozen=True)
class Transcript:
    """A thread and its turns in order: what its owner and compliance read."""

    id: str
    owner_key_id: str
    created_at: datetime
    turn_count: int
    turns: tuple[StoredTurn, ...]

    @classmethod
    def of(cls, thread: Thread, turns: tuple[StoredTurn, ...] = ()) -> Transcript:
        return cls(thread.id, thread.owner_key_id, thread.created_at, thread.turn_count, turns)


class ConversationStore:
    def __init__(self, engine: AsyncEngine, max_turns: int) -> None:
        self._engine = engine
        self.max_turns = max_turns

    async def create(self, owner_key_id: str) -> Thread:
        row = {"id": secrets.token_hex(16), "owner_key_id": owner_key_id}
        try:
            async with self._engine.begin() as conn:
                created = (
                    await conn.execute(
                        insert(Conversation).values(**row).returning(*_THREAD_COLUMNS)
                    )
                ).one()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        return Thread(*created)

    async def continuable(self, conversation_id: str, owner_key_id: str) -> Thread:
        """The caller's thread, with room for another turn; checked again when the turn is
        stored (``TurnAppend``), since another message may take the last place meanwhile."""
        thread = await self._thread(conversation_id, owner_key_id)
        if thread is None:
            raise ConversationNotFound()
        if thread.turn_count >= self.max_turns:
            raise TurnLimitReached(self.max_turns)
        return thread

    async def transcript(
        self, conversation_id: str, owner_key_id: str | None = None
    ) -> Transcript | None:
        """The thread and its turns; ``owner_key_id`` None: whoever owns it (compliance)."""
        turns = select(ConversationTurn).where(ConversationTurn.conversation_id == conversation_id)
        try:
            async with self._engine.connect() as conn:
                thread = await self._thread(conversation_id, owner_key_id, conn)
                if thread is None:
                    return None
                rows = (await conn.execute(turns.order_by(ConversationTurn.turn))).all()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        return Transcript.of(thread, tuple(_stored_turn(row) for row in rows))

    async def last_turns(self, thread: Thread, count: int) -> tuple[StoredTurn, ...]:
        """The thread's last ``count`` turns, oldest first (redacted, as stored): what its
        router and rewriting read."""
        turns = (
            select(ConversationTurn)
            .where(ConversationTurn.conversation_id == thread.id)
            .order_by(ConversationTurn.turn.desc())
            .limit(count)
        )
        try:
            async with self._engine.connect() as conn:
                rows = (await conn.execute(turns)).all()
        except SQLAlchemyError as exc:
            raise _unavailable() from exc
        return tuple(_stored_turn(row) for row in reversed(rows))

    def appending(self, thread: Thread) -> TurnAppend:
        return TurnAppend(thread, self.max_turns)

    async def _thread(
        self, conversation_id: str, owner_key_id: str | None, conn: AsyncConnection | None = None
    ) -> Thread | None:
        query = select(*_THREAD_COLUMNS).where(Conversation.id == conversation_id)
        if owner_key_id is not None:
            query = query.where(Conversation.owner_key_id == owner_key_id)
        if conn is not None:
            row = (await conn.execute(query)).first()
        else:
            try:
                async with self._engine.connect() as own:
                    row = (await own.execute(query)).first()
            except SQLAlchemyError as exc:
                raise _unavailable() from exc
        return None if row is None else Thread(*row)


class TurnAppend:
    """An answered message's turn, stored alongside its audit record (module docstring).
    ``number`` is the turn it became, once stored."""

    def __init__(self, thread: Thread, max_turns: int) -> None:
        self.conversation_id = thread.id
        self._thread = thread
        self._max_turns = max_turns
        self._number: int | None = None
        self.pause_id: str | None = None
        """Set by the answering code when the turn is a clarification that paused a flow."""

    @property
    def number(self) -> int:
        if self._number is None:
            raise RuntimeError("the turn has not been stored")
        return self._number

    async def __call__(self, conn: AsyncConnection, record: QueryRecord) -> QueryRecord:
        if record.redacted_query is None or record.redacted_answer is None:
            raise ValueError("a turn is stored from an answered record")
        thread = (
            Conversation.id == self._thread.id,
            Conversation.owner_key_id == (self._thread.owner_key_id),
        )
        count = (
            await conn.execute(select(Conversation.turn_count).where(*thread).with_for_update())
        ).scalar_one_or_none()
        if count is None:
            raise ConversationNotFound()
        if count >= self._max_turns:
            raise TurnLimitReached(self._max_turns)
        number = count + 1
        await conn.execute(update(Conversation).where(*thread).values(turn_count=number))
        await conn.execute(
            insert(ConversationTurn).values(
                conversation_id=self._thread.id,
                turn=number,
                redacted_question=record.redacted_query,
                redacted_answer=record.redacted_answer,
                citations=[vars(c) for c in cited_chunks(record.citations)],
                request_id=record.request_id,
                created_at=record.created_at,
                kind="clarification" if record.outcome == "clarification" else "answer",
                pause_id=self.pause_id if record.outcome == "clarification" else None,
            )
        )
        self._number = number
        return replace(record, turn=number)


def cited_chunks(citations: Sequence[Citation | Mapping[str, Any]]) -> tuple[CitedChunk, ...]:
    """The document and chunk ids of an answer's citations, in citation order."""
    return tuple(
        CitedChunk(int(c["document_id"]), int(c["chunk_id"]))
        if isinstance(c, Mapping)
        else CitedChunk(c.document_id, c.chunk_id)
        for c in citations
    )


_THREAD_COLUMNS = (
    Conversation.id,
    Conversation.owner_key_id,
    Conversation.created_at,
    Conversation.turn_count,
)


def _stored_turn(row: Any) -> StoredTurn:
    return StoredTurn(
        row.turn,
        row.redacted_question,
        row.redacted_answer,
        cited_chunks(row.citations),
        row.request_id,
        row.created_at,
        "clarification" if row.kind == "clarification" else "answer",
        row.pause_id,
    )


def _unavailable() -> DependencyUnavailable:
    return DependencyUnavailable("the conversation store is unavailable")
