"""The production Redactor: Presidio's analyzer on the packaged spaCy model plus our recognizers.

Building it loads spaCy (about 2 s), so the composition root builds one per process and every
request shares it. Only the NER pipe runs: it has its own token-to-vector layer, and the parser,
tagger, attribute ruler and lemmatizer (half the time per text) fed nothing but Presidio's
context words, which ``_lemma`` (lower case, a plural "s" dropped) serves as well. The NER model
reads a copy of the text in which all-capital words are title-cased (same length, so offsets
hold): "PATIENT: JOHN SMITH" is otherwise invisible to it.

Presidio finds candidate spans; the decisions are ours:

1. NER hits, and the hits of the cue recognizers (a name after a verb of speech or a role noun,
   a place after "grew up in", a street read from "Word 12" next to an address word), are
   filtered: a DATE must name a month or a day (years, durations survive); a PERSON, LOCATION
   or cued street that is clinical vocabulary ("Parkinson's disease", "Lasix 40 mg"), a drug by
   its context ("switched from prednisone to Cozaar") or that Safe Harbor allows (a state, a
   country, a company) is dropped; a cue hit loses the label and role words at its edges.
2. Names from the structure of the text: in a dialogue ("Kimberly: Remember me ...") whose
   speaker labels include a name already found, every label that may be a name is one; a name
   grows over the capitalised words, initials, particles and credentials next to it on its
   line ("Affiano Ferrari", "Malon van den Bogaert", "Tekla Blomqvist DDS") unless they are
   labels, titles, function words, clinical vocabulary or places; single capitalised words
   listed with a name are names ("Schuur, Kerr and Patel").
3. A name found once is found everywhere in the text ("Tsuneto gave Tsuneto ...").
4. Adjacent PERSON spans ("John" + "Smith", "John" + "A." + "Smith") on one line become one name.
5. Overlapping spans become one span covering all their characters (recall first), typed after
   the member covering most of it, then a pattern over the NER model, then the higher score
   (a place that holds a street is an address).
6. A street address absorbs the lines or comma-separated parts that follow it (city, region,
   postcode, country, a unit), skipping the quoting or bullet marks that open the lines of a
   block ("}} ", "??? ") and stopping at the label of the next field ("Mobile:"); it reaches
   back to the house number that opens its line, to the street line above a unit line, and
   over "Name and" before it (an intersection): one address, one placeholder. A line holding
   only a name just above an address block is the addressee. A number of 90 or more right
   after a name ("John Smith, 93,") is an age.
7. ``find`` returns the spans; ``redact`` hands them to ``apply_spans``, which ingestion also
   uses on the spans it stored, so query time need not run the models on retrieved chunks.

Any exception inside Presidio or spaCy becomes ``RedactionFailed``, raised outside the handler so
that no exception chained to it carries the text.
"""

from __future__ import annotations

import logging
import os
import re
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
from src.security.redaction import (
    PLACEHOLDER,
    PhiSpan,
    RedactedText,
    RedactionFailed,
    RedactionSession,
    apply_spans,
)

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
_NAME_GAP = re.compile(r"[ \t]+(?:[A-Z]\.?[ \t]+)?")
_NAME_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
_NOT_NAMES = frozenset({"mr", "mrs", "ms", "miss", "dr", "prof", "the", "and", "patient", "von"})
_LETTER = r"A-Z\u00c0-\u00de\u0100-\u017f\u0370-\u03ff\u0400-\u042f\u2206"
_LINE_MARKS = r"[}{?>*|•·~=#\]]"
"""Quoting, bullet or decoration marks that may open the lines of a block ("}} ", "??? ")."""
_PARTICLE = r"(?:de|del|dei|da|do|dos|das|di|della|du|des|la|le|van|von|der|den|pri|u|el|al|y)"
# One part of an address block after the street: a separator (a comma, a space, or a line break
# with the quoting or bullet marks that may start the next line: "}} ", "??? ", "> "), then a
# capitalised word, a particle and the capitalised word after it ("Foz do Iguaçu"), a number, a
# word in brackets ("Cyprus (Greek)") or a short lower-case word before a postcode (a region
# slot: "Widnau, nan 58828"). A word followed by a colon is the label of the next field.
_ADDRESS_PART = re.compile(
    rf"(?:[ \t]*,[ \t]*|[ \t]*\n(?:[ \t]*{_LINE_MARKS}{{1,4}}(?=[ \t]*\w))?[ \t]*,?[ \t]*"
    r"|[ \t]+)"
    rf"((?:{_PARTICLE}[ \t]+)?[{_LETTER}][\w'\u2019.-]*|\d[\dA-Z-]{{1,9}}|\([{_LETTER}][\w.-]*\)"
    rf"|[a-z]{{2,4}}(?=[ \t]*\n?[ \t]*,?[ \t]*\d|[ \t]*[,\n][ \t,]*[{_LETTER}]))"
    r"(?![\w'\u2019.-]*[ \t]*:)"
)
_ABBREVIATIONS = frozenset({"apt.", "st.", "ste.", "no.", "rd.", "ave.", "blvd.", "dr.", "ln."})
_UNIT_WORDS = frozenset({"apt", "apartment", "suite", "ste", "unit", "floor", "fl", "room", "rm",
                         "bldg", "building", "flat", "box"})  # fmt: skip
