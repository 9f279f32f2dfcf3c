"""Names in the forms records give them outside a sentence the NER model can read.

Each recognizer is written for a family of places, never for an example string:

* **Nicknames after their cue** ("likes to be called Gogo", "goes by Alf", "known as Bunny",
  "prefers \\"T-bone\\"", "(Yus to the family)", "(Dolly at home)", "Alf (what he likes to be
  called)", "(\\"JJ\\")", "\\"Alf\\" to everyone"): the name a patient answers to identifies
  them as their registered one does.
* **A surname filed before the given name** ("CHEUNG-MARSH, Yvaine", "Ó SÚILLEABHÁIN, Maeve",
  "Patient Name | Zhang, Wei"): a surname in capitals (a one-letter particle such as "Ó"
  allowed) or after a patient label, a comma and a given name. ``letter_recognizers`` reads
  the form when the given name is a known first name; here the given name may be any name that
  is rare in English, so "BP, Pulse" and "NOTE, Grace" are not read.
* **Dotted initials** before a surname ("Signed: F.R. Rooney", "prescriber E.L. Langridge")
  or after "initials" ("initials M.G."), unless they are an abbreviation ("N.B.", "U.S.").
* **Initials after a role in a team list** ("scrub SW", "seen w/ NC (Associate ...)",
  "chaperone HK"), unless they are clinical vocabulary or a service.
"""

from __future__ import annotations

from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name
from clinrag.security.clinical_values import measurement_label
from clinrag.security.letter_recognizers import initials_check
from clinrag.security.recognizers import CheckedRecognizer, PhiType

_RARE_ZIPF = 4.5
_NAME = r"(?-i:\p{Lu}[\p{L}'\u2019-]*)"
_Q = r"[\"\u201c']"
_EQ = r"[\"\u201d']"
_NICKNAMES = (
    rf"\b(?:likes?|prefers?|wants?|asks?|asked|liked)[ \t]+to[ \t]+be[ \t]+called[ \t]+"
    rf"{_Q}?\K{_NAME}",
    rf"\b(?:goes|went|go)[ \t]+by[ \t]+{_Q}?\K{_NAME}",
    rf"\bknown[ \t]+as[ \t]+{_Q}?\K{_NAME}",
    rf"\bprefers[ \t]+{_Q}\K{_NAME}(?={_EQ})",
    rf"\(\K{_NAME}(?=[ \t]+(?:to[ \t]+(?:the[ \t]+)?(?:family|friends|everyone)|at[ \t]+home)\))",
    rf"{_NAME}(?=[ \t]+\((?:what|how)[ \t]+(?:he|she|they)[ \t]+(?:likes?|prefers?))",
    rf"\({_Q}\K{_NAME}(?={_EQ}\))",
    rf"{_Q}\K{_NAME}(?={_EQ}[ \t]+to[ \t]+(?:everyone|the[ \t]+family|friends))",
)
_CAPS_SURNAME = r"(?:\p{Lu}[ '\u2019])?\p{Lu}{2,}(?:[ '\u2019-]\p{Lu}{2,})*"
_FILED = rf"(?-i:\b{_CAPS_SURNAME},[ \t]+\p{{Lu}}\p{{Ll}}+\b)"
_PATIENT_LABELS = r"patient(?:[ \t]+name)?|pt|name|woman|man|deceased|child|client|resident"
_FILED_AFTER_LABEL = (
    rf"\b(?:{_PATIENT_LABELS})[ \t]*[:|]?[ \t]*\K(?-i:\p{{Lu}}[\p{{L}}'\u2019-]+,[ \t]+"
    r"\p{Lu}\p{Ll}+)\b"
)
_DOTTED = r"(?:[A-Z]\.){2,3}"
_DOTTED_INITIALS = (
    rf"(?-i:\b{_DOTTED}(?=[ \t]+\p{{Lu}}\p{{Ll}}+))",
    rf"\binitials[ \t]*:?[ \t]*\K(?-i:{_DOTTED})",
)
_ROLE_INITIALS = (
    r"\b(?:scrub|w/|chaperone|runner|scribe|assistant)[ \t]+\K(?-i:[A-Z]{2,3})"
    r"(?=[ \t]*(?:[|;,.(]|$))"
)
_ABBREVIATIONS = frozenset({"N.B.", "P.S.", "U.S.", "U.K.", "E.U.", "A.M.", "P.M.", "I.V."})


def _rare(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    from wordfreq import zipf_frequency

    def check(word: str) -> bool:
        return (
            word not in vocabulary
            and not not_a_name(word)
            and zipf_frequency(word.casefold(), "en") < _RARE_ZIPF
        )

    return check


def _nickname(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Any word the cue names, unless clinical vocabulary or a label word."""
    return lambda text: text not in vocabulary and not not_a_name(text)


def _filed(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """A surname that is no clinical word, label or measurement ("BP, Pulse") and a given name
    rare in English."""
    rare = _rare(vocabulary)

    def check(text: str) -> bool:
        surname, given = text.rsplit(",", 1)
        words = surname.replace("-", " ").split()
        return rare(given.strip()) and not any(
            w in vocabulary or not_a_name(w) or measurement_label(w) for w in words
        )

    return check


def _dotted(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    initials = initials_check(vocabulary)
    return lambda text: text not in _ABBREVIATIONS and initials(text)


def build_person_form_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above, each emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "nickname",
            tuple((p, 0.7) for p in _NICKNAMES),
            check=_nickname(vocabulary),
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "filed_surname",
            ((_FILED, 0.7), (_FILED_AFTER_LABEL, 0.7)),
            check=_filed(vocabulary),
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "dotted_initials",
            tuple((p, 0.6) for p in _DOTTED_INITIALS),
            check=_dotted(vocabulary),
        ),
        CheckedRecognizer(
            PhiType.PERSON,
            "role_initials",
            ((_ROLE_INITIALS, 0.6),),
            check=initials_check(vocabulary),
        ),
    ]
