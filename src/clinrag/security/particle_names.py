"""Names whose surname starts with a lower-case particle or a prefix the NER model stops at.

Each recognizer is written for a family of places, never for an example string:

* **Particles between a given name (or an initial) and the surname** ("Inés de la Cruz",
  "Dr C. de la Cruz", "Tadhg van der Merwe", "Amira bin Rashid"): the model reads the given
  name alone, or nothing, once a lower-case word follows it.
* **Gaelic patronymics** ("Sipho Mac an tSaoir", "Oisín Ó Briain", "Aoife Ní hAodha"):
  "Mac", "Ó", "Ní", "Nic", "Uí" and an article before a surname whose first letter is
  eclipsed or aspirated in lower case ("tSaoir", "hAodha", "bhFáinín").
* **An initial before a compound surname** ("R. O'Sullivan", "K. St-Pierre"): a capital with
  a full stop, then capitalised parts joined by an apostrophe or a hyphen.
* **A given name and surname after a label of a person the record is about or cares for**
  ("Student: Émile Lindqvist", "Client: ...", "Carer: ...", "Parent/carer: ...").

Every capitalised word must be able to be a name: no clinical vocabulary, label, title or
function word, no word organisations are named with ("Hospital de la Santa" is kept).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, not_a_name, person_shaped
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.signature_initials import PATTERN_OVER_NER as _SCORE

_CAP = r"\p{Lu}[\p{Ll}'\u2019]+(?:-\p{Lu}[\p{Ll}'\u2019]+)?"
_GIVEN = rf"(?:{_CAP}|\p{{Lu}}\.)"
_PARTICLE = r"(?:de|del|della|la|le|van|von|der|den|da|di|du|dos|das|ter|ten|bin|binti|ibn|al|el)"
_PARTICLED = rf"(?-i:\b{_GIVEN}[ \t]+(?:{_PARTICLE}[ \t]+){{1,3}}{_CAP}\b)"
_GAELIC = (
    rf"(?-i:\b{_GIVEN}[ \t]+(?:Mac|Mc|Nic|Ó|O|Ní|Uí|Mhic)[ \t]+(?:(?:an|na)[ \t]+)?"
    r"(?:[tnhbmgd]|bh|gc|mb|bp|dt|ng|ts)?\p{Lu}\p{Ll}+\b)"
)
_INITIAL_COMPOUND = r"(?-i:\b\p{Lu}\.[ \t]?\p{Lu}\p{Ll}*(?:['\u2019-]\p{Lu}\p{Ll}+)+\b)"
_CARED_LABELS = (
    r"student|pupil|client|applicant|claimant|child|carer|parent(?:/carer)?(?:[ \t]*\d)?|"
    r"guardian|service[ \t]+user|deceased|young[ \t]+person"
)
_LABELLED = (
    rf"(?m:(?:^|[ \t]{{2,}}|[|;][ \t]*)[ \t]*(?:{_CARED_LABELS})[ \t]*:[ \t]*"
    rf"\K(?-i:{_CAP}(?:[ \t](?:{_PARTICLE}[ \t])*{_CAP}){{1,2}})(?![\w-]))"
)
_WORDS = re.compile(r"[^\W\d_][\w'\u2019-]*\.?")
_PARTS = frozenset(
    """de del della la le van von der den da di du dos das ter ten bin binti ibn al el an na
    mac mc nic ó o ní uí mhic""".split()  # noqa: SIM905 - a word list reads better as prose
)
_MUTATION = re.compile(r"[a-z]{1,2}(?=[^\W\d_a-z])")
"""The lower-case letters of an eclipsed or aspirated Gaelic initial: "tSaoir", "hAodha"."""


def _name_words(vocabulary: ClinicalVocabulary) -> Callable[[str], bool]:
    """Every word a particle, an initial or a word that may be a name."""

    def word_ok(word: str) -> bool:
        if word.casefold() in _PARTS or re.fullmatch(r"[A-Z]\.", word):
            return True
        bare = word.rstrip(".")
        mutation = _MUTATION.match(bare)
        bare = bare[mutation.end() :] if mutation else bare
        return bare not in vocabulary and not not_a_name(bare) and person_shaped(bare)

    return lambda text: all(word_ok(w) for w in _WORDS.findall(text))


def build_particle_name_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizers above, each emitting PERSON."""
    check = _name_words(vocabulary)
    return [
        CheckedRecognizer(PhiType.PERSON, "particle_name", ((_PARTICLED, _SCORE),), check=check),
        CheckedRecognizer(PhiType.PERSON, "gaelic_name", ((_GAELIC, _SCORE),), check=check),
        CheckedRecognizer(
            PhiType.PERSON, "initial_compound_name", ((_INITIAL_COMPOUND, _SCORE),), check=check
        ),
        CheckedRecognizer(
            PhiType.PERSON, "cared_person_label", ((_LABELLED, _SCORE),), check=check
        ),
    ]
