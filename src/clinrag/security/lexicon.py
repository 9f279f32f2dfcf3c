"""The clinical lexicon: words medical prose uses, for the note pass's safe list.

The note pass removes a word of a clinical note that nothing vouches for. The clinical terms
and drug names vouch for few plain clinical words, and English frequency (wordfreq) misses the
rarer ones ("syncope", "crepitations", "hydronephrosis"). The lexicon
(``data/security/clinical_lexicon.txt``, written by ``scripts/build_clinical_lexicon.py``) holds
every word seen in lower case in the medical text the package ships (trial abstracts, claims,
consensus samples, MedMCQA stems), every word of the terms and drug names, the note
abbreviations, and the lower-case words of ICD-10-CM and of Webster's Second (public domain;
"crackle", "diaphoretic", "fluctuant"), with the rare census and Faker names left out unless
they are clinical words. A word is in the lexicon in
any of the inflections notes write ("crepitations" by "crepitation", "bleeding" by "bleed",
"ambulating" by "ambulation", "extremities" by "extremity") and
in British spelling ("oedema", "anaemia", "tachypnoea" by their US forms). A word that starts
with a Greek or Latin combining form of anatomy or pathology ("pneumo-", "pleur-", "cholecyst-";
``clinical_root``) is clinical by its shape, as the medical endings already are
(``word_shapes.clinical_shape``).
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from clinrag.shipped_data import CLINICAL_LEXICON

_SUFFIXES = ("s", "es", "ed", "d", "ing", "ly", "al")
_MIN_STEM = 4
_ROOT = re.compile(
    r"(?:an|anti|bi|de|dys|endo|epi|extra|hemi|hyper|hypo|infra|inter|intra|non-?|para|peri|"
    r"post|pre|pseudo|re|retro|sub|supra|trans|un)?"
    r"(?:pneum|thorac|cardi|hepat|nephr|neur|pleur|pulmon|gastr|oesophag|esophag|laryng|pharyng|"
    r"trache|bronch|arteri|atheros|angio|vascul|phleb|thromb|embol|haemat|hemat|haemo|hemo|leuk|"
    r"lymph|myel|osteo|arthr|chondr|derm|cutane|crani|cerebr|encephal|vertebr|periton|cholecyst|"
    r"choledoch|pancrea|splen|ureter|urethr|prostat|ovari|cervic|thyro|adren|pituit|ophthalm|"
    r"retin|febr|tachy|brady|dyspn|orthopn|cyan|oedem|edem|ischa?em|infarct|fibrill|ventric|"
    r"aort|tricusp|bacter|antibio|cathet|intubat|ventilat|dialys|transfus|biops|resect|anastom|"
    r"lacerat|contus|fractur|sacr|lumb|abdom|ileo|ile|caec|cec|colo|recto|sigmoid|duoden|jejun|"
    r"hydro|haem|hem)[a-z]*\Z"
)
_ROOT_MIN = 7
_BRITISH = (("oe", "e"), ("ae", "e"), ("our", "or"), ("ise", "ize"), ("isation", "ization"))


class ClinicalLexicon:
    """A set of folded (lower-case, unaccented) words with inflected and British lookups."""

    def __init__(self, words: frozenset[str]) -> None:
        if not words:
            raise ValueError("the clinical lexicon is empty")
        self._words = words

    @classmethod
    def load(cls, path: Path = CLINICAL_LEXICON) -> ClinicalLexicon:
        lines = path.read_text(encoding="utf-8").splitlines()
        return cls(frozenset(w.strip() for w in lines if w.strip() and not w.startswith("#")))

    def __len__(self) -> int:
        return len(self._words)

    def __contains__(self, word: object) -> bool:
        """Whether the folded ``word`` is a lexicon word, inflected or in British spelling."""
        if not isinstance(word, str):
            return False
        return any(self._inflected(form) for form in _spellings(word))

    def exact(self, word: str) -> bool:
        """Whether the folded ``word`` itself is a lexicon word (no inflection, no spelling):
        what a rare name must be to be vouched for ("solis" is not "soli" inflected)."""
        return word in self._words

    def _inflected(self, word: str) -> bool:
        if word in self._words:
            return True
        stems = [word[: -len(s)] for s in _SUFFIXES if word.endswith(s)]
        stems += [stem + "e" for stem in stems]  # "ambulating", "ambulated": "ambulate"
        stems += [stem + "ion" for stem in stems if stem.endswith("at")]  # "ambulation"
        if word.endswith("ies"):
            stems.append(word[:-3] + "y")  # "extremities": "extremity"
        return any(len(stem) >= _MIN_STEM and stem in self._words for stem in stems)


def _spellings(word: str) -> tuple[str, ...]:
    """The word and its US spelling where a British pattern is in it."""
    us = word
    for british, american in _BRITISH:
        us = us.replace(british, american)
    return (word,) if us == word else (word, us)


def clinical_root(word: str) -> bool:
    """A folded word of ``_ROOT_MIN`` letters or more that starts with a combining form of
    anatomy or pathology, after an optional prefix ("pneumothorax", "bibasilar" is not one)."""
    return len(word) >= _ROOT_MIN and _ROOT.match(word) is not None


@cache
def clinical_lexicon() -> ClinicalLexicon:
    """The packaged lexicon, loaded once per process."""
    return ClinicalLexicon.load()
