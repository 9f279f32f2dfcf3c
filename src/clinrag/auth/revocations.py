"""Key revocations heard in every process: PostgreSQL ``LISTEN``/``NOTIFY``.

``KeyStore.revoke`` sends ``NOTIFY clinrag_api_keys, '<key id>'`` in the transaction that
revokes the key, so every listening session receives it when (and only if) that transaction
commits. ``RevocationListener`` keeps one connection ``LISTEN``ing on the channel and reports
what it hears through one callback: a key id (evict that key), or None (the connection was made
or lost: anything cached may be stale). ``listening`` is true only while the connection is up
and listening; the key store trusts its cache only then (fail closed). A lost connection is
retried with backoff (``reconnect_seconds``: first and longest wait); a quiet one is checked
every ``heartbeat_seconds``.

The connection is a plain libpq connection (``application_name`` ``clinrag-key-listener``) to
the engine's database, with the engine's credentials. A pooler in transaction mode does not
carry ``LISTEN``: point the service at PostgreSQL or at a session-mode pool.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Final

import psycopg
import structlog
from psycopg import sql
from sqlalchemy import func, select
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncConnection

CHANNEL: Final = "clinrag_api_keys"
"""The ``NOTIFY`` channel of revocations; the payload is the key id."""
APPLICATION_NAME: Final = "clinrag-key-listener"

log = structlog.get_logger(__name__)

Heard = Callable[[str | None], None]
"""A revoked key id, or None when the connection was made or lost."""


async def announce_revocation(conn: AsyncConnection, key_id: str) -> None:
    """Inside the transaction that revokes ``key_id``: delivered to every listener at commit."""
    await conn.execute(select(func.pg_notify(CHANNEL, key_id)))


def libpq_conninfo(url: URL) -> str:
    """The SQLAlchemy URL as a libpq URI (the driver name dropped; a ``host`` query
    parameter, such as the embedded server's socket directory, kept)."""
    return url.set(drivername="postgresql").render_as_string(hide_password=False)


class RevocationListener:
    def __init__(
        self,
        conninfo: str,
        heard: Heard,
        *,
        reconnect_seconds: tuple[float, float] = (0.1, 5.0),
        heartbeat_seconds: float = 10.0,
    ) -> None:
        self._conninfo = conninfo
        self._heard = heard
        self._reconnect = reconnect_seconds
        self._heartbeat = heartbeat_seconds
        self._task: asyncio.Task[None] | None = None
        self._listening = False

    @property
    def listening(self) -> bool:
        return self._listening

    def start(self) -> None:
        """Start listening in the running loop, unless already started (restarts after a
        crash, which is logged)."""
        if self._task is not None and not self._task.done():
            return
        if self._task is not None and not self._task.cancelled():
            failure = self._task.exception()
            if failure is not None:
                log.error("auth.key_listener_failed", error=type(failure).__name__)
        self._task = asyncio.get_running_loop().create_task(self._run(), name="api-key-revocations")

    def stop(self) -> None:
        """Stop listening (the connection closes as the task unwinds)."""
        task, self._task = self._task, None
        self._lost()
        if task is not None:
            task.cancel()

    async def aclose(self) -> None:
        task = self._task
        self.stop()
        if task is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def _lost(self) -> None:
        self._listening = False
        self._heard(None)

    async def _run(self) -> None:
        delay, longest = self._reconnect
        while True:
            try:
                await self._listen()
            except (psycopg.Error, OSError, TimeoutError) as exc:
                # A driver message may name the server; the type is enough to act on.
                log.warning("auth.key_listener_lost", error=type(exc).__name__, retry_in=delay)
            finally:
                self._lost()
            await asyncio.sleep(delay)
            delay = min(longest, delay * 2)

    async def _listen(self) -> None:
        conn = await psycopg.AsyncConnection.connect(
            self._conninfo,
            autocommit=True,
            application_name=APPLICATION_NAME,
            connect_timeout=max(1, round(self._heartbeat)),
        )
        try:
            await conn.execute(sql.SQL("LISTEN {}").format(sql.Identifier(CHANNEL)))
            # Notifications sent before LISTEN took effect were missed: anything cached is
            # suspect, and only from now on is the cache kept in step.
            self._heard(None)
            self._listening = True
            log.info("auth.key_listener_ready")
            while True:
                async for notification in conn.notifies(timeout=self._heartbeat):
                    self._heard(notification.payload)
                async with asyncio.timeout(self._heartbeat):
                    await conn.execute("SELECT 1")  # a quiet connection may be a dead one
        finally:
            self._listening = False
            await conn.close()