_LINE_START = re.compile(rf"(?:^|\n)[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*\Z")
_BLOCK_LINE = re.compile(rf"[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*(\S(?:[^\n]*\S)?)[ \t]*$")
_LINE_HEAD = re.compile(
    rf"(?:^|\n)[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*"
    r"(\d{1,6}[A-Z]?(?:[ \t]+(?:\d{1,6}|[^\W\d_]{1,3}\.?|[^\W\d_a-z][\w'\u2019.-]*)){0,4}[ \t]+)\Z"
)
_NUMBER_HEAD = re.compile(  # mid-sentence: no lower-case English word between
    r"(?<![\w.,/:-])(\d{1,6}[A-Z]?(?:[ \t]+(?:[^\W\d_a-z][\w'\u2019.-]*)){1,3}[ \t]+)\Z"
)
_UNIT_LINE = re.compile(r"(?:apt|apartment|suite|ste|unit|flat)\b", re.IGNORECASE)
_TERM_LINK = re.compile(r"(?:[ \t]+(?:to|and|or|plus|then)|,)[ \t]+\Z")
"""Between a clinical term and a one-word hit listed with it: "from prednisone to Cozaar"."""
_AND_BEFORE = re.compile(r"([^\W\d_][\w'\u2019-]*)[ \t]+and[ \t]+$")
_UNIT_BEFORE = re.compile(r"\b\d{1,6}[A-Z]?[ \t]+(?:[^\W\d_]{1,3}\.[ \t]+)?$")
_AGE_AFTER_NAME = re.compile(r",\s*(\d{2,3})(?=\s*(?:[,;.)]|$|y))")
_ADDRESS_REACH = 120
_WORD_BEFORE = re.compile(r"(?:^|(?<=[\s\ufeff]))([^\W\d_][\w'\u2019-]*\.?)[ \t\ufeff]+$")
_WORD_AFTER = re.compile(r"[ \t\ufeff]+([^\W\d_][\w'\u2019-]*\.?)")
_CREDENTIALS = frozenset({"md", "do", "dds", "dmd", "dvm", "phd", "rn", "np", "pa-c", "jr", "sr",
                          "ii", "iii", "iv", "esq", "mba", "msc", "bsc"})  # fmt: skip
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
_FACILITY_WORDS = frozenset(
    {"country", "club", "hotel", "bridge", "station", "airport", "mall", "park", "centre",
     "center", "stadium", "harbour", "harbor"}
)  # fmt: skip
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
        language = self._nlp.nlp["en"]  # type: ignore[attr-defined]
        for pipe in _UNUSED_PIPES:
            if pipe in language.pipe_names:
                language.disable_pipe(pipe)
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
        return apply_spans(text, self.find(text), session)

    def find(self, text: str) -> list[PhiSpan]:
        """The spans ``redact`` replaces, as (start, end, type)."""
        failure: str | None = None
        try:
            spans = self._spans(text)
        except Exception as error:
            failure = type(error).__name__
        if failure is not None:
            raise RedactionFailed(f"PHI redaction failed ({failure}); the text was not used")
        # Placeholders of an earlier pass (a redacted question the model echoes) stay as they
        # are; a span that runs over one keeps its other parts ("<PERSON_1> Smith": Smith).
        kept = [(m.start(), m.end()) for m in PLACEHOLDER.finditer(text)]
        found: list[PhiSpan] = []
        for span in spans:
            start = span.start
            for hole_start, hole_end in kept:
                if hole_end <= start or hole_start >= span.end:
                    continue
                found += _piece(text, start, hole_start, span.entity_type)
                start = max(start, hole_end)
            found += _piece(text, start, span.end, span.entity_type)
        return found

    def _spans(self, text: str) -> list[_Span]:
        if not text.strip():
            return []
        artifacts = self._nlp.process_text(self._ner_view(text), "en")
        artifacts.lemmas = [_lemma(token.text) for token in artifacts.tokens]
        artifacts.keywords = artifacts.set_keywords(self._nlp, artifacts.lemmas, "en")
        results = self._analyzer.analyze(
            text, language="en", score_threshold=self._threshold, nlp_artifacts=artifacts
        )
        terms = self._vocabulary.occurrences(text)
        spans = [s for r in results for s in self._candidates(text, r, terms)]
        spans += self._speaker_labels(text, spans, terms)
        spans = self._grow_names(text, _resolve(_merge_names(text, spans)))
        spans += self._propagate_names(text, spans, terms)
        spans += self._coordinated_names(text, spans, terms)
        spans = _resolve(_merge_names(text, spans))
        spans = _extend_addresses(text, spans)
        spans = _resolve(spans + self._addressees(text, spans))
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
        recognizer = metadata.get("recognizer_name")
        from_ner = recognizer == _NER_RECOGNIZER
        if recognizer in _CUE_RECOGNIZERS:
            cue = self._cue_span(text, result, terms)
            return [] if cue is None else [cue]
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
            link = _TERM_LINK.search(text, max(0, start - 12), start)
            if (
                inside_any(start, end, terms)
                or (
                    link is not None
                    and " " not in text[start:end]
                    and any(e == link.start() for _, e in terms)
                )
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

    def _cue_span(
        self, text: str, result: RecognizerResult, terms: list[tuple[int, int]]
    ) -> _Span | None:
        """A hit of a cue recognizer without the label, role or function words at its edges
        ("Producer Liam A Ball" -> "Liam A Ball"), then vetoed like an NER hit: nothing left, a
        clinical term, a drug or eponym by context, a state, country or company."""
        words = [
            (m.start(), m.end())
            for m in _NAME_WORD.finditer(text, result.start, result.end)
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
        if result.entity_type == PhiType.PERSON and (len(first) < 2 or not first[0].isupper()):
            return None
        if (
            any(inside_any(s, e, terms) for s, e in words)
            or clinical_context(text, start, end)
            or not_identifying(text, start, end)
        ):
            return None
        return _Span(start, end, result.entity_type, result.score, from_ner=False)

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

    def _speaker_labels(
        self, text: str, spans: list[_Span], terms: list[tuple[int, int]]
    ) -> list[_Span]:
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
        return [_Span(m.start(1), m.end(1), PhiType.PERSON, 0.6, from_ner=False) for m in labels]

    def _coordinated_names(
        self, text: str, spans: list[_Span], terms: list[tuple[int, int]]
    ) -> list[_Span]:
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
                _Span(m.start(), m.end(), PhiType.PERSON, 0.5, from_ner=False)
                for m in items
                if self._name_word(m.group())
                and not inside_any(m.start(), m.end(), terms)
                and not clinical_context(text, m.start(), m.end())
            ]
        return found

    def _grow_names(self, text: str, spans: list[_Span]) -> list[_Span]:
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

    def _addressees(self, text: str, spans: list[_Span]) -> list[_Span]:
        """The lines just above an address block that consist of a name alone ("}} Christoffer
        Olesen" over "}} Weatherford International Inc" over "}} 63310 1239 Devenish St")."""
        found = []
        for span in spans:
            if (
                span.entity_type != PhiType.ADDRESS
                or _LINE_START.search(text, 0, span.start) is None
            ):
                continue
            line_end = text.rfind("\n", 0, span.start)
            for _ in range(3):
                if line_end <= 0:
                    break
                line_start = text.rfind("\n", 0, line_end) + 1
                line = _BLOCK_LINE.match(text, line_start, line_end)
                if line is not None and self._is_name_line(line.group(1)):
                    found.append(_Span(line.start(1), line.end(1), PhiType.PERSON, 0.6, False))
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

    def _propagate_names(
        self, text: str, spans: list[_Span], terms: list[tuple[int, int]]
    ) -> list[_Span]:
        """Every other occurrence of a word of a name already found."""
        words = {
            word
            for s in spans
            if s.entity_type == PhiType.PERSON
            for word in (
                w.removesuffix("'s").removesuffix("\u2019s")
                for w in _NAME_WORD.findall(text[s.start : s.end])
            )
            if len(word) >= 3
            and word[0].isupper()
            and word.casefold() not in _NOT_NAMES
            and not not_a_name(word)
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


def _lemma(word: str) -> str:
    """A stand-in for spaCy's lemmatizer, enough for Presidio's context words: lower case, a
    plural or third-person "s" dropped ("messages" -> "message", "lives" -> "live")."""
    lower = word.casefold()
    if len(lower) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return lower[:-1]
    return lower


def _is_initial(word: str) -> bool:
    """A middle initial: "M", "M."."""
    bare = word.rstrip(".")
    return len(bare) == 1 and bare.isupper()


def _piece(text: str, start: int, end: int, entity_type: str) -> list[PhiSpan]:
    """The part of a span between placeholders, trimmed; none if nothing is left."""
    start, end = _trim(text, start, end)
    return [(start, end, entity_type)] if start < end and text[start:end].strip("<>()") else []


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
    return [_union(group) for group in groups]


def _union(group: list[_Span]) -> _Span:
    """One span over a group, typed after its best member; a place the model found that holds a
    street is an address (the more specific type)."""
    best = max(group, key=_Span.rank)
    kind = best.entity_type
    if kind == PhiType.LOCATION and any(s.entity_type == PhiType.ADDRESS for s in group):
        kind = PhiType.ADDRESS
    start, end = min(s.start for s in group), max(s.end for s in group)
    return replace(best, start=start, end=end, entity_type=kind)


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
        corner = _AND_BEFORE.search(text, max(0, start - 40), start)
        if corner is not None and corner.group(1)[0].isupper() and not not_a_name(corner.group(1)):
            start = corner.start()  # an intersection: "Laura and Kooli 11"
        start = _street_line_start(text, start)
        while result and result[-1].end > start:  # absorbed: a name or a postcode on the line
            start = min(start, result.pop().start)
        while end - span.end < _ADDRESS_REACH and (part := _ADDRESS_PART.match(text, end)):
            token = part.group(1)
            bare = token.rstrip(".").casefold()
            region = token.isupper() and len(token) <= 3  # "London, ON 90172"
            if not_a_name(token) and bare not in _UNIT_WORDS and not region:
                break  # a label or a word of the sentence, not a part of the address
            if token.endswith(".") and token.casefold() not in _ABBREVIATIONS:
                end = part.end() - 1  # a sentence ends here
                break
            end = part.end()
        result.append(replace(span, start=start, end=end))
    return result


def _street_line_start(text: str, start: int) -> int:
    """Where the street line of an address block begins: at the house number that opens the
    address's own line ("4901 Λ. Αλκυονίδων 241"), or, for an address that opens with a unit
    ("Apt. 055"), at the line above it when that line carries a number ("964 Pernilles vei 115")."""
    head = _LINE_HEAD.search(text, max(0, start - 60), start)
    head = head or _NUMBER_HEAD.search(text, max(0, start - 40), start)
    if head is not None:
        return head.start(1)
    if _UNIT_LINE.match(text, start) is None or _LINE_START.search(text, 0, start) is None:
        return start
    line_end = text.rfind("\n", 0, start)
    line = _BLOCK_LINE.match(text, text.rfind("\n", 0, max(line_end, 0)) + 1, max(line_end, 0))
    if line is None or ":" in line.group(1) or not any(c.isdigit() for c in line.group(1)):
        return start
    return line.start(1) if len(line.group(1).split()) <= 7 else start


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
