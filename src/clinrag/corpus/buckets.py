"""Buckets: the partition every document belongs to (protocols, formularies, trial reports ...).

A bucket is named at ingest (``clinrag ingest --bucket``, the ``bucket`` field of
``POST /v1/documents``) or by the document's own ``bucket`` metadata key; without either it is
``general``. The name is stored in ``documents.bucket`` and kept in the ``bucket`` key of the
document's and its chunks' metadata, where filters read it (migration 0010). Names are
lower-case so that ``Guidelines`` and ``guidelines`` cannot become two buckets.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from clinrag.domain import ParsedDocument
from clinrag.errors import InputRejected

DEFAULT_BUCKET = "general"
BUCKET_PATTERN = "^[a-z0-9][a-z0-9_-]{0,63}$"
"""Mirrored by the CHECK of migration 0010."""
BUCKET_KEY = "bucket"
_NAME = re.compile(BUCKET_PATTERN)


class InvalidBucket(InputRejected):
    code = "invalid_bucket"


def is_bucket_name(name: object) -> bool:
    return isinstance(name, str) and _NAME.fullmatch(name) is not None


def check_bucket_name(name: str, where: str) -> str:
    """``name`` when valid; the detail names the place, never the text."""
    if not is_bucket_name(name):
        raise InvalidBucket(
            f"{where}: a bucket name is 1-64 lower-case letters, digits, '_' or '-', "
            "starting with a letter or digit"
        )
    return name


def in_buckets(documents: Sequence[ParsedDocument], bucket: str | None) -> list[ParsedDocument]:
    """Each document with its ``bucket`` metadata key set: its own, else ``bucket``, else
    ``general``. All are checked before any is written, so a bad name refuses the batch."""
    default = check_bucket_name(bucket, "bucket") if bucket is not None else DEFAULT_BUCKET
    placed = []
    for position, document in enumerate(documents, start=1):
        own = document.metadata.get(BUCKET_KEY)
        name = default if own is None else own
        if not is_bucket_name(name):
            raise InvalidBucket(
                f"document {position}: metadata 'bucket' must be a bucket name (1-64 lower-case "
                "letters, digits, '_' or '-', starting with a letter or digit)"
            )
        if own != name:
            document = replace(document, metadata={**document.metadata, BUCKET_KEY: name})
        placed.append(document)
    return placed
