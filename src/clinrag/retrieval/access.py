"""Document-level access: the labels a caller may read, and the predicate both retrievers apply.

Every document carries one access label (``public`` unless ingest says otherwise); every API
key carries the labels it may read. A request runs under its key's ``AccessScope``, and every
read of chunks (the vector search's WHERE inside the HNSW scan, the lexical index's allowed
set, the rows of the candidates, a thread's recalled evidence) ANDs ``scope.to_sql`` with the
metadata filter, before top-k. So a chunk the key may not read never enters fusion, and
nothing downstream (prompt, citation, snippet, "sources searched", step details) can show it.

The scope is a required argument of every retrieval call: there is no default that means
"everything". ``EVERY_LABEL`` exists for evaluations and benchmarks, which read their own
stores; no request path builds it (a key's scope comes from its stored labels only).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import ColumnElement, false, true

from clinrag.errors import InputRejected

PUBLIC: Final = "public"
"""The label of every document nobody restricted, and the only one a new key reads unless
told otherwise."""
LABEL: Final = "[a-z0-9][a-z0-9_-]{0,63}"
"""What a label is (the migration's CHECK constraints say the same)."""
LABEL_PATTERN: Final = re.compile(LABEL)


def check_label(label: str) -> str:
    """``label`` when it is well formed; else 422 ``invalid_access_label`` (the detail does not
    quote it: it is caller text)."""
    if not isinstance(label, str) or not LABEL_PATTERN.fullmatch(label):
        raise InputRejected(
            "an access label is 1-64 lowercase letters, digits, '_' or '-', "
            "starting with a letter or digit",
            code="invalid_access_label",
        )
    return label


def parse_labels(text: str) -> tuple[str, ...]:
    """``"cardiology, public"`` -> ``("cardiology", "public")``: comma-separated, each checked,
    duplicates dropped, at least one."""
    labels = tuple(dict.fromkeys(part.strip() for part in text.split(",") if part.strip()))
    if not labels:
        raise InputRejected("give at least one access label", code="invalid_access_label")
    return tuple(check_label(label) for label in labels)


@dataclass(frozen=True)
class AccessScope:
    """The labels a request may read; ``labels`` None means every label (``EVERY_LABEL``)."""

    labels: frozenset[str] | None

    @classmethod
    def of(cls, labels: Iterable[str]) -> AccessScope:
        """A key's scope: exactly these labels (none: nothing is readable)."""
        return cls(frozenset(check_label(label) for label in labels))

    @property
    def unrestricted(self) -> bool:
        return self.labels is None

    def admits(self, label: str) -> bool:
        return self.labels is None or label in self.labels

    def cache_key(self) -> str:
        """Canonical text: equal scopes share cached results."""
        return "*" if self.labels is None else ",".join(sorted(self.labels))

    def recorded(self) -> list[str]:
        """As the audit record keeps it: the labels sorted, ``["*"]`` for every label."""
        return ["*"] if self.labels is None else sorted(self.labels)

    def to_sql(self, label: ColumnElement[Any]) -> ColumnElement[bool]:
        """The scope as a predicate over a label column (``chunks.access_label``)."""
        if self.labels is None:
            return true()
        if not self.labels:
            return false()
        return label.in_(sorted(self.labels))


EVERY_LABEL: Final = AccessScope(None)
"""Every document: for evaluations and benchmarks over their own stores, never a request."""
