"""Corpus generation counter and metadata index for retrieval.

Every statement that changes ``chunks`` bumps ``corpus_state.generation`` (statement-level
triggers, so a bulk insert bumps it once). Each server process keeps an in-memory BM25 index
and compares generations to know when to catch up with the database.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-21
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "corpus_state",
        sa.Column("id", sa.SmallInteger(), nullable=False),
        sa.Column("generation", sa.BigInteger(), server_default="0", nullable=False),
        sa.CheckConstraint("id = 1", name=op.f("ck_corpus_state_single_row")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_corpus_state")),
    )
    op.execute("INSERT INTO corpus_state (id, generation) VALUES (1, 0)")
    op.execute(
        """
        CREATE FUNCTION bump_corpus_generation() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE corpus_state SET generation = generation + 1 WHERE id = 1;
            RETURN NULL;
        END;
        $$
        """
    )
    op.execute(
        "CREATE TRIGGER chunks_bump_generation AFTER INSERT OR UPDATE OR DELETE ON chunks "
        "FOR EACH STATEMENT EXECUTE FUNCTION bump_corpus_generation()"
    )
    op.execute(
        "CREATE TRIGGER chunks_bump_generation_truncate AFTER TRUNCATE ON chunks "
        "FOR EACH STATEMENT EXECUTE FUNCTION bump_corpus_generation()"
    )
    op.create_index(
        "ix_chunks_metadata_gin",
        "chunks",
        ["metadata"],
        postgresql_using="gin",
        postgresql_ops={"metadata": "jsonb_path_ops"},
    )


def downgrade() -> None:
    op.drop_index("ix_chunks_metadata_gin", table_name="chunks")
    op.execute("DROP TRIGGER chunks_bump_generation_truncate ON chunks")
    op.execute("DROP TRIGGER chunks_bump_generation ON chunks")
    op.execute("DROP FUNCTION bump_corpus_generation()")
    op.drop_table("corpus_state")
