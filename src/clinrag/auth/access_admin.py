"""Changing who may read what: a key's access labels, a document's label. Each change is an
``admin_events`` row of the audit chain, written in the change's own transaction
(``AuditLog.record_admin_change``): no record, no change.

Every process sees a change from its next request on:

- a key's labels: the change sends the revocation ``NOTIFY`` for that key
  (``clinrag.auth.revocations``), so every process's key cache drops it and reads the new
  labels (from the request after the notification arrives, milliseconds after the commit);
  a process whose listener is down does not use its cache at all (fail closed).
- a document's label: triggers copy it onto its chunks and bump the corpus generation
  (migration 0011). Both retrievers read the chunk's label in SQL on every request (the vector
  search, and the rows of every candidate), so a document taken out of a scope is gone from the
  next request; one put into a scope reaches the lexical retriever of another process at its
  next sync (``retrieval.lexical_sync_interval_seconds``), the vector retriever at once.
"""

from __future__ import annotations

from typing import Any, Final, Literal

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncConnection

from clinrag.audit.records import Reader
from clinrag.audit.writer import AuditLog
from clinrag.auth.keys import KeyStore
from clinrag.auth.revocations import announce_revocation
from clinrag.auth.roles import Role
from clinrag.auth.tables import ApiKey
from clinrag.errors import NotFound
from clinrag.retrieval.access import check_label
from clinrag.retrieval.tables import Document

KEY_ACCESS: Final = "key_access"
"""``admin_events.setting`` of a key's labels: ``{"key_id", "action", "labels",
"access_labels"}`` (the labels named, and the key's labels after the change)."""
DOCUMENT_ACCESS: Final = "document_access"
"""``admin_events.setting`` of a document's label: ``{"document_id", "previous",
"access_label"}`` (by id: a source is a path or a title, which the log does not keep)."""

Action = Literal["create", "grant", "revoke"]


class KeyNotFound(NotFound):
    code = "key_not_found"


class DocumentNotFound(NotFound):
    code = "document_not_found"


class AccessAdmin:
    def __init__(self, audit: AuditLog) -> None:
        self._audit = audit

    async def create_key(
        self, actor: Reader, role: Role, label: str | None, labels: tuple[str, ...]
    ) -> tuple[str, str]:
        """A new key and its first ``key_access`` event in one transaction: no key exists
        without the record of its labels. ``(key_id, plaintext_key)``; the plaintext is never
        in the event."""
        created: list[tuple[str, str]] = []

        async def change(conn: AsyncConnection) -> dict[str, Any]:
            created.append(await KeyStore.insert(conn, role, label, labels))
            named = sorted({check_label(a) for a in labels})
            return {
                "key_id": created[-1][0],
                "action": "create",
                "labels": named,
                "access_labels": named,
            }

        await self._audit.record_admin_change(actor, KEY_ACCESS, change)
        return created[-1]

    async def grant(self, actor: Reader, key_id: str, labels: tuple[str, ...]) -> list[str]:
        """Add ``labels`` to an active key's; its labels afterwards."""
        return await self._change_key(actor, key_id, "grant", labels)

    async def revoke(self, actor: Reader, key_id: str, labels: tuple[str, ...]) -> list[str]:
        """Take ``labels`` from an active key's (it may end with none: it then reads nothing);
        its labels afterwards."""
        return await self._change_key(actor, key_id, "revoke", labels)

    async def _change_key(
        self, actor: Reader, key_id: str, action: Action, labels: tuple[str, ...]
    ) -> list[str]:
        named = sorted({check_label(label) for label in labels})

        async def change(conn: AsyncConnection) -> dict[str, Any]:
            held = await conn.scalar(
                select(ApiKey.access_labels)
                .where(ApiKey.key_id == key_id, ApiKey.revoked_at.is_(None))
                .with_for_update()
            )
            if held is None:
                raise KeyNotFound("no active key has that id")
            after = sorted(set(held) | set(named) if action == "grant" else set(held) - set(named))
            await conn.execute(
                update(ApiKey).where(ApiKey.key_id == key_id).values(access_labels=after)
            )
            await announce_revocation(conn, key_id)  # every process drops its cached entry
            return {"key_id": key_id, "action": action, "labels": named, "access_labels": after}

        value = await self._audit.record_admin_change(actor, KEY_ACCESS, change)
        return list(value["access_labels"])

    async def label_document(self, actor: Reader, source: str, label: str) -> dict[str, Any]:
        """Give the document stored as ``source`` the label ``label``; the event's value."""
        label = check_label(label)

        async def change(conn: AsyncConnection) -> dict[str, Any]:
            found = (
                await conn.execute(
                    select(Document.id, Document.access_label)
                    .where(Document.source == source)
                    .with_for_update()
                )
            ).first()
            if found is None:
                raise DocumentNotFound("no document is stored under that source")
            await conn.execute(
                update(Document).where(Document.id == found.id).values(access_label=label)
            )
            return {
                "document_id": found.id,
                "previous": found.access_label,
                "access_label": label,
            }

        value: dict[str, Any] = await self._audit.record_admin_change(
            actor, DOCUMENT_ACCESS, change
        )
        return value
