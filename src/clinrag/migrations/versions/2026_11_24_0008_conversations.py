"""Conversations: threads of questions, each turn one audit record.

- ``conversations``: one row per thread (``clinrag.conversations.store``): its id, the API key
  that owns it (only that key reads or continues it), when it was created and how many turns
  it holds (``turn_count``, raised in the same transaction that stores a turn).
- ``conversation_turns``: one row per answered message, numbered 1, 2, 3 ... in its thread.
  Redacted text only (the question as redacted, the answer as sent), never a placeholder map
  and never raw text; the cited document and chunk ids; the audit request id of the turn's
  ``queries_log`` row, which is written in the same transaction (a turn exists exactly when
  its audit record does).
- ``queries_log`` gets ``conversation_id`` (a request to a thread: a turn, or a refused or
  failed message, or a lookup of a thread that is not the caller's) and ``turn`` (set on the
  record of an answered turn), with an index on the conversation.
- ``audit_reads`` gets ``conversation_id`` (the thread a compliance reviewer read) and
  ``action`` also accepts ``conversation``.

The new audit columns are NULL on every row written before this revision, and the hash chain
hashes them only when they are set (``clinrag.audit.chain``), so those rows still verify.
``clinrag_service`` may read, create and count threads and add turns; it may not rewrite or
delete a turn. ``clinrag_auditor`` reads both tables.

Downgrade refuses while any audit row uses what this revision added: audit rows are never
rewritten or dropped by a migration.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_ACTIONS = ("list", "get", "export", "verify", "pipeline")
NEW_ACTIONS = ("conversation",)


def _action_check(values: Sequence[str]) -> None:
    constraint = op.f("ck_audit_reads_action_known")
    op.drop_constraint(constraint, "audit_reads", type_="check")
    op.create_check_constraint(
        constraint, "audit_reads", f"action IN ({', '.join(repr(v) for v in values)})"
    )


def upgrade() -> None:
    op.create_table(
        "conversations",
        sa.Column("id", sa.Text(), nullable=False),
        sa.Column("owner_key_id", sa.Text(), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("now()"),
            nullable=False,
        ),
        sa.Column("turn_count", sa.Integer(), server_default=sa.text("0"), nullable=False),
        sa.CheckConstraint("id ~ '^[0-9a-f]{32}$'", name=op.f("ck_conversations_id_is_hex")),
        sa.CheckConstraint(
            "turn_count >= 0", name=op.f("ck_conversations_turn_count_not_negative")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_conversations")),
    )
    op.create_index(op.f("ix_conversations_owner_key_id"), "conversations", ["owner_key_id"])
    op.create_table(
        "conversation_turns",
        sa.Column("conversation_id", sa.Text(), nullable=False),
        sa.Column("turn", sa.Integer(), nullable=False),
        sa.Column("redacted_question", sa.Text(), nullable=False),
        sa.Column("redacted_answer", sa.Text(), nullable=False),
        sa.Column("citations", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("request_id", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint("turn >= 1", name=op.f("ck_conversation_turns_turn_positive")),
        sa.ForeignKeyConstraint(
            ["conversation_id"],
            ["conversations.id"],
            name=op.f("fk_conversation_turns_conversation_id_conversations"),
        ),
        sa.PrimaryKeyConstraint("conversation_id", "turn", name=op.f("pk_conversation_turns")),
        sa.UniqueConstraint("request_id", name=op.f("uq_conversation_turns_request_id")),
    )
    op.execute("GRANT SELECT, INSERT, UPDATE ON conversations TO clinrag_service")
    op.execute("GRANT SELECT, INSERT ON conversation_turns TO clinrag_service")
    op.execute("GRANT SELECT ON conversations, conversation_turns TO clinrag_auditor")
    op.add_column("queries_log", sa.Column("conversation_id", sa.Text(), nullable=True))
    op.add_column("queries_log", sa.Column("turn", sa.Integer(), nullable=True))
    op.create_index(op.f("ix_queries_log_conversation_id"), "queries_log", ["conversation_id"])
    op.add_column("audit_reads", sa.Column("conversation_id", sa.Text(), nullable=True))
    _action_check(OLD_ACTIONS + NEW_ACTIONS)


def downgrade() -> None:
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM queries_log
                       WHERE conversation_id IS NOT NULL OR turn IS NOT NULL)
               OR EXISTS (SELECT FROM audit_reads
                          WHERE action = 'conversation' OR conversation_id IS NOT NULL) THEN
                RAISE EXCEPTION 'refusing to downgrade below 0008: audit rows use its values'
                    USING HINT = 'audit rows are kept for the retention period; a DBA who '
                                 'must remove them does it by hand';
            END IF;
        END
        $$
        """
    )
    _action_check(OLD_ACTIONS)
    op.drop_column("audit_reads", "conversation_id")
    op.drop_index(op.f("ix_queries_log_conversation_id"), table_name="queries_log")
    op.drop_column("queries_log", "turn")
    op.drop_column("queries_log", "conversation_id")
    op.drop_table("conversation_turns")
    op.drop_index(op.f("ix_conversations_owner_key_id"), table_name="conversations")
    op.drop_table("conversations")
