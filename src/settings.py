"""Every knob a user may turn, with its default, in one place.

Built by ``create_app()`` or the CLI, never at import time. Environment variables use the
``CLINRAG_`` prefix; nested groups use ``__`` (``CLINRAG_SERVER__PORT=9000``). The one
exception is ``CLINRAG_DATABASE_URL``, kept flat because deployment tooling expects it.
README.md lists every setting; tests/unit/test_settings.py keeps that list honest.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class LogFormat(StrEnum):
    """``auto`` writes JSON unless stderr is a terminal."""

    AUTO = "auto"
    JSON = "json"
    CONSOLE = "console"


class ServerSettings(BaseModel):
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)


class DatabaseSettings(BaseModel):
    embedded_data_dir: Path = Path(".data/pg")
    """Where the embedded PostgreSQL keeps its cluster when no database URL is set."""
    embedded_database: str = "clinrag"
    pool_size: int = Field(default=5, ge=1)
    max_overflow: int = Field(default=5, ge=0)
    connect_timeout_seconds: float = Field(default=5.0, gt=0)
    readiness_timeout_seconds: float = Field(default=2.0, gt=0)
    migrate_on_start: bool = True


class ModelSettings(BaseModel):
    embedding_model_dir: Path | None = None
    """Directory of a sentence-transformers model; empty means the packaged all-MiniLM-L6-v2."""
    embedding_dimension: int = 384
    embedding_batch_size: int = Field(default=32, ge=1)
    verify_checksums: bool = True


class IngestSettings(BaseModel):
    max_document_bytes: int = Field(default=20 * 1024 * 1024, ge=1)
    """Larger uploads or files are refused (413)."""
    chunk_target_tokens: int = Field(default=256, ge=32, le=512)
    """Chunks stay at or under this many tokens (the embedder's window is 256 word pieces)."""
    chunk_overlap_tokens: int = Field(default=40, ge=0)
    embed_batch_documents: int = Field(default=64, ge=1)


class RetrievalSettings(BaseModel):
    bm25_k1: float = Field(default=1.2, gt=0)
    bm25_b: float = Field(default=0.75, ge=0, le=1)
    lexical_weight: float = Field(default=0.4, ge=0)
    vector_weight: float = Field(default=0.6, ge=0)
    candidates_per_retriever: int = Field(default=50, ge=1, le=1000)
    """How deep each retriever looks before fusion."""
    rerank_candidates: int = Field(default=20, ge=1, le=200)
    """How many fused, deduplicated candidates the reranker sees."""
    top_k: int = Field(default=5, ge=1, le=100)
    ef_search: int = Field(default=100, ge=1, le=1000)
    """pgvector HNSW search breadth (recall vs. speed)."""
    near_duplicate_threshold: float = Field(default=0.9, gt=0, le=1)
    """Word-shingle Jaccard at or above which two chunks count as the same text."""
    lexical_sync_interval_seconds: float = Field(default=1.0, gt=0)
    """How often each process checks the database for chunks added or removed elsewhere."""


class RerankSettings(BaseModel):
    flashrank_model_dir: Path | None = None
    """Directory holding ``<model name>/`` for FlashRank; unset or absent = cosine re-scoring."""
    flashrank_model_name: str = "ms-marco-TinyBERT-L-2-v2"
    max_passage_tokens: int = Field(default=256, ge=16)


class LoggingSettings(BaseModel):
    level: str = "INFO"
    format: LogFormat = LogFormat.AUTO


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CLINRAG_",
        env_nested_delimiter="__",
        extra="ignore",
    )

    database_url: SecretStr | None = None
    """External PostgreSQL with pgvector (``postgresql+psycopg://...``); unset = embedded."""
    server: ServerSettings = ServerSettings()
    database: DatabaseSettings = DatabaseSettings()
    models: ModelSettings = ModelSettings()
    ingest: IngestSettings = IngestSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    rerank: RerankSettings = RerankSettings()
    logging: LoggingSettings = LoggingSettings()
