"""Names the census knows: a first name followed by a surname, both capitalised, is a person.

Many surnames are common English words ("Price", "Banks", "Little", "Church", "Cross"), so the
note pass, which trusts common words, keeps them, and the NER model often misses them without a
title ("night RN June Little", "April Fields, APRN-NP", "Specimen labelled Will Church"). What
gives them away is the pair: a known first name right before a known surname, both capitalised.
Prose capitalises two such words in a row only in a name or a proper noun (a place, an
eponymous scale), and a pair next to a clinical head noun is read as an eponym
(``clinical_context``: "Young Mania Rating Scale").

The lists are the US Census Bureau's 1990 name frequency files (public domain), as packaged by
the ``names`` distribution on PyPI (MIT): 5,163 first names and 88,799 surnames. A quoted
nickname or a middle initial may stand between the two ("Bethany "Beth" Cross", "Rusty J.
Banks"). Found names reach every other mention of them through ``propagate_names``.

Questions in the other accepted languages name people the census does not know ("Luca
Bianchi", "Tiago Pereira"); the first names and surnames of Faker's German, French, Spanish,
Italian and Portuguese person providers (MIT; ``data/security/local_names.txt``, written by
``scripts/build_local_names.py`` without common English words) join the census lists here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache
from importlib import resources

from clinrag.security.clinical_terms import (
    ClinicalVocabulary,
    clinical_context,
    fold_word,
    not_a_name,
)
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span
from clinrag.security.word_shapes import clinical_shape
from clinrag.shipped_data import LOCAL_NAMES

_SCORE = 0.6
FREQUENT_SURNAMES = 5000
LOWER_FIRST_ZIPF = 4.5
"""A lower-case first name rarer in English than this is a name, not a word ("joshua" 3.9,
"maria" 4.3; "grace", "mark", "will" are commoner)."""
_FUNCTION_WORDS = frozenset({"in", "an", "a", "the", "to", "of", "and", "or", "see", "do"})
"""First names of the census that are mostly function words; a month ("April", "June") or a
modal ("Will", "May") before a capitalised surname is a first name ("June Little")."""
_WORD = r"[^\W\d_][\w'\u2019]*(?:-[^\W\d_][\w'\u2019]*)?"
_BETWEEN = r"[ \t]+(?:\"[^\"\n]{1,15}\"[ \t]+|[^\W\d_]\.[ \t]*)?"
"""A quoted nickname or a middle initial may stand between first name and surname."""
_NEXT_WORD = re.compile(r"[ \t]+([^\W\d_]{2})")
_PAIR = re.compile(rf"(?<![\w'\u2019-])(?=(?P<first>{_WORD}){_BETWEEN}(?P<last>{_WORD})(?![\w-]))")


@cache
def _census(*files: str, top: int | None = None) -> frozenset[str]:
    """The names of the census ``files`` (of the ``top`` ranks of each, when given)."""
    package = resources.files("names")
    return frozenset(
        fields[0].casefold()
        for name in files
        for line in (package / name).read_text(encoding="ascii").splitlines()
        if (fields := line.split()) and (top is None or int(fields[3]) <= top)
    )


_LIST_LABEL = re.compile(r"(?:[A-Z],[ \t]?)*[A-Z]\.[ \t]?([^\W\d_]+)")
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve twenty".split()  # noqa: SIM905
)
"""Counts that open a line of a specimen list ("B, C. Ten lymph nodes")."""


def list_label(value: str) -> bool:
    """Whether a hit shaped like an initial and a surname is a list label before a word that is
    no name ("A. Invasive ductal carcinoma", "B. Sentinel lymph node", "B, C. Ten lymph
    nodes"): the word is a number, or a common or lexicon word that no name list holds. "V.
    Guzman" and "J. Smith" stay names."""
    from wordfreq import zipf_frequency

    from clinrag.security.note_pass import COMMON_ZIPF

    match = _LIST_LABEL.match(value.strip())
    if match is None:
        return False
    word = fold_word(match.group(1))
    if word in _NUMBER_WORDS:
        return True
    known = zipf_frequency(word, "en") >= COMMON_ZIPF or word in clinical_lexicon()
    return known and word not in all_names()


@cache
def all_names() -> frozenset[str]:
    """Every name the project knows: census first names and surnames, Faker's of the other
    accepted languages."""
    return first_names() | surnames() | local_names("first") | local_names("last")


def first_names() -> frozenset[str]:
    """First names of the 1990 census, female and male, lower case."""
    return _census("dist.female.first", "dist.male.first")


def surnames() -> frozenset[str]:
    """Surnames of the 1990 census, lower case."""
    return _census("dist.all.last")


def frequent_surnames() -> frozenset[str]:
    """The ``FREQUENT_SURNAMES`` commonest surnames of the census: real surnames, also when
    they are English words ("Price", "Banks", "Little"); the tail of the list also holds
    words that were someone's surname once ("People", "State")."""
    return _census("dist.all.last", top=FREQUENT_SURNAMES)


@cache
def local_names(kind: str) -> frozenset[str]:
    """The ``first`` names or ``last`` names (surnames) of ``local_names.txt``, lower case."""
    return frozenset(
        name.casefold()
        for line in LOCAL_NAMES.read_text(encoding="utf-8").splitlines()
        if not line.startswith("#") and line.strip()
        for label, name in [line.split(maxsplit=1)]
        if label == kind
    )


class KnownNamePairs:
    """Finds a known first name followed by a known surname, both capitalised."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        self._vocabulary = vocabulary
        self._first = first_names() | local_names("first")
        self._last = surnames() | local_names("last")

    def find(self, text: str, terms: Sequence[tuple[int, int]]) -> list[Span]:
        """Spans for the name pairs of ``text`` that no clinical term or context explains."""
        found = []
        for match in _PAIR.finditer(text):  # a lookahead: "Rusty Banks Price" gives two pairs
            start, end = match.start(), match.end("last")
            if self._pair_of_names(match.group("first"), match.group("last")) and not (
                any(s < end and start < e for s, e in terms)
                or clinical_context(text, start, end)
                or _title_word_after(text, end)
            ):
                found.append(Span(start, end, PhiType.PERSON, _SCORE, from_ner=False))
        return found

    def find_lower_case(self, text: str, terms: Sequence[tuple[int, int]]) -> list[Span]:
        """In a note: a census first name that is not a common English word (Zipf under
        ``LOWER_FIRST_ZIPF``: "kimberly", "joshua", not "will" or "mark") nor a word of the
        clinical lexicon ("min later"), before a known surname, both in lower case ("handed to
        kimberly dyer"). Dictated notes drop capitals; the pair gives a name away there as in
        title case."""
        from wordfreq import zipf_frequency

        found = []
        for match in _PAIR.finditer(text):
            first, last = match.group("first"), match.group("last")
            start, end = match.start(), match.end("last")
            if (
                first.islower()
                and last.islower()
                and zipf_frequency(first, "en") < LOWER_FIRST_ZIPF
                and fold_word(first) not in clinical_lexicon()
                and self._names(first, last)
                and not any(s < end and start < e for s, e in terms)
                and not clinical_context(text, start, end)
            ):
                found.append(Span(start, end, PhiType.PERSON, _SCORE, from_ner=False))
        return found

    def _pair_of_names(self, first: str, last: str) -> bool:
        return _capitalised(first) and _capitalised(last) and self._names(first, last)

    def _names(self, first: str, last: str) -> bool:
        return (
            fold_word(first) in self._first
            and fold_word(last) in self._last
            and fold_word(first) not in _FUNCTION_WORDS
            and not not_a_name(last)
            and not any(self._clinical(word) for word in (first, last))
        )

    def _clinical(self, word: str) -> bool:
        folded = fold_word(word)
        return word in self._vocabulary or folded in self._vocabulary or clinical_shape(folded)


def _title_word_after(text: str, end: int) -> bool:
    """A title-case word after the pair makes it part of a longer proper noun ("Young Mania
    Rating Scale", "Frank Porter Graham Institute"), not a name; a lower-case word ("Luca
    Bianchi deve", "Tiago Pereira precisa") does not."""
    word = _NEXT_WORD.match(text, end)
    return word is not None and word.group(1)[0].isupper() and word.group(1)[1].islower()


def _capitalised(word: str) -> bool:
    """Each part in title case or in capitals: "Banks", "El-Amin", "BANKS" (not "banks")."""
    return all(
        part[:1].isupper() and (part[1:].islower() or part.isupper())
        for part in word.replace("\u2019", "'").split("-")
    )
