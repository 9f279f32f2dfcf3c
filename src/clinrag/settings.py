"""Every knob a user may turn, with its default, in one place: ``Settings``, whose nested groups
are in ``clinrag.setting_groups`` (one module per area).

Built by ``create_app()`` or the CLI, never at import time. Environment variables use the
``CLINRAG_`` prefix; nested groups use ``__`` (``CLINRAG_SERVER__PORT=9000``). The one
exception is ``CLINRAG_DATABASE_URL``, kept flat because deployment tooling expects it.
README.md lists every setting; tests/unit/test_settings.py keeps that list honest.
"""

from __future__ import annotations

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from clinrag.setting_groups.conversations import ConversationSettings
from clinrag.setting_groups.llm import LLMSettings
from clinrag.setting_groups.pipeline import PipelineSettings
from clinrag.setting_groups.retrieval import (
    IngestSettings,
    RerankSettings,
    RetrievalSettings,
    SearchSettings,
)
from clinrag.setting_groups.security import SecuritySettings
from clinrag.setting_groups.service import (
    AuditSettings,
    AuthSettings,
    DatabaseSettings,
    LoggingSettings,
    MetricsSettings,
    ModelSettings,
    ServerSettings,
)


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
    search: SearchSettings = SearchSettings()
    rerank: RerankSettings = RerankSettings()
    llm: LLMSettings = LLMSettings()
    security: SecuritySettings = SecuritySettings()
    pipeline: PipelineSettings = PipelineSettings()
    conversations: ConversationSettings = ConversationSettings()
    audit: AuditSettings = AuditSettings()
    metrics: MetricsSettings = MetricsSettings()
    auth: AuthSettings = AuthSettings()
    logging: LoggingSettings = LoggingSettings()
