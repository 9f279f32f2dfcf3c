"""Which name and place hits of the NER model are ordinary words of the text's own language.

The NER model is English. In a question written in German, French, Spanish, Italian or
Portuguese it reads capitalised nouns ("Sturz", "Tochter"), sentence openings ("La", "Quelle")
and whole clinical phrases ("ancora dispnea da sforzo") as names: precision was 0.49-0.76 on
``clinrag eval pii --languages``, and a translated question full of placeholders is one the model
mangles (``translation_failed``). The English note pass vetoes such hits with a lexicon; this is
the same idea for the other languages the guard reads, with wordfreq's word lists (already a
dependency of the language gate) as the lexicon:

- The text's language is the listed language more of its words belong to than to English
  (``text_language``); English text is never judged here.
- A hit is dropped when every word in it is an ordinary word of that language
  (``ordinary_word``): common in it (Zipf at least ``ORDINARY_ZIPF``) and much commoner in it
  than in English (by ``ENGLISH_MARGIN``). Names are international: a surname is about as
  common in English text as in its own language ("Müller" de 4.8, en 3.0; "Bianchi" it 4.6,
  en 2.9), an ordinary word is not ("Tochter" 5.1 / 1.2). A word any name list holds needs the
  wider ``NAME_MARGIN`` ("Grund", "Boden" and "La" are someone's surname in the census).
- In French, Spanish, Italian and Portuguese a capitalised word inside a sentence is a proper
  noun ("la plaza de la Constitución", "Mme Rivière"), never ordinary, unless it is a title
  ("la Sra", "il Dott"): German capitalises every noun, so there only the frequencies decide.
- A capitalised word needs more: to be common (``CAPITALISED_ZIPF``) and a hundred times
  commoner than in English (``NAME_MARGIN``): towns are international too ("Leipzig" de 4.9,
  en 3.3) and a small town is no common word ("Lünen" 3.2).
- A word in lower case is never a name in these languages: it is ordinary unless a name list
  holds it and it is no common word ("sodiemia", "dispneia de esforço").
- A German compound too rare for the word lists ends in an ordinary noun
  ("Koloskopietermin", "Penicillinallergie"); an abbreviation inside a hyphenated word
  ("Hüft-OP") is ordinary.
- A drug written the local way ("apixabán", "amoxicilina", "Lamotrigin") and an eponym after
  a disease word ("Malattia di Alzheimer", "Hashimoto-Thyreoiditis") are ordinary too.

The NER model's hits are judged, and the names grown from them; never a hit right after a
title ("Herr Schäfer": "Schäfer" is also a shepherd).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from wordfreq import zipf_frequency

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, inside_any
from clinrag.security.known_names import all_names
from clinrag.security.lexicon import clinical_lexicon, clinical_root
from clinrag.security.recognizers import LOCAL_TITLE
from clinrag.security.word_shapes import clinical_shape
from clinrag.shipped_data import DRUG_NAMES

FOREIGN_LANGUAGES: tuple[str, ...] = ("de", "fr", "es", "it", "pt")
"""The languages besides English that the guard reads (``language.GUARD_LANGUAGES``)."""
TEXT_ZIPF = 3.0
"""A word counts for a language when its Zipf frequency there is at least this."""
ORDINARY_ZIPF = 2.5
"""A word in lower case: about once in 3 million words."""
ENGLISH_MARGIN = 1.0
"""A word in lower case: ten times commoner in the language than in English."""
CAPITALISED_ZIPF = 3.9
"""A capitalised word (a noun, a name or a town): about once in 125,000 words; towns are
rarer ("Lünen" 3.2, "Gelsenkirchen" 3.8), the nouns the NER model takes are not ("Sturz" 4.0,
"Tochter" 5.1)."""
NAME_MARGIN = 2.0
"""A capitalised word: a hundred times commoner than in English ("Grund" de 5.4, en 1.9;
"Innsbruck" 4.1 / 2.6 is a town)."""
ABBREVIATION = 4
"""Most letters of an abbreviation inside a hyphenated word ("Hüft-OP")."""
COMPOUND = 9
"""Fewest letters of a German compound read by its last noun."""
COMPOUND_HEAD, COMPOUND_TAIL = 4, 5
"""Fewest letters before the last noun and of the noun ("Kontroll|termin"): shorter tails are
name endings ("Hoff|mann", "Rosen|berg")."""
MEDICAL_WORD = 7
"""Fewest letters of a word read as medical by its shape or its English spelling."""
_ENDINGS = (
    ("ie", "ia"), ("ie", "y"), ("ia", "y"), ("ose", "osis"), ("oe", "oea"), ("oe", "ea"),
    ("o", ""), ("a", ""), ("e", ""), ("i", ""), ("ite", "itis"), ("ica", "ic"), ("ico", "ic"),
    ("ique", "ic"), ("isch", "ic"), ("ns", "nt"), ("ione", "ion"), ("ción", "tion"),
    ("cion", "tion"), ("ção", "tion"), ("cao", "tion"), ("ität", "ity"), ("itat", "ity"),
)  # fmt: skip
"""Local endings and their English ones ("pneumonie" -> "pneumonia", "stenose" -> "stenosis")."""
_TOPONYM_ENDING = re.compile(
    r"(?:kirchen|hausen|stadt|dorf|heim|berg|burg|feld|felde|bach|brunn|br[üu]cke?n?|furt|rode"
    r"|horst|wald|thal|tal|see|ingen|m[üu]nster|hafen|hofen|weiler|werth|w[öo]rth|stein|au)\Z"
)
"""Endings of German towns ("Gelsen|kirchen"): such a compound may be a place."""
DRUG_STEM = 7
"""Letters a local drug spelling shares with the drug list's ("amoxici|lina", "amoxici|llin")."""
DRUG_SUFFIX = 3
"""Most letters the local spelling may differ by in length."""

