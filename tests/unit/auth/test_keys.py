"""API key format, hashing and role permissions: pure functions, no database."""

from __future__ import annotations

import hashlib
import secrets

import pytest

from clinrag.auth.key_format import MAX_KEY_CHARS, ParsedKey, hash_secret, parse_key
from clinrag.auth.roles import Permission, Principal, Role, allowed, require
from clinrag.errors import Forbidden, Unauthorized
from clinrag.retrieval.access import AccessScope

KEY_ID = "0123456789ab"


def _secret() -> str:
    return secrets.token_urlsafe(32)


def test_a_well_formed_key_parses_into_id_and_secret() -> None:
    secret = "_-" + _secret()[2:]  # a secret may start with, and hold, '_' and '-'
    key = f"crk_{KEY_ID}_{secret}"
    assert len(key) == MAX_KEY_CHARS
    assert parse_key(key) == ParsedKey(KEY_ID, secret)


@pytest.mark.parametrize(
    "presented",
    [
        "",
        "crk_",
        f"crk_{KEY_ID}_",
        f"crk_{KEY_ID}_{'a' * 42}",
        f"crk_{KEY_ID}_{'a' * 44}",
        f"crk_{KEY_ID.upper()}_{'a' * 43}",
        f"crk_{KEY_ID[:-1]}_{'a' * 44}",
        f"crk_{KEY_ID}x{'a' * 43}",
        f"CRK_{KEY_ID}_{'a' * 43}",
        f"crk_{KEY_ID}_{'a' * 42}=",
        f"crk_{KEY_ID}_{'a' * 42}\n",
        f"crk_{KEY_ID}_{'a' * 42}é",
        f"Bearer crk_{KEY_ID}_{'a' * 43}",
        "x" * 10_000,
    ],
)
def test_anything_else_is_malformed(presented: str) -> None:
    assert parse_key(presented) is None


def test_the_stored_hash_is_hex_sha256_of_the_secret() -> None:
    secret = _secret()
    assert hash_secret(secret) == hashlib.sha256(secret.encode()).hexdigest()
    assert len(hash_secret(secret)) == 64
    assert secret not in hash_secret(secret)


GRANTED = {
    Role.CLINICIAN: {Permission.QUERY},
    Role.COMPLIANCE: {Permission.AUDIT_READ},
    Role.ADMIN: set(Permission),
}


@pytest.mark.parametrize("role", list(Role))
@pytest.mark.parametrize("permission", list(Permission))
def test_each_role_holds_exactly_its_permissions(role: Role, permission: Permission) -> None:
    assert allowed(role, permission) is (permission in GRANTED[role])


def test_require_turns_no_key_into_401_and_a_wrong_role_into_403() -> None:
    clinician = Principal("k1", Role.CLINICIAN, AccessScope.of(["public"]))
    assert require(clinician, Permission.QUERY) is clinician
    with pytest.raises(Unauthorized) as missing:
        require(None, Permission.QUERY)
    assert type(missing.value) is Unauthorized
    assert missing.value.status_code == 401
    with pytest.raises(Forbidden) as wrong_role:
        require(clinician, Permission.AUDIT_READ)
    assert wrong_role.value.status_code == 403


def test_roles_match_the_database_check() -> None:
    from clinrag.auth.tables import ROLES

    assert tuple(Role) == ROLES
