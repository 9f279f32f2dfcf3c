"""`clinrag audit verify`: the hash chain of the audit log, checked end to end."""

from __future__ import annotations

import asyncio

from clinrag.commands.console import EXIT_SOME_FAILED
from clinrag.settings import Settings


async def audit_verify(settings: Settings) -> int:
    """Exit status 0 when the whole chain holds, 1 naming the first row that does not."""
    from clinrag.audit.reader import AuditReader
    from clinrag.audit.records import Reader
    from clinrag.audit.writer import AuditLog
    from clinrag.db import create_async_db_engine, resolve_database_url

    url = await asyncio.to_thread(resolve_database_url, settings)
    engine = create_async_db_engine(url, settings.database)
    try:
        reader = AuditReader(engine, AuditLog(engine, settings.audit), settings.audit)
        result = await reader.verify(Reader(key_id=None, role="cli"))
    finally:
        await engine.dispose()
    if result.first_broken is None:
        print(f"audit chain ok: {result.rows_checked} rows")
        if result.head_hash is not None:
            print(f"head: chain_seq {result.head_seq} row_hash {result.head_hash}")
        return 0
    broken = result.first_broken
    print(
        f"audit chain broken at {broken.table} id={broken.id} request_id={broken.request_id}: "
        f"{result.reason} does not match (after {result.rows_checked - 1} good rows)"
    )
    return EXIT_SOME_FAILED
