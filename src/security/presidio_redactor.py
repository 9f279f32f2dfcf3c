"""The production Redactor: Presidio's analyzer on the packaged spaCy model plus our recognizers.

Building it loads spaCy (about 2 s), so the composition root builds one per process and every
request shares it. The parser is switched off: neither Presidio nor we read sentence structure,
and it costs a fifth of the time per text. The NER model reads a copy of the text in which
all-capital words are title-cased (same length, so offsets hold): "PATIENT: JOHN SMITH" is
otherwise invisible to it.

Presidio finds candidate spans; the decisions are ours:

1. NER hits are filtered: a DATE must name a month or a day (years, durations survive); a
   PERSON or LOCATION that is clinical vocabulary ("Parkinson's disease", "Lasix 40 mg") or that
   Safe Harbor allows (a state, a country, a company) is dropped.
2. A name found once is found everywhere in the text ("Tsuneto gave Tsuneto ...").
3. Adjacent PERSON spans ("John" + "Smith", "John" + "A." + "Smith") become one name.
4. Overlapping spans become one span covering all their characters (recall first), typed after
   the member covering most of it, then a pattern over the NER model, then the higher score.
5. A street address absorbs the lines or comma-separated parts that follow it (city, state,
   postcode, country): one address, one placeholder. A number of 90 or more right after a
   name ("John Smith, 93,") is an age.
6. Placeholders are numbered left to right in the session and written right to left, so the
   offsets of spans not yet replaced stay valid.

Any exception inside Presidio or spaCy becomes ``RedactionFailed``, raised outside the handler so
that no exception chained to it carries the text.
"""

from __future__ import annotations

import logging
import os
import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from src.security.clinical_terms import (
    ClinicalVocabulary,
    clinical_context,
    inside_any,
    not_a_name,
    not_identifying,
    person_shaped,
)
from src.security.recognizers import (
    LOCATION_CUE,
    NER_IGNORED_LABELS,
    NER_LABELS,
    ORGANIZATION,
    PERSON_CUE,
    REDACTED_TYPES,
    STREET_CUE,
    PhiType,
    age_over_89,
    build_recognizers,
    has_date_element,
)
from src.security.redaction import _SEAL, RedactedText, RedactionFailed, RedactionSession

if TYPE_CHECKING:
    from presidio_analyzer import RecognizerResult
    from presidio_analyzer.nlp_engine import NlpEngine

_NER_RECOGNIZER = "SpacyRecognizer"
_CUE_RECOGNIZERS = frozenset({PERSON_CUE, LOCATION_CUE, STREET_CUE})
# The NER model has its own token-to-vector layer; these pipes feed only the parser and the
# lemmatizer, which we replace by ``_lemma`` for Presidio's context words.
_UNUSED_PIPES = ("parser", "tok2vec", "tagger", "attribute_ruler", "lemmatizer")
# Presidio logs the words around each hit at DEBUG; those words are the patient's text.
_PRESIDIO_LOGGERS = ("presidio-analyzer", "presidio-anonymizer")
_EDGE = " \t\r\n,;:"
_LINE = re.compile(r"[^\n]+")
_CAPS_WORD = re.compile(r"\b[^\W\d_]{4,}\b")
_NAME_GAP = re.compile(r"\s+(?:[A-Z]\.?\s+)?")
_NAME_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
_NOT_NAMES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "the", "and", "patient", "von"})
_LETTER = r"A-Z\u00c0-\u00de\u0100-\u017f\u0370-\u03ff\u0400-\u042f\u2206"
_PARTICLE = r"(?:de|del|dei|da|do|dos|das|di|della|du|des|la|le|van|von|der|den|pri|u|el|al|y)"
# One part of an address block after the street: a separator (a comma, a space, or a line break
# with the quoting or bullet marks that may start the next line: "}} ", "??? ", "> "), then a
# capitalised word, a particle and the capitalised word after it ("Foz do Iguaçu"), a number, a
# word in brackets ("Cyprus (Greek)") or a short lower-case word before a postcode (a region
# slot: "Widnau, nan 58828"). A word followed by a colon is the label of the next field.
_ADDRESS_PART = re.compile(
    rf"(?:[ \t]*,[ \t]*|[ \t]*\n(?:[ \t]*[^\w\s]{{1,4}}(?=[ \t]*\w))?[ \t]*,?[ \t]*|[ \t]+)"
    rf"((?:{_PARTICLE}[ \t]+)?[{_LETTER}][\w'\u2019.-]*|\d[\dA-Z-]{{1,9}}|\([{_LETTER}][\w.-]*\)"
    rf"|[a-z]{{2,4}}(?=[ \t]*\n?[ \t]*,?[ \t]*\d))(?![ \t]*:)"
)
_ABBREVIATIONS = frozenset({"apt.", "st.", "ste.", "no.", "rd.", "ave.", "blvd.", "dr.", "ln."})
_UNIT_WORDS = frozenset({"apt", "apartment", "suite", "ste", "unit", "floor", "fl", "room", "rm",
                         "bldg", "building", "flat", "box"})  # fmt: skip
