"""Roles and what each may do; ``Principal``: who is calling (never the key itself)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from clinrag.errors import Forbidden, Unauthorized
from clinrag.retrieval.access import AccessScope


class Role(StrEnum):
    CLINICIAN = "clinician"
    COMPLIANCE = "compliance"
    ADMIN = "admin"


class Permission(StrEnum):
    QUERY = "query"
    AUDIT_READ = "audit_read"
    ADMIN = "admin"
    """Switch the pipeline, manage keys."""
    INGEST = "ingest"


_GRANTS: Final = MappingProxyType(
    {
        Role.CLINICIAN: frozenset({Permission.QUERY}),
        Role.COMPLIANCE: frozenset({Permission.AUDIT_READ}),
        Role.ADMIN: frozenset(Permission),
    }
)


def allowed(role: Role, permission: Permission) -> bool:
    """Clinicians query, compliance reviewers read the audit trail, admins do everything."""
    return permission in _GRANTS[role]


@dataclass(frozen=True)
class Principal:
    """Who is calling: the key's public id, its role (never the key itself) and the document
    labels it may read (no default: a principal without a scope cannot exist)."""

    key_id: str
    role: Role
    access: AccessScope


def require(principal: Principal | None, permission: Permission) -> Principal:
    """401 without a valid key, 403 when the key's role lacks ``permission``."""
    if principal is None:
        raise Unauthorized("a valid API key is required")
    if not allowed(principal.role, permission):
        raise Forbidden(f"the {principal.role} role may not {permission}")
    return principal
