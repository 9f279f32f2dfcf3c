"""Turning paths on disk into parsed documents, one failure per bad file, never a crash."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from clinrag.domain import ParsedDocument
from clinrag.errors import ClinragError
from clinrag.ingest.parsing import parse_document

SUPPORTED_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".pdf", ".jsonl"})


@dataclass
class CollectedDocuments:
    documents: list[ParsedDocument] = field(default_factory=list)
    failures: dict[str, str] = field(default_factory=dict)
    """Path -> why it was refused (reason code and detail; never the content)."""
    ignored: int = 0
    """Files inside folders that are not of a supported type."""


def _files(paths: Iterable[Path], collected: CollectedDocuments) -> Iterator[Path]:
    for path in paths:
        if path.is_dir():
            for child in sorted(p for p in path.rglob("*") if p.is_file()):
                if child.suffix.lower() in SUPPORTED_SUFFIXES:
                    yield child
                else:
                    collected.ignored += 1
        elif path.is_file():
            yield path
        else:
            collected.failures[str(path)] = "not_found: no such file or folder"


def collect(paths: Iterable[Path], *, max_bytes: int) -> CollectedDocuments:
    """Parse every supported file under ``paths``; explicit files of other types fail (415)."""
    collected = CollectedDocuments()
    for file in _files(paths, collected):
        try:
            size = file.stat().st_size
            if size > max_bytes:  # refuse before reading it into memory
                collected.failures[str(file)] = (
                    f"payload_too_large: {size} bytes, over the limit of {max_bytes}"
                )
                continue
            collected.documents += parse_document(str(file), file.read_bytes(), max_bytes=max_bytes)
        except ClinragError as exc:
            collected.failures[str(file)] = f"{exc.code}: {exc.detail}"
        except OSError as exc:
            collected.failures[str(file)] = f"unreadable: {exc.strerror}"
    return collected
