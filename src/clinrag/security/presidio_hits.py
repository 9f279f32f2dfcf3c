"""How one Presidio result becomes our spans (step 1 of ``presidio_redactor``'s decisions).

A hit of the NER model is cut at line and column breaks, loses the label words at its edges
and is vetoed when it is clinical vocabulary, a drug by its context, a phrase no word of which can
be a name (``dictionary_hits``), what Safe Harbor allows or
(in a text in another language) an ordinary word of that language; a hit of a cue recognizer
loses its cue words and is vetoed the same way; a pattern's hit stands as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from clinrag.security.clinical_terms import (
    ClinicalVocabulary,
    clinical_context,
    inside_any,
    not_a_name,
    not_identifying,
    person_shaped,
)
from clinrag.security.dictionary_hits import name_cue_before, no_name_word
from clinrag.security.foreign_words import ordinary_hit
from clinrag.security.known_names import all_names, list_label
from clinrag.security.name_spans import NAME_WORD
from clinrag.security.ner_hits import (
    field_label,
    outside_terms,
    segment_may_be_name,
    without_edge_labels,
)
from clinrag.security.note_pass import COMMON_ZIPF
from clinrag.security.note_recognizers import NOTE_PERSON_CUE
from clinrag.security.recognizers import (
    _MONTH,
    LOCATION_CUE,
    ORGANIZATION,
    PERSON_CUE,
    REDACTED_TYPES,
    STREET_CUE,
    WEEKDAY,
    PhiType,
    has_date_element,
)
from clinrag.security.spans import Span
from clinrag.security.word_shapes import shorthand

if TYPE_CHECKING:
    from presidio_analyzer import RecognizerResult

_NER_RECOGNIZER = "SpacyRecognizer"
_CUE_RECOGNIZERS = frozenset({PERSON_CUE, LOCATION_CUE, STREET_CUE, NOTE_PERSON_CUE})
_EDGE = " \t\r\n,;:"
_SEGMENT = re.compile(r"[^\n\t ]+(?: [^\n\t ]+)*")
"""A run of words on one line separated by single spaces: a tab or two spaces is a column break
in a form or a note, and a name does not run across one."""
NAMED_KINDS = frozenset({PhiType.PERSON, PhiType.LOCATION, ORGANIZATION})
_TERM_LINK = re.compile(r"(?:[ \t]+(?:to|and|or|plus|then)|,)[ \t]+\Z")
"""Between a clinical term and a one-word hit listed with it: "from prednisone to Cozaar"."""
_FACILITY_WORDS = frozenset(
    {"country", "club", "hotel", "bridge", "station", "airport", "mall", "park", "centre",
     "center", "stadium", "harbour", "harbor"}
)  # fmt: skip
_ORG_AS_PERSON_SCORE = 0.5


class HitJudge:
    """Turns Presidio's results into spans; holds only the clinical vocabulary and the known
    names, so one is shared by every request."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        self._vocabulary = vocabulary
        self._names = all_names()
        from wordfreq import zipf_frequency

        self._zipf = zipf_frequency

    def _common_label(self, text: str, start: int, end: int) -> bool:
        """A field label at a line's start ("Machine:", "Liquor:") of common English words: the
        model reads a rare word there ("Tokie: What a wife.") as a speaker, and a speaker name
        found is what lets ``NameFinder.speaker_labels`` read the other labels of a dialogue."""
        return field_label(text, start, end, self._names) and all(
            self._zipf(word.casefold(), "en") >= COMMON_ZIPF
            for word in NAME_WORD.findall(text, start, end)
        )

    def _no_name(self, text: str, start: int, end: int, *, place: bool) -> bool:
        """A capitalised clinical phrase ("Charge Nurse", "Mobitz II", "NSCLC") no word of
        which can be a name, with no title, role or relation word before it; of a place only a
        lone acronym (``dictionary_hits``)."""
        value = text[start:end]
        return no_name_word(value, self._zipf, place=place) and not name_cue_before(text, start)

    def ordinary(
        self, text: str, span: Span, terms: list[tuple[int, int]], language: str | None
    ) -> bool:
        """A name, place or organisation hit in a text in another language whose words are
        all ordinary words of it (``foreign_words``)."""
        return (
            language is not None
            and span.entity_type in NAMED_KINDS
            and ordinary_hit(text, span.start, span.end, language, terms, self._vocabulary)
        )

    def candidates(
        self,
        text: str,
        result: RecognizerResult,
        terms: list[tuple[int, int]],
        language: str | None,
    ) -> list[Span]:
        """The spans a Presidio result stands for: none, itself, or (an NER hit that runs over
        a line or column break, "Zosia Czarnecka\\nMatador Resources") one per segment."""
        recognizer = _recognizer_name(result)
        from_ner = recognizer == _NER_RECOGNIZER
        if recognizer in _CUE_RECOGNIZERS:
            cue = self._cue_span(text, result, terms)
            return [] if cue is None else [cue]
        if not from_ner:
            end = result.end
            if result.entity_type == PhiType.PERSON:
                end = min(end, text.find("\n", result.start) % (len(text) + 1))  # one line
            return [Span(result.start, end, result.entity_type, result.score, False)]
        named = result.entity_type in NAMED_KINDS
        spans = []
        for index, segment in enumerate(_SEGMENT.finditer(text, result.start, result.end)):
            start, end = trim(text, segment.start(), segment.end())
            if start >= end or (
                named and not segment_may_be_name(text[start:end], first=index == 0)
            ):
                continue
            if span := self._ner_span(text, start, end, result, terms, language):
                spans.append(span)
        return spans

    def _ner_span(
        self,
        text: str,
        start: int,
        end: int,
        result: RecognizerResult,
        terms: list[tuple[int, int]],
        language: str | None,
    ) -> Span | None:
        """``language``: the text's when it is not English (``foreign_words``)."""
        kind, score = result.entity_type, result.score
        if kind == ORGANIZATION and person_shaped(text[start:end]):
            kind, score = PhiType.PERSON, _ORG_AS_PERSON_SCORE
        if kind == ORGANIZATION and self.ordinary(
            text, Span(start, end, kind, score, True), terms, language
        ):
            return None
        if kind in (PhiType.PERSON, PhiType.LOCATION):
            start, end = trim(text, *without_edge_labels(text, start, end, terms))
            link = _TERM_LINK.search(text, max(0, start - 12), start)
            if (
                start >= end
                or inside_any(start, end, terms)
                or shorthand(outside_terms(text, start, end, terms))
                or (
                    link is not None
                    and " " not in text[start:end]
                    and any(e == link.start() for _, e in terms)
                )
                or clinical_context(text, start, end)
                or not_identifying(text, start, end)
                or list_label(text[start:end])
                or (kind == PhiType.PERSON and self._common_label(text, start, end))
                or self._no_name(text, start, end, place=kind == PhiType.LOCATION)
                or self.ordinary(text, Span(start, end, kind, score, True), terms, language)
            ):
                return None
        elif kind == PhiType.DATE:
            if not has_date_element(text[start:end]):
                return None
            end = _date_end(text, start, end)
        elif kind not in REDACTED_TYPES:
            return None
        return Span(start, end, kind, score, from_ner=True)

    def _cue_span(
        self, text: str, result: RecognizerResult, terms: list[tuple[int, int]]
    ) -> Span | None:
        """A hit of a cue recognizer without the label, role or function words at its edges
        ("Producer Liam A Ball" -> "Liam A Ball"), then vetoed like an NER hit: nothing left, a
        clinical term, a drug or eponym by context, a state, country or company."""
        words = [
            (m.start(), m.end())
            for m in NAME_WORD.finditer(text, result.start, result.end)
            if not (not_a_name(m.group()) or m.group() in self._vocabulary)
        ]
        if not words:
            return None
        start, end = words[0][0], words[-1][1]
        if result.entity_type == PhiType.ADDRESS:
            end = result.end  # the house number after the street name
        elif result.entity_type == PhiType.LOCATION:
            while words and text[words[-1][0] : words[-1][1]].casefold() in _FACILITY_WORDS:
                words.pop()
            if not words:
                return None
            end = words[-1][1]
        first = text[words[0][0] : words[0][1]]
        # A role label vouches for what follows it: an initial ("cc: J. Lee"), a short
        # all-caps surname ("Attending: LEE").
        labelled = _recognizer_name(result) == NOTE_PERSON_CUE
        if result.entity_type == PhiType.PERSON and not first[:1].isupper():
            return None
        if result.entity_type == PhiType.PERSON and len(first) < 2 and not labelled:
            return None
        if (
            any(inside_any(s, e, terms) for s, e in words)
            or clinical_context(text, start, end, cued=True)
            or (not_identifying(text, start, end) and not (labelled and text[start:end].isalpha()))
        ):
            return None
        return Span(start, end, result.entity_type, result.score, from_ner=False)


