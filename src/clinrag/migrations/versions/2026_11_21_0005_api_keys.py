"""API keys and per-key rate-limit windows.

``api_keys``: one row per key, holding the SHA-256 of its secret, never the secret (see
``src/clinrag/auth/keys.py``). Keys are revoked (``revoked_at``), not deleted, so the audit log's
``actor_key_id`` keeps naming a known key.

``rate_windows``: one row per rate-limited key, the start of its current window and the
requests counted in it. Every server process counts in this table, so the limit holds across
processes (``src/clinrag/api/ratelimit.py``). Rows are disposable: losing one forgives a key at most
one window's requests. So the table is UNLOGGED: no WAL per request (a check costs ~0.2 ms
less), at the price of an empty table after a crash or a failover to a standby, which only
restarts every key's window.

``clinrag_service`` (created by 0004) may read, create and revoke keys, and count, reset and
prune windows; it may not delete keys.

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-21
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "api_keys",
        sa.Column("id", sa.BigInteger(), sa.Identity(always=True), nullable=False),
        sa.Column("key_id", sa.Text(), nullable=False),
        sa.Column("secret_hash", sa.Text(), nullable=False),
        sa.Column("role", sa.Text(), nullable=False),
        sa.Column("label", sa.Text(), nullable=True),
        sa.Column(
            "created_at",
            sa.DateTime(timezone=True),
            server_default=sa.func.now(),
            nullable=False,
        ),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.CheckConstraint(
            "role IN ('clinician', 'compliance', 'admin')", name=op.f("ck_api_keys_role_known")
        ),
        sa.CheckConstraint(
            "secret_hash ~ '^[0-9a-f]{64}$'", name=op.f("ck_api_keys_secret_hash_is_sha256")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_api_keys")),
        sa.UniqueConstraint("key_id", name=op.f("uq_api_keys_key_id")),
    )
    op.create_table(
        "rate_windows",
        sa.Column("key_id", sa.Text(), nullable=False),
        sa.Column("window_start", sa.DateTime(timezone=True), nullable=False),
        sa.Column("hits", sa.Integer(), nullable=False),
        sa.CheckConstraint("hits >= 1", name=op.f("ck_rate_windows_hits_positive")),
        sa.PrimaryKeyConstraint("key_id", name=op.f("pk_rate_windows")),
        prefixes=["UNLOGGED"],
    )
    op.create_index(op.f("ix_rate_windows_window_start"), "rate_windows", ["window_start"])
    op.execute("GRANT SELECT, INSERT, UPDATE ON api_keys TO clinrag_service")
    op.execute("GRANT SELECT, INSERT, UPDATE, DELETE ON rate_windows TO clinrag_service")
    # Identity columns draw from their sequences without a grant; USAGE states the intent.
    op.execute(
        """
        DO $$
        BEGIN
            EXECUTE 'GRANT USAGE ON SEQUENCE ' || pg_get_serial_sequence('api_keys', 'id')
                    || ' TO clinrag_service';
        END
        $$
        """
    )


def downgrade() -> None:
    # Dropping a table drops its grants and its identity sequence with it.
    op.drop_table("rate_windows")
    op.drop_table("api_keys")
