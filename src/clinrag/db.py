"""Database plumbing: the declarative base with its naming convention, URL resolution, engines.

The service talks to PostgreSQL through SQLAlchemy 2 and psycopg 3: the async engine serves
requests, the sync engine runs migrations and start-up checks. With no ``CLINRAG_DATABASE_URL``
the embedded PostgreSQL is started (see ``embedded_pg``).
"""

from __future__ import annotations

from sqlalchemy import MetaData, create_engine
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine
from sqlalchemy.orm import DeclarativeBase

from clinrag.embedded_pg import start_embedded_postgres
from clinrag.errors import StartupError
from clinrag.setting_groups.service import DatabaseSettings
from clinrag.settings import Settings

# Deterministic constraint and index names, so migrations can drop what they created.
NAMING_CONVENTION = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


_DRIVER = "postgresql+psycopg"


def parse_database_url(raw: str) -> URL:
    """Accept ``postgres://``, ``postgresql://`` and ``postgresql+psycopg://``; refuse the rest."""
    try:
        url = make_url(raw)
    except ArgumentError as exc:
        raise StartupError(
            "CLINRAG_DATABASE_URL is not a database URL: "
            "use postgresql+psycopg://USER:PASSWORD@HOST:PORT/DATABASE"
        ) from exc
    if url.drivername in ("postgres", "postgresql", "postgresql+psycopg"):
        return url.set(drivername=_DRIVER)
    raise StartupError(
        f"CLINRAG_DATABASE_URL uses {url.drivername!r}; clinrag needs PostgreSQL: "
        "use postgresql+psycopg://USER:PASSWORD@HOST:PORT/DATABASE"
    )


def resolve_database_url(settings: Settings) -> URL:
    """The configured external database, or the embedded one (started here when needed)."""
    if settings.database_url is not None:
        return parse_database_url(settings.database_url.get_secret_value())
    return start_embedded_postgres(
        settings.database.embedded_data_dir, settings.database.embedded_database
    )


def describe_url(url: URL) -> str:
    """A URL fit for logs and error messages: the password is masked."""
    return url.render_as_string(hide_password=True)


def _connect_args(settings: DatabaseSettings) -> dict[str, object]:
    # psycopg takes whole seconds; round up so a sub-second setting still bounds the wait.
    return {"connect_timeout": max(1, round(settings.connect_timeout_seconds + 0.49))}


def create_sync_engine(url: URL, settings: DatabaseSettings) -> Engine:
    """For migrations, start-up checks and the CLI: short-lived, one connection at a time."""
    return create_engine(url, pool_pre_ping=True, connect_args=_connect_args(settings))


def create_async_db_engine(url: URL, settings: DatabaseSettings) -> AsyncEngine:
    """The request path's engine: a bounded pool, checked before each use."""
    return create_async_engine(
        url,
        pool_size=settings.pool_size,
        max_overflow=settings.max_overflow,
        pool_pre_ping=True,
        connect_args=_connect_args(settings),
    )
