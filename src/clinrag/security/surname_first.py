"""A surname written before the given name, where the given name is also an English word.

Registers in Singapore, Nigeria, the Philippines and China, and the cc lines of dictated
letters, write the surname first, in capitals or after a patient's label: "TAN Rose NRIC
S3234137A", "Index case: BELLO Chukwuemeka", "Patient  ZHANG, Jun", "Patient Villanueva,
Baby Lola", "Applicant: Rose, Wiremu", "cc: HARRISON; LARSON, JARED". ``person_forms`` reads
the comma form when the given name is rare in English, so "Jun" (a month), "Baby" and "Rose"
stay there; the NER model reads "TAN" and "BELLO" as acronyms. The evidence here is the pair:

* **a surname in capitals, then a given name** after a comma or one space ("TAN Rose", "BELLO
  Chukwuemeka", "DE GUZMAN, Joy"): a known given name of any frequency (after a comma also a
  month: "ZHANG, Jun") after a known surname or no dictionary word, or a given name no
  dictionary knows after a known surname ("MST Continus" is a drug); a given name in capitals
  only after a comma and only a known one ("LARSON, JARED", not "OHA, NMC");
* **"Surname, Given" after a label of the person recorded** ("Patient", "Applicant", "Index
  case", "Donor", "Examinee", "Participant"): both known names, or either no dictionary word.

Neither part may be clinical vocabulary, a function, label or role word, or a measurement's
label ("HR, Rose" is no name; ``clinical_values.measurement_label``), nor a role or relation
noun of ``role_names`` ("NOK James Moss": the name is after the relation).
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, not_a_name
from clinrag.security.clinical_values import measurement_label
from clinrag.security.known_names import first_names, local_names, surnames
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.relation_names import DICTIONARY_ZIPF
from clinrag.security.role_names import role_word

_SCORE = 0.85
"""Above the note cue recognizer's, which finds the same span and drops a month given name
as a calendar word ("ZHANG, Jun"); Presidio keeps the higher of two equal spans."""
_MONTHS = frozenset(
    """jan feb mar apr may jun jul aug sep sept oct nov dec april june""".split()  # noqa: SIM905
)
"""Months that are also given names, read as one after a filed surname and a comma."""
_CAPS = r"(?:\p{Lu}{1,3}[ '\u2019])?\p{Lu}{2,}(?:-\p{Lu}{2,})?"
_TITLE = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_LABELS = (
    r"patient(?:[ \t]+name)?|applicant|index[ \t]+case|(?:potential[ \t]+)?donor|examinee|"
    r"participant|student|client|detained[ \t]+person|contact"
)
_PATTERNS = (
    rf"(?-i:\b{_CAPS}(?:,[ \t]?|[ \t]){_TITLE})(?![\w'\u2019-])",
    rf"(?-i:\b{_CAPS},[ \t]?\p{{Lu}}{{3,}})(?![\w'\u2019-])",
    rf"\b(?i:{_LABELS})[ \t]*[:|]?[ \t]*\K(?-i:{_TITLE},[ \t]+{_TITLE})(?![\w'\u2019-])",
)


def _check(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """The pair as the module says."""
    from wordfreq import zipf_frequency

    given_names = first_names() | local_names("first")
    family_names = surnames() | local_names("last")

    def plain(word: str) -> bool:
        return not (
            not_a_name(word)
            or word in vocabulary
            or word.title() in vocabulary
            or measurement_label(word)
            or role_word(word)  # "NOK James Moss"
        )

    def rare(folded: str) -> bool:
        return zipf_frequency(folded, "en") < DICTIONARY_ZIPF

    def check(text: str) -> bool:
        surname, given = text.replace(",", " ").rsplit(maxsplit=1)
        words = surname.replace("-", " ").split()
        filed_month = "," in text and fold_word(given) in _MONTHS  # "ZHANG, Jun"
        if not (plain(given) or filed_month) or not all(plain(w) for w in words):
            return False
        last, first = fold_word(words[-1]), fold_word(given)
        if given.isupper():  # "LARSON, JARED": a known given name only ("OHA, NMC")
            return first in given_names and (last in family_names or rare(last))
        if surname.isupper():  # a rare given name needs a known surname ("MST Continus")
            known = first in given_names or filed_month
            return (known and (last in family_names or rare(last))) or (
                rare(first) and last in family_names
            )
        known = first in given_names and last in family_names
        return known or (rare(last) and first in given_names) or rare(first)

    return check


def build_surname_first_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizer above, emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "surname_first",
            tuple((p, _SCORE) for p in _PATTERNS),
            check=_check(vocabulary),
        )
    ]
