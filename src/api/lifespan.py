"""The composition root: the one place that picks concrete adapters and builds heavy objects.

Everything heavy is built once per process here (engine, embedding model) and closed on
shutdown. Tests pass their own factories for the model edges (tests/fakes.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass
from functools import partial

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncEngine

from src.api.background import BackgroundResource
from src.assets import EMBEDDER, resolve_embedder_dir
from src.db import create_async_db_engine, resolve_database_url
from src.retrieval.embedding import Embedder
from src.retrieval.sentence_transformer import SentenceTransformerEmbedder
from src.retrieval.tables import EMBEDDING_DIMENSION
from src.settings import Settings

EmbedderFactory = Callable[[Settings], Embedder]


def build_embedder(settings: Settings) -> Embedder:
    configured = settings.models.embedding_model_dir
    model_dir = resolve_embedder_dir(configured, check_hashes=settings.models.verify_checksums)
    return SentenceTransformerEmbedder(
        model_dir,
        model_name=EMBEDDER.name if configured is None else model_dir.name,
        batch_size=settings.models.embedding_batch_size,
        expected_dimension=EMBEDDING_DIMENSION,
    )


@dataclass(frozen=True)
class Services:
    """What the routes reach through ``request.app.state.services``."""

    settings: Settings
    engine: AsyncEngine
    embedder: BackgroundResource[Embedder]


def make_lifespan(
    embedder_factory: EmbedderFactory,
) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings: Settings = app.state.settings
        url = await asyncio.to_thread(resolve_database_url, settings)
        engine = create_async_db_engine(url, settings.database)
        embedder = BackgroundResource("embedder", partial(embedder_factory, settings))
        embedder.start()
        app.state.services = Services(settings=settings, engine=engine, embedder=embedder)
        try:
            yield
        finally:
            await embedder.aclose()
            await engine.dispose()

    return lifespan
