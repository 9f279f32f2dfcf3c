"""Names that a role noun right before them vouches for, whatever the word also means.

Field notes from other health systems name the people around a patient by what they do, then
a given name alone, often one that is also an English word: "driver Hope", "cardiologist Hope
via satellite", "PEBLO Hope", "officer Comfort", "chaperone Hugo", "carer patience drives them
in", "CHV faith wafula", "Donor coordinator sterling". The NER model reads the virtue names and
lower-case words as words, and the rules
that judge a name by its rarity (``relation_names``, ``cued_names``' weak cues) keep them. A
role noun right before the word is the evidence; frequency is none, so here it counts for
nothing (fail closed: a role noun before a common first name says a person is named):

* **a title-case word or two** after a role or relation noun ("driver Hope", "BHW Jun-Jun",
  "BHW Ma. Cristina") is a name unless it is clinical vocabulary, a function, label, role or
  calendar word, shaped like a medical word, or a label itself ("partner Name:");
* **a lower-case word or two** after one is a name when the first is a known given name
  (census or local, whatever else it means: "patience", "ash", "faith") and no modal or verb
  a name spells ("carer will drive", "mum may call"), the second a known name, or either a
  word no dictionary nor the clinical lexicon knows. A word only the surname lists know stays
  ("driver side", "nurse station"), and so do "partner ash" and "mum ama" (not given names
  there; "ama" is also against medical advice) and "BHW Baby" (a kinship word).

Each part is judged by ``may_be_name``, which ``handover_names`` shares.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from presidio_analyzer import EntityRecognizer

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, not_a_name
from clinrag.security.known_names import all_names, first_names, local_names
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.recognizers import CheckedRecognizer, PhiType
from clinrag.security.relation_names import DICTIONARY_ZIPF, RELATIONS, ROLES
from clinrag.security.word_shapes import clinical_shape, shorthand

_SCORE = 0.6
WORK_ROLES = (
    r"driver|chaperone|officer|chaplain|co-?ordinator|worker|carer|assistant|runner|porter|"
    r"escort|receptionist|clerk|pharmacist|nurses?|paramedic|physio|[a-z]+ologist|"
    r"(?-i:CHV|BHW|PEBLO|IO|HCA|CHW|VHW|ASHA)"
)
"""Jobs that a record names a person by ("driver", "BHW", "cardiologist"), beside the kinship
and community roles of ``relation_names``."""
_TITLE = r"\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?"
_LOWER = r"[a-z][a-z'\u2019-]*[a-z]"
NAMES = tuple(
    rf"(?-i:{first}[ \t]+{second})(?![\w'\u2019-])(?![ \t]*:)"
    for first, second in ((rf"(?:\p{{Lu}}\p{{Ll}}{{0,2}}\.|{_TITLE})", _TITLE), (_LOWER, _LOWER))
) + tuple(rf"(?-i:{word})(?![\w'\u2019-])(?![ \t]*:)" for word in (_TITLE, _LOWER))
"""One or two title-case words ("Hope", "Jun-Jun", "Ma. Cristina", "Jun Hao"), or lower-case
ones ("patience", "faith wafula"), ending at a word's end and no label ("partner Name:"); a
full stop only after a short first word ("Ma.", not "son Ashley. Presents"). The one-word forms
let "partner ash drives" keep "ash" when "ash drives" fails the check."""
_ROLE = rf"(?i:{RELATIONS}|{ROLES}|{WORK_ROLES})"
_CUE = rf"\b{_ROLE}[ \t]+"
_NAME_AFTER_ROLE = tuple(rf"{_CUE}\K{name}" for name in NAMES)
_VERBS = frozenset(
    """will may can could would should must might did does said says rang came went pat rob
    sue mark bill back home again later soon now today""".split()  # noqa: SIM905
)
"""Lower-case words that spell a name but follow a noun as a verb or an adverb ("carer will
drive", "call back on")."""


def role_word(word: str) -> bool:
    """Whether a word is one of the role or relation nouns above ("NOK", "driver", "BHW")."""
    return re.fullmatch(_ROLE, word) is not None


@cache
def _names() -> frozenset[str]:
    return all_names()


@cache
def _given_names() -> frozenset[str]:
    return first_names() | local_names("first")


def may_be_name(vocabulary: ClinicalVocabulary, *, any_known: bool) -> Callable[[str], bool]:
    """The check of a name after a cue: title-case words that are no clinical vocabulary, no
    function, label or role word and no medical shape; lower-case words as the module says.
    After a role the first lower-case word must be a given name ("driver side", "nurse
    station", "GP list" are surnames of the census too); ``any_known`` lets any known name
    open it, where the place alone says a person is named ("entry by tan 2026-10-18")."""
    from wordfreq import zipf_frequency

    def rare(folded: str) -> bool:
        return zipf_frequency(folded, "en") < DICTIONARY_ZIPF

    def word_ok(word: str) -> bool:
        bare = word.rstrip(".")
        folded = fold_word(bare)
        return (
            len(folded) >= 2
            and not not_a_name(bare)
            and bare not in vocabulary
            and folded not in vocabulary
            and not clinical_shape(folded)
            and not shorthand(bare)
        )

    def check(text: str) -> bool:
        words = text.split()
        if not all(word_ok(w) for w in words):
            return False
        if not words[0].islower():
            return True
        folded = [fold_word(w) for w in words]
        if folded[0] in _VERBS:
            return False
        opens = _names() if any_known else _given_names()
        unknown = [rare(w) and w not in clinical_lexicon() for w in folded]
        return (folded[0] in opens or unknown[0]) and all(
            w in _names() or rare_word for w, rare_word in zip(folded[1:], unknown[1:], strict=True)
        )

    return check


def build_role_name_recognizers(vocabulary: ClinicalVocabulary) -> list[EntityRecognizer]:
    """The recognizer above, emitting PERSON."""
    return [
        CheckedRecognizer(
            PhiType.PERSON,
            "role_named_person",
            tuple((p, _SCORE) for p in _NAME_AFTER_ROLE),
            check=may_be_name(vocabulary, any_known=False),
        )
    ]
