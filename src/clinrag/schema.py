"""Applying and inspecting the Alembic migrations from code (the service, the CLI, the tests).

Several server processes may start at once against one database: migrations run under a
PostgreSQL advisory lock, so exactly one of them migrates and the others wait, then find
nothing to do.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import func, select
from sqlalchemy.engine import Connection, Engine

from clinrag.shipped_data import MIGRATIONS_DIR

# Any constant will do, as long as nothing else in the database uses it for a lock.
_MIGRATION_LOCK_KEY = 0x636C696E726167  # "clinrag"


def alembic_config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


@cache
def head_revision() -> str:
    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    if head is None:
        raise RuntimeError(f"no migrations found in {MIGRATIONS_DIR}")
    return head


def current_revision(connection: Connection) -> str | None:
    return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    _run_locked(engine, lambda config: command.upgrade(config, revision))


def downgrade(engine: Engine, revision: str) -> None:
    _run_locked(engine, lambda config: command.downgrade(config, revision))


def _run_locked(engine: Engine, migrate: Callable[[Config], None]) -> None:
    with engine.connect() as connection:
        connection.execute(select(func.pg_advisory_lock(_MIGRATION_LOCK_KEY)))
        try:
            config = alembic_config()
            config.attributes["connection"] = connection
            migrate(config)
            connection.commit()
        finally:
            connection.rollback()
            connection.execute(select(func.pg_advisory_unlock(_MIGRATION_LOCK_KEY)))
            connection.commit()
