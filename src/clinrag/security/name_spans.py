"""Names from the structure of the text, beyond the spans the recognizers found.

The NER model finds a name once, in part, or not at all where the text gives no sentence around
it; the layout of the text often says more:

1. In a dialogue ("Kimberly: Remember me ...") whose speaker labels include a name already
   found, every label that may be a name is one.
2. A name grows over the capitalised words, initials, particles and credentials next to it on
   its line ("Affiano Ferrari", "Malon van den Bogaert", "Tekla Blomqvist DDS") unless they are
   labels, titles, function words, clinical vocabulary or places.
3. Single capitalised words listed with a name are names ("Schuur, Kerr and Patel").
4. A name found once is found everywhere in the text ("Tsuneto gave Tsuneto ...").
5. Adjacent PERSON spans ("John" + "Smith", "John" + "A." + "Smith") on one line become one name.
6. A line holding only a name just above an address block is the addressee.
7. A number of 90 or more right after a name ("John Smith, 93,") is an age.
"""

from __future__ import annotations

import re
from dataclasses import replace

from clinrag.security.address_spans import BLOCK_LINE, LINE_START
from clinrag.security.clinical_terms import (
    ClinicalVocabulary,
    clinical_context,
    inside_any,
    not_a_name,
    not_identifying,
    person_shaped,
)
from clinrag.security.recognizers import PhiType, age_over_89
from clinrag.security.spans import Span

NAME_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
_GAP = r"(?:[ \t]\ufeff?|\ufeff)"
"""One space or tab (with a stray byte-order mark) between name words: more is a column break
in a form or a note."""
_NAME_GAP = re.compile(rf"{_GAP}(?:[A-Z]\.?{_GAP})?")
_NOT_NAMES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "the", "and", "patient", "von"})
_UPPER = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f"
_SURNAME_PART = rf"[{_UPPER}][^\W\d_]*(?:['\u2019-][^\W\d_]+)*"
_NICKNAME_THEN_SURNAME = re.compile(
    rf"[ \t]+[\"\u201c]{_SURNAME_PART}[\"\u201d][ \t]+{_SURNAME_PART}"
    rf"(?:[ \t]+(?:(?:de|del|la|le|van|von|der|den|da|di|du)[ \t]+)*{_SURNAME_PART}){{0,2}}"
)
"""A nickname in quotes after a first name, then the surname ('Patricia "Trish"
Bishop', 'Guadalupe "Lupe" Ortiz de la Cruz')."""
_AGE_AFTER_NAME = re.compile(r"(?:,\s*|[ \t]*\([ \t]*)(\d{2,3})(?=\s*(?:[,;.)|/]|$|y))")
_WORD_BEFORE = re.compile(rf"(?:^|(?<=[\s\ufeff]))([^\W\d_][\w'\u2019-]*\.?){_GAP}$")
_WORD_AFTER = re.compile(rf"{_GAP}([^\W\d_][\w'\u2019-]*\.?)")
_CREDENTIALS = frozenset({"md", "do", "dds", "dmd", "dvm", "phd", "rn", "np", "pa-c", "jr", "sr",
                          "ii", "iii", "iv", "esq", "mba", "msc", "bsc"})  # fmt: skip
_NAME_PARTICLES = frozenset({"van", "von", "der", "den", "de", "del", "della", "di", "da", "dos",
                             "du", "la", "le", "bin", "ibn", "al", "el", "ter", "ten", "ó",
                             "ní", "nic", "mac", "ap", "abu"})  # fmt: skip
_SPEAKER = re.compile(
    r"^[^\w\n]{0,4}[ \t]*([^\W\d_][\w'\u2019-]*(?:[ \t]+[^\W\d_][\w'\u2019-]*)?)[ \t]*:[ \t]*\S",
    re.MULTILINE,
)
_LIST = re.compile(
    r"[^\W\d_][\w'\u2019-]*(?:(?:,[ \t]+(?:and[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)"
    r"[^\W\d_][\w'\u2019-]*)+"
)
_LIST_ITEM = re.compile(r"[^\W\d_][\w'\u2019-]*")


