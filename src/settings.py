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
    logging: LoggingSettings = LoggingSettings()
