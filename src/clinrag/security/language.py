"""Which language a question is in, and whether the service can vouch for it.

The guard's patterns, its intent rules and the redactor were written for a fixed set of
languages. A question in any other language is text those safeguards cannot read: an injection
in Polish or Japanese passes them unseen (blind set: 4 of 89 refused before this gate), and so
could a name. Failing closed, such a question is refused (422 ``unsupported_language``) rather
than passed through safeguards that cannot judge it; the accepted languages are a setting and
the README lists them. Two sets: the languages the guard's patterns and intent rules read
(``GUARD_LANGUAGES``), and, among them, those accepted by default: the languages whose PHI
redaction recall meets the project's 0.98 target on the test half of ``clinrag eval pii
--languages`` (``DEFAULT_ACCEPTED``; today English only). A deployment may accept more.

Detector: lingua (``lingua-language-detector``, Apache-2.0): it is maintained, ships its
models inside the wheel (nothing to download at run time), and is built for short text, which
questions are. Its low-accuracy mode (trigram models only) over the languages a hospital is
likely to meet loads in under a second in about 200 MB; its high-accuracy mode over all 75
languages took 30 s and 1.2 GB and misread more English clinical shorthand as another
language. Two conditions guard clinical English, whose drug names and Latin-rooted terms look
foreign to any detector: the detector must name the other language with confidence at least
``MIN_CONFIDENCE``, and the words (those common in some language: drug names and rare terms
are evidence for none and are not counted) must not be explained by an accepted language: at least
``MAX_KNOWN_SHARE`` of them common words of it (wordfreq) and at least as many as of the
detected language (a German question full of names, drugs and Latin roots is common "English"
by wordfreq, yet more German); text of fewer than ``MIN_LETTERS`` letters is never judged
(letters, not words: Chinese and Japanese are written without spaces).

A search of terms alone ("thiazide diuretics", "dorzolamide timolol") has no common word of any
language to weigh, and the detector reads it as Romanian or Italian. Such text is English when
English is accepted and every word is an English term: a word of the clinical vocabulary
(``security/clinical_terms``: drug names and the project's terms, plurals included) or a word
English text uses at all (wordfreq Zipf at least ``ENGLISH_TERM_ZIPF``). Both conditions matter:
Czech or Slovak written without diacritics is also "no language's common words" (wordfreq
reads neither here), and letting such text through let attacks past the gate; its words are
not English terms.

An accepted question is also read in one language (``LanguageVerdict.reads_as``): what the
pipeline translates it from into English (``pipelines/steps/translate_query``). English whenever
English explains its words as well as any other accepted language, so clinical English is never
sent to the model for translation.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import cache

from lingua import Language, LanguageDetector, LanguageDetectorBuilder
from wordfreq import zipf_frequency

from clinrag.security.clinical_terms import ClinicalVocabulary
from clinrag.setting_groups.security import SecuritySettings

UNSUPPORTED_LANGUAGE = "unsupported_language"

GUARD_LANGUAGES: tuple[str, ...] = ("en", "de", "fr", "es", "it", "pt")
"""The languages the guard's patterns and intent rules read (``features_multilingual``): the
most a deployment should accept, and the languages the guard's own evaluation reads."""
DEFAULT_ACCEPTED: tuple[str, ...] = SecuritySettings.model_fields["accepted_languages"].default
"""The setting's default: the languages whose PHI recall met the target, named in one place."""

MIN_CONFIDENCE = 0.5
MAX_KNOWN_SHARE = 0.6
MIN_LETTERS = 12
COMMON_WORD_ZIPF = 2.5
"""wordfreq's Zipf scale: 2.5 is about once in 3 million words."""
ENGLISH_TERM_ZIPF = 1.0
"""About once in 1,000 million English words: rare terms ("thiazide" 1.6), not foreign words
(Czech "predavkovani" 0)."""

_CANDIDATES = [
    "ENGLISH",
    "GERMAN",
    "FRENCH",
    "SPANISH",
    "ITALIAN",
    "PORTUGUESE",
    "DUTCH",
    "POLISH",
    "SWEDISH",
    "DANISH",
    "BOKMAL",
    "FINNISH",
    "TURKISH",
    "ROMANIAN",
    "CZECH",
    "SLOVAK",
    "HUNGARIAN",
    "GREEK",
    "RUSSIAN",
    "UKRAINIAN",
    "BULGARIAN",
    "SERBIAN",
    "CROATIAN",
    "SLOVENE",
    "ARABIC",
    "PERSIAN",
    "HEBREW",
    "HINDI",
    "BENGALI",
    "URDU",
    "CHINESE",
    "JAPANESE",
    "KOREAN",
    "VIETNAMESE",
    "THAI",
    "INDONESIAN",
    "MALAY",
    "TAGALOG",
    "SOMALI",
    "SWAHILI",
]
"""Languages the detector chooses among: those met in European, American and Australian
hospitals. Latin and Esperanto are left out on purpose: clinical English reads like them."""

