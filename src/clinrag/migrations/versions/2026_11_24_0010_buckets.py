"""Buckets: every document belongs to one, a first-class partition of the corpus.

- ``documents.bucket`` (text, NOT NULL, lower-case ``[a-z0-9][a-z0-9_-]{0,63}``, indexed): what
  ``GET /v1/buckets`` counts and groups by.
- The same name is kept in the ``bucket`` key of the document's metadata and of each of its
  chunks' metadata, so today's filter compiler and the GIN index on ``chunks.metadata``
  restrict both retrievers to a bucket inside their own predicate, with no second code path
  (docs/architecture.md, "Buckets"). A trigger keeps the document's key and column equal
  whoever writes the row: a ``bucket`` key in the written metadata names the bucket (a non-text
  one is refused); without one, the column's value (default ``general``) is added to the
  metadata; an update that changes only the column carries it into the metadata.
- Existing documents take the bucket their metadata names (trimmed, lower-cased) when it is a
  valid name, else ``general``; their metadata and their chunks' metadata are brought in line
  (the chunk update bumps the corpus generation once, so every BM25 index catches up).

Self-contained: no other revision's objects are touched. Downgrade drops the column, its index
and checks; the metadata keys stay (they are ordinary metadata then).

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

BUCKET_PATTERN = "^[a-z0-9][a-z0-9_-]{0,63}$"


def upgrade() -> None:
    op.add_column(
        "documents",
        sa.Column("bucket", sa.Text(), server_default="general", nullable=False),
    )
    op.execute(
        sa.text(
            """
            UPDATE documents SET bucket = lower(btrim(metadata->>'bucket'))
            WHERE jsonb_typeof(metadata->'bucket') = 'string'
              AND lower(btrim(metadata->>'bucket')) ~ :pattern
            """
        ).bindparams(pattern=BUCKET_PATTERN)
    )
    op.execute(
        """
        UPDATE documents SET metadata = metadata || jsonb_build_object('bucket', bucket)
        WHERE metadata->'bucket' IS DISTINCT FROM to_jsonb(bucket)
        """
    )
    op.execute(
        """
        UPDATE chunks SET metadata = chunks.metadata || jsonb_build_object('bucket', d.bucket)
        FROM documents d
        WHERE chunks.document_id = d.id AND chunks.metadata->'bucket' IS DISTINCT FROM
              to_jsonb(d.bucket)
        """
    )
    op.create_check_constraint(
        op.f("ck_documents_bucket_name"), "documents", f"bucket ~ '{BUCKET_PATTERN}'"
    )
    op.create_index(op.f("ix_documents_bucket"), "documents", ["bucket"])
    op.execute(
        """
        CREATE FUNCTION documents_bucket_in_metadata() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' AND NEW.bucket IS DISTINCT FROM OLD.bucket
               AND NEW.metadata->'bucket' IS NOT DISTINCT FROM OLD.metadata->'bucket' THEN
                NEW.metadata := NEW.metadata || jsonb_build_object('bucket', NEW.bucket);
            ELSIF NEW.metadata ? 'bucket' THEN
                IF jsonb_typeof(NEW.metadata->'bucket') <> 'string' THEN
                    RAISE EXCEPTION 'metadata bucket must be text' USING ERRCODE = '23514';
                END IF;
                NEW.bucket := NEW.metadata->>'bucket';
            ELSE
                NEW.metadata := NEW.metadata || jsonb_build_object('bucket', NEW.bucket);
            END IF;
            RETURN NEW;
        END;
        $$
        """
    )
    op.execute(
        "CREATE TRIGGER documents_bucket_in_metadata BEFORE INSERT OR UPDATE ON documents "
        "FOR EACH ROW EXECUTE FUNCTION documents_bucket_in_metadata()"
    )


def downgrade() -> None:
    op.execute("DROP TRIGGER documents_bucket_in_metadata ON documents")
    op.execute("DROP FUNCTION documents_bucket_in_metadata()")
    op.drop_index(op.f("ix_documents_bucket"), table_name="documents")
    op.drop_constraint(op.f("ck_documents_bucket_name"), "documents", type_="check")
    op.drop_column("documents", "bucket")
