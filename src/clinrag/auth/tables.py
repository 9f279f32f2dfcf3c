"""ORM rows of API keys and rate-limit windows.

The DDL and the grants live in migration 0005; these classes mirror it (tests compare the two).
They are rows, not API schemas: ``clinrag.auth.keys`` hands out ``KeyInfo`` values, never a row,
so a secret hash cannot leak into a response by accident.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    Identity,
    Index,
    Integer,
    Text,
    UniqueConstraint,
    func,
)
from sqlalchemy import text as sql_text
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.orm import Mapped, mapped_column

from clinrag.db import Base

ROLES = ("clinician", "compliance", "admin")
"""The database accepts only these roles (migration 0005): a new one needs a migration."""


class ApiKey(Base):
    """One API key: its public id, the SHA-256 of its secret, its role. Revoked, never deleted."""

    __tablename__ = "api_keys"
    __table_args__ = (
        CheckConstraint(f"role IN ({', '.join(repr(r) for r in ROLES)})", name="role_known"),
        CheckConstraint("secret_hash ~ '^[0-9a-f]{64}$'", name="secret_hash_is_sha256"),
        UniqueConstraint("key_id"),
        CheckConstraint("access_labels_valid(access_labels)", name="access_labels_valid"),
    )

    id: Mapped[int] = mapped_column(BigInteger, Identity(always=True), primary_key=True)
    key_id: Mapped[str] = mapped_column(Text)
    secret_hash: Mapped[str] = mapped_column(Text)
    role: Mapped[str] = mapped_column(Text)
    label: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    access_labels: Mapped[list[str]] = mapped_column(
        ARRAY(Text), server_default=sql_text("'{public}'::text[]")
    )
    """The document labels the key may read (migration 0011; ``public`` only by default)."""


class RateWindow(Base):
    """A key's current rate-limit window, shared by every server process. UNLOGGED: the counts
    are disposable (a crash restarts every window), so they cost no WAL."""

    __tablename__ = "rate_windows"
    __table_args__ = (
        CheckConstraint("hits >= 1", name="hits_positive"),
        Index(None, "window_start"),
        {"prefixes": ["UNLOGGED"]},
    )

    key_id: Mapped[str] = mapped_column(Text, primary_key=True)
    window_start: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    hits: Mapped[int] = mapped_column(Integer)