_WORD = re.compile(r"[^\W\d_]{2,}")


@dataclass(frozen=True)
class LanguageVerdict:
    language: str | None
    """ISO 639-1 code of the detected language, or None when the text has too few words."""
    confidence: float
    known_share: float
    """Share of the words that are common words of an accepted language."""
    accepted: bool
    reads_as: str | None = None
    """The accepted language the question is read in (what a translation starts from): the
    detected one when it is accepted and the words are not explained better by English;
    English when they are (clinical English the detector calls Italian); None when refused
    or too short to judge."""


class LanguageGate:
    def __init__(self, accepted: Collection[str] = DEFAULT_ACCEPTED) -> None:
        self.accepted = frozenset(code.lower() for code in accepted)
        self._detector = _detector()
        _load_word_lists()
        self._terms = _clinical_words()

    def check(self, text: str) -> LanguageVerdict:
        words = [w.lower() for w in _WORD.findall(text)]
        if sum(len(w) for w in words) < MIN_LETTERS:
            return LanguageVerdict(None, 0.0, 1.0, True, self._fallback)
        top = self._detector.compute_language_confidence_values(text)[0]
        code = top.language.iso_code_639_1.name.lower()
        # Drug names and rare terms ("ramipril", "angioedema") are no language's words: they
        # are evidence for none, so they are not counted (unless nothing else is left).
        listed = [w for w in words if _in_some_list(w)]
        if not listed and "en" in self.accepted and all(self._english_term(w) for w in words):
            return LanguageVerdict("en", 1.0, 0.0, True, "en")
        listed = listed or words
        known = max(_known_share(listed, lang) for lang in self.accepted)
        foreign = code not in self.accepted and top.value >= MIN_CONFIDENCE
        # A language wordfreq has no list for ("sw" for a Spanish question full of Latin roots)
        # is judged by the listed language that explains the words best.
        others = [code] if code in _WORDFREQ_LANGUAGES else _WORDFREQ_LANGUAGES - self.accepted
        own = max((_known_share(listed, lang) for lang in others), default=0.0)
        explained = known >= MAX_KNOWN_SHARE and known >= own
        accepted = not (foreign and not explained)
        reads_as = self._reads_as(code, top.value, listed) if accepted else None
        return LanguageVerdict(code, top.value, known, accepted, reads_as)

    @property
    def _fallback(self) -> str:
        """What text too short to judge is read as: English when accepted."""
        return "en" if "en" in self.accepted else min(self.accepted)

    def _reads_as(self, code: str, confidence: float, listed: list[str]) -> str:
        """The detected language when accepted and confident, else the accepted language whose
        common words explain the text best (the detector names Swahili for Spanish full of
        Latin roots); English whenever English explains the words as well."""
        shares = {lang: _known_share(listed, lang) for lang in sorted(self.accepted)}
        confident = code in self.accepted and confidence >= MIN_CONFIDENCE
        reading = code if confident else max(shares, key=lambda lang: shares[lang])
        english = shares.get("en", 0.0)
        if reading != "en" and english >= MAX_KNOWN_SHARE and english >= shares[reading]:
            return "en"
        return reading

    def _english_term(self, word: str) -> bool:
        singular = word[:-1] if word.endswith("s") else word
        return (
            word in self._terms
            or singular in self._terms
            or zipf_frequency(word, "en") >= ENGLISH_TERM_ZIPF
        )


_WORDFREQ_LANGUAGES = frozenset(GUARD_LANGUAGES) | {"nl", "pl", "sv", "pt", "ro", "ru", "tr"}


def _known_share(words: list[str], language: str) -> float:
    return sum(zipf_frequency(w, language) >= COMMON_WORD_ZIPF for w in words) / len(words)


@cache
def _load_word_lists() -> None:
    """Every word list the gate reads, loaded now: wordfreq reads each lazily (about 0.1 s a
    language), which cost the first questions of a process up to a second (a test of refusal
    latency behind a full model queue caught it)."""
    for language in _WORDFREQ_LANGUAGES:
        zipf_frequency("the", language)


@cache
def _in_some_list(word: str) -> bool:
    """A common word of some language wordfreq knows here (not a name, a drug or a rare
    term)."""
    return any(zipf_frequency(word, lang) >= COMMON_WORD_ZIPF for lang in _WORDFREQ_LANGUAGES)


@cache
def _clinical_words() -> frozenset[str]:
    """The clinical vocabulary's words, loaded once per process."""
    return ClinicalVocabulary.load().words()


@cache
def _detector() -> LanguageDetector:
    """One detector per process (about 200 MB): it is immutable and thread-safe."""
    languages = [getattr(Language, name) for name in _CANDIDATES]
    return (
        LanguageDetectorBuilder.from_languages(*languages)
        .with_low_accuracy_mode()
        .with_preloaded_language_models()
        .build()
    )
