"""The one JSON error shape, ``{"error", "detail", "request_id"}``, for every failure.

Validation errors name fields, never the submitted text (a query, a filter's key, an id may be
full of PHI; src/clinrag/api/validation_detail.py); unexpected exceptions become a generic 500
(rendered by the request middleware, which sees them first). The log line of a refusal carries
its code and status; the detail only for a 5xx, whose detail describes a dependency of ours.
"""

from __future__ import annotations

from http import HTTPStatus

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from clinrag.api import validation_detail
from clinrag.api.audit_trail import elapsed_seconds, needs_record, outcome_of, record_failure
from clinrag.api.body_limit import TOO_LARGE
from clinrag.api.deps import get_metrics, started_services
from clinrag.errors import (
    AuditWriteError,
    ClinragError,
    InputRejected,
    PayloadTooLarge,
    RetryLater,
)

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


async def _audited(request: Request, exc: ClinragError) -> ClinragError:
    """Records a ``/v1`` request its route did not record (a refused key, a rate limit, a
    body too large ...). Fail closed: if that record cannot be written, the answer is 503.

    A handler takes no dependencies, and may run for a request refused before its route's
    dependencies ran: it reads the app's state through the plain functions of
    ``clinrag.api.deps``."""
    services = started_services(request)
    if services is None:
        return exc
    if not needs_record(request):
        return exc
    get_metrics(request).observe_failure(outcome_of(exc), exc.code, elapsed_seconds(request))
    try:
        await record_failure(services.audit, request, exc)
    except AuditWriteError as failure:
        return failure
    return exc


async def _clinrag_error(request: Request, exc: ClinragError) -> JSONResponse:
    exc = await _audited(request, exc)
    if exc.status_code >= 500:
        log.error("request.rejected", error=exc.code, status=exc.status_code, detail=exc.detail)
    else:  # a 4xx detail talks about the client's input: its code says enough in a log
        log.warning("request.rejected", error=exc.code, status=exc.status_code)
    headers = None
    if isinstance(exc, RetryLater):
        headers = {"Retry-After": str(exc.retry_after_seconds)}
    return error_response(exc.status_code, exc.code, exc.detail, _request_id(request), headers)


async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
    limit = getattr(request.state, TOO_LARGE, None)
    if limit is not None:
        too_large = PayloadTooLarge(f"the request body is over the {limit}-byte limit")
        return await _clinrag_error(request, too_large)
    if exc.status_code == 400:
        # FastAPI's answer to a body it could not parse (not JSON, bad encoding): the same
        # 422 as any other malformed request, and recorded like one.
        unparsable = InputRejected("the request body could not be parsed", code="invalid_request")
        return await _clinrag_error(request, unparsable)
    phrase = HTTPStatus(exc.status_code).phrase
    code = phrase.lower().replace(" ", "_").replace("-", "_")
    detail = exc.detail if isinstance(exc.detail, str) else phrase
    return error_response(
        exc.status_code, code, detail, _request_id(request), dict(exc.headers or {})
    )


async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
    names = validation_detail.declared_names(request.app)
    detail = validation_detail.render(exc.errors(), exc.body, names)
    audited = await _audited(request, InputRejected(detail, code="invalid_request"))
    if isinstance(audited, AuditWriteError):
        return await _clinrag_error(request, audited)
    return error_response(422, "invalid_request", detail, _request_id(request))


def install_error_handlers(app: FastAPI) -> None:
    app.exception_handler(ClinragError)(_clinrag_error)
    app.exception_handler(StarletteHTTPException)(_http_error)
    app.exception_handler(RequestValidationError)(_validation_error)
