"""Document-level access control: a label on every document, the labels a key may read.

- ``documents.access_label``: the one label a document carries (``public`` unless ingest
  says otherwise: ``clinrag.ingest.access``). Every document stored before this revision is
  ``public``.
- ``chunks.access_label``: the document's label, copied onto each chunk so that both
  retrievers filter on the chunk row itself (the vector search's WHERE, inside the HNSW scan;
  the lexical index's allowed set). Triggers keep the copy exact, whatever writes: a chunk
  takes its document's label when inserted (or moved), and a document's new label is copied
  onto its chunks in the same statement, which also bumps ``corpus_state.generation``
  (migration 0002), so every process's cached filters expire.
- ``api_keys.access_labels``: the labels a key may read. Every key created before this
  revision reads ``public`` only (fail closed: an operator grants the rest).
- ``queries_log.access_labels``: the labels a request ran under (NULL before this revision
  and for requests without a valid key). The hash chain hashes it only when set
  (``clinrag.audit.chain.HASHED_WHEN_SET``), so older rows still verify.
- ``audit_reads.action`` also accepts ``document``: a compliance reviewer asked who could have
  seen a document or which answers cited it (``clinrag.audit.document_access``).
- ``clinrag_auditor`` may read documents' ids, sources, titles and labels, and keys' public
  fields (never a secret hash): what "who could have seen document X" is answered from.

A label is 1-64 characters: lowercase letters, digits, ``_`` and ``-``, starting with a letter
or digit (``clinrag.retrieval.access.LABEL_PATTERN``).

Downgrade refuses while any document is labelled other than ``public``, any key reads more than
``public``, or any audit row records labels: dropping them would silently publish restricted
documents, widen or narrow keys, or rewrite audit rows.

Revision ID: 0011
Revises: 0010
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LABEL = "[a-z0-9][a-z0-9_-]{0,63}"
OLD_ACTIONS = ("list", "get", "export", "verify", "pipeline", "conversation")
NEW_ACTIONS = ("document",)


def _action_check(values: Sequence[str]) -> None:
    constraint = op.f("ck_audit_reads_action_known")
    op.drop_constraint(constraint, "audit_reads", type_="check")
    op.create_check_constraint(
        constraint, "audit_reads", f"action IN ({', '.join(repr(v) for v in values)})"
    )


def upgrade() -> None:
    for table in ("documents", "chunks"):
        op.add_column(
            table,
            sa.Column(
                "access_label", sa.Text(), server_default=sa.text("'public'"), nullable=False
            ),
        )
    op.create_check_constraint(
        op.f("ck_documents_access_label_valid"), "documents", f"access_label ~ '^{LABEL}$'"
    )
    op.create_index(op.f("ix_chunks_access_label"), "chunks", ["access_label"])
    op.execute(
        """
        CREATE FUNCTION chunk_takes_document_label() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            SELECT d.access_label INTO STRICT NEW.access_label
            FROM documents d WHERE d.id = NEW.document_id;
            RETURN NEW;
        END;
        $$
        """
    )
    op.execute(
        "CREATE TRIGGER chunks_take_document_label "
        "BEFORE INSERT OR UPDATE OF document_id, access_label ON chunks "
        "FOR EACH ROW EXECUTE FUNCTION chunk_takes_document_label()"
    )
    op.execute(
        """
        CREATE FUNCTION document_label_to_chunks() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            UPDATE chunks SET access_label = NEW.access_label WHERE document_id = NEW.id;
            RETURN NULL;
        END;
        $$
        """
    )
    op.execute(
        "CREATE TRIGGER documents_label_to_chunks AFTER UPDATE OF access_label ON documents "
        "FOR EACH ROW WHEN (OLD.access_label IS DISTINCT FROM NEW.access_label) "
        "EXECUTE FUNCTION document_label_to_chunks()"
    )
    # A function, not a regex over the joined array: an element holding the separator ("a,b")
    # would pass that. IMMUTABLE, so a CHECK constraint may call it.
    op.execute(
        """
        CREATE FUNCTION access_labels_valid(labels text[]) RETURNS boolean
        LANGUAGE sql IMMUTABLE STRICT AS $$
            SELECT coalesce(bool_and(label ~ '^[a-z0-9][a-z0-9_-]{0,63}$'), true)
            FROM unnest(labels) AS label
        $$
        """
    )
    op.add_column(
        "api_keys",
        sa.Column(
            "access_labels",
            postgresql.ARRAY(sa.Text()),
            server_default=sa.text("'{public}'::text[]"),
            nullable=False,
        ),
    )
    op.create_check_constraint(
        op.f("ck_api_keys_access_labels_valid"),
        "api_keys",
        "access_labels_valid(access_labels)",
    )
    op.add_column(
        "queries_log",
        sa.Column("access_labels", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
    )
    _action_check(OLD_ACTIONS + NEW_ACTIONS)
    op.execute("GRANT SELECT (id, source, title, access_label) ON documents TO clinrag_auditor")
    op.execute(
        "GRANT SELECT (key_id, role, label, access_labels, created_at, revoked_at) "
        "ON api_keys TO clinrag_auditor"
    )


def downgrade() -> None:
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM documents WHERE access_label <> 'public')
               OR EXISTS (SELECT FROM api_keys WHERE access_labels <> '{public}'::text[])
               OR EXISTS (SELECT FROM queries_log WHERE access_labels IS NOT NULL)
               OR EXISTS (SELECT FROM audit_reads WHERE action = 'document') THEN
                RAISE EXCEPTION 'refusing to downgrade below 0011: labels are in use'
                    USING HINT = 'dropping them would publish restricted documents or rewrite '
                                 'audit rows; a DBA who must do so does it by hand';
            END IF;
        END
        $$
        """
    )
    _action_check(OLD_ACTIONS)
    op.execute("REVOKE SELECT ON api_keys FROM clinrag_auditor")
    op.execute("REVOKE SELECT ON documents FROM clinrag_auditor")
    op.drop_column("queries_log", "access_labels")
    op.drop_constraint(op.f("ck_api_keys_access_labels_valid"), "api_keys", type_="check")
    op.drop_column("api_keys", "access_labels")
    op.execute("DROP FUNCTION access_labels_valid(text[])")
    op.execute("DROP TRIGGER documents_label_to_chunks ON documents")
    op.execute("DROP FUNCTION document_label_to_chunks()")
    op.execute("DROP TRIGGER chunks_take_document_label ON chunks")
    op.execute("DROP FUNCTION chunk_takes_document_label()")
    op.drop_index(op.f("ix_chunks_access_label"), table_name="chunks")
    op.drop_constraint(op.f("ck_documents_access_label_valid"), "documents", type_="check")
    op.drop_column("chunks", "access_label")
    op.drop_column("documents", "access_label")
