"""The production Redactor: Presidio's analyzer on the packaged spaCy model plus our recognizers.

Building it loads spaCy (about 2 s), so the composition root builds one per process and every
request shares it. Only the NER pipe runs: it has its own token-to-vector layer, and the parser,
tagger, attribute ruler and lemmatizer (half the time per text) fed nothing but Presidio's
context words, which ``_lemma`` (lower case, a plural "s" dropped) serves as well. The NER model
reads a copy of the text in which all-capital words are title-cased (same length, so offsets
hold): "PATIENT: JOHN SMITH" is otherwise invisible to it.

Presidio finds candidate spans; the decisions are ours:

1. NER hits, and the hits of the cue recognizers (a name after a verb of speech or a role noun, a
   place after "grew up in", a street read from "Word 12" next to an address word), are filtered
   (``presidio_hits``): a DATE must name a month or a day (years, durations survive); an NER hit
   that runs over a line break keeps only the lines after its first that hold a word other than a
   label (not a rule line of dashes, not "Electronically signed"); a PERSON or LOCATION hit loses
   the label words at its edges ("ED NOTE"), and is dropped when its words outside the clinical
   terms are numbers, units and medical words ("52 bpm", "Troponin x2") (``ner_hits``,
   ``word_shapes``); a pattern's name stops at the end of its line; a PERSON, LOCATION or cued
   street that is clinical vocabulary ("Parkinson's disease", "Lasix 40 mg"), a drug by its
   context ("switched from prednisone to Cozaar") or that Safe Harbor allows (a state, a country,
   a company) is dropped, and so is a PERSON hit that is a field label at a line's start
   ("Machine:", "Liquor:"; ``ner_hits.field_label``); a cue hit loses the label and role
   words at its edges. A name, place or street hit that overlaps a measurement ("HR 52",
   "Braden 13") is dropped (``clinical_values``), one over a service, a device model or a
   guideline's year keeps its parts outside it, a code inside one goes (``kept_values``);
   these values count as clinical terms for every later step.
2. Names from the structure of the text (``name_spans``): speaker labels of a dialogue, names
   grown over the name words next to them on their line and over a quoted nickname and the
   surname after it, words listed with a name.
3. A name found once is found everywhere in the text (``name_spans``); names in any case that a
   title, role label, signing verb, credential or bracket vouches for are added (``cued_names``),
   and lower-case names beside a relation or role word ("her daughter honor nguyen";
   ``relation_names``). Last, the learned name pass (``name_model``) reads every word left
   uncovered and removes the ones it scores as a name or a place.
4. Adjacent PERSON spans on one line become one name (``name_spans``).
5. Overlapping spans become one span covering all their characters (``spans``).
6. The cells of a table whose column header names an identifier ("Bed", "Age", "Patient") are
   added (``table_spans``); a street address absorbs the lines or parts of its block that
   follow it (``address_spans``); then the addressee above the block, an age over 89 and a
   record number in brackets right after a name (``name_spans``). Job titles at the edge of a
   name or place span are cut out of it, and spans that start inside a clinical service go
   (``care_roles``: "Paramedic Agnieszka" keeps only the name).
7. ``find`` returns the spans; ``redact`` hands them to ``apply_spans``, which ingestion also
   uses on the spans it stored, so query time need not run the models on retrieved chunks.

Any exception inside Presidio or spaCy becomes ``RedactionFailed``, raised outside the handler so
that no exception chained to it carries the text.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING

from clinrag.security.address_formats import build_address_format_recognizers
from clinrag.security.address_spans import extend_addresses
from clinrag.security.age_phrases import build_age_phrase_recognizers
from clinrag.security.bracketed_initials import initials_after_names
from clinrag.security.care_roles import carve
from clinrag.security.care_services import keep_services
from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.security.closing_initials import build_closing_initial_recognizers
from clinrag.security.cued_names import CuedNames
from clinrag.security.day_dates import build_day_date_recognizers
from clinrag.security.foreign_words import text_language
from clinrag.security.handover_names import build_handover_name_recognizers
from clinrag.security.handover_recognizers import build_handover_recognizers
from clinrag.security.identifier_shapes import build_identifier_shape_recognizers
from clinrag.security.international_shapes import build_international_shape_recognizers
from clinrag.security.kept_groups import with_groups
from clinrag.security.kept_values import kept_values, off_values
from clinrag.security.known_names import KnownNamePairs
from clinrag.security.labelled_identifiers import build_labelled_identifier_recognizers
from clinrag.security.letter_recognizers import build_letter_recognizers
from clinrag.security.local_recognizers import build_local_recognizers
from clinrag.security.name_model import build_name_pass
from clinrag.security.name_spans import (
    NameFinder,
    ages_after_names,
    merge_names,
    nicknamed_names,
    numbers_after_names,
)
from clinrag.security.note_pass import NotePass, looks_like_note
from clinrag.security.note_recognizers import build_note_recognizers
from clinrag.security.particle_names import build_particle_name_recognizers
from clinrag.security.person_forms import build_person_form_recognizers
from clinrag.security.presidio_hits import HitJudge, trim
from clinrag.security.recognizers import (
    NER_IGNORED_LABELS,
    NER_LABELS,
    build_recognizers,
)
from clinrag.security.record_recognizers import build_record_recognizers
from clinrag.security.redaction import (
    PLACEHOLDER,
    PhiSpan,
    RedactedText,
    RedactionFailed,
    RedactionSession,
    apply_spans,
    outside,
)
from clinrag.security.reference_initials import build_reference_initial_recognizers
from clinrag.security.relation_names import RelationNames
from clinrag.security.role_names import build_role_name_recognizers
from clinrag.security.sentence_names import SentenceNames
from clinrag.security.signature_initials import build_signature_initial_recognizers
from clinrag.security.spans import Span, resolve
from clinrag.security.study_names import keep_study_names
from clinrag.security.surname_first import build_surname_first_recognizers
from clinrag.security.table_spans import table_cells
from clinrag.security.ward_names import build_ward_name_recognizers

if TYPE_CHECKING:
    from presidio_analyzer.nlp_engine import NlpEngine

# The NER model has its own token-to-vector layer; these pipes feed only the parser and the
# lemmatizer, which we replace by ``_lemma`` for Presidio's context words.
_UNUSED_PIPES = ("parser", "tok2vec", "tagger", "attribute_ruler", "lemmatizer")
# Presidio logs the words around each hit at DEBUG; those words are the patient's text.
_PRESIDIO_LOGGERS = ("presidio-analyzer", "presidio-anonymizer")
_CAPS_WORD = re.compile(r"\b[^\W\d_]{4,}\b")


class PresidioRedactor:
    """``Redactor`` over Presidio. Build once per process; ``redact`` needs no lock."""

    def __init__(
        self,
        spacy_model_dir: Path,
        *,
        score_threshold: float = 0.4,
        name_model_dir: Path | None = None,
    ) -> None:
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
        self._names = NameFinder(self._vocabulary)
        self._note_pass = NotePass(self._vocabulary)
        self._sentence_names = SentenceNames(self._note_pass)
        self._cued = CuedNames(self._vocabulary)
        self._relations = RelationNames(self._vocabulary)
        self._known_names = KnownNamePairs(self._vocabulary)
        self._hits = HitJudge(self._vocabulary)
        self._name_pass = (
            None if name_model_dir is None else build_name_pass(self._vocabulary, name_model_dir)
        )
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
        for recognizer in (
            build_recognizers()
            + build_note_recognizers(self._vocabulary)
            + build_handover_recognizers()
            + build_record_recognizers(self._vocabulary)
            + build_letter_recognizers(self._vocabulary)
            + build_local_recognizers()
            + build_address_format_recognizers()
            + build_identifier_shape_recognizers(self._vocabulary)
            + build_international_shape_recognizers()
            + build_labelled_identifier_recognizers(self._vocabulary)
            + build_day_date_recognizers()
            + build_reference_initial_recognizers(self._vocabulary)
            + build_ward_name_recognizers(self._vocabulary)
            + build_person_form_recognizers(self._vocabulary)
            + build_age_phrase_recognizers()
            + build_signature_initial_recognizers(self._vocabulary)
            + build_particle_name_recognizers(self._vocabulary)
            + build_closing_initial_recognizers(self._vocabulary)
            + build_role_name_recognizers(self._vocabulary)
            + build_handover_name_recognizers(self._vocabulary)
            + build_surname_first_recognizers(self._vocabulary)
        ):
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
            for start, end in outside(span.start, span.end, kept):
                found += _piece(text, start, end, span.entity_type)
        return found

    def trace(self, text: str) -> list[tuple[str, list[Span]]]:
        """Which step first produced each span ``find`` returns (a dev tool: the span list
        after each step, named by the step or by the Presidio recognizer behind a hit), so a
        clinical value wrongly removed can be charged to its cause."""
        stages: list[tuple[str, list[Span]]] = []
        self._spans(text, stages)
        return stages

    def _spans(self, text: str, stages: list[tuple[str, list[Span]]] | None = None) -> list[Span]:
        """``stages``, when given, receives the spans after each step (``trace``)."""

        def step(name: str, spans: list[Span]) -> list[Span]:
            if stages is not None:
                stages.append((name, list(spans)))
            return spans

        if not text.strip():
            return []
        artifacts = self._nlp.process_text(self._ner_view(text), "en")
        artifacts.lemmas = [_lemma(token.text) for token in artifacts.tokens]
        artifacts.keywords = artifacts.set_keywords(self._nlp, artifacts.lemmas, "en")
        results = self._analyzer.analyze(
            text, language="en", score_threshold=self._threshold, nlp_artifacts=artifacts
        )
        vocabulary = self._vocabulary.occurrences(text)
        values = with_groups(text, kept_values(text, products=vocabulary))
        terms = sorted(vocabulary + values.spans)
        language = text_language(text)
        spans = []
        for r in results:
            hits = off_values(text, self._hits.candidates(text, r, terms, language), values)
            spans += step(f"presidio:{(r.recognition_metadata or {}).get('recognizer_name')}", hits)
        spans += step("speaker_labels", self._names.speaker_labels(text, spans, terms))
        spans = step("grow_names", self._names.grow_names(text, resolve(merge_names(text, spans))))
        spans += step("nicknamed_names", nicknamed_names(text, spans))
        spans = resolve(
            merge_names(text, spans + step("known_names", self._known_names.find(text, terms)))
        )
        spans += step("propagate_names", self._names.propagate_names(text, spans, terms))
        spans += step("coordinated_names", self._names.coordinated_names(text, spans, terms))
        spans += step("cued_names", self._cued.find(text, spans, terms))
        spans += step("relation_names", self._relations.find(text, terms))
        spans = resolve(merge_names(text, spans))
        if looks_like_note(text, terms):
            lower = step("known_names_lower", self._known_names.find_lower_case(text, terms))
            spans = resolve(spans + lower)
            spans = resolve(spans + step("note_pass", self._note_pass.find(text, spans, terms)))
        else:
            found = step("sentence_names", self._sentence_names.find(text, spans, terms))
            spans = resolve(spans + found)
        if self._name_pass is not None:
            learned = step("name_model", self._name_pass.find(text, spans, terms))
            spans = resolve(merge_names(text, spans + learned))
        spans = resolve(spans + step("table_cells", table_cells(text)))
        spans = step("addresses", extend_addresses(text, off_values(text, spans, values)))
        spans = resolve(spans + step("addressees", self._names.addressees(text, spans)))
        # the names grown from NER hits and from each other are judged as the hits were
        spans = [s for s in spans if not self._hits.ordinary(text, s, terms, language)]
        spans = step("services_and_studies", keep_study_names(text, keep_services(text, spans)))
        spans = step("care_roles", carve(text, spans))
        after_names = ages_after_names(text, spans) + numbers_after_names(text, spans)
        after_names += initials_after_names(text, spans)
        return sorted(spans + step("after_names", after_names), key=lambda s: s.start)

    def _ner_view(self, text: str) -> str:
        def title(match: re.Match[str]) -> str:
            word = match.group()
            titled = word.title()
            keep = not word.isupper() or len(titled) != len(word) or word in self._vocabulary
            return word if keep else titled

        return _CAPS_WORD.sub(title, text)


def _lemma(word: str) -> str:
    """A stand-in for spaCy's lemmatizer, enough for Presidio's context words: lower case, a
    plural or third-person "s" dropped ("messages" -> "message", "lives" -> "live")."""
    lower = word.casefold()
    if len(lower) > 3 and lower.endswith("s") and not lower.endswith(("ss", "us", "is")):
        return lower[:-1]
    return lower


def _piece(text: str, start: int, end: int, entity_type: str) -> list[PhiSpan]:
    """The part of a span between placeholders, trimmed; none if nothing is left."""
    start, end = trim(text, start, end)
    return [(start, end, entity_type)] if start < end and text[start:end].strip("<>()") else []
