"""The API key's format and the hash stored of it.

A key reads ``crk_<key_id>_<secret>``: ``key_id`` (12 hex characters) is public, names the
key in logs, the audit log and ``clinrag keys list``; ``secret`` is 32 random bytes
(``secrets.token_urlsafe``, 43 characters). Only the SHA-256 of the secret is stored. A slow
password KDF (bcrypt, scrypt, Argon2) exists to make guessing *low-entropy* passwords costly;
a 256-bit random secret cannot be guessed from its hash at any hashing speed, so one SHA-256
is enough and keeps authentication under a millisecond. Hashes are compared with
``hmac.compare_digest``, so the time taken does not tell how much of a guess was right.
"""

from __future__ import annotations

import hashlib
import re
from typing import Final, NamedTuple

KEY_PREFIX: Final = "crk"
_KEY_PATTERN = re.compile(r"crk_([0-9a-f]{12})_([A-Za-z0-9_-]{43})")
MAX_KEY_CHARS: Final = 60
"""Length of every well-formed key; longer input is refused before any work is done."""


class ParsedKey(NamedTuple):
    key_id: str
    secret: str


def parse_key(presented: str) -> ParsedKey | None:
    """The parts of a well-formed key, or None: the format is checked before any look-up."""
    if len(presented) != MAX_KEY_CHARS:
        return None
    match = _KEY_PATTERN.fullmatch(presented)
    return None if match is None else ParsedKey(match[1], match[2])


def hash_secret(secret: str) -> str:
    """Hex SHA-256: enough for a 256-bit random secret (module docstring)."""
    return hashlib.sha256(secret.encode("ascii")).hexdigest()
