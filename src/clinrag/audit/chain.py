"""The hash chain over every audit row: taking the next link, and walking the chain.

One chain spans all four audit tables, in the order rows were recorded (``chain_seq`` 1, 2,
3 ...). Why one chain and not one per table: a request's query row and its step rows sit next
to each other in one order of events, so removing a request (or one of its steps) breaks the
chain at that very place, and a single walk in ``chain_seq`` order checks everything. Writers
serialize on one lock anyway, so a chain per table would buy no concurrency.

Concurrency: a writer takes ``pg_advisory_xact_lock(CHAIN_LOCK_KEY)`` first, then reads the
head (highest ``chain_seq`` and its ``row_hash``) in READ COMMITTED, so the read sees every
writer that committed before the lock was granted (PostgreSQL makes a commit visible before it
releases the transaction's locks). The lock is released at commit or rollback, so a failed
writer leaves no gap: ``chain_seq`` stays dense.

A row's hash covers its content fields, ``chain_seq`` and ``prev_hash`` (everything but the
identity ``id`` and the hash itself; a column added later only when it is set,
``HASHED_WHEN_SET``) plus the table's name, as canonical JSON (``clinrag.audit.canonical``). A
superuser who edits a row's content makes that row's hash wrong; one who also rewrites its
``row_hash`` breaks the next row's ``prev_hash``. Rows cut off the end of the chain are found
only against a head recorded elsewhere (``VerifyResult.head_hash``).
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import RowMapping, Table, func, select, union_all
from sqlalchemy.ext.asyncio import AsyncConnection

from clinrag.audit.canonical import GENESIS_HASH, row_hash
from clinrag.audit.records import BrokenRow, VerifyResult
from clinrag.audit.tables import AUDIT_TABLES

CHAIN_LOCK_KEY = 0x636C696E617564  # "clinaud"; distinct from the migration lock's key

_NOT_HASHED = frozenset({"id", "row_hash"})

HASHED_WHEN_SET: dict[str, frozenset[str]] = {
    "audit_reads": frozenset({"request_id", "found", "conversation_id"}),  # 0006, 0008
    "queries_log": frozenset({"conversation_id", "turn", "access_labels"}),  # 0008, 0011
}
"""Columns added to a table after rows were chained: hashed only when not NULL, so a row
written before the column existed keeps its hash. Setting or clearing one afterwards still
changes the row's hash (the key appears or disappears)."""

TABLES: dict[str, Table] = {table.name: table for table in AUDIT_TABLES}


def hashed_columns(table: Table) -> tuple[str, ...]:
    return tuple(c.name for c in table.columns if c.name not in _NOT_HASHED)


def hash_row(table: Table, row: Mapping[str, Any] | RowMapping) -> str:
    """The ``row_hash`` a row with these values must carry."""
    optional = HASHED_WHEN_SET.get(table.name, frozenset())
    content = {
        name: row[name]
        for name in hashed_columns(table)
        if name not in optional or row[name] is not None
    }
    return row_hash(table.name, content)


@dataclass(frozen=True)
class ChainHead:
    seq: int
    row_hash: str


async def lock_chain(conn: AsyncConnection) -> ChainHead:
    """Wait for the chain lock (held until this transaction ends), then read the head."""
    await conn.execute(select(func.pg_advisory_xact_lock(CHAIN_LOCK_KEY)))
    latest = [
        select(t.c.chain_seq, t.c.row_hash).order_by(t.c.chain_seq.desc()).limit(1).subquery()
        for t in TABLES.values()
    ]
    heads = union_all(*(select(s.c.chain_seq, s.c.row_hash) for s in latest)).subquery()
    head = (
        await conn.execute(
            select(heads.c.chain_seq, heads.c.row_hash).order_by(heads.c.chain_seq.desc()).limit(1)
        )
    ).first()
    if head is None:
        return ChainHead(0, GENESIS_HASH)
    return ChainHead(head.chain_seq, head.row_hash)


async def _rows(
    conn: AsyncConnection, table: Table, batch_size: int
) -> AsyncGenerator[RowMapping, None]:
    """The table's rows in ``chain_seq`` order, a batch at a time (keyset pagination)."""
    after = 0
    while True:
        batch = (
            (
                await conn.execute(
                    select(table)
                    .where(table.c.chain_seq > after)
                    .order_by(table.c.chain_seq)
                    .limit(batch_size)
                )
            )
            .mappings()
            .all()
        )
        for row in batch:
            yield row
        if len(batch) < batch_size:
            return
        after = batch[-1]["chain_seq"]


def _broken(table: str, row: RowMapping) -> BrokenRow:
    # An audit_reads row concerns the request it read, not the reading request.
    key = "target_request_id" if table == "audit_reads" else "request_id"
    return BrokenRow(table, row["id"], row.get(key))


async def verify_chain(conn: AsyncConnection, batch_size: int = 1000) -> VerifyResult:
    """Walk every row in ``chain_seq`` order and stop at the first that does not hold.

    Run it in one REPEATABLE READ transaction: the four tables are then read from one
    snapshot, which always holds a whole prefix of the chain (writers commit in chain order).
    """
    streams = {name: _rows(conn, table, batch_size) for name, table in TABLES.items()}
    try:
        return await _walk(streams)
    finally:
        for stream in streams.values():
            await stream.aclose()


async def _walk(streams: Mapping[str, AsyncGenerator[RowMapping, None]]) -> VerifyResult:
    pending = {name: await anext(stream, None) for name, stream in streams.items()}
    expected_seq, prev_hash, checked = 1, GENESIS_HASH, 0
    while True:
        candidates = [(row["chain_seq"], name, row) for name, row in pending.items() if row]
        if not candidates:
            break
        _, name, row = min(candidates, key=lambda candidate: candidate[0])
        pending[name] = await anext(streams[name], None)
        checked += 1
        reason = None
        if row["chain_seq"] != expected_seq:
            reason = "chain_seq"
        elif row["prev_hash"] != prev_hash:
            reason = "prev_hash"
        elif hash_row(TABLES[name], row) != row["row_hash"]:
            reason = "row_hash"
        if reason is not None:
            return VerifyResult(
                False, checked, _broken(name, row), reason, expected_seq - 1, prev_hash
            )
        expected_seq, prev_hash = expected_seq + 1, row["row_hash"]
    return VerifyResult(True, checked, None, None, checked, prev_hash if checked else None)
