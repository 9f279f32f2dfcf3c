"""Bytes in, parsed documents out: plain text, Markdown, PDF and JSONL, with every refusal typed.

Uploads and files on disk are untrusted, so each refusal is an ``InputRejected`` (or a 413/415)
with a reason code and a detail that never quotes the document. Text is kept as written except
that newlines become ``\\n`` and trailing whitespace on each line goes: what is stored and cited
is what the author wrote. NUL characters are refused, never stripped, because they mean binary
data posing as text (and PostgreSQL cannot store them).

Markdown sections keep their heading line in their text (the heading words help retrieval) and
carry the heading path ("Dosing > Renal impairment"); headings inside code fences do not count.
Only ATX headings (``#`` to ``######``) split sections.
"""

from __future__ import annotations

import io
import json
import math
import re
from typing import Any

from pypdf import PdfReader
from pypdf.errors import FileNotDecryptedError

from clinrag.corpus.buckets import BUCKET_KEY, check_bucket_name
from clinrag.domain import Metadata, ParsedDocument, Section
from clinrag.errors import InputRejected, PayloadTooLarge, UnsupportedMediaType

_EXTENSIONS = {
    ".txt": "text",
    ".md": "markdown",
    ".markdown": "markdown",
    ".pdf": "pdf",
    ".jsonl": "jsonl",
}
_CONTENT_TYPES = {
    "text/plain": "text",
    "text/markdown": "markdown",
    "text/x-markdown": "markdown",
    "application/pdf": "pdf",
    "application/x-ndjson": "jsonl",
    "application/jsonl": "jsonl",
    "application/x-jsonlines": "jsonl",
}
SUPPORTED = ", ".join(_EXTENSIONS)
TITLE_MAX_CHARS = 200
_CONTROL_SHARE_LIMIT = 0.05
"""Above this share of control characters (besides tab, newline, form feed) text is binary."""

_CONTROL = re.compile(r"[\x01-\x08\x0b\x0e-\x1f\x7f-\x9f]")
_HEADING = re.compile(r"^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$")
_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SCALARS = (str, int, float, bool, type(None))


def parse_document(
    filename: str,
    data: bytes,
    *,
    max_bytes: int,
    content_type: str | None = None,
    metadata: Metadata | None = None,
) -> list[ParsedDocument]:
    """Parse one upload or file; JSONL yields one document per line, other formats exactly one.

    ``metadata`` (the uploader's key-values) goes into every document; a JSONL line's own
    values win over it.
    """
    kind = _format_of(filename, content_type)
    if len(data) > max_bytes:
        raise PayloadTooLarge(f"{len(data)} bytes, over the limit of {max_bytes} bytes")
    extra = _check_metadata(dict(metadata or {}), where="metadata", code="invalid_metadata")
    if not data.strip():
        raise InputRejected("the document is empty", code="empty_document")
    if kind == "pdf":
        return [_parse_pdf(filename, data, extra)]
    text = _decode(data)
    if kind == "jsonl":
        return _parse_jsonl(filename, text, extra)
    if kind == "markdown":
        return [_parse_markdown(filename, text, extra)]
    section = Section(text=text)
    return [ParsedDocument(filename, _first_line(text) or _stem(filename), (section,), extra)]


def _format_of(filename: str, content_type: str | None) -> str:
    name = _basename(filename)
    extension = name[name.rfind(".") :].lower() if "." in name else ""
    if extension in _EXTENSIONS:
        return _EXTENSIONS[extension]
    media_type = (content_type or "").split(";")[0].strip().lower()
    if media_type in _CONTENT_TYPES:
        return _CONTENT_TYPES[media_type]
    raise UnsupportedMediaType(f"unsupported file type; supported: {SUPPORTED}")


def _basename(filename: str) -> str:
    return re.split(r"[\\/]", filename)[-1]


