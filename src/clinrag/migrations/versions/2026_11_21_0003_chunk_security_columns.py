"""Security columns on chunks, computed once at ingest.

``security_flags``: a chunk that carries instructions ("ignore your previous instructions ...")
is still evidence, but the prompt marks it and the audit trail shows it; the flags are the
guard's reason codes. ``phi_spans``: offsets and types (never values) of the identifiers in
the chunk's text, title, source and section, so a retrieved chunk is redacted without running
the NER model again; NULL means not scanned (redacted live when retrieved).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-21
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column(
        "chunks",
        sa.Column(
            "security_flags",
            postgresql.ARRAY(sa.Text()),
            server_default=sa.text("'{}'::text[]"),
            nullable=False,
        ),
    )
    op.add_column("chunks", sa.Column("phi_spans", postgresql.JSONB(), nullable=True))


def downgrade() -> None:
    op.drop_column("chunks", "phi_spans")
    op.drop_column("chunks", "security_flags")
