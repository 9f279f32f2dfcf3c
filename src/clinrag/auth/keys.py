"""API keys: created once, stored hashed, checked per request (roles: ``clinrag.auth.roles``).

The key's format, and why one SHA-256 of its secret is stored: ``clinrag.auth.key_format``.

Successful look-ups are cached in the process for ``auth.key_cache_seconds``, and revocation
still takes effect in every process as soon as it hears of it: ``revoke`` sends a PostgreSQL
``NOTIFY`` in the transaction that revokes, and each process's ``KeyStore`` listens for it
(``clinrag.auth.revocations``); a notification evicts the key. PostgreSQL delivers it
asynchronously, milliseconds after the commit, so a request racing the delivery may still be
served from the cache; none is after it. The cache is trusted only while
that listener is connected: before it has connected and whenever it has lost its connection
(it reconnects with backoff), every look-up goes to the database (fail closed), and a look-up
that overlapped a notification or a reconnection is not cached. The listener starts with the
first ``authenticate`` and stops with ``aclose()`` or when the engine is disposed. Set the
cache to 0 for no cache and no listener (one indexed query per request).

A key also carries the document labels it may read (``access_labels``, ``public`` only unless
given): its ``Principal.access``, the scope every retrieval of its requests runs under. A change
of them (``clinrag.auth.access_admin``) notifies like a revocation, so every process reads the
new labels from its next request on.
"""

from __future__ import annotations

import builtins
import hmac
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Final, NamedTuple

from sqlalchemy import event, func, insert, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.auth.key_format import KEY_PREFIX, hash_secret, parse_key
from clinrag.auth.revocations import RevocationListener, announce_revocation, libpq_conninfo
from clinrag.auth.roles import Principal, Role
from clinrag.auth.tables import ApiKey
from clinrag.errors import DependencyUnavailable, InputRejected
from clinrag.retrieval.access import PUBLIC, AccessScope, check_label

_KEY_ID_BYTES = 6
_SECRET_BYTES = 32
MAX_LABEL_CHARS: Final = 200
# Compared against when the key id is unknown, so that path costs what a wrong secret costs.
_NO_HASH: Final = "0" * 64


@dataclass(frozen=True, kw_only=True)
class KeyInfo:
    """A key as ``list`` shows it: everything but the secret and its hash."""

    key_id: str
    role: Role
    label: str | None
    created_at: datetime
    revoked_at: datetime | None
    access_labels: tuple[str, ...]

    @property
    def active(self) -> bool:
        return self.revoked_at is None


def _clean_label(label: str | None) -> str | None:
    if label is None or not label.strip():
        return None
    label = label.strip()
    if len(label) > MAX_LABEL_CHARS or not label.isprintable():
        raise InputRejected(
            f"a key label is at most {MAX_LABEL_CHARS} printable characters on one line",
            code="invalid_label",
        )
    return label


class _Cached(NamedTuple):
    secret_hash: str
    role: Role
    access: AccessScope
    expires_at: float


