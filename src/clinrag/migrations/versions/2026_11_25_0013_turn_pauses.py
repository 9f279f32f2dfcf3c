"""A thread's clarification may keep the flow it paused: ``conversation_turns.pause_id``.

The agent pipeline stops mid-flow to ask (``no_results``, ``overload``) after its decomposition
call. In a thread, that question is a ``clarification`` turn; this column names the
``paused_queries`` row holding the flow's redacted state, so the thread's next message resumes
the flow where it stopped instead of asking the model to decompose the question again
(``clinrag.pipelines.followup``). Null for every other turn, and for turns stored before this
revision (they resume from their text, as before).

No foreign key: a pause expires and is claimed on its own schedule; a turn naming a pause that is
gone resumes from its text. The grants of 0008 are table-wide, so ``clinrag_service`` may write
the column with nothing more to grant.

Revision ID: 0013
Revises: 0011
Create Date: 2026-11-25
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("conversation_turns", sa.Column("pause_id", sa.Text(), nullable=True))


def downgrade() -> None:
    op.drop_column("conversation_turns", "pause_id")