def _stem(filename: str) -> str:
    name = _basename(filename)
    stem = name[: name.rfind(".")] if name.rfind(".") > 0 else name
    return stem[:TITLE_MAX_CHARS] or "untitled"


def _first_line(text: str) -> str:
    for line in text.split("\n"):
        if line.strip():
            return line.strip()[:TITLE_MAX_CHARS].rstrip()
    return ""


def _decode(data: bytes) -> str:
    """UTF-8 (an optional BOM is dropped), refused if it holds NULs or looks binary."""
    if b"\x00" in data:
        raise InputRejected(
            "the text contains NUL bytes (binary content, not text)", code="nul_bytes"
        )
    bom = 3 if data.startswith(b"\xef\xbb\xbf") else 0
    try:
        text = data[bom:].decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputRejected(
            f"the text is not valid UTF-8 at byte {exc.start + bom}", code="undecodable_text"
        ) from None
    if len(_CONTROL.findall(text)) > _CONTROL_SHARE_LIMIT * len(text):
        raise InputRejected(
            "the file looks binary (too many control characters), not text", code="not_text"
        )
    text = _normalise(text)
    if not text.strip():
        raise InputRejected("the document has no text (only whitespace)", code="empty_document")
    return text


def _normalise(text: str) -> str:
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    return "\n".join(line.rstrip() for line in text.split("\n")).strip("\n")


def _parse_markdown(filename: str, text: str, metadata: Metadata) -> ParsedDocument:
    path: list[tuple[int, str]] = []
    blocks: list[tuple[str | None, list[str], bool]] = [(None, [], False)]
    headings: list[tuple[int, str]] = []
    fence: str | None = None
    for line in text.split("\n"):
        opener = _FENCE.match(line)
        if opener is not None:
            marker = opener.group(1)
            if fence is None:
                fence = marker
            elif marker[0] == fence[0] and len(marker) >= len(fence):
                fence = None
        heading = _HEADING.match(line) if fence is None and opener is None else None
        if heading is None:
            blocks[-1][1].append(line)
            continue
        level, words = len(heading.group(1)), (heading.group(2) or "").strip()
        while path and path[-1][0] >= level:
            path.pop()
        if words:
            path.append((level, words))
            headings.append((level, words))
        blocks.append((" > ".join(w for _, w in path) or None, [line], True))
    sections = []
    for heading_path, lines, has_heading in blocks:
        body = "\n".join(lines[1:] if has_heading else lines)
        if body.strip():
            sections.append(Section(text="\n".join(lines).strip("\n"), heading=heading_path))
    if not sections:  # only headings: keep them, as one section
        sections.append(Section(text=text))
    first_h1 = next((words for level, words in headings if level == 1), None)
    title = first_h1 or (headings[0][1] if headings else _stem(filename))
    return ParsedDocument(filename, title[:TITLE_MAX_CHARS], tuple(sections), metadata)


def _parse_pdf(filename: str, data: bytes, metadata: Metadata) -> ParsedDocument:
    # pypdf raises many exception types on hostile or broken files; any of them means the same
    # thing to the uploader, and the cause stays chained for the logs.
    try:
        reader = PdfReader(io.BytesIO(data))
        pages = [page.extract_text() or "" for page in reader.pages]
        info = reader.metadata
        pdf_title = info.title if info is not None else None
    except FileNotDecryptedError as exc:
        raise InputRejected("the PDF is encrypted with a password", code="unreadable_pdf") from exc
    except Exception as exc:
        raise InputRejected(
            "the PDF could not be read (corrupt, truncated or not a PDF)", code="unreadable_pdf"
        ) from exc
    sections = []
    for number, raw in enumerate(pages, start=1):
        if "\x00" in raw:
            raise InputRejected(
                f"page {number}'s text layer contains NUL characters (broken font encoding)",
                code="nul_bytes",
            )
        page_text = _normalise(raw)
        if page_text.strip():
            sections.append(Section(text=page_text, page=number))
    if not sections:
        raise InputRejected(
            f"no page of the PDF ({len(pages)} in all) has a text layer (scanned? run OCR first)",
            code="no_text_layer",
        )
    title = (pdf_title or "").strip()[:TITLE_MAX_CHARS].rstrip()
    title = title or _first_line(sections[0].text) or _stem(filename)
    return ParsedDocument(filename, title, tuple(sections), metadata)


