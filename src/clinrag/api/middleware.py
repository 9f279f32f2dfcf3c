"""Per-request context: the request id, one log line per request, the last-resort 500.

Pure ASGI (no BaseHTTPMiddleware) so streaming responses pass through untouched. The request
id comes from a well-formed ``X-Request-ID`` header or is generated; it is bound to every log
line of the request and returned in the response header and in every error body. Log lines
name the route's template (``/v1/audit/queries/{request_id}``), never the requested path: a
path holds user input (an id, a typo carrying a patient's name).
"""

from __future__ import annotations

import re
import time
import uuid
from datetime import UTC, datetime

import structlog
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from clinrag.api.errors import INTERNAL_ERROR_DETAIL, error_response

REQUEST_ID_HEADER = "x-request-id"
# Restrictive on purpose: the id lands in logs and the audit trail, so no spaces, no control
# characters, nothing that could forge a log line. Routes that take a request id in their path
# check it against the same pattern.
REQUEST_ID_PATTERN = r"^[A-Za-z0-9._-]{8,128}$"
_VALID_REQUEST_ID = re.compile(REQUEST_ID_PATTERN)

log = structlog.get_logger("clinrag.http")


def _incoming_request_id(scope: Scope) -> str | None:
    for name, value in scope.get("headers", ()):
        if name == REQUEST_ID_HEADER.encode():
            candidate = value.decode("latin-1")
            return candidate if _VALID_REQUEST_ID.fullmatch(candidate) else None
    return None


UNMATCHED_ROUTE = "<no route>"
# Probes a load balancer or orchestrator polls every few seconds: their request lines are debug,
# or they would drown the lines an operator reads (a 5 s poll is 17,280 lines a day).
PROBE_ROUTES = frozenset({"/healthz", "/readyz"})


def route_template(scope: Scope) -> str:
    """The template of the route that handled the request (set on the scope by the router
    once it matched), else a fixed marker."""
    path = getattr(scope.get("route"), "path", None)
    return path if isinstance(path, str) and path else UNMATCHED_ROUTE


class RequestContextMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request_id = _incoming_request_id(scope) or uuid.uuid4().hex
        started = time.perf_counter()
        # The audit record's arrival time and duration (src/clinrag/api/audit_trail.py).
        scope.setdefault("state", {}).update(
            request_id=request_id, arrived_at=datetime.now(UTC), arrived=started
        )
        status = 500
        response_started = False

        async def send_with_request_id(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                status = message["status"]
                response_started = True
                headers = list(message.get("headers", ()))
                headers.append((REQUEST_ID_HEADER.encode(), request_id.encode()))
                message = {**message, "headers": headers}
            await send(message)

        with structlog.contextvars.bound_contextvars(request_id=request_id):
            try:
                await self.app(scope, receive, send_with_request_id)
            except Exception:
                log.exception("request.failed", path=route_template(scope))
                if response_started:
                    raise
                response = error_response(500, "internal_error", INTERNAL_ERROR_DETAIL, request_id)
                await response(scope, receive, send_with_request_id)
            finally:
                path = route_template(scope)
                write = log.debug if path in PROBE_ROUTES else log.info
                write(
                    "request",
                    method=scope["method"],
                    path=path,
                    status=status,
                    duration_ms=round((time.perf_counter() - started) * 1000, 2),
                )
