"""Clarifications: a thread's message answered with a question back.

- ``queries_log.outcome`` also accepts ``clarification``: the message was answered with a
  clarifying question (nothing searched; ``redacted_answer`` is the question, the record's
  ``reply`` step the options offered). It is still a turn of its thread.
- ``conversation_turns`` gets ``kind``: ``answer`` (every turn stored before this revision,
  the default) or ``clarification`` (copied from its record's outcome, in the record's own
  transaction). The thread's next message after a ``clarification`` turn is its reply and
  resumes the question that turn paused (``clinrag.pipelines.followup``).

The grants of 0008 are table-wide: ``clinrag_service`` may insert the new column with nothing
more to grant, and still may not rewrite a turn.

Downgrade refuses while any row uses what this revision added: audit rows are never rewritten
or dropped by a migration, and a turn's kind is what makes its thread resumable.

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0009"
down_revision: str | None = "0008"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_OUTCOMES = (
    "answered",
    "not_found",
    "rejected",
    "failed",
    "unauthorized",
    "forbidden",
    "rate_limited",
    "too_large",
    "timeout",
    "client_disconnected",
    "overloaded",
)
NEW_OUTCOMES = ("clarification",)
TURN_KINDS = ("answer", "clarification")


def _one_of(column: str, values: Sequence[str]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _outcome_check(values: Sequence[str]) -> None:
    constraint = op.f("ck_queries_log_outcome_known")
    op.drop_constraint(constraint, "queries_log", type_="check")
    op.create_check_constraint(constraint, "queries_log", _one_of("outcome", values))


def upgrade() -> None:
    _outcome_check(OLD_OUTCOMES + NEW_OUTCOMES)
    op.add_column(
        "conversation_turns",
        sa.Column("kind", sa.Text(), server_default=sa.text("'answer'"), nullable=False),
    )
    op.create_check_constraint(
        op.f("ck_conversation_turns_kind_known"), "conversation_turns", _one_of("kind", TURN_KINDS)
    )


def downgrade() -> None:
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM queries_log WHERE outcome = 'clarification')
               OR EXISTS (SELECT FROM conversation_turns WHERE kind = 'clarification') THEN
                RAISE EXCEPTION 'refusing to downgrade below 0009: audit rows use its values'
                    USING HINT = 'audit rows are kept for the retention period; a DBA who '
                                 'must remove them does it by hand';
            END IF;
        END
        $$
        """
    )
    op.drop_constraint(
        op.f("ck_conversation_turns_kind_known"), "conversation_turns", type_="check"
    )
    op.drop_column("conversation_turns", "kind")
    _outcome_check(OLD_OUTCOMES)