class NameFinder:
    """The name rules that need the clinical vocabulary (to tell a name word from a term)."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        self._vocabulary = vocabulary

    def _name_word(self, word: str) -> bool:
        """Whether a word may be part of a personal name: capitalised, not an acronym, not a
        label, title or function word, not clinical vocabulary, not a place Safe Harbor allows
        and not a word organisations are named with."""
        bare = word.rstrip(".")
        return (
            len(bare) >= 2
            and bare[0].isupper()
            and not (bare.isupper() and len(bare) > 3)
            and not not_a_name(bare)
            and bare not in self._vocabulary
            and person_shaped(bare)
            and not not_identifying(bare, 0, len(bare))
        )

    def speaker_labels(
        self, text: str, spans: list[Span], terms: list[tuple[int, int]]
    ) -> list[Span]:
        """In a dialogue (two or more lines opening with "Label:"), where one label is a name
        already found, every label that may be a name is a name: "Kimberly: Remember me"."""
        labels = [
            m
            for m in _SPEAKER.finditer(text)
            if all(self._name_word(w) for w in m.group(1).split())
            and not inside_any(m.start(1), m.end(1), terms)
        ]
        if len(labels) < 2:
            return []
        names = [s for s in spans if s.entity_type == PhiType.PERSON]
        if not any(s.start < m.end(1) and m.start(1) < s.end for m in labels for s in names):
            return []
        return [Span(m.start(1), m.end(1), PhiType.PERSON, 0.6, from_ner=False) for m in labels]

    def coordinated_names(
        self, text: str, spans: list[Span], terms: list[tuple[int, int]]
    ) -> list[Span]:
        """Single capitalised words coordinated with a name found ("Espinal and Daugherty",
        "Schuur, Kerr and Patel") are names too."""
        names = [s for s in spans if s.entity_type == PhiType.PERSON]
        if not names:
            return []
        found = []
        for listing in _LIST.finditer(text):
            items = list(_LIST_ITEM.finditer(text, listing.start(), listing.end()))
            items = [m for m in items if m.group() not in {"and", "or"}]
            if not any(s.start <= m.start() and m.end() <= s.end for m in items for s in names):
                continue
            found += [
                Span(m.start(), m.end(), PhiType.PERSON, 0.5, from_ner=False)
                for m in items
                if self._name_word(m.group())
                and not inside_any(m.start(), m.end(), terms)
                and not clinical_context(text, m.start(), m.end())
            ]
        return found

    def grow_names(self, text: str, spans: list[Span]) -> list[Span]:
        """Grow each name over the name words next to it on its line: a first name the model
        missed ("Affiano Ferrari"), a middle initial, particles ("Malon van den Bogaert")."""
        grown = []
        for span in spans:
            if span.entity_type == PhiType.PERSON:
                span = replace(span, start=self._grow_left(text, span.start))
                span = replace(span, end=self._grow_right(text, span.end))
            grown.append(span)
        return grown

    def _grow_left(self, text: str, start: int) -> int:
        for _ in range(3):
            before = _WORD_BEFORE.search(text, max(0, start - 40), start)
            if before is None or not self._joins_name(before.group(1), last=False):
                break
            start = before.start(1)
        return start

    def _grow_right(self, text: str, end: int) -> int:
        if text.endswith(("'s", "\u2019s"), 0, end):
            return end  # what follows a possessive is the name's, not a part of it
        pending = None  # a particle or an initial joins only if a name word follows
        for _ in range(4):
            after = _WORD_AFTER.match(text, end if pending is None else pending)
            if after is None:
                break
            word = after.group(1)
            if self._joins_name(word, last=True):
                return self._grow_right(text, after.end())
            if (
                pending is None
                and word[0].isupper()
                and word.rstrip(".,").casefold() in _CREDENTIALS
            ):
                return after.start(1) + len(word.rstrip(".,"))  # "Tekla Blomqvist DDS"
            if word.rstrip(".").casefold() in _NAME_PARTICLES or _is_initial(word):
                pending = after.end()
                continue
            break
        return end

    def _joins_name(self, word: str, *, last: bool) -> bool:
        if _is_initial(word) and not last:
            return True
        if word.endswith(".") and not _is_initial(word):
            return False  # the sentence ends after it
        return self._name_word(word)

    def addressees(self, text: str, spans: list[Span]) -> list[Span]:
        """The lines just above an address block that consist of a name alone ("}} Christoffer
        Olesen" over "}} Weatherford International Inc" over "}} 63310 1239 Devenish St")."""
        found = []
        for span in spans:
            if (
                span.entity_type != PhiType.ADDRESS
                or LINE_START.search(text, 0, span.start) is None
            ):
                continue
            line_end = text.rfind("\n", 0, span.start)
            for _ in range(3):
                if line_end <= 0:
                    break
                line_start = text.rfind("\n", 0, line_end) + 1
                line = BLOCK_LINE.match(text, line_start, line_end)
                if line is not None and self._is_name_line(line.group(1)):
                    found.append(Span(line.start(1), line.end(1), PhiType.PERSON, 0.6, False))
                line_end = line_start - 1
        return found

    def _is_name_line(self, line: str) -> bool:
        words = line.split()
        return (
            2 <= len(words) <= 5
            and self._name_word(words[0])
            and self._name_word(words[-1])
            and all(
                self._name_word(w) or _is_initial(w) or w.casefold() in _NAME_PARTICLES
                for w in words
            )
        )

    def propagate_names(
        self, text: str, spans: list[Span], terms: list[tuple[int, int]]
    ) -> list[Span]:
        """Every other occurrence of a word of a name already found."""
        words = {
            word
            for s in spans
            if s.entity_type == PhiType.PERSON
            for word in (
                w.removesuffix("'s").removesuffix("\u2019s")
                for w in NAME_WORD.findall(text[s.start : s.end])
            )
            if len(word) >= 3
            and word[0].isupper()
            and word.casefold() not in _NOT_NAMES
            and not not_a_name(word)
            and word not in self._vocabulary
        }
        words |= {w.title() for w in words if w.isupper()}  # "POOLE" in a header, "Poole" below
        if not words:
            return []
        alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        pattern = re.compile(rf"(?<![\w'\u2019-])(?:{alternatives})(?![\w-])")
        return [
            Span(m.start(), m.end(), PhiType.PERSON, 0.6, from_ner=False)
            for m in pattern.finditer(text)
            if not inside_any(m.start(), m.end(), terms)
        ]