def _parse_jsonl(filename: str, text: str, metadata: Metadata) -> list[ParsedDocument]:
    documents: list[ParsedDocument] = []
    first_seen: dict[str, int] = {}
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        document = _parse_record(filename, number, line, metadata)
        if document.source in first_seen:
            raise InputRejected(
                f"line {number}: duplicate source (first used on line "
                f"{first_seen[document.source]})",
                code="invalid_jsonl",
            )
        first_seen[document.source] = number
        documents.append(document)
    return documents


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _parse_record(filename: str, number: int, line: str, metadata: Metadata) -> ParsedDocument:
    def reject(reason: str, code: str = "invalid_jsonl") -> InputRejected:
        return InputRejected(f"line {number}: {reason}", code=code)

    try:
        record = json.loads(line, parse_constant=_reject_constant)
    except json.JSONDecodeError as exc:
        raise reject(f"not valid JSON ({exc.msg} at column {exc.colno})") from None
    except (ValueError, RecursionError):
        raise reject("not valid JSON (NaN, Infinity or nesting too deep)") from None
    if not isinstance(record, dict):
        raise reject("expected a JSON object")
    body = record.pop("text", None)
    if not isinstance(body, str) or not body.strip():
        raise reject("'text' must be a non-empty string")
    if "\x00" in body:
        raise reject("'text' contains NUL characters", code="nul_bytes")
    title = record.pop("title", None)
    if title is not None and not isinstance(title, str):
        raise reject("'title' must be a string")
    # "source" names the document; "id" stands in for it when absent (and is metadata if not).
    key = "source" if record.get("source") is not None else "id"
    identity = record.pop(key, None)
    record.pop("source", None)
    if identity is None:
        identity = f"{filename}#{number}"
    elif isinstance(identity, bool) or not isinstance(identity, str | int):
        raise reject(f"'{key}' must be a string or an integer")
    source = str(identity).strip()
    if not source:
        raise reject(f"'{key}' must not be empty")
    if "\x00" in source or (title is not None and "\x00" in title):
        raise reject(f"'{key}' or 'title' contains NUL characters", code="nul_bytes")
    nested = record.pop("metadata", None) or {}
    if not isinstance(nested, dict):
        raise reject("'metadata' must be a JSON object")
    own = _check_metadata({**record, **nested}, where=f"line {number}", code="invalid_jsonl")
    body = _normalise(body)
    title = (title or "").strip()[:TITLE_MAX_CHARS].rstrip() or _first_line(body)
    return ParsedDocument(source, title, (Section(text=body),), {**metadata, **own})


def _check_metadata(values: dict[str, Any], *, where: str, code: str) -> dict[str, Any]:
    """JSON scalars or lists of them only; no NaN, no NUL (PostgreSQL's JSONB refuses both);
    a ``bucket`` key must name a bucket (``clinrag.corpus.buckets``)."""
    for position, (key, value) in enumerate(values.items(), start=1):
        if key == BUCKET_KEY:
            check_bucket_name(value if isinstance(value, str) else "", f"{where}: 'bucket'")
        items = value if isinstance(value, list) else [value]
        for item in items:
            bad = not isinstance(item, _SCALARS) or (
                isinstance(item, float) and not math.isfinite(item)
            )
            if bad or "\x00" in key or (isinstance(item, str) and "\x00" in item):
                raise InputRejected(
                    f"{where}: metadata key {position} must be a JSON scalar or a list of "
                    "scalars, without NUL characters",
                    code=code,
                )
    return values
