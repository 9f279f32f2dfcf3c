"""Audit vocabulary for requests cut short, and reads tied to their request.

- ``queries_log.outcome`` also accepts ``client_disconnected`` (the client went away before
  its answer; the record holds the steps done so far) and ``overloaded`` (the model queue was
  full: 503 with ``Retry-After``).
- ``query_steps.status`` also accepts ``cancelled`` (the request was abandoned while the step
  ran) and ``timeout`` (the request's deadline, or the model call's own, cut the step).
- ``audit_reads`` gets ``request_id`` (the API request that did the read; NULL from the CLI
  or from a direct database reader) with an index, and ``found`` (for ``get``: whether the
  request id had a record; NULL for the other actions); ``action`` also accepts ``pipeline``
  (an admin read the pipeline switch, which is stored in ``admin_events``).

The new columns are NULL on every row written before this revision, and the hash chain
hashes them only when they are set (``clinrag.audit.chain``), so those rows still verify.
The grants of 0004 are table-wide: ``clinrag_service`` and ``clinrag_auditor`` may insert the
new columns with nothing more to grant.

Downgrade refuses while any row uses what this revision added: audit rows are never rewritten
or dropped by a migration.

Revision ID: 0006
Revises: 0005
Create Date: 2026-11-24
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
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
)
NEW_OUTCOMES = ("client_disconnected", "overloaded")
OLD_STATUSES = ("ok", "failed", "rejected", "fallback")
NEW_STATUSES = ("cancelled", "timeout")
OLD_ACTIONS = ("list", "get", "export", "verify")
NEW_ACTIONS = ("pipeline",)


def _one_of(column: str, values: Sequence[str]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


def _replace_check(table: str, name: str, column: str, values: Sequence[str]) -> None:
    constraint = op.f(f"ck_{table}_{name}")
    op.drop_constraint(constraint, table, type_="check")
    op.create_check_constraint(constraint, table, _one_of(column, values))


def upgrade() -> None:
    _replace_check("queries_log", "outcome_known", "outcome", OLD_OUTCOMES + NEW_OUTCOMES)
    _replace_check("query_steps", "status_known", "status", OLD_STATUSES + NEW_STATUSES)
    _replace_check("audit_reads", "action_known", "action", OLD_ACTIONS + NEW_ACTIONS)
    op.add_column("audit_reads", sa.Column("request_id", sa.Text(), nullable=True))
    op.add_column("audit_reads", sa.Column("found", sa.Boolean(), nullable=True))
    op.create_index(op.f("ix_audit_reads_request_id"), "audit_reads", ["request_id"])


def downgrade() -> None:
    op.execute(
        """
        DO $$
        BEGIN
            IF EXISTS (SELECT FROM queries_log
                       WHERE outcome IN ('client_disconnected', 'overloaded'))
               OR EXISTS (SELECT FROM query_steps WHERE status IN ('cancelled', 'timeout'))
               OR EXISTS (SELECT FROM audit_reads WHERE action = 'pipeline'
                          OR request_id IS NOT NULL OR audit_reads.found IS NOT NULL) THEN
                RAISE EXCEPTION 'refusing to downgrade below 0006: audit rows use its values'
                    USING HINT = 'audit rows are kept for the retention period; a DBA who '
                                 'must remove them does it by hand';
            END IF;
        END
        $$
        """
    )
    op.drop_index(op.f("ix_audit_reads_request_id"), table_name="audit_reads")
    op.drop_column("audit_reads", "found")
    op.drop_column("audit_reads", "request_id")
    _replace_check("audit_reads", "action_known", "action", OLD_ACTIONS)
    _replace_check("query_steps", "status_known", "status", OLD_STATUSES)
    _replace_check("queries_log", "outcome_known", "outcome", OLD_OUTCOMES)
