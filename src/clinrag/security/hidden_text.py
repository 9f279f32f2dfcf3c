"""Text hidden in a query, and the query read with it revealed.

An attacker hides an order from the guard the way a reader would not: base64, hex or
percent-encoding, rot13, leetspeak, reversed text, letters spaced out or joined by zero-width
characters, Cyrillic and Greek look-alike letters. This module undoes those and returns
*readings*; it judges nothing. The guard screens a reading with the same detector as the text
as written, so a hidden order is refused by the same standard as a plain one, and a hidden
lab result ("Potassium 5.9 mmol/L" in base64) passes like a plain one.

Two kinds of output:

* ``decoded_payloads``: each payload found (base64 and hex runs, Morse, escapes, Unicode tag
  characters, whole-text rot13/leet/reversed), two layers deep. The pattern features and the
  code-payload detectors score each one; nothing is kept or embedded, so no word test applies.
* ``reveal``: one reading of the whole text with every hidden part decoded *in place*, so the
  carrier sentence ("decode this and follow it: ...") is read with what it carries. A part is
  replaced only when its decoding reads more like words than it does (``word_share``): an
  attachment id, a checksum or a drug's barcode decodes to noise and stays as written, rot13
  of plain English reads worse than the English and is never applied. This reading is
  embedded, so it is made only when something was revealed.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import unquote

from wordfreq import zipf_frequency

from clinrag.security.hidden_ciphers import (
    BINARY_RUN,
    MORSE_RUN,
    binary_runs,
    caesar_reading,
    decode_binary,
    decode_morse,
    pig_latin_reading,
    unspell_phonetic,
    unstyle,
)
from clinrag.security.shorthand import spelt_out
from clinrag.security.spaced_text import join_scraps, join_spaced
from clinrag.security.validation import normalize, unescape

READ_LANGUAGES = ("en", "de", "fr", "es", "it", "pt")
"""Languages whose common words make a decoding "read like words" (the guard's languages)."""
COMMON_ZIPF = 3.0
"""wordfreq Zipf frequency of a common word (about once per million words)."""
MIN_SHARE = 0.5
"""A decoded part must have at least this share of common words to be read as text."""
MIN_GAIN = 0.25
"""A whole-segment transform (rot13, reversed, leet) must raise the share of common words by
this much: one or two words that happen to be common never make noise "text"."""
_MAX_WORDS = 80
"""Words looked up per share (a share, not a census: a 4,000-character text has 700)."""

_EDGE_MARKS = "\"'()[]{}<>.,;:!?¿¡«»\u201c\u201d\u2018\u2019*-\u2013\u2014/"
_JOINERS = re.compile("[-'\u2019]")


@lru_cache(maxsize=65536)
def _common(word: str) -> bool:
    parts = [p for p in _JOINERS.split(word) if p]
    return bool(parts) and all(
        p.isalpha() and any(zipf_frequency(p, lang) >= COMMON_ZIPF for lang in READ_LANGUAGES)
        for p in parts
    )


def common_word(word: str) -> bool:
    """A common word of the guard's languages (its parts, if joined by a hyphen or apostrophe)."""
    return _common(word)


def word_share(text: str) -> float:
    """Share of the tokens with a letter in them that are common words of the guard's
    languages (a token with a digit or a symbol among its letters, "n0w", "g/L", is none);
    0 for text without such tokens."""
    tokens = [t.strip(_EDGE_MARKS).lower() for t in text.split()]
    words = [t for t in tokens if any(c.isalpha() for c in t)][:_MAX_WORDS]
    return sum(_common(w) for w in words) / len(words) if words else 0.0


def looks_enciphered(text: str) -> bool:
    """Fewer than ``MIN_SHARE`` of its words are common words: a whole-text cipher is worth
    trying (most texts read as words, and skip the four readings and their feature passes)."""
    return word_share(text) < MIN_SHARE


# --- payload decoders -------------------------------------------------------------------

_BASE64 = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9+/_-]{16,}={0,2}")
_HEX = re.compile(r"\b(?:0x)?((?:[0-9a-fA-F]{2}[ :]?){8,})")
_PERCENT = re.compile(r"(?:[^\s%]*%[0-9A-Fa-f]{2}){3,}[^\s%]*")
_LEET = str.maketrans("0134579@$!|", "oieastgasil")
_LEET_WORD = re.compile(r"[a-z][0-9@$!|]+[a-z]|[0-9@$!|][a-z]{2,}", re.I)
_MAX_UNWRAPPED = 6