class KeyStore:
    """API keys in the ``api_keys`` table, with a short cache of successful look-ups that
    revocations in any process evict (module docstring).

    Only keys that authenticated are cached, so the cache holds at most one entry per live
    key; a flood of made-up keys reaches the database (one indexed look-up each) but never
    grows memory.
    """

    def __init__(
        self,
        engine: AsyncEngine,
        *,
        cache_seconds: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
        reconnect_seconds: tuple[float, float] = (0.1, 5.0),
        heartbeat_seconds: float = 10.0,
    ) -> None:
        """``reconnect_seconds``, ``heartbeat_seconds``: see ``RevocationListener``."""
        self._engine = engine
        self._cache_seconds = cache_seconds
        self._clock = clock
        self._cache: dict[str, _Cached] = {}
        self._generation = 0
        """Moves whenever the listener hears something: a look-up that saw it move is not
        cached (it may have read the key before its revocation)."""
        self._closed = False
        self._revocations = RevocationListener(
            libpq_conninfo(engine.url),
            self._heard,
            reconnect_seconds=reconnect_seconds,
            heartbeat_seconds=heartbeat_seconds,
        )
        if cache_seconds > 0:
            event.listen(engine.sync_engine, "engine_disposed", self._on_engine_disposed)

    @property
    def listening(self) -> bool:
        """Revocations made by other processes are heard now, so the cache is in use."""
        return self._revocations.listening

    async def create(
        self, role: Role, label: str | None = None, access: tuple[str, ...] = (PUBLIC,)
    ) -> tuple[str, str]:
        """A new key reading documents labelled ``access``: ``(key_id, plaintext_key)``. The
        plaintext exists only in the result."""
        try:
            async with self._engine.begin() as conn:
                return await self.insert(conn, role, label, access)
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc

    @staticmethod
    async def insert(
        conn: AsyncConnection,
        role: Role,
        label: str | None = None,
        access: tuple[str, ...] = (PUBLIC,),
    ) -> tuple[str, str]:
        """``create`` inside the caller's transaction, so a key can commit with its audit event
        or not at all (``AccessAdmin.create_key``)."""
        role = Role(role)
        label = _clean_label(label)
        labels = sorted({check_label(a) for a in access})
        for _ in range(3):  # a 48-bit key id collides about never; retry rather than fail
            key_id = secrets.token_hex(_KEY_ID_BYTES)
            secret = secrets.token_urlsafe(_SECRET_BYTES)
            row = {
                "key_id": key_id,
                "secret_hash": hash_secret(secret),
                "role": role.value,
                "label": label,
                "access_labels": labels,
            }
            try:
                async with conn.begin_nested():  # a collision undoes this insert only
                    await conn.execute(insert(ApiKey), row)
            except IntegrityError:
                continue
            return key_id, f"{KEY_PREFIX}_{key_id}_{secret}"
        raise DependencyUnavailable("could not allocate a unique key id", code="auth_unavailable")

    async def authenticate(self, presented: str) -> Principal | None:
        """The caller behind ``presented``, or None when it is malformed, unknown, wrong or
        revoked. Raises ``DependencyUnavailable`` (503) when the database cannot answer:
        an outage is not the caller's fault, so it is not a 401."""
        parsed = parse_key(presented)
        if parsed is None:
            return None
        presented_hash = hash_secret(parsed.secret)
        if self._cache_seconds > 0 and not self._closed:
            self._revocations.start()
        generation, trusted = self._generation, self.listening
        now = self._clock()
        entry = self._cache.get(parsed.key_id) if trusted else None
        from_cache = entry is not None and entry.expires_at > now
        if not from_cache:
            entry = await self._active_key(parsed.key_id, now + self._cache_seconds)
        if entry is None:
            hmac.compare_digest(_NO_HASH, presented_hash)
            return None
        if not hmac.compare_digest(entry.secret_hash, presented_hash):
            return None
        if not from_cache and self.listening and self._generation == generation:
            self._cache[parsed.key_id] = entry
        return Principal(key_id=parsed.key_id, role=entry.role, access=entry.access)

    async def _active_key(self, key_id: str, expires_at: float) -> _Cached | None:
        self._cache.pop(key_id, None)
        query = select(ApiKey.secret_hash, ApiKey.role, ApiKey.access_labels).where(
            ApiKey.key_id == key_id, ApiKey.revoked_at.is_(None)
        )
        try:
            async with self._engine.connect() as conn:
                found = (await conn.execute(query)).first()
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
        if found is None:
            return None
        scope = AccessScope.of(found.access_labels)
        return _Cached(found.secret_hash, Role(found.role), scope, expires_at)

    async def revoke(self, key_id: str) -> bool:
        """True when the key was active and is now revoked; False when unknown or already
        revoked. Every process refuses it once the notification reaches it (module docstring)."""
        self._heard(key_id)
        try:
            async with self._engine.begin() as conn:
                result = await conn.execute(
                    update(ApiKey)
                    .where(ApiKey.key_id == key_id, ApiKey.revoked_at.is_(None))
                    .values(revoked_at=func.now())
                    .returning(ApiKey.id)
                )
                revoked = result.first() is not None
                if revoked:  # heard by every process when this transaction commits
                    await announce_revocation(conn, key_id)
                return revoked
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc

    async def aclose(self) -> None:
        """Stop listening for revocations; the cache is no longer used."""
        self._closed = True
        await self._revocations.aclose()

    def _heard(self, key_id: str | None) -> None:
        self._generation += 1
        if key_id is None:
            self._cache.clear()
        else:
            self._cache.pop(key_id, None)

    def _on_engine_disposed(self, _engine: object) -> None:
        self._revocations.stop()  # the next authenticate starts it again, if any comes

    async def list(self) -> builtins.list[KeyInfo]:
        """Every key, oldest first, revoked ones included; never a secret or its hash."""
        query = select(
            ApiKey.key_id,
            ApiKey.role,
            ApiKey.label,
            ApiKey.created_at,
            ApiKey.revoked_at,
            ApiKey.access_labels,
        ).order_by(ApiKey.id)
        try:
            async with self._engine.connect() as conn:
                rows = (await conn.execute(query)).all()
        except SQLAlchemyError as exc:
            raise _unavailable(exc) from exc
        return [
            KeyInfo(
                key_id=r.key_id,
                role=Role(r.role),
                label=r.label,
                created_at=r.created_at,
                revoked_at=r.revoked_at,
                access_labels=tuple(r.access_labels),
            )
            for r in rows
        ]


def _unavailable(exc: SQLAlchemyError) -> DependencyUnavailable:
    # A database error's message may quote parameters (a secret hash): name its type only.
    return DependencyUnavailable(
        f"the API key store is unavailable ({type(exc).__name__})", code="auth_unavailable"
    )
