"""``clinrag audit document ID``: compliance's two questions about a document, printed (the
reads recorded as the API's are, with the reader ``cli``)."""

from __future__ import annotations

from datetime import UTC, datetime

from clinrag.audit.document_access import DocumentAccessReader
from clinrag.audit.records import Reader
from clinrag.audit.writer import AuditLog
from clinrag.evaluation.store import open_store
from clinrag.settings import Settings

EXIT_NOT_FOUND = 1


def _utc(moment: datetime | None) -> str:
    return "now" if moment is None else f"{moment.astimezone(UTC):%Y-%m-%d %H:%M:%S}"


async def audit_document(settings: Settings, document_id: int) -> int:
    """Exit status 1 when no document has that id."""
    cli = Reader(key_id=None, role="cli")
    async with open_store(settings) as engine:
        reader = DocumentAccessReader(engine, AuditLog(engine, settings.audit))
        access = await reader.access(cli, document_id)
        if access is None:
            print(f"no document has the id {document_id}")
            return EXIT_NOT_FOUND
        citing = await reader.citations(cli, document_id)
    print(f"document {document_id}: access label {access.access_label}")
    print("label history (UTC):")
    for period in access.history:
        print(f"  {period.label:<24}{_utc(period.since)} .. {_utc(period.until)}")
    print("keys that may read it now:")
    for key in access.keys_now:
        state = "active" if key.active else "revoked"
        print(f"  {key.key_id:<14}{key.role:<12}{state:<9}{','.join(key.access_labels)}")
    print("recorded requests that ran under its label while it held it (could have seen it):")
    for seen in access.requests:
        print(
            f"  {seen.key_id or '-':<14}{seen.requests:>6} requests  "
            f"{_utc(seen.first)} .. {_utc(seen.last)}"
        )
    print(f"answers that cited it: {len(citing)}")
    for cited in citing:
        where = (
            f"  thread {cited.conversation_id} turn {cited.turn}" if cited.conversation_id else ""
        )
        print(
            f"  {cited.request_id}  {_utc(cited.created_at)}  {cited.actor_key_id or '-'}  "
            f"{cited.outcome}{where}"
        )
    return 0