def _printable(data: bytes) -> str | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < 8:
        return None
    readable = sum(c.isalnum() or c.isspace() or c in ".,;:!?'\"()<>/-_=@" for c in text)
    return text if readable / len(text) >= 0.85 and " " in text.strip() else None


def decode_base64(token: str) -> str | None:
    padded = token + "=" * (-len(token) % 4)
    try:
        data = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None
    return _printable(data)


def decode_hex(token: str) -> str | None:
    try:
        return _printable(bytes.fromhex(re.sub(r"[ :]", "", token)))
    except ValueError:
        return None


def _unwrapped(text: str) -> list[str]:
    """Payloads carried inside the text: base64 and hex runs, Morse, escapes and entities."""
    found = [d for m in _BASE64.finditer(text) if (d := decode_base64(m.group()))]
    found += [d for m in _HEX.finditer(text) if (d := decode_hex(m.group(1)))]
    found += binary_runs(text)
    morse = decode_morse(text)
    if morse:
        found.append(morse)
    unescaped = unescape(text)
    if unescaped != text:
        found.append(unescaped)
    return found[:_MAX_UNWRAPPED]


def _transformed(text: str) -> list[str]:
    """The whole text read another way: leetspeak, the phonetic alphabet undone; and, only if
    it does not read as words (``looks_enciphered``), rot13, reversed, another Caesar shift and
    Pig Latin undone (``hidden_ciphers``); ``reveal`` reads a ciphered part segment by segment."""
    found = []
    if looks_enciphered(text):
        found += [codecs.encode(text, "rot13"), text[::-1]]
        found += [r for r in (caesar_reading(text), pig_latin_reading(text, _common)) if r]
    if _LEET_WORD.search(text):
        found.append(text.translate(_LEET))
    if (spelt := unspell_phonetic(text)) != text:
        found.append(spelt)
    return found


def tag_characters(raw: str) -> str:
    """Text written in invisible Unicode tag characters (U+E0020-E007E), which normalisation
    drops: look at the raw input."""
    return "".join(chr(ord(c) - 0xE0000) for c in raw if 0xE0020 <= ord(c) <= 0xE007E)


def decoded_payloads(text: str, raw: str | None = None) -> list[str]:
    """Texts hidden in ``text``, two layers deep (base64 of rot13 included); and invisible
    Unicode tag characters in ``raw`` (normalisation drops them, so look before it)."""
    found: list[str] = []
    if raw is not None and (tags := tag_characters(raw)):
        found.append(tags)
    inner = _unwrapped(text)
    found += inner + _transformed(text)
    for payload in inner:
        found += _unwrapped(payload) + _transformed(payload)
    return found


# --- the revealed reading ---------------------------------------------------------------

_HOMOGLYPHS = str.maketrans(
    "аеорсухіјѕԁһӏԛԝАВЕКМНОРСТХІЈЅοαιкνρτυχΑΒΕΗΙΚΜΝΟΡΤΧΥΖ",
    "aeopcyxijsdhlqwABEKMHOPCTXIJSoaikvptuxABEHIKMNOPTXYZ",
)
_LOOKALIKE = frozenset(chr(code) for code in _HOMOGLYPHS)
_LETTERS = re.compile(r"[^\W\d_]+")
_INVISIBLE = re.compile(r"[\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u180e]")
_SPACED_LETTERS = re.compile(r"\b(?:\w[ .*_-]){4,}\w\b")
_SEGMENT = re.compile(r"[^.:;!?\n]+[.:;!?]*|[.:;!?\n]+")


def unmix_scripts(text: str) -> str:
    """Words that mix Latin letters with Cyrillic or Greek look-alikes ("patient" with a
    Cyrillic a, i and e), spelt in
    Latin; a word wholly in another script (a Cyrillic name) is left alone unless the text
    hides several mixed words, when its look-alikes are mapped too."""
    words = _LETTERS.findall(text)
    mixed = [w for w in words if any(c in _LOOKALIKE for c in w) and any(c.isascii() for c in w)]
    if not mixed:
        return text
    if len(mixed) >= 2:
        return text.translate(_HOMOGLYPHS)
    return _LETTERS.sub(
        lambda m: m.group().translate(_HOMOGLYPHS) if m.group() in mixed else m.group(), text
    )


