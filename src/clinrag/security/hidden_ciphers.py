"""Letter ciphers a reader undoes by hand: styled letters, binary, Morse, the phonetic alphabet, a
Caesar shift, Pig Latin.

``hidden_text`` undoes the machine encodings (base64, hex, escapes) and rot13, leetspeak and
reversal. The ninth blind set hid its orders in the ciphers a puzzle page uses instead, and
new authors will pick others of the same kind; each decoder here is the general form of its
cipher, not of any text: every Caesar shift (chosen by letter frequency, so one candidate is
read, not 25), every letter-like symbol Unicode names after a Latin letter (negative circled
and squared letters, regional indicators, small capitals; NFKC already maps the circled,
full-width and mathematical ones), every run of 8-bit groups, every run of phonetic-alphabet
words. Like ``hidden_text``, this module judges nothing: a reading replaces the text only
when it reads more like words (``hidden_text.word_share``), so a NATO-spelt surname or a
device's binary flags decode to a harmless name or to noise and pass as they would plainly.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections.abc import Callable
from functools import lru_cache

_STYLED_NAME = re.compile(
    r"(LATIN (CAPITAL |SMALL )?LETTER (SMALL CAPITAL )?|REGIONAL INDICATOR SYMBOL LETTER )"
    r"([A-Z])$"
)


@lru_cache(maxsize=4096)
def _styled(char: str) -> str:
    """The Latin letter a non-ASCII letter-like symbol is named after, or the symbol itself."""
    if char.isascii():
        return char
    match = _STYLED_NAME.search(unicodedata.name(char, ""))
    if match is None or unicodedata.name(char, "").startswith("LATIN SMALL LETTER "):
        return char  # a plain letter of another alphabet's spelling keeps its accents
    return match.group(4).lower()


def unstyle(text: str) -> str:
    """Letter-like symbols (🅘🅖🅝🅞🅡🅔, 🇮🇬, ʀ) read as the letters they are named after."""
    if text.isascii():
        return text
    return "".join(_styled(c) for c in text)


BINARY_RUN = re.compile(r"(?<![01])(?:[01]{8}[ ,]?){4,}(?![01])")


def decode_binary(run: str) -> str | None:
    """A run of 8-bit groups as ASCII text; None unless every byte is printable."""
    groups = re.findall(r"[01]{8}", run)
    text = "".join(chr(int(g, 2)) for g in groups)
    return text if text.isprintable() and any(c.isalpha() for c in text) else None


def binary_runs(text: str) -> list[str]:
    return [d for m in BINARY_RUN.finditer(text) if (d := decode_binary(m.group()))]


_MORSE_CODES = (
    ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- "
    "-..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. .-.-.- --..-- "
    "..--.. -.-.--"
)
_MORSE = dict(zip(_MORSE_CODES.split(), "abcdefghijklmnopqrstuvwxyz0123456789.,?!", strict=True))
MORSE_RUN = re.compile(r"(?<![\w.-])(?:[.-]{1,6}(?: / | {1,2}|/)){5,}[.-]{1,6}(?![\w.-])")
"""Five or more Morse letters in a row, inside a text (``decode_morse`` reads a whole one)."""


def decode_morse(text: str) -> str | None:
    """Dots and dashes (a stray emoji or colon allowed); words split by '/' or two spaces."""
    if len(text) < 10 or sum(c in ".-/ " for c in text) < 0.9 * len(text):
        return None
    words = re.split(r"\s*/\s*|\s{2,}", text.strip())
    return " ".join("".join(_MORSE.get(code, code) for code in word.split()) for word in words)


_PHONETIC_WORDS = (
    "alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike"
    " november oscar papa quebec romeo sierra tango uniform victor whiskey whisky x-ray xray"
    " yankee zulu"
)
_PHONETIC = {word: word[0] for word in _PHONETIC_WORDS.split(" ")}
_PHONETIC_WORD = "|".join(sorted(map(re.escape, _PHONETIC), key=len, reverse=True))
_PHONETIC_RUN = re.compile(
    rf"\b(?:(?:{_PHONETIC_WORD})[\s,-]+){{2,}}(?:{_PHONETIC_WORD})\b", re.IGNORECASE
)


def unspell_phonetic(text: str) -> str:
    """Runs of three or more phonetic-alphabet words ("Sierra-Hotel-Oscar-Whiskey") read as the
    word they spell ("show")."""

    def spelt(match: re.Match[str]) -> str:
        words = re.findall(_PHONETIC_WORD, match.group(), re.IGNORECASE)
        return "".join(_PHONETIC[w.lower()] for w in words)

    return _PHONETIC_RUN.sub(spelt, text)


_ENGLISH_LETTERS = (
    8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4,
    6.7, 7.5, 1.9, 0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074,
)  # fmt: skip
_LOG_FREQUENCY = tuple(math.log(f) for f in _ENGLISH_LETTERS)


def _shift(text: str, by: int) -> str:
    def moved(c: str) -> str:
        if "a" <= c <= "z":
            return chr((ord(c) - 97 + by) % 26 + 97)
        if "A" <= c <= "Z":
            return chr((ord(c) - 65 + by) % 26 + 65)
        return c

    return "".join(moved(c) for c in text)


def caesar_reading(text: str) -> str | None:
    """The Caesar shift whose letters are likeliest English (by letter frequency), unless that
    is no shift or rot13 (``hidden_text`` reads rot13 already)."""
    counts = [0] * 26
    for c in text.lower():
        if "a" <= c <= "z":
            counts[ord(c) - 97] += 1
    if sum(counts) < 12:
        return None
    best = max(
        range(26),
        key=lambda by: sum(n * _LOG_FREQUENCY[(i + by) % 26] for i, n in enumerate(counts)),
    )
    return None if best in (0, 13) else _shift(text, best)


_PIG_WORD = re.compile(r"\b([a-z]+?)(w?ay)\b", re.IGNORECASE)


def pig_latin_reading(text: str, common: Callable[[str], bool]) -> str | None:
    """Words ending in "ay" with their last one to three letters moved back to the front (the
    move that gives a ``common`` word); None unless most words
    end in "ay"."""
    words = re.findall(r"[A-Za-z]+", text)
    if len(words) < 3 or sum(w.lower().endswith("ay") for w in words) < 0.6 * len(words):
        return None

    def undone(match: re.Match[str]) -> str:
        stem, ending = match.group(1), match.group(2).lower()
        if ending == "way" and common(stem):
            return stem
        stem = stem + ending[:-2]  # "w" of "way" belongs to the stem when the word is not common
        for cut in (1, 2, 3):
            if cut < len(stem) and common(word := stem[-cut:] + stem[:-cut]):
                return word
        return match.group()

    return _PIG_WORD.sub(undone, text)