def _is_initial(word: str) -> bool:
    """A middle initial: "M", "M."."""
    bare = word.rstrip(".")
    return len(bare) == 1 and bare.isupper()


def merge_names(text: str, spans: list[Span]) -> list[Span]:
    """Join PERSON spans separated only by spaces or a middle initial into one name."""
    names = sorted((s for s in spans if s.entity_type == PhiType.PERSON), key=lambda s: s.start)
    merged: list[Span] = []
    for span in names:
        last = merged[-1] if merged else None
        gap = text[last.end : span.start] if last is not None and last.end <= span.start else None
        if last is not None and gap is not None and _NAME_GAP.fullmatch(gap):
            merged[-1] = replace(last, end=span.end, score=max(last.score, span.score))
        else:
            merged.append(span)
    return merged + [s for s in spans if s.entity_type != PhiType.PERSON]


def nicknamed_names(text: str, spans: list[Span]) -> list[Span]:
    """A first name found with a quoted nickname after it grows over the nickname and the
    surname that follow: the NER model stops at the quote and leaves the surname."""
    grown = []
    for span in spans:
        if span.entity_type != PhiType.PERSON:
            continue
        match = _NICKNAME_THEN_SURNAME.match(text, span.end)
        if match is not None:
            grown.append(replace(span, end=match.end()))
    return grown


def ages_after_names(text: str, spans: list[Span]) -> list[Span]:
    """Ages over 89 written as an apposition to a name: "Ada Park, 93, presents with ...", or in
    brackets after it: "Seen: Rose Hill (103), DOB ..."."""
    ages = []
    for span in spans:
        if span.entity_type != PhiType.PERSON:
            continue
        match = _AGE_AFTER_NAME.match(text, span.end)
        if match is not None and age_over_89(match.group(1)):
            ages.append(Span(match.start(1), match.end(1), PhiType.AGE, 0.8, from_ner=False))
    return [a for a in ages if not any(s.start < a.end and a.start < s.end for s in spans)]


_NUMBER_AFTER_NAME = re.compile(r"[ \t]*\([ \t]*#?[ \t]*(\d{6,12})[ \t]*\)")
"""A long number in brackets right after a name: the person's record number ("Ian McAllister
(60233918)"), which no label names."""


def numbers_after_names(text: str, spans: list[Span]) -> list[Span]:
    """Record numbers in brackets right after a name, as ID."""
    return [
        Span(match.start(1), match.end(1), PhiType.ID, 0.7, from_ner=False)
        for span in spans
        if span.entity_type == PhiType.PERSON
        and (match := _NUMBER_AFTER_NAME.match(text, span.end)) is not None
        and not any(s.start < match.end(1) and match.start(1) < s.end for s in spans)
    ]
