"""``clinrag keys ...`` and ``clinrag documents set-access``: API keys, and who may read what.

Changes of access (a key's labels, a document's label) are admin events of the audit chain,
written in the change's own transaction (``clinrag.auth.access_admin``), with the actor
``cli``. Running servers apply them from their next request (key: LISTEN/NOTIFY; document: the
label is read in SQL by every retrieval). ``clinrag audit document ID`` answers compliance's
two questions about a document (``clinrag.audit.document_access``), the read recorded.
"""

from __future__ import annotations

import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.audit.records import Reader
from clinrag.audit.writer import AuditLog
from clinrag.auth.access_admin import AccessAdmin
from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Role
from clinrag.errors import InputRejected, NotFound
from clinrag.evaluation.store import open_store
from clinrag.retrieval.access import PUBLIC, parse_labels
from clinrag.settings import Settings

EXIT_NOT_DONE = 1
EXIT_BAD_ARGUMENT = 2
CLI = Reader(key_id=None, role="cli")


def _say(message: str) -> None:
    print(f"clinrag: {message}", file=sys.stderr, flush=True)


def _utc(moment: datetime | None) -> str:
    return "-" if moment is None else f"{moment.astimezone(UTC):%Y-%m-%d %H:%M:%S}"


@asynccontextmanager
async def _admin(settings: Settings) -> AsyncIterator[tuple[AsyncEngine, AccessAdmin]]:
    async with open_store(settings) as engine:
        yield engine, AccessAdmin(AuditLog(engine, settings.audit))


async def keys_create(
    settings: Settings, *, role: str, label: str | None, access: str = PUBLIC
) -> int:
    """The key goes alone to stdout (``KEY=$(clinrag keys create ...)`` works); the notice
    that it cannot be shown again, and its public id, go to stderr. Exit status 2 for a bad
    label or access label, like any refused argument. The key's labels are its first
    ``key_access`` admin event; the key and that event commit in one transaction, or neither
    does."""
    try:
        labels = parse_labels(access)
    except InputRejected as exc:
        _say(f"error: {exc.detail}")
        return EXIT_BAD_ARGUMENT
    async with _admin(settings) as (_, admin):
        try:
            key_id, key = await admin.create_key(CLI, Role(role), label, labels)
        except InputRejected as exc:
            _say(f"error: {exc.detail}")
            return EXIT_BAD_ARGUMENT
    _say(
        f"created {role} key {key_id} reading {','.join(sorted(labels))}; "
        "store it now: it is kept hashed, never shown again"
    )
    print(key, flush=True)
    return 0


async def keys_list(settings: Settings) -> None:
    async with open_store(settings) as engine:
        keys = await KeyStore(engine, cache_seconds=0).list()
    if not keys:
        print("no API keys: create one with `clinrag keys create --role ROLE`")
        return
    print(
        f"{'key id':<14}{'role':<12}{'created (UTC)':<21}{'revoked (UTC)':<21}{'access':<24}label"
    )
    for key in keys:
        print(
            f"{key.key_id:<14}{key.role:<12}{_utc(key.created_at):<21}{_utc(key.revoked_at):<21}"
            f"{','.join(key.access_labels) or '(none)':<24}{key.label or ''}"
        )


async def keys_revoke(settings: Settings, key_id: str) -> int:
    """Exit status 0 when the key was active and is now revoked, 1 when no active key has
    that id. Running servers refuse it from their next request (PostgreSQL LISTEN/NOTIFY)."""
    async with open_store(settings) as engine:
        revoked = await KeyStore(engine, cache_seconds=0).revoke(key_id)
    if not revoked:
        _say(f"no active key has the id {key_id!r}")
        return EXIT_NOT_DONE
    print(f"revoked {key_id}; running servers refuse it from their next request")
    return 0


async def keys_change_access(settings: Settings, key_id: str, access: str, *, grant: bool) -> int:
    """``grant-access`` / ``revoke-access``: exit 1 when no active key has that id, 2 for a
    malformed label."""
    try:
        labels = parse_labels(access)
    except InputRejected as exc:
        _say(f"error: {exc.detail}")
        return EXIT_BAD_ARGUMENT
    async with _admin(settings) as (_, admin):
        change = admin.grant if grant else admin.revoke
        try:
            after = await change(CLI, key_id, labels)
        except NotFound:
            _say(f"no active key has the id {key_id!r}")
            return EXIT_NOT_DONE
    print(
        f"{key_id} now reads {','.join(after) or 'nothing'}; "
        "running servers apply it from the key's next request"
    )
    return 0


async def documents_set_access(settings: Settings, source: str, label: str) -> int:
    """Exit 1 when no document is stored under ``source``, 2 for a malformed label."""
    try:
        (label,) = parse_labels(label)
    except (InputRejected, ValueError):
        _say("error: give exactly one well-formed access label")
        return EXIT_BAD_ARGUMENT
    async with _admin(settings) as (_, admin):
        try:
            event = await admin.label_document(CLI, source, label)
        except NotFound:
            _say("no document is stored under that source")
            return EXIT_NOT_DONE
    print(
        f"document {event['document_id']}: {event['previous']} -> {event['access_label']}; "
        "running servers apply it from their next request"
    )
    return 0
