"""ORM rows of the conversations: threads and their turns (migrations 0008 and 0009 build
them; tests compare the two). Only ``clinrag.conversations.store`` writes them."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal, get_args

from sqlalchemy import CheckConstraint, DateTime, ForeignKey, Index, Integer, Text, func
from sqlalchemy.dialects.postgresql import JSONB
from sqlalchemy.orm import Mapped, mapped_column

from clinrag.db import Base

TurnKind = Literal["answer", "clarification"]
"""``clarification``: the message was answered with a question back; the thread's next message
is the reply (``clinrag.pipelines.followup``). The database accepts only these (migration
0009)."""
TURN_KINDS: tuple[str, ...] = get_args(TurnKind)


class Conversation(Base):
    """One thread, owned by the API key that created it."""

    __tablename__ = "conversations"
    __table_args__ = (
        CheckConstraint("id ~ '^[0-9a-f]{32}$'", name="id_is_hex"),
        CheckConstraint("turn_count >= 0", name="turn_count_not_negative"),
        Index(None, "owner_key_id"),
    )

    id: Mapped[str] = mapped_column(Text, primary_key=True)
    owner_key_id: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    turn_count: Mapped[int] = mapped_column(Integer, server_default="0")


class ConversationTurn(Base):
    """One answered message: the redacted question and answer (or clarifying question: its
    ``kind``), the cited document and chunk ids, and the request whose audit record holds the
    same texts."""

    __tablename__ = "conversation_turns"
    __table_args__ = (
        CheckConstraint("turn >= 1", name="turn_positive"),
        CheckConstraint(f"kind IN ({', '.join(repr(k) for k in TURN_KINDS)})", name="kind_known"),
    )

    conversation_id: Mapped[str] = mapped_column(
        Text, ForeignKey("conversations.id"), primary_key=True
    )
    turn: Mapped[int] = mapped_column(Integer, primary_key=True)
    redacted_question: Mapped[str] = mapped_column(Text)
    redacted_answer: Mapped[str] = mapped_column(Text)
    citations: Mapped[list[Any]] = mapped_column(JSONB)
    request_id: Mapped[str] = mapped_column(Text, unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    kind: Mapped[str] = mapped_column(Text, server_default="answer")
    pause_id: Mapped[str | None] = mapped_column(Text, nullable=True)
    """A clarification's paused flow (``paused_queries.id``), resumed by the next message."""
