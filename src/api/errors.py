"""The one JSON error shape, ``{"error", "detail", "request_id"}``, for every failure.

Validation errors never echo the submitted values (a query may be full of PHI); unexpected
exceptions become a generic 500 (rendered by the request middleware, which sees them first).
"""

from __future__ import annotations

from http import HTTPStatus

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from src.errors import ClinragError, RateLimited

log = structlog.get_logger(__name__)

INTERNAL_ERROR_DETAIL = "an unexpected error occurred; quote the request id when reporting it"


def error_response(
    status_code: int,
    code: str,
    detail: str,
    request_id: str | None,
    headers: dict[str, str] | None = None,
) -> JSONResponse:
    return JSONResponse(
        {"error": code, "detail": detail, "request_id": request_id},
        status_code=status_code,
        headers=headers,
    )


def _request_id(request: Request) -> str | None:
    return getattr(request.state, "request_id", None)


async def _clinrag_error(request: Request, exc: ClinragError) -> JSONResponse:
    emit = log.error if exc.status_code >= 500 else log.warning
    emit("request.rejected", error=exc.code, status=exc.status_code, detail=exc.detail)
    headers = None
    if isinstance(exc, RateLimited):
        headers = {"Retry-After": str(exc.retry_after_seconds)}
    return error_response(exc.status_code, exc.code, exc.detail, _request_id(request), headers)


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    phrase = HTTPStatus(exc.status_code).phrase
    code = phrase.lower().replace(" ", "_").replace("-", "_")
    detail = exc.detail if isinstance(exc.detail, str) else phrase
    return error_response(
        exc.status_code, code, detail, _request_id(request), dict(exc.headers or {})
    )


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    problems = [
        f"{'.'.join(str(part) for part in error.get('loc', ()))}: {error.get('msg', 'invalid')}"
        for error in exc.errors()
    ]
    return error_response(422, "invalid_request", "; ".join(problems), _request_id(request))


def install_error_handlers(app: FastAPI) -> None:
    app.exception_handler(ClinragError)(_clinrag_error)
    app.exception_handler(StarletteHTTPException)(_http_error)
    app.exception_handler(RequestValidationError)(_validation_error)
