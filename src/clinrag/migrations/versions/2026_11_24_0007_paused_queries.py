"""Paused questions: where a flow stopped to ask its caller, kept until the reply resumes it.

- ``paused_queries``: one row per pause (``clinrag.pipelines.pause_store``). It holds redacted
  text only: the question and the routing the flow had worked out (``snapshot``), the node to go
  on from (``position``), the digest of the flow's structure (``flow_shape``, so a deploy that
  changed the flow refuses the resumption instead of going on somewhere else), the key that may
  resume it and when it expires. Never a placeholder map, never evidence (searched again after
  the reply). A row is marked resumed once (``resumed_at``); expired rows are deleted by the
  service, which is why, unlike the audit tables, ``clinrag_service`` may DELETE here.
- ``query_steps.status`` also accepts ``paused`` (the step that stopped the flow to ask).

Downgrade refuses while a step row is ``paused``: audit rows are never rewritten by a migration.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OLD_STATUSES = ("ok", "failed", "rejected", "fallback", "cancelled", "timeout")
NEW_STATUSES = ("paused",)


def _status_check(values: Sequence[str]) -> None:
    constraint = op.f("ck_query_steps_status_known")
    op.drop_constraint(constraint, "query_steps", type_="check")
    op.create_check_constraint(
        constraint, "query_steps", f"status IN ({', '.join(repr(v) for v in values)})"
    )


def upgrade() -> None:
    op.create_table(
        "paused_queries",
        sa.Column("id", sa.Text(), nullable=False),
        sa.Column("owner_key_id", sa.Text(), nullable=False),
        sa.Column("request_id", sa.Text(), nullable=False),
        sa.Column("mode", sa.Text(), nullable=False),
        sa.Column("flow_shape", sa.Text(), nullable=False),
        sa.Column("pause", sa.Text(), nullable=False),
        sa.Column("reason", sa.Text(), nullable=False),
        sa.Column("position", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("snapshot", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.text("now()"),
            nullable=False,
        ),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("resumed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("resumed_by_request", sa.Text(), nullable=True),
        sa.CheckConstraint("id ~ '^[0-9a-f]{32}$'", name=op.f("ck_paused_queries_id_is_hex")),
        sa.CheckConstraint(
            "flow_shape ~ '^[0-9a-f]{64}$'", name=op.f("ck_paused_queries_flow_shape_is_sha256")
        ),
        sa.CheckConstraint(
            "expires_at > created_at", name=op.f("ck_paused_queries_expires_after_creation")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_paused_queries")),
    )
    op.create_index(op.f("ix_paused_queries_expires_at"), "paused_queries", ["expires_at"])
    op.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON paused_queries TO clinrag_service")
    _status_check(OLD_STATUSES + NEW_STATUSES)


def downgrade() -> None:
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM query_steps WHERE status = 'paused') THEN
                RAISE EXCEPTION 'refusing to downgrade below 0007: audit rows use its values'
                    USING HINT = 'audit rows are kept for the retention period; a DBA who '
                                 'must remove them does it by hand';
            END IF;
        END
        $$
        """
    )
    _status_check(OLD_STATUSES)
    op.drop_index(op.f("ix_paused_queries_expires_at"), table_name="paused_queries")
    op.drop_table("paused_queries")
