"""Sentence-aware chunking within sections, sized in the embedder's tokens.

A chunk never crosses a section, so its page and heading are exact citations. Sections are cut
into sentences, whole sentences are packed greedily up to the target, and each chunk after the
first in a section starts with the previous chunk's last whole sentences (up to the overlap
budget) so a fact on a boundary is retrievable from either side. A sentence longer than the
target is cut at word boundaries (a single word longer than the target, at characters).

Chunk text is whitespace-normalised: sentences of one paragraph are joined by a space, and
paragraph breaks, list items, table rows and Markdown headings start a new line ("\\n").
Single newlines elsewhere are line wrapping (PDF lines) and become spaces.

Sizes rely on token counts adding up across whitespace, which holds for WordPiece (BERT
pre-tokenisation splits on whitespace first); each sentence is counted once, in one batch per
document, never each candidate chunk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from clinrag.domain import ChunkDraft, ParsedDocument
from clinrag.ingest.tokens import TokenCounter, count_all

_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n\s*")
_BLOCK_LINE = re.compile(r"[ \t]*(?:[-*+•][ \t]|\d{1,3}[.)][ \t]|#{1,6}(?:[ \t]|$)|\||>)")
"""A line that starts its own block: list item, heading, table row or quote."""
_SINGLE_LINE_BLOCK = re.compile(r"[ \t]*(?:#{1,6}(?:[ \t]|$)|\|)")
"""Headings and table rows end at their line; the next line never continues them."""
_CANDIDATE_END = re.compile("[.!?]+[\"'\u201d\u2019)\\]]*(?=\\s+(\\S))")
_DOTTED = re.compile(r"[a-z]{1,2}(?:\.[a-z]{1,2})+")
"""e.g, i.e, b.i.d, u.s, ph.d: the word before the final period of a dotted abbreviation."""
_SENTENCE_OPENERS = "\"'\u201c\u2018(["
_ABBREVIATION_TEXT = """
    dr mr mrs ms prof sr jr st vs fig figs eq eqs ref refs vol vols approx ca cf al viz resp
    incl dept ed eds pp inc ltd corp co jan feb mar apr jun jul aug sep sept oct nov dec"""
_ABBREVIATIONS = frozenset(_ABBREVIATION_TEXT.split())
_WHITESPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class _Unit:
    """A sentence (or a piece of an overlong one) with the separator that precedes it."""

    text: str
    tokens: int
    separator: str
    whole: bool
    """A whole sentence; only those are repeated as overlap."""


def chunk_document(
    document: ParsedDocument,
    *,
    counter: TokenCounter,
    target_tokens: int,
    overlap_tokens: int,
) -> list[ChunkDraft]:
    """Chunks of at most ``target_tokens`` tokens, numbered 0..n-1 in document order."""
    if target_tokens < 1 or overlap_tokens < 0:
        raise ValueError("target_tokens must be positive and overlap_tokens not negative")
    per_section = [_sentences(section.text) for section in document.sections]
    flat = [text for sentences in per_section for text, _ in sentences]
    counts = iter(count_all(counter, flat))
    drafts: list[ChunkDraft] = []
    for section, sentences in zip(document.sections, per_section, strict=True):
        units: list[_Unit] = []
        for text, separator in sentences:
            tokens = next(counts)
            if tokens <= target_tokens:
                units.append(_Unit(text, tokens, separator, whole=True))
            else:
                units += _split_long(text, separator, counter, target_tokens)
        for text in _pack(units, target_tokens, overlap_tokens):
            drafts.append(ChunkDraft(len(drafts), text, section.page, section.heading))
    return drafts


def _sentences(text: str) -> list[tuple[str, str]]:
    """Sentences of a section, each with its separator ("", " " or "\\n")."""
    result: list[tuple[str, str]] = []
    for paragraph in _PARAGRAPH_BREAK.split(text):
        for block in _blocks(paragraph):
            for position, sentence in enumerate(split_sentences(block)):
                separator = " " if position else "\n"
                result.append((sentence, separator if result else ""))
    return result


def _blocks(paragraph: str) -> list[str]:
    blocks: list[list[str]] = []
    for line in paragraph.split("\n"):
        if not line.strip():
            continue
        starts_block = _BLOCK_LINE.match(line) is not None
        if blocks and not starts_block and not _SINGLE_LINE_BLOCK.match(blocks[-1][-1]):
            blocks[-1].append(line)
        else:
            blocks.append([line])
    return [" ".join(lines) for lines in blocks]


def split_sentences(text: str) -> list[str]:
    """Sentences, whitespace-collapsed; abbreviations, initials and decimals do not end one.

    A sentence ends at ``.``, ``!`` or ``?`` (closing quotes and brackets included) followed
    by whitespace and a capital, a digit or an opening quote or bracket.
    """
    text = _WHITESPACE.sub(" ", text).strip()
    sentences: list[str] = []
    start = 0
    for match in _CANDIDATE_END.finditer(text):
        following = match.group(1)[0]
        if not (following.isupper() or following.isdigit() or following in _SENTENCE_OPENERS):
            continue
        if match.group().startswith(".") and not match.group().startswith(".."):
            word = text[text.rfind(" ", 0, match.start()) + 1 : match.start()]
            word = word.lstrip(_SENTENCE_OPENERS).lower()
            if (
                word in _ABBREVIATIONS
                or (len(word) == 1 and word.isalpha())
                or _DOTTED.fullmatch(word)
                or (word == "no" and following.isdigit())
            ):
                continue
        sentences.append(text[start : match.end()])
        start = match.end() + 1
    if start < len(text):
        sentences.append(text[start:])
    return [s for s in sentences if s]


def _split_long(text: str, separator: str, counter: TokenCounter, target: int) -> list[_Unit]:
    """An overlong sentence as pieces of at most ``target`` tokens, cut between words."""
    words = text.split(" ")
    pieces: list[tuple[str, int]] = []
    for word, tokens in zip(words, count_all(counter, words), strict=True):
        if tokens > target:
            pieces += _split_word(word, counter, target)
        else:
            pieces.append((word, tokens))
    units: list[_Unit] = []
    current: list[str] = []
    current_tokens = 0
    for word, tokens in pieces:
        if current and current_tokens + tokens > target:
            units.append(_Unit(" ".join(current), current_tokens, " ", whole=False))
            current, current_tokens = [], 0
        current.append(word)
        current_tokens += tokens
    units.append(_Unit(" ".join(current), current_tokens, " ", whole=False))
    first = units[0]
    units[0] = _Unit(first.text, first.tokens, separator, whole=False)
    return units


def _split_word(word: str, counter: TokenCounter, target: int) -> list[tuple[str, int]]:
    """A word too long for any chunk (a run of symbols, say), cut at the longest fitting prefix."""
    pieces: list[tuple[str, int]] = []
    while word:
        low, high = 1, len(word)  # find the longest prefix that fits; one character always goes
        while low < high:
            middle = (low + high + 1) // 2
            if counter.count(word[:middle]) <= target:
                low = middle
            else:
                high = middle - 1
        pieces.append((word[:low], counter.count(word[:low])))
        word = word[low:]
    return pieces


def _pack(units: list[_Unit], target: int, overlap: int) -> list[str]:
    """Greedy packing; every chunk holds at least one unit the previous chunk did not."""
    chunks: list[str] = []
    current: list[_Unit] = []
    total = 0
    for unit in units:
        if current and total + unit.tokens > target:
            chunks.append(_join(current))
            carried: list[_Unit] = []
            carried_tokens = 0
            for previous in reversed(current):
                if not previous.whole or carried_tokens + previous.tokens > overlap:
                    break
                carried.insert(0, previous)
                carried_tokens += previous.tokens
            while carried and carried_tokens + unit.tokens > target:
                carried_tokens -= carried.pop(0).tokens
            current, total = carried, carried_tokens
        current.append(unit)
        total += unit.tokens
    if current:
        chunks.append(_join(current))
    return [chunk for chunk in chunks if chunk.strip()]


def _join(units: list[_Unit]) -> str:
    return units[0].text + "".join(unit.separator + unit.text for unit in units[1:])