_AND_BEFORE = re.compile(r"([^\W\d_][\w'\u2019-]*)[ \t]+and[ \t]+$")
_UNIT_BEFORE = re.compile(r"\b\d{1,6}[A-Z]?[ \t]+$")
_AGE_AFTER_NAME = re.compile(r",\s*(\d{2,3})(?=\s*(?:[,;.)]|$|y))")
_ADDRESS_REACH = 120
_WORD_BEFORE = re.compile(r"(?:^|(?<=[\s\ufeff]))([^\W\d_][\w'\u2019-]*\.?)[ \t\ufeff]+$")
_WORD_AFTER = re.compile(r"[ \t\ufeff]+([^\W\d_][\w'\u2019-]*\.?)")
_NAME_PARTICLES = frozenset({"van", "von", "der", "den", "de", "del", "della", "di", "da", "dos",
                             "du", "la", "le", "bin", "ibn", "al", "el", "ter", "ten"})  # fmt: skip
_SPEAKER = re.compile(
    r"^[^\w\n]{0,4}[ \t]*([^\W\d_][\w'\u2019-]*(?:[ \t]+[^\W\d_][\w'\u2019-]*)?)[ \t]*:[ \t]*\S",
    re.MULTILINE,
)
_LIST = re.compile(
    r"[^\W\d_][\w'\u2019-]*(?:(?:,[ \t]+(?:and[ \t]+)?|[ \t]+(?:and|or|&)[ \t]+)"
    r"[^\W\d_][\w'\u2019-]*)+"
)
_LIST_ITEM = re.compile(r"[^\W\d_][\w'\u2019-]*")
_FACILITY_WORDS = frozenset({"country", "club", "hotel", "bridge", "station", "airport", "mall",
                             "park", "centre", "center", "stadium", "harbour", "harbor"})  # fmt: skip
_ORG_AS_PERSON_SCORE = 0.5


@dataclass(frozen=True)
class _Span:
    start: int
    end: int
    entity_type: str
    score: float
    from_ner: bool

    def rank(self) -> tuple[int, bool, float]:
        """Which member of an overlapping group names the union: the one covering most of it,
        then a pattern recognizer over the NER model, then the higher score."""
        return (self.end - self.start, not self.from_ner, self.score)