_DATE_TAIL = re.compile(r"(?:[ \t]+[a-z]+)+[ \t]*\Z")
"""Lower-case words closing an NER date: the model runs "September 6th after a fall" on."""


def _date_end(text: str, start: int, end: int) -> int:
    """The end of an NER date without the lower-case words after its last date element
    ("after a fall"), so long as a date element stays ("on the 6th of", not "of" alone)."""
    tail = _DATE_TAIL.search(text, start, end)
    if tail is None:
        return end
    words = list(re.finditer(r"[a-z]+", text[tail.start() : end]))
    cut = tail.start()
    for word in words:  # keep the tail's words up to the last one a date is written with
        if _MONTH_OR_DAY.fullmatch(word.group()):
            cut = tail.start() + word.end()
    return cut if has_date_element(text[start:cut]) else end


_MONTH_OR_DAY = re.compile(
    rf"{_MONTH}|{WEEKDAY}|today|yesterday|tomorrow|morning|afternoon|evening|night"
)


def _recognizer_name(result: RecognizerResult) -> str | None:
    """The name of the recognizer that produced ``result``."""
    name = (result.recognition_metadata or {}).get("recognizer_name")
    return name if isinstance(name, str) else None


def trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _EDGE:
        start += 1
    while end > start and text[end - 1] in _EDGE:
        end -= 1
    return start, end