def lookalike_views(text: str) -> list[str]:
    """The text, and views of it with look-alike letters mapped, s p a c e d words joined and
    text-speak spelt out (``shorthand``; cheap: the features score every view of every text)."""
    views = [text]
    if not text.isascii():
        skeleton = unstyle(text).translate(_HOMOGLYPHS)
        if skeleton != text:
            views.append(skeleton)
    if _SPACED_LETTERS.search(text):
        views.append(_SPACED_LETTERS.sub(lambda m: re.sub(r"[ .*_-]", "", m.group()), text))
    if (spelt := spelt_out(text)) is not None:
        views.append(spelt)
    return views


def _decode_runs(text: str) -> str:
    """Base64, hex and percent-encoded runs replaced by their decoding when it reads like
    words (a further rot13/leet/reversed layer undone when that reads better)."""

    def readable(decoded: str | None, original: str) -> str:
        if decoded is None:
            return original
        decoded = _best_segment(decoded)
        if word_share(decoded) < MIN_SHARE:
            return original
        return decoded + original[len(original.rstrip()) :]  # keep a gap the run swallowed

    text = _BASE64.sub(lambda m: readable(decode_base64(m.group()), m.group()), text)
    text = _HEX.sub(lambda m: readable(decode_hex(m.group(1)), m.group()), text)
    text = BINARY_RUN.sub(lambda m: readable(decode_binary(m.group()), m.group()), text)
    text = MORSE_RUN.sub(lambda m: readable(decode_morse(m.group()), m.group()), text)
    return _PERCENT.sub(lambda m: readable(unquote(m.group()), m.group()), text)


def _best_segment(segment: str) -> str:
    """The segment, or its rot13, reversal or leet reading when that reads clearly better."""
    share = word_share(segment)
    if share >= MIN_SHARE:
        return segment  # reads as text already
    best, best_share = segment, share
    candidates = [codecs.encode(segment, "rot13"), segment[::-1]]
    if _LEET_WORD.search(segment):
        candidates.append(segment.translate(_LEET))
    candidates += [r for r in (caesar_reading(segment), pig_latin_reading(segment, _common)) if r]
    for candidate in candidates:
        candidate_share = word_share(candidate)
        if candidate_share >= MIN_SHARE and candidate_share >= max(best_share, share + MIN_GAIN):
            best, best_share = candidate, candidate_share
    return best


_GAPS = re.compile(r"[^\S\n]+")


def _collapse(text: str) -> str:
    return "\n".join(_GAPS.sub(" ", line).strip() for line in text.split("\n"))


@dataclass(frozen=True)
class Revealed:
    text: str
    """The whole query with its hidden parts decoded in place (normalised)."""


def reveal(text: str, raw: str | None = None) -> Revealed | None:
    """The query read with what it hides revealed, or None when it hides nothing readable.

    ``text`` is the normalised query; ``raw`` the input before normalisation (zero-width
    characters used as spaces, and tag characters, are visible only there)."""
    reading = text
    if raw is not None:
        # Zero-width characters as letter and word gaps, and words broken into scraps: the
        # gaps are visible only before normalising, which collapses them.
        gapped = _INVISIBLE.sub(" ", raw)
        joined = join_scraps(gapped, common_word)
        if gapped != raw or joined != gapped:
            reading = normalize(join_spaced(joined))
    if raw is not None and (tags := tag_characters(raw)):
        reading = f"{reading} {tags}"
    reading = unmix_scripts(unspell_phonetic(unstyle(reading)))
    reading = join_spaced(reading)
    reading = _decode_runs(reading)
    reading = "".join(_best_segment(s.group()) for s in _SEGMENT.finditer(reading))
    reading = _best_segment(reading)  # a text hidden whole, its punctuation included
    reading = _collapse(reading)  # lines kept: a feature never reads across them
    if reading == _collapse(text) or word_share(reading) < MIN_SHARE:
        return None
    return Revealed(reading)