class PresidioRedactor:
    """``Redactor`` over Presidio. Build once per process; ``redact`` needs no lock."""

    def __init__(self, spacy_model_dir: Path, *, score_threshold: float = 0.4) -> None:
        # tldextract (imported by Presidio) fetches the public suffix list unless told not to.
        os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
        from presidio_analyzer import AnalyzerEngine, RecognizerRegistry
        from presidio_analyzer.context_aware_enhancers import LemmaContextAwareEnhancer
        from presidio_analyzer.nlp_engine import NlpEngineProvider
        from presidio_analyzer.predefined_recognizers import SpacyRecognizer

        for name in _PRESIDIO_LOGGERS:
            logging.getLogger(name).setLevel(logging.WARNING)
        self._threshold = score_threshold
        self._vocabulary = ClinicalVocabulary.load()
        configuration = {
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": str(spacy_model_dir)}],
            "ner_model_configuration": {
                "model_to_presidio_entity_mapping": dict(NER_LABELS),
                "labels_to_ignore": list(NER_IGNORED_LABELS),
            },
        }
        self._nlp: NlpEngine = NlpEngineProvider(nlp_configuration=configuration).create_engine()
        self._nlp.nlp["en"].disable_pipe("parser")  # type: ignore[attr-defined]
        registry = RecognizerRegistry(supported_languages=["en"])
        registry.add_recognizer(
            SpacyRecognizer(supported_entities=sorted(set(NER_LABELS.values())))
        )
        for recognizer in build_recognizers():
            registry.add_recognizer(recognizer)
        enhancer = LemmaContextAwareEnhancer(
            context_suffix_count=2, context_matching_mode="whole_word"
        )
        self._analyzer = AnalyzerEngine(
            registry=registry,
            nlp_engine=self._nlp,
            supported_languages=["en"],
            context_aware_enhancer=enhancer,
        )

    def redact(self, text: str, session: RedactionSession) -> RedactedText:
        failure: str | None = None
        try:
            spans = self._spans(text)
        except Exception as error:
            failure = type(error).__name__
        if failure is not None:
            raise RedactionFailed(f"PHI redaction failed ({failure}); the text was not used")
        placeholders = [session.placeholder(s.entity_type, text[s.start : s.end]) for s in spans]
        redacted = text
        for span, placeholder in zip(reversed(spans), reversed(placeholders), strict=True):
            redacted = redacted[: span.start] + placeholder + redacted[span.end :]
        counts = Counter(span.entity_type for span in spans)
        return RedactedText(redacted, counts, _seal=_SEAL)

    def find(self, text: str) -> list[tuple[int, int, str]]:
        """The spans ``redact`` would replace, as (start, end, type); for evaluation."""
        return [(s.start, s.end, s.entity_type) for s in self._spans(text)]

    def _spans(self, text: str) -> list[_Span]:
        if not text.strip():
            return []
        artifacts = self._nlp.process_text(self._ner_view(text), "en")
        results = self._analyzer.analyze(
            text, language="en", score_threshold=self._threshold, nlp_artifacts=artifacts
        )
        terms = self._vocabulary.occurrences(text)
        spans = [s for r in results for s in self._candidates(text, r, terms)]
        spans += self._propagate_names(text, spans, terms)
        spans = _resolve(_merge_names(text, spans))
        spans = _extend_addresses(text, spans)
        return sorted(spans + _ages_after_names(text, spans), key=lambda s: s.start)

    def _ner_view(self, text: str) -> str:
        def title(match: re.Match[str]) -> str:
            word = match.group()
            titled = word.title()
            keep = not word.isupper() or len(titled) != len(word) or word in self._vocabulary
            return word if keep else titled

        return _CAPS_WORD.sub(title, text)

    def _candidates(
        self, text: str, result: RecognizerResult, terms: list[tuple[int, int]]
    ) -> list[_Span]:
        """The spans a Presidio result stands for: none, itself, or (an NER hit that runs over
        a line break, "Zosia Czarnecka\\nMatador Resources") one per line."""
        metadata = result.recognition_metadata or {}
        from_ner = metadata.get("recognizer_name") == _NER_RECOGNIZER
        if not from_ner:
            return [_Span(result.start, result.end, result.entity_type, result.score, False)]
        spans = []
        for line in _LINE.finditer(text, result.start, result.end):
            start, end = _trim(text, line.start(), line.end())
            if start < end and (span := self._ner_span(text, start, end, result, terms)):
                spans.append(span)
        return spans

    def _ner_span(
        self,
        text: str,
        start: int,
        end: int,
        result: RecognizerResult,
        terms: list[tuple[int, int]],
    ) -> _Span | None:
        kind, score = result.entity_type, result.score
        if kind == ORGANIZATION and person_shaped(text[start:end]):
            kind, score = PhiType.PERSON, _ORG_AS_PERSON_SCORE
        if kind in (PhiType.PERSON, PhiType.LOCATION):
            if (
                inside_any(start, end, terms)
                or clinical_context(text, start, end)
                or not_identifying(text, start, end)
            ):
                return None
        elif kind == PhiType.DATE:
            if not has_date_element(text[start:end]):
                return None
        elif kind not in REDACTED_TYPES:
            return None
        return _Span(start, end, kind, score, from_ner=True)

    def _propagate_names(
        self, text: str, spans: list[_Span], terms: list[tuple[int, int]]
    ) -> list[_Span]:
        """Every other occurrence of a word of a name already found."""
        words = {
            word
            for s in spans
            if s.entity_type == PhiType.PERSON
            for word in _NAME_WORD.findall(text[s.start : s.end])
            if len(word) >= 3
            and word[0].isupper()
            and word.casefold() not in _NOT_NAMES
            and word not in self._vocabulary
        }
        if not words:
            return []
        alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        pattern = re.compile(rf"(?<![\w'\u2019-])(?:{alternatives})(?![\w-])")
        return [
            _Span(m.start(), m.end(), PhiType.PERSON, 0.6, from_ner=False)
            for m in pattern.finditer(text)
            if not inside_any(m.start(), m.end(), terms)
        ]


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start] in _EDGE:
        start += 1
    while end > start and text[end - 1] in _EDGE:
        end -= 1
    return start, end


