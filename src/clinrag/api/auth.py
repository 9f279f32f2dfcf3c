"""Who may call what: the API key on the request, its role, and its rate limit.

A key comes as ``Authorization: Bearer crk_...`` or ``X-API-Key: crk_...``. No valid key: 401;
a role without the permission: 403; past the key's per-minute budget: 429 with
``Retry-After``. Each refusal is recorded in the audit log by the error handler, with the key
id when the key was valid (``request.state.principal``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from fastapi import Request

from clinrag.api.deps import KeyStoreDep, RateLimiterDep
from clinrag.api.ratelimit import RateLimiter
from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Permission, Principal, require
from clinrag.errors import RateLimited, Unauthorized
from clinrag.retrieval.access import AccessScope

_BEARER = "bearer "


def presented_key(request: Request) -> str | None:
    header = request.headers.get("authorization", "")
    if header[: len(_BEARER)].lower() == _BEARER:
        return header[len(_BEARER) :].strip() or None
    return request.headers.get("x-api-key") or None


def access_of(request: Request) -> AccessScope:
    """The document labels the request's key may read: what every retrieval it makes runs
    under. No authenticated key, no scope (401): nothing is read on a request nobody made."""
    principal: Principal | None = getattr(request.state, "principal", None)
    if principal is None:
        raise Unauthorized("a valid API key is required")
    return principal.access


def permission(
    needed: Permission,
) -> Callable[[Request, KeyStore, RateLimiter], Awaitable[Principal]]:
    """A route dependency: the caller's principal, once authenticated, authorised and metered."""

    async def authorised(
        request: Request, keys: KeyStoreDep, rate_limiter: RateLimiterDep
    ) -> Principal:
        key = presented_key(request)
        principal = await keys.authenticate(key) if key else None
        request.state.principal = principal
        principal = require(principal, needed)
        decision = await rate_limiter.check(principal.key_id)
        if not decision.allowed:
            raise RateLimited(
                "too many requests for this API key; retry later",
                retry_after_seconds=decision.retry_after_seconds,
            )
        return principal

    return authorised
