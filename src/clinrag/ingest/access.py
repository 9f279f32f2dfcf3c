"""The access label a document is stored with (``clinrag.retrieval.access``).

In order: the label the ingest was told to give every document (``clinrag ingest --access``,
the upload's ``access`` field), else the document's own ``access`` metadata value (a JSONL
record's ``"access"``), else the default of its bucket (``clinrag.corpus.buckets``, placed
before labels are chosen; ``CLINRAG_INGEST__BUCKET_ACCESS``), else
``CLINRAG_INGEST__DEFAULT_ACCESS`` (``public``).
A label that is not well formed is refused (422), never replaced by a default: a document
meant to be restricted must not land as ``public``.
"""

from __future__ import annotations

from clinrag.corpus.buckets import BUCKET_KEY
from clinrag.domain import ParsedDocument
from clinrag.retrieval.access import check_label
from clinrag.setting_groups.retrieval import IngestSettings

ACCESS_KEY = "access"
"""The metadata key a document names its own label under."""


def document_label(document: ParsedDocument, settings: IngestSettings, given: str | None) -> str:
    if given is not None:
        return check_label(given)
    own = document.metadata.get(ACCESS_KEY)
    if own is not None:
        return check_label(own if isinstance(own, str) else "")
    bucket = document.metadata.get(BUCKET_KEY)
    if isinstance(bucket, str) and bucket in settings.bucket_access:
        return check_label(settings.bucket_access[bucket])
    return check_label(settings.default_access)
