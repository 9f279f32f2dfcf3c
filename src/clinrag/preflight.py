"""Start-up checks that turn the usual deployment mistakes into one line naming problem and fix.

``clinrag serve`` runs them before it binds the port, so a refused start prints
``clinrag: error: <what> : <fix>`` and exits with status 2 instead of a traceback.
"""

from __future__ import annotations

import errno
import socket

from sqlalchemy import text
from sqlalchemy.engine import URL, Engine
from sqlalchemy.exc import DBAPIError

from clinrag import schema
from clinrag.db import create_sync_engine, describe_url, resolve_database_url
from clinrag.errors import StartupError
from clinrag.settings import Settings

REQUIRED_EXTENSION = "vector"


def check_port_free(host: str, port: int) -> None:
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind((host, port))
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                raise StartupError(
                    f"port {port} on {host} is already in use: stop the process that holds it "
                    "or choose another port with CLINRAG_SERVER__PORT"
                ) from exc
            raise StartupError(
                f"cannot listen on {host}:{port} ({exc.strerror}): "
                "set CLINRAG_SERVER__HOST to an address of this machine"
            ) from exc


def check_database(engine: Engine, url: URL, extension: str = REQUIRED_EXTENSION) -> None:
    """The database answers, and ``extension`` is installed or installable by our role."""
    where = describe_url(url)
    try:
        with engine.connect() as conn:
            installed = conn.execute(
                text("SELECT 1 FROM pg_extension WHERE extname = :name"), {"name": extension}
            ).first()
            if installed:
                return
            available = conn.execute(
                text("SELECT 1 FROM pg_available_extensions WHERE name = :name"),
                {"name": extension},
            ).first()
            superuser = conn.execute(
                text("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")
            ).scalar_one()
    except DBAPIError as exc:
        reason = str(exc.orig).strip().splitlines()[0] if exc.orig else type(exc).__name__
        raise StartupError(
            f"cannot connect to PostgreSQL at {where} ({reason}): start the database or fix "
            "CLINRAG_DATABASE_URL (unset it to use the embedded PostgreSQL)"
        ) from exc
    if not available:
        raise StartupError(
            f"the PostgreSQL at {where} has no {extension!r} extension (pgvector): install "
            "pgvector on that server (e.g. the pgvector/pgvector image), or unset "
            "CLINRAG_DATABASE_URL to use the embedded PostgreSQL"
        )
    if not superuser:
        raise StartupError(
            f"extension {extension!r} is not installed in {where} and this role may not "
            f"create it: run `CREATE EXTENSION {extension};` there as a superuser"
        )


def check_schema_current(engine: Engine, url: URL) -> None:
    """Used when migrations are not applied on start: the schema must already be at head."""
    with engine.connect() as conn:
        current = schema.current_revision(conn)
    head = schema.head_revision()
    if current != head:
        raise StartupError(
            f"the database at {describe_url(url)} is at schema revision {current or 'none'}, "
            f"this release needs {head}: run `clinrag migrate`"
        )


def prepare_database(settings: Settings) -> URL:
    """Resolve the database (starting the embedded one if configured), check it, migrate it."""
    url = resolve_database_url(settings)
    engine = create_sync_engine(url, settings.database)
    try:
        check_database(engine, url)
        if not settings.database.migrate_on_start:
            check_schema_current(engine, url)
            return url
        try:
            schema.upgrade(engine)
        except DBAPIError as exc:
            reason = str(exc.orig).strip().splitlines()[0] if exc.orig else type(exc).__name__
            raise StartupError(
                f"migrating the database at {describe_url(url)} failed ({reason}): "
                "fix the cause and run `clinrag migrate`"
            ) from exc
    finally:
        engine.dispose()
    return url
