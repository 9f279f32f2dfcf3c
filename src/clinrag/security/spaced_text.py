"""Words broken apart by spacing, joined again: letters one by one, or scraps of two or three.

An order can be hidden from the guard's patterns and embedder by spacing its letters out
("i g n o r e  a l l") or, as a bad scan or OCR does, breaking each word into scraps ("fo rg et
th e le tt er"), with a wider gap (two spaces, a slash, a bar) between the words. Normalisation
collapses runs of spaces, so the word gaps survive only in the raw input: the scraps are joined
there, before normalising (``hidden_text.reveal``). A line is joined only when the joining
brings a good share of its letters into long common words: scraps of one to three letters are
"words" of some language (wordfreq knows "rg" and "ip"), long words are not made by chance. A
table, a date or ordinary double-spaced prose stays as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SPACED = re.compile(r"(?<!\S)(?:\S(?: |\s*[/|]\s*|\s{2,})){3,}\S(?!\S)")
_WORD_GAP = re.compile(r"\s*[/|]\s*|\s{2,}")
_LINE_GAP = re.compile(r"[^\S\n]+[/|][^\S\n]+|[^\S\n]{2,}")
MAX_SCRAP = 3
"""The longest scrap of a broken word: a scan splits a word every one to three letters."""
MIN_GAPS = 2
"""Word gaps a line needs before its scraps are read as broken words."""
LONG = 4
"""Letters of a word no scrap can be."""
MIN_GAIN = 0.3
"""The share of a line's letters the joining must bring into long common words."""
_MARKS = ".,;:!?'\"()[]"


def join_spaced(text: str) -> str:
    """Letters written one by one ("i g n o r e / a l l") joined into words; a slash, a bar or
    two spaces separate the words."""

    def joined(match: re.Match[str]) -> str:
        words = _WORD_GAP.split(match.group())
        return " ".join(word.replace(" ", "") for word in words)

    return _SPACED.sub(joined, text)


def _joined(word: str) -> str:
    """A word between wide gaps, with its single-spaced scraps joined ("fo rg et" -> "forget");
    a number or a date written with gaps stays as written."""
    parts = word.split()
    if len(parts) < 2 or any(len(p) > MAX_SCRAP for p in parts):
        return " ".join(parts)
    joined = "".join(parts)
    return joined if any(c.isalpha() for c in joined) else " ".join(parts)


def _long_words(line: str, common: Callable[[str], bool]) -> float:
    """Share of the line's letters that stand in common words of ``LONG`` letters or more (a
    broken line has none: its scraps are all short, and short scraps are "words" of some
    language)."""
    tokens = [t.strip(_MARKS) for t in line.split()]
    letters = sum(sum(c.isalpha() for c in t) for t in tokens)
    long = sum(len(t) for t in tokens if len(t) >= LONG and t.isalpha() and common(t.lower()))
    return long / letters if letters else 0.0


def join_scraps(raw: str, common: Callable[[str], bool]) -> str:
    """``raw`` with every line of broken words joined, where the joining puts ``MIN_GAIN`` more
    of its letters in long common words (``common``: a word test); lines with fewer than
    ``MIN_GAPS`` wide gaps untouched."""
    lines = []
    for line in raw.split("\n"):
        if len(_LINE_GAP.findall(line)) >= MIN_GAPS:
            joined = " ".join(_joined(w) for w in _LINE_GAP.split(line) if w.strip())
            if _long_words(joined, common) >= _long_words(line, common) + MIN_GAIN:
                line = joined
        lines.append(line)
    return "\n".join(lines)
