"""Keeps this process's BM25 index in step with the chunks table, and resolves filters for it.

Each server process holds its own index. ``corpus_state.generation`` (bumped by triggers on
every change to ``chunks``) tells whether the database moved since the last look; if so the
index learns which chunk ids appeared or vanished, reads the new texts and applies both in
one snapshot swap. Ids are compared as sets, not by "id > last seen", because two ingests can
commit out of id order. A process that ingests syncs before answering; others catch up within
``lexical_sync_interval_seconds``.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict

import numpy as np
import structlog
from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.chunk_store import admitted
from clinrag.retrieval.filters import NO_FILTER, MetadataFilter
from clinrag.retrieval.lexical import AllowedChunks, BM25Index
from clinrag.retrieval.tables import Chunk, CorpusState

log = structlog.get_logger(__name__)

_TEXT_BATCH = 5_000
_FILTER_CACHE_SIZE = 128


class LexicalSync:
    def __init__(self, engine: AsyncEngine, index: BM25Index) -> None:
        self.engine = engine
        self.index = index
        self.generation: int | None = None
        self._lock = asyncio.Lock()
        self._filters: OrderedDict[tuple[str, str, int], AllowedChunks] = OrderedDict()

    async def sync(self) -> bool:
        """Catch up with the database; True when the index changed."""
        async with self._lock:
            async with self.engine.connect() as conn:
                conn = await conn.execution_options(isolation_level="REPEATABLE READ")
                async with conn.begin():
                    generation = await conn.scalar(select(CorpusState.generation))
                    if generation is None or generation == self.generation:
                        return False
                    stored = np.fromiter(await conn.scalars(select(Chunk.id)), np.int64)
                    known = self.index.live_ids()
                    added = np.setdiff1d(stored, known).tolist()
                    removed = np.setdiff1d(known, stored).tolist()
                    texts = await _texts(conn, added)
            await asyncio.to_thread(self.index.update, added, [texts[i] for i in added], removed)
            self.generation = int(generation)
            self._filters.clear()
            log.info(
                "lexical.synced",
                generation=generation,
                added=len(added),
                removed=len(removed),
                size=self.index.size,
            )
            return True

    async def allowed(
        self, metadata_filter: MetadataFilter, *, access: AccessScope
    ) -> AllowedChunks | None:
        """The chunks a filter and an access scope admit (None = no filter, every label),
        cached per corpus generation. A label change bumps the generation (migration 0011),
        so a cached set is stale at most until this process's next sync; the candidates'
        rows are read under the same predicate (``ChunkStore.search``), so a chunk a stale
        set still admits is dropped before fusion."""
        if not metadata_filter and access.unrestricted:
            return None
        key = (metadata_filter.cache_key(), access.cache_key(), self.generation or 0)
        cached = self._filters.get(key)
        if cached is not None:
            self._filters.move_to_end(key)
            return cached
        async with self.engine.connect() as conn:
            ids = await conn.scalars(select(Chunk.id).where(admitted(metadata_filter, access)))
            allowed = AllowedChunks(np.fromiter(ids, np.int64))
        self._filters[key] = allowed
        while len(self._filters) > _FILTER_CACHE_SIZE:
            self._filters.popitem(last=False)
        return allowed

    async def readable(self, access: AccessScope) -> AllowedChunks | None:
        """The chunks the caller's labels admit (None = every label): what BM25's statistics
        count for them (lexical.py), cached like ``allowed``."""
        return await self.allowed(NO_FILTER, access=access)

    async def run(self, interval_seconds: float) -> None:
        """Background loop for the server's lifespan; a failed sync is retried next tick."""
        while True:
            try:
                await self.sync()
            except (SQLAlchemyError, OSError) as exc:
                log.warning("lexical.sync_failed", error=type(exc).__name__)
            await asyncio.sleep(interval_seconds)


async def _texts(conn: AsyncConnection, chunk_ids: list[int]) -> dict[int, str]:
    texts: dict[int, str] = {}
    for start in range(0, len(chunk_ids), _TEXT_BATCH):
        batch = chunk_ids[start : start + _TEXT_BATCH]
        rows = await conn.execute(select(Chunk.id, Chunk.text).where(Chunk.id.in_(batch)))
        texts.update({row.id: row.text for row in rows})
    return texts
