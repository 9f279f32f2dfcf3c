"""How the service runs: server, database, models, logging, audit, metrics and API keys
(``Settings.server``, ``.database``, ``.models``, ``.logging``, ``.audit``, ``.metrics``,
``.auth``).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from pydantic import BaseModel, Field


class LogFormat(StrEnum):
    """``auto`` writes JSON unless stderr is a terminal."""

    AUTO = "auto"
    JSON = "json"
    CONSOLE = "console"


class ServerSettings(BaseModel):
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    request_deadline_seconds: float = Field(default=180.0, gt=0)
    """A question still unanswered after this long gets 504 (recorded in the audit log).
    Generous by default: a CPU-only quick start takes tens of seconds per agentic answer."""
    max_request_bytes: int = Field(default=64 * 1024, ge=1024)
    """Largest request body outside document uploads (413 beyond)."""


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


class AuditSettings(BaseModel):
    retention_years: int = Field(default=6, ge=1)
    """Audit rows are kept at least this long; nothing in the service deletes audit rows (the
    tables refuse UPDATE, DELETE and TRUNCATE). Removal after this period is a DBA's act."""
    write_timeout_seconds: float = Field(default=10.0, gt=0)
    """An audit write (waiting its turn on the hash chain included) fails after this long,
    and the request with it (503)."""
    max_page_size: int = Field(default=500, ge=1, le=10_000)
    """Most query rows one audit search returns."""


class MetricsSettings(BaseModel):
    simple_target_seconds: float = Field(default=2.0, gt=0)
    """Latency target of a SIMPLE question, end to end; ``/metrics`` and
    ``/v1/metrics/latency`` report the share of answers within it."""
    complex_target_seconds: float = Field(default=5.0, gt=0)
    """Latency target of every other query type (COMPARATIVE, MULTI_STEP, TEMPORAL)."""
    default_window_minutes: int = Field(default=60, ge=1)
    """Window of ``GET /v1/metrics/latency`` when the caller names none."""
    max_window_minutes: int = Field(default=7 * 24 * 60, ge=1)
    """Longest window a caller may ask for: the figures are computed from the audit log on
    each call, so the window bounds the rows read."""


class AuthSettings(BaseModel):
    requests_per_minute: int = Field(default=60, ge=1)
    """Requests one API key may make per minute, counted in the database so the limit holds
    across every server process (429 with ``Retry-After`` beyond)."""
    key_cache_seconds: float = Field(default=30.0, ge=0)
    """How long a process trusts a key it has checked. A revocation evicts it at once in every
    process (LISTEN/NOTIFY, src/clinrag/auth/revocations.py); while the listener is disconnected the
    cache is not used. 0 = no cache and no listener."""


class LoggingSettings(BaseModel):
    level: str = "INFO"
    format: LogFormat = LogFormat.AUTO
