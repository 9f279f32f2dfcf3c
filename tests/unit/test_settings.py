"""Settings: defaults, environment overrides, validation, and README listing every one."""

from __future__ import annotations

from pathlib import Path

import pytest
from pydantic import BaseModel, ValidationError

from clinrag.setting_groups.service import LogFormat
from clinrag.settings import Settings

README = Path(__file__).resolve().parents[2] / "README.md"


def _env_names(model: type[BaseModel], prefix: str = "CLINRAG_") -> list[str]:
    names = []
    for field_name, field in model.model_fields.items():
        annotation = field.annotation
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            names += _env_names(annotation, f"{prefix}{field_name.upper()}__")
        else:
            names.append(f"{prefix}{field_name.upper()}")
    return names


@pytest.fixture(autouse=True)
def _clean_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in _env_names(Settings):
        monkeypatch.delenv(name, raising=False)


def test_defaults_serve_on_loopback_with_the_embedded_database() -> None:
    settings = Settings()
    assert settings.database_url is None
    assert settings.server.host == "127.0.0.1"
    assert settings.server.port == 8000
    assert settings.database.embedded_data_dir == Path(".data/pg")
    assert settings.logging.format is LogFormat.AUTO


def test_environment_overrides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CLINRAG_DATABASE_URL", "postgresql://u:p@db:5432/clinrag")
    monkeypatch.setenv("CLINRAG_SERVER__PORT", "9001")
    monkeypatch.setenv("CLINRAG_LOGGING__FORMAT", "json")
    settings = Settings()
    assert settings.database_url is not None
    assert settings.database_url.get_secret_value() == "postgresql://u:p@db:5432/clinrag"
    assert "p@db" not in repr(settings)  # the URL's password stays out of reprs and logs
    assert settings.server.port == 9001
    assert settings.logging.format is LogFormat.JSON


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("CLINRAG_SERVER__PORT", "70000"),
        ("CLINRAG_SERVER__PORT", "abc"),
        ("CLINRAG_LOGGING__FORMAT", "xml"),
        ("CLINRAG_DATABASE__POOL_SIZE", "0"),
    ],
)
def test_invalid_values_are_rejected(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError):
        Settings()


def test_readme_lists_every_setting() -> None:
    readme = README.read_text()
    missing = [name for name in _env_names(Settings) if name not in readme]
    assert missing == []


def test_search_defaults_must_fit_under_their_caps() -> None:
    from pydantic import ValidationError

    from clinrag.setting_groups.retrieval import SearchSettings

    with pytest.raises(ValidationError, match="max_top_k"):
        SearchSettings(default_top_k=20, max_top_k=10)
    with pytest.raises(ValidationError, match="max_context_chars"):
        SearchSettings(default_context_chars=500, max_context_chars=100)
