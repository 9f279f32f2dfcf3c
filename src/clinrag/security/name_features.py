"""What the learned name pass sees of one word: its shape, its standing in the word lists, its
spelling and its neighbours, as hashed binary features.

A rule names one author's way of writing a name; the next author writes another. What carries
from hand to hand is evidence any name shares: a capital where English has none, a word no
dictionary or clinical list holds, letter sequences of the world's names ("-ndeka", "Mth-",
"-ovic"), the label or role word before it, a house number or a street word beside it. Each
word is read as strings ("shape:Xx", "p1:nok", "g:ndek") hashed into ``DIMENSION`` columns
(crc32: the same columns in every process), so the model needs no vocabulary of its own.
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word
from clinrag.security.known_names import first_names, frequent_surnames, surnames
from clinrag.security.lexicon import clinical_lexicon, clinical_root
from clinrag.security.word_shapes import clinical_shape

DIMENSION = 1 << 18
WORD = re.compile(r"(?<!\d)[^\W\d_][\w'\u2019]*(?:-[^\W\d_][\w'\u2019]*)*")
"""A word as the note pass reads one (letters first; hyphens and apostrophes inside)."""
_GAP_DIGITS = re.compile(r"\d+")
_GAP_SPACE = re.compile(r"[ \t]+")


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    word: str


def tokens(text: str) -> list[Token]:
    return [Token(m.start(), m.end(), m.group()) for m in WORD.finditer(text)]


def _shape(word: str) -> str:
    letters = word.replace("-", "").replace("'", "").replace("\u2019", "")
    if len(letters) == 1:
        return "X" if letters.isupper() else "x"
    if letters.isupper():
        return "XX"
    if letters.islower():
        return "x"
    if letters[0].isupper() and letters[1:].islower():
        return "Xx"
    return "xX"


def _gap(text: str, start: int, end: int) -> str:
    """The characters between two words, digits and blanks folded ("12 ": "9_")."""
    between = text[start:end]
    if "\n" in between:
        return "NL"
    return _GAP_SPACE.sub("_", _GAP_DIGITS.sub("9", between))[:6]


class WordLists:
    """The lists a word is looked up in, loaded once per process."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        from wordfreq import zipf_frequency

        self._zipf = zipf_frequency
        self._clinical = vocabulary.words()
        self._lexicon = clinical_lexicon()
        self._first = first_names()
        self._surnames = surnames()
        self._frequent = frequent_surnames()
        self._cache: dict[str, tuple[str, ...]] = {}

    def marks(self, word: str) -> tuple[str, ...]:
        """The list features of a word (same for every occurrence, so cached)."""
        folded = fold_word(word)
        found = self._cache.get(folded)
        if found is not None:
            return found
        zipf = self._zipf(folded, "en")
        marks = [f"z{min(int(zipf), 6)}"]
        for mark, member in (
            ("clin", folded in self._clinical),
            ("lex", folded in self._lexicon),
            ("first", folded in self._first),
            ("sur", folded in self._surnames),
            ("freq", folded in self._frequent),
            ("cshape", clinical_shape(folded)),
            ("croot", clinical_root(folded)),
        ):
            if member:
                marks.append(mark)
        self._cache[folded] = found = tuple(marks)
        return found


def word_features(text: str, words: Sequence[Token], index: int, lists: WordLists) -> list[str]:
    """The feature strings of ``words[index]`` in ``text``."""
    token = words[index]
    word = token.word
    lower = fold_word(word)
    shape = _shape(word)
    marks = lists.marks(word)
    line_start = text.rfind("\n", 0, token.start) + 1
    features = [f"shape:{shape}", f"len:{min(len(word), 10)}", *marks]
    features += [f"{shape}&{mark}" for mark in marks]
    if not text[line_start : token.start].strip():
        features.append("linestart")
    padded = f"^{lower}$"
    features += [f"g:{padded[i : i + 3]}" for i in range(len(padded) - 2)]
    features += [f"suf:{lower[-3:]}", f"w:{lower}"]
    for side, step in (("p", -1), ("n", 1)):
        for distance in (1, 2):
            other = index + step * distance
            if not 0 <= other < len(words):
                features.append(f"{side}{distance}:none")
                continue
            neighbour = words[other]
            features.append(f"{side}{distance}:{fold_word(neighbour.word)}")
            if distance == 1:
                a, b = (neighbour.end, token.start) if step < 0 else (token.end, neighbour.start)
                gap = _gap(text, a, b)
                features += [f"{side}gap:{gap}", f"{side}shape:{_shape(neighbour.word)}"]
                features += [f"{side}{m}" for m in lists.marks(neighbour.word)]
                features.append(f"{side}gap:{gap}&{shape}")
    return features


def _column(feature: str) -> int:
    return zlib.crc32(feature.encode()) % DIMENSION


def feature_matrix(rows: Sequence[Sequence[str]]) -> sparse.csr_matrix:
    """One binary row per word."""
    indices = [_column(f) for row in rows for f in row]
    pointers = np.cumsum([0, *(len(row) for row in rows)])
    data = np.ones(len(indices), dtype=np.float64)
    matrix = sparse.csr_matrix((data, indices, pointers), shape=(len(rows), DIMENSION))
    matrix.sum_duplicates()
    matrix.data[:] = 1.0
    return matrix
