"""A search hit's snippet: the window of its (redacted) chunk around the query's first match.

The match is by BM25's own analysis (lower case, stopwords out, stems, each a prefix of the
words it stems), so "vaccination" in the query finds "vaccines" in the text. No match (a
semantic hit) gives the chunk's opening; placeholders of redacted values never match. The
window is cut at whitespace, so a placeholder (``<PERSON_1>``) is never cut in half, and an
ellipsis marks each cut end.
"""

from __future__ import annotations

import re
from functools import lru_cache

from clinrag.retrieval.analysis import STOPWORDS, analyze

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_PLACEHOLDER = re.compile(r"<[A-Z][A-Z_]*_\d+>")
"""A redacted value (``<PERSON_1>``): never a match, on either side."""
_ELLIPSIS = "…"
_LEAD_SHARE = 3
"""The match sits a third of the way into the window: some context before, more after."""


@lru_cache(maxsize=256)
def _matcher(query: str) -> re.Pattern[str] | None:
    """Built once per search text (every hit of a search shares it)."""
    words = [w.lower() for w in _WORD.findall(_PLACEHOLDER.sub(" ", query))]
    words = [w for w in words if w not in STOPWORDS]
    prefixes = sorted(set(words) | set(analyze(" ".join(words))), key=len, reverse=True)
    if not prefixes:
        return None
    return re.compile(r"(?<![^\W_])(?:" + "|".join(map(re.escape, prefixes)) + ")", re.IGNORECASE)


def first_match(text: str, query: str) -> int | None:
    """Offset of the first word of ``text`` that begins with one of the query's BM25 terms
    (its stems) or words: one compiled search, not a stemmer call per word of the chunk."""
    pattern = _matcher(query)
    if pattern is None:
        return None
    blanked = _PLACEHOLDER.sub(lambda m: " " * len(m.group()), text)
    found = pattern.search(blanked)
    return None if found is None else found.start()


def snippet(text: str, query: str, context_chars: int) -> str:
    """At most about ``context_chars`` characters of ``text`` (plus the ellipses)."""
    text = text.strip()
    if len(text) <= context_chars:
        return text
    match = first_match(text, query) or 0
    return window(text, match, context_chars, before=context_chars // _LEAD_SHARE)


def window(text: str, match: int, context_chars: int, *, before: int) -> str:
    """About ``context_chars`` characters of ``text`` from ``before`` characters ahead of
    offset ``match``, cut at whitespace, an ellipsis at each cut end."""
    start = max(0, min(match - before, len(text) - context_chars))
    end = start + context_chars
    if start > 0 and not text[start - 1].isspace():  # not mid-word
        space = text.find(" ", start, match + 1 if match > start else end)
        start = space + 1 if space != -1 else start
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start else end
    head = _ELLIPSIS if start > 0 else ""
    tail = _ELLIPSIS if end < len(text) else ""
    return f"{head}{text[start:end].strip()}{tail}"
