"""413 for request bodies over the limit, before they are read into memory.

Pure ASGI: it wraps ``receive`` and stops reading as soon as the declared ``Content-Length`` or
the bytes actually received pass the limit. The failure surfaces inside the route that reads
the body, so the one error handler renders it (413) and records it in the audit log.
Document uploads are checked by their route (``CLINRAG_INGEST__MAX_DOCUMENT_BYTES`` per file).
"""

from __future__ import annotations

from collections.abc import Mapping

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from clinrag.errors import PayloadTooLarge

TOO_LARGE = "body_too_large"
"""``request.state`` attribute set to the limit when a body passed it."""


class BodyLimitMiddleware:
    def __init__(self, app: ASGIApp, default_limit: int, limits: Mapping[str, int | None]) -> None:
        """``limits``: path prefix -> limit for routes that take other bodies; None = the
        route enforces its own (document uploads)."""
        self.app = app
        self.default_limit = default_limit
        self.limits = dict(limits)

    def _limit(self, path: str) -> int | None:
        for prefix, limit in self.limits.items():
            if path.startswith(prefix):
                return limit
        return self.default_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self._limit(scope["path"])
        if limit is None:
            await self.app(scope, receive, send)
            return
        declared = next(
            (int(v) for k, v in scope.get("headers", ()) if k == b"content-length" and v.isdigit()),
            0,
        )
        received = 0

        def refuse() -> PayloadTooLarge:
            # FastAPI turns any exception raised while it reads a body into a 400; the flag
            # lets the error handler answer 413 (and audit it) instead.
            scope.setdefault("state", {})[TOO_LARGE] = limit
            return PayloadTooLarge(f"the request body is over the {limit}-byte limit")

        async def limited_receive() -> Message:
            nonlocal received
            if declared > limit:
                raise refuse()
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise refuse()
            return message

        await self.app(scope, limited_receive, send)
