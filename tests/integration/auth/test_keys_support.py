"""Helpers shared by the API key and rate-limit tests: a migrated database of their own, and a
login role holding nothing but membership of ``clinrag_service``, like a deployment's.

Keys and windows are committed rows, so these tests cannot use the rolled-back session; a
database per module keeps them out of the run's shared database.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
from psycopg import sql
from sqlalchemy import text
from sqlalchemy.engine import URL

from clinrag import schema
from clinrag.db import create_sync_engine
from clinrag.setting_groups.service import DatabaseSettings

SERVICE_LOGIN = "clinrag_test_keys_app"
_names = itertools.count(1)


def _admin(url: URL) -> str:
    return psycopg.conninfo.make_conninfo(
        host=url.query["host"], user="postgres", dbname="postgres"
    )


@contextmanager
def migrated_database(database_url: URL) -> Iterator[URL]:
    """A fresh database on the test cluster, migrated to head, dropped afterwards."""
    name = f"clinrag_keys_{os.getpid()}_{next(_names)}"
    with psycopg.connect(_admin(database_url), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    url = database_url.set(database=name)
    engine = create_sync_engine(url, DatabaseSettings())
    try:
        schema.upgrade(engine)
        with engine.begin() as conn:
            exists = conn.scalar(
                text("SELECT 1 FROM pg_roles WHERE rolname = :n"), {"n": SERVICE_LOGIN}
            )
            if not exists:
                conn.execute(text(f"CREATE ROLE {SERVICE_LOGIN} LOGIN"))
            conn.execute(text(f"GRANT clinrag_service TO {SERVICE_LOGIN}"))
    finally:
        engine.dispose()
    try:
        yield url
    finally:
        with psycopg.connect(_admin(database_url), autocommit=True) as conn:
            conn.execute(sql.SQL("DROP DATABASE {} WITH (FORCE)").format(sql.Identifier(name)))