def _merge_names(text: str, spans: list[_Span]) -> list[_Span]:
    """Join PERSON spans separated only by spaces or a middle initial into one name."""
    names = sorted((s for s in spans if s.entity_type == PhiType.PERSON), key=lambda s: s.start)
    merged: list[_Span] = []
    for span in names:
        last = merged[-1] if merged else None
        gap = text[last.end : span.start] if last is not None and last.end <= span.start else None
        if last is not None and gap is not None and _NAME_GAP.fullmatch(gap):
            merged[-1] = replace(last, end=span.end, score=max(last.score, span.score))
        else:
            merged.append(span)
    return merged + [s for s in spans if s.entity_type != PhiType.PERSON]


def _resolve(spans: list[_Span]) -> list[_Span]:
    """Non-overlapping spans in text order: each group of overlapping spans becomes their union,
    typed after its best member."""
    groups: list[list[_Span]] = []
    end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if groups and span.start < end:
            groups[-1].append(span)
            end = max(end, span.end)
        else:
            groups.append([span])
            end = span.end
    return [
        replace(
            max(group, key=_Span.rank),
            start=min(s.start for s in group),
            end=max(s.end for s in group),
        )
        for group in groups
    ]


def _extend_addresses(text: str, spans: list[_Span]) -> list[_Span]:
    """Grow each street address over the address parts after it (and a unit number before it),
    absorbing the spans found there."""
    result: list[_Span] = []
    for span in spans:
        if result and span.start < result[-1].end:  # inside the address grown before it
            result[-1] = replace(result[-1], end=max(result[-1].end, span.end))
            continue
        if span.entity_type != PhiType.ADDRESS:
            result.append(span)
            continue
        start, end = span.start, span.end
        unit = _UNIT_BEFORE.search(text, max(0, start - 12), start)
        if unit is not None and (not result or result[-1].end <= unit.start()):
            start = unit.start()
        while end - span.end < _ADDRESS_REACH and (part := _ADDRESS_PART.match(text, end)):
            token = part.group(1)
            if token.endswith(".") and token.casefold() not in _ABBREVIATIONS:
                end = part.end() - 1  # a sentence ends here
                break
            end = part.end()
        result.append(replace(span, start=start, end=end))
    return result


def _ages_after_names(text: str, spans: list[_Span]) -> list[_Span]:
    """Ages over 89 written as an apposition to a name: "Ada Park, 93, presents with ..."."""
    ages = []
    for span in spans:
        if span.entity_type != PhiType.PERSON:
            continue
        match = _AGE_AFTER_NAME.match(text, span.end)
        if match is not None and age_over_89(match.group(1)):
            ages.append(_Span(match.start(1), match.end(1), PhiType.AGE, 0.8, from_ner=False))
    return [a for a in ages if not any(s.start < a.end and a.start < s.end for s in spans)]
