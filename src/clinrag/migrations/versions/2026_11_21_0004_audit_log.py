"""Audit log: queries_log, query_steps, audit_reads, admin_events; append-only; roles.

Every row of the four tables is a link of ONE hash chain (``chain_seq``, ``prev_hash``,
``row_hash``; see ``clinrag.audit``). Statement-level triggers refuse UPDATE, DELETE and TRUNCATE
for everyone, the table owner and superusers included; they are ``ENABLE ALWAYS`` so that
``session_replication_role = replica`` does not silence them. Only the owner (or a superuser)
can disable them, which is why the service must not log in as the owner.

Roles (cluster-wide, NOLOGIN, created when missing and never dropped by this migration):

- ``clinrag_service``: SELECT and INSERT on the audit tables, nothing more; SELECT, INSERT,
  UPDATE, DELETE on the document store; SELECT on ``alembic_version`` (the start-up check).
- ``clinrag_auditor``: SELECT on the audit tables and INSERT on ``audit_reads`` (an auditor's
  reads are recorded too), for reviewers or tools that read the database directly.

A deployment migrates as the owning role (``clinrag migrate``, with
``CLINRAG_DATABASE__MIGRATE_ON_START=false`` for the service) and lets the service log in as
its own role holding nothing but membership::

    CREATE ROLE clinrag_app LOGIN PASSWORD '...';
    GRANT clinrag_service TO clinrag_app;

Later migrations that add tables grant ``clinrag_service`` their rights themselves.
Creating the roles needs CREATEROLE; without it a DBA creates both roles (NOLOGIN) first.

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-21
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import SchemaItem

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

AUDIT_TABLES = ("queries_log", "query_steps", "audit_reads", "admin_events")
STORE_TABLES = ("documents", "chunks", "corpus_state")
ROLES = ("clinrag_service", "clinrag_auditor")
SHA256 = "~ '^[0-9a-f]{64}$'"


def _hash_columns_and_checks(table: str) -> list[SchemaItem]:
    return [
        sa.Column("prev_hash", sa.Text(), nullable=False),
        sa.Column("row_hash", sa.Text(), nullable=False),
        sa.CheckConstraint(f"prev_hash {SHA256}", name=op.f(f"ck_{table}_prev_hash_is_sha256")),
        sa.CheckConstraint(f"row_hash {SHA256}", name=op.f(f"ck_{table}_row_hash_is_sha256")),
        sa.UniqueConstraint("chain_seq", name=op.f(f"uq_{table}_chain_seq")),
        sa.UniqueConstraint("row_hash", name=op.f(f"uq_{table}_row_hash")),
    ]


def _create_tables() -> None:
    op.create_table(
        "queries_log",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("chain_seq", sa.BigInteger(), nullable=False),
        sa.Column("request_id", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor_key_id", sa.Text(), nullable=True),
        sa.Column("actor_role", sa.Text(), nullable=True),
        sa.Column("client_address", sa.Text(), nullable=True),
        sa.Column("pipeline", sa.Text(), nullable=True),
        sa.Column("mode", sa.Text(), nullable=True),
        sa.Column("query_type", sa.Text(), nullable=True),
        sa.Column("redacted_query", sa.Text(), nullable=True),
        sa.Column("redacted_answer", sa.Text(), nullable=True),
        sa.Column("citations", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        sa.Column("confidence", sa.Double(), nullable=True),
        sa.Column("outcome", sa.Text(), nullable=False),
        sa.Column("error_code", sa.Text(), nullable=True),
        sa.Column("total_ms", sa.Double(), nullable=False),
        sa.Column("model", sa.Text(), nullable=True),
        sa.Column("prompt_versions", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        *_hash_columns_and_checks("queries_log"),
        sa.CheckConstraint(
            "outcome IN ('answered', 'not_found', 'rejected', 'failed', 'unauthorized', "
            "'forbidden', 'rate_limited', 'too_large', 'timeout')",
            name=op.f("ck_queries_log_outcome_known"),
        ),
        sa.CheckConstraint("total_ms >= 0", name=op.f("ck_queries_log_total_ms_not_negative")),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_queries_log")),
        sa.UniqueConstraint("request_id", name=op.f("uq_queries_log_request_id")),
    )
    op.create_index(op.f("ix_queries_log_created_at"), "queries_log", ["created_at"])
    op.create_index(op.f("ix_queries_log_actor_key_id"), "queries_log", ["actor_key_id"])
    op.create_table(
        "query_steps",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("chain_seq", sa.BigInteger(), nullable=False),
        sa.Column("request_id", sa.Text(), nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("name", sa.Text(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("duration_ms", sa.Double(), nullable=False),
        sa.Column("status", sa.Text(), nullable=False),
        sa.Column("details", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        *_hash_columns_and_checks("query_steps"),
        sa.CheckConstraint("sequence >= 1", name=op.f("ck_query_steps_sequence_positive")),
        sa.CheckConstraint(
            "duration_ms >= 0", name=op.f("ck_query_steps_duration_ms_not_negative")
        ),
        sa.CheckConstraint(
            "status IN ('ok', 'failed', 'rejected', 'fallback')",
            name=op.f("ck_query_steps_status_known"),
        ),
        sa.ForeignKeyConstraint(
            ["request_id"],
            ["queries_log.request_id"],
            name=op.f("fk_query_steps_request_id_queries_log"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_query_steps")),
        sa.UniqueConstraint(
            "request_id", "sequence", name=op.f("uq_query_steps_request_id_sequence")
        ),
    )
    op.create_table(
        "audit_reads",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("chain_seq", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("reader_key_id", sa.Text(), nullable=True),
        sa.Column("reader_role", sa.Text(), nullable=False),
        sa.Column("client_address", sa.Text(), nullable=True),
        sa.Column("action", sa.Text(), nullable=False),
        sa.Column("target_request_id", sa.Text(), nullable=True),
        sa.Column("filters", postgresql.JSONB(astext_type=sa.Text()), nullable=True),
        *_hash_columns_and_checks("audit_reads"),
        sa.CheckConstraint(
            "action IN ('list', 'get', 'export', 'verify')",
            name=op.f("ck_audit_reads_action_known"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_reads")),
    )
    op.create_index(op.f("ix_audit_reads_created_at"), "audit_reads", ["created_at"])
    op.create_index(op.f("ix_audit_reads_target_request_id"), "audit_reads", ["target_request_id"])
    # Admin changes (the pipeline switch): who set what, when. The latest row for a setting is
    # its value in force, so the log is also the store and cannot disagree with it.
    op.create_table(
        "admin_events",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("chain_seq", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("actor_key_id", sa.Text(), nullable=True),
        sa.Column("actor_role", sa.Text(), nullable=False),
        sa.Column("client_address", sa.Text(), nullable=True),
        sa.Column("setting", sa.Text(), nullable=False),
        sa.Column("value", postgresql.JSONB(astext_type=sa.Text()), nullable=False),
        *_hash_columns_and_checks("admin_events"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_events")),
    )
    op.create_index(
        op.f("ix_admin_events_setting_chain_seq"), "admin_events", ["setting", "chain_seq"]
    )


def _create_triggers() -> None:
    op.execute(
        """
        CREATE FUNCTION audit_reject_change() RETURNS trigger
        LANGUAGE plpgsql AS $$
        BEGIN
            RAISE EXCEPTION USING
                MESSAGE = 'audit table ' || TG_TABLE_NAME || ' is append-only: '
                          || TG_OP || ' refused',
                HINT = 'audit rows are never changed or deleted (retention policy)';
        END;
        $$
        """
    )
    for table in AUDIT_TABLES:
        op.execute(
            f"CREATE TRIGGER {table}_append_only "
            f"BEFORE UPDATE OR DELETE OR TRUNCATE ON {table} "
            "FOR EACH STATEMENT EXECUTE FUNCTION audit_reject_change()"
        )
        op.execute(f"ALTER TABLE {table} ENABLE ALWAYS TRIGGER {table}_append_only")


def _create_roles() -> None:
    # One block per role: two databases of one cluster may migrate at the same moment, and a
    # concurrent CREATE ROLE shows up as duplicate_object or unique_violation.
    for role in ROLES:
        op.execute(
            f"""
            DO $$
            BEGIN
                IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = '{role}') THEN
                    CREATE ROLE {role} NOLOGIN;
                END IF;
            EXCEPTION
                WHEN duplicate_object OR unique_violation THEN NULL;
                WHEN insufficient_privilege THEN
                    RAISE EXCEPTION 'migration 0004 needs the role {role}'
                        USING HINT = 'migrate as a role with CREATEROLE, or have a DBA run '
                                     'CREATE ROLE {role} NOLOGIN first';
            END
            $$
            """
        )


def _grant() -> None:
    audit = ", ".join(AUDIT_TABLES)
    store = ", ".join(STORE_TABLES)
    op.execute(
        """
        DO $$
        BEGIN
            EXECUTE 'GRANT USAGE ON SCHEMA ' || quote_ident(current_schema())
                    || ' TO clinrag_service, clinrag_auditor';
        END
        $$
        """
    )
    op.execute(f"GRANT SELECT, INSERT ON {audit} TO clinrag_service")
    op.execute(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {store} TO clinrag_service")
    op.execute("GRANT SELECT ON alembic_version TO clinrag_service, clinrag_auditor")
    op.execute(f"GRANT SELECT ON {audit} TO clinrag_auditor")
    op.execute("GRANT INSERT ON audit_reads TO clinrag_auditor")
    # Identity columns draw from their sequences without a grant; USAGE states the intent.
    for table in (*AUDIT_TABLES, "documents", "chunks"):
        op.execute(
            f"""
            DO $$
            BEGIN
                EXECUTE 'GRANT USAGE ON SEQUENCE ' || pg_get_serial_sequence('{table}', 'id')
                        || ' TO clinrag_service';
            END
            $$
            """
        )


def upgrade() -> None:
    _create_tables()
    _create_triggers()
    _create_roles()
    _grant()


def downgrade() -> None:
    # Dropping the tables would destroy the audit trail: refuse while it holds anything.
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM queries_log) OR EXISTS (SELECT FROM query_steps)
               OR EXISTS (SELECT FROM audit_reads) OR EXISTS (SELECT FROM admin_events) THEN
                RAISE EXCEPTION 'refusing to downgrade below 0004: the audit tables hold rows'
                    USING HINT = 'audit rows are kept for the retention period; a DBA who '
                                 'must remove them drops the tables by hand';
            END IF;
        END
        $$
        """
    )
    # The roles are cluster-wide and may hold rights in other databases: they stay; their
    # rights in this database go.
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'clinrag_service') THEN
                REVOKE ALL ON documents, chunks, corpus_state, alembic_version
                    FROM clinrag_service;
                EXECUTE 'REVOKE ALL ON ALL SEQUENCES IN SCHEMA '
                        || quote_ident(current_schema()) || ' FROM clinrag_service';
                EXECUTE 'REVOKE USAGE ON SCHEMA ' || quote_ident(current_schema())
                        || ' FROM clinrag_service';
            END IF;
            IF EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'clinrag_auditor') THEN
                REVOKE ALL ON alembic_version FROM clinrag_auditor;
                EXECUTE 'REVOKE USAGE ON SCHEMA ' || quote_ident(current_schema())
                        || ' FROM clinrag_auditor';
            END IF;
        END
        $$
        """
    )
    op.drop_table("admin_events")
    op.drop_table("audit_reads")
    op.drop_table("query_steps")
    op.drop_table("queries_log")
    op.execute("DROP FUNCTION audit_reject_change()")