CAPITAL_NOUNS: frozenset[str] = frozenset({"de"})
"""Languages that capitalise every noun: a capital inside a sentence says nothing there."""
_TITLE = re.compile(rf"{LOCAL_TITLE}\.?")
_AFTER_TITLE = re.compile(rf"(?<![\w.])(?:{LOCAL_TITLE}|Dr\.?|Prof\.?)[ \t]+\Z")
_SENTENCE_START = re.compile(r"(?:\A|[.!?:;\n¿¡\"«(\[]|\d\.)[ \t]*\Z")
_WORD = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)?")
_PART = re.compile(r"[^\W\d_]+")
_ELISION = re.compile(r"^(?:[ldnsc]|qu|dell|all|dall|nell|sull)['\u2019]", re.IGNORECASE)
_DISEASE_WORDS = (
    r"morbus|maladie|syndrome|malattia|morbo|sindrome|tiroidite|thyro[iï]dite|enfermedad|"
    r"s[ií]ndrome|tiroiditis|doen[cç]a|tireoidite|syndrom|krankheit|thyreoiditis|erkrankung"
)
_DISEASE_WORD = re.compile(_DISEASE_WORDS, re.IGNORECASE)
_EPONYM_CUE = re.compile(
    rf"\b(?:{_DISEASE_WORDS})\s+(?:(?:de|di|du|des|da|do)\s+|d['\u2019])?\Z", re.IGNORECASE
)
"""A disease word before an eponym ("Malattia di", "maladie d'")."""
_EPONYM_HEAD = re.compile(
    r"(?:-|\s+)(?:syndrom|krankheit|thyreoiditis|erkrankung|disease|syndrome)", re.IGNORECASE
)
"""A German head noun after an eponym ("Cushing-Syndrom", "Hashimoto-Thyreoiditis")."""


def text_language(text: str) -> str | None:
    """The listed language other than English that more of the text's words belong to than
    to English, or None: English, or no words to judge. A word belongs to the language it is
    commonest in, among English and ``FOREIGN_LANGUAGES``, when it is common there (Zipf at
    least ``TEXT_ZIPF``): clinical words shared with English ("syndrome", "cortisol") then
    count for neither side unless they lean to one."""
    votes = dict.fromkeys(("en", *FOREIGN_LANGUAGES), 0)
    for word in _WORD.findall(text):
        lower = word.casefold()
        frequencies = {lang: zipf_frequency(lower, lang) for lang in votes}
        best = max(frequencies, key=lambda lang: frequencies[lang])
        if frequencies[best] >= TEXT_ZIPF:
            votes[best] += 1
    foreign = max(FOREIGN_LANGUAGES, key=lambda lang: votes[lang])
    return foreign if votes[foreign] > votes["en"] else None


def ordinary_hit(
    text: str,
    start: int,
    end: int,
    language: str,
    terms: Sequence[tuple[int, int]],
    vocabulary: ClinicalVocabulary,
) -> bool:
    """Whether every word of ``text[start:end]`` outside the clinical ``terms`` is an ordinary
    word of ``language``, a title, a drug in its spelling or an eponym after a disease word;
    never after a title ("Herr Schäfer")."""
    if _AFTER_TITLE.search(text, max(0, start - 12), start):
        return False
    words = [m for m in _WORD.finditer(text, start, end) if not inside_any(*m.span(), terms)]
    titles = [_title(text, m) for m in words]
    if any(titles[:-1]):
        return False  # a title and what follows it: "Herr Schäfer"
    return bool(words) and all(
        title
        or _eponym(text, m.start(), m.end(), vocabulary)
        or (
            not _proper_noun(text, m.start(), language)
            and all(
                _ordinary_part(part, language, compound="-" in m.group())
                for part in _PART.findall(_ELISION.sub("", m.group()))
            )
        )
        for m, title in zip(words, titles, strict=True)
    )


