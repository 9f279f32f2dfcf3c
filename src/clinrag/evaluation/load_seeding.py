"""The API keys and documents a loopback bench needs (``clinrag bench load``, ``bench
stream``), made as an operator makes them: keys in the key store, documents through the
documents API. Apart from the benches so that each reads as the traffic it sends."""

from __future__ import annotations

from collections.abc import Sequence

import httpx
from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Role
from clinrag.errors import StartupError
from clinrag.retrieval.tables import Chunk, Document


async def create_keys(engine: AsyncEngine, role: Role, count: int) -> list[str]:
    """What ``clinrag keys create`` does, without a process per key."""
    store = KeyStore(engine, cache_seconds=0)
    try:
        return [(await store.create(role, f"bench load {role}"))[1] for _ in range(count)]
    finally:
        await store.aclose()


async def ingest_sample_lines(
    http: httpx.AsyncClient, admin_key: str, lines: Sequence[str], engine: AsyncEngine
) -> tuple[int, int]:
    """Lines of the sample corpus (JSONL), through the documents API; (documents, chunks)
    the store then holds."""
    corpus = "\n".join(lines)
    response = await http.post(
        "/v1/documents",
        files={"file": ("pubmed_trials.jsonl", corpus.encode(), "application/jsonl")},
        headers={"Authorization": f"Bearer {admin_key}"},
        timeout=1800,
    )
    if response.status_code not in (200, 201):
        raise StartupError(f"ingesting the sample abstracts failed ({response.status_code})")
    async with engine.connect() as conn:
        held = await conn.scalar(select(func.count()).select_from(Document))
        chunks = await conn.scalar(select(func.count()).select_from(Chunk))
    return held or 0, chunks or 0