def _title(text: str, word: re.Match[str]) -> bool:
    """A local title, with its period when it has one ("Sig.", "Sra")."""
    dotted = _TITLE.fullmatch(text, word.start(), min(word.end() + 1, len(text)))
    return dotted is not None or _TITLE.fullmatch(word.group()) is not None


def _ordinary_part(word: str, language: str, *, compound: bool) -> bool:
    lower = word.casefold()
    return (
        (compound and word.isupper() and len(word) <= ABBREVIATION)  # "Hüft-OP", "CT-Angio"
        or _DISEASE_WORD.fullmatch(word) is not None
        or local_drug(word)
        or ordinary_word(word, language)
        or (word.islower() and lower not in all_names())  # no language here writes names so
        or medical_word(lower)
        or (language in CAPITAL_NOUNS and _compound_noun(lower, language))
    )


def medical_word(lower: str) -> bool:
    """A medical word in a local spelling, in no name list: the shape of one ("pneumonie",
    "dyspnoe": ``word_shapes``, ``lexicon.clinical_root``) or, spelt the English way, a word of
    the clinical lexicon ("Dekubitus" as "decubitus", "Stenose" as "stenosis")."""
    folded = fold_word(lower)
    if len(folded) < MEDICAL_WORD or lower in all_names():
        return False
    if clinical_root(folded) or clinical_shape(folded):
        return True
    stem = folded.replace("k", "c").replace("z", "c")
    forms = {
        stem,
        stem + "e",
        stem + "s",
        *(stem[: -len(a)] + b for a, b in _ENDINGS if stem.endswith(a)),
    }
    return any(clinical_lexicon().exact(form) for form in forms)


def ordinary_word(word: str, language: str) -> bool:
    """A common word of ``language`` much commoner there than in English (module docstring);
    a word in lower case is no name here, even one a name list holds ("al", "della")."""
    lower = word.casefold()
    own = zipf_frequency(lower, language)
    least, margin = (
        (ORDINARY_ZIPF, ENGLISH_MARGIN) if word.islower() else (CAPITALISED_ZIPF, NAME_MARGIN)
    )
    return own >= least and own - zipf_frequency(lower, "en") >= margin


def _compound_noun(lower: str, language: str) -> bool:
    """A German compound ending in an ordinary noun ("Koloskopie|termin", "Penicillin|allergie")
    and in no name list: the compound itself is too rare for the word lists."""
    if len(lower) < COMPOUND or lower in all_names() or _TOPONYM_ENDING.search(lower):
        return False
    return any(
        ordinary_word(lower[cut:], language) or medical_word(lower[cut:])
        for cut in range(COMPOUND_HEAD, len(lower) - COMPOUND_TAIL + 1)
    )


def _proper_noun(text: str, start: int, language: str) -> bool:
    """A capitalised word inside a sentence of a language that capitalises only names."""
    if language in CAPITAL_NOUNS or not text[start].isupper():
        return False
    return _SENTENCE_START.search(text, max(0, start - 8), start) is None


def local_drug(word: str) -> bool:
    """A drug of the list in a local spelling: the first ``DRUG_STEM`` letters of one and a
    length within ``DRUG_SUFFIX`` ("risperidona", "Lamotrigin", "apixabán")."""
    folded = fold_word(word)
    if len(folded) < DRUG_STEM:
        return False
    return any(
        abs(len(drug) - len(folded)) <= DRUG_SUFFIX
        for drug in _drug_stems().get(folded[:DRUG_STEM], ())
    )


def _eponym(text: str, start: int, end: int, vocabulary: ClinicalVocabulary) -> bool:
    """A word of the clinical vocabulary's terms ("alzheimer") after a disease word or before a
    German head noun: a disease's name, not a person's."""
    if fold_word(text[start:end]) not in vocabulary.words():
        return False
    return bool(
        _EPONYM_CUE.search(text, max(0, start - 24), start) or _EPONYM_HEAD.match(text, end)
    )


@cache
def _drug_stems() -> dict[str, tuple[str, ...]]:
    """The drug list's single words by their first ``DRUG_STEM`` letters."""
    stems: dict[str, list[str]] = {}
    for line in DRUG_NAMES.read_text(encoding="utf-8").splitlines():
        word = fold_word(line.strip())
        if line.startswith("#") or " " in word or len(word) < DRUG_STEM:
            continue
        stems.setdefault(word[:DRUG_STEM], []).append(word)
    return {stem: tuple(words) for stem, words in stems.items()}
