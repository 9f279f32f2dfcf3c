"""An NER name or place hit made only of words that cannot be a name.

The spaCy model reads a capitalised clinical phrase as a person or a place: a job title
("Charge Nurse", "Specialty Doctor"), a unit ("Satellite Haemodialysis Unit"), a guideline, an
acronym ("NSCLC", "DNACPR"), a grade ("Mobitz II"). Lists of such phrases do not carry to the
next note set; what they share is that no word of them can be a name: each is an everyday or
word of English that no name list holds, an all-caps acronym, or a token with a digit. A name
that is such a word ("Mr Bath") is written after a title, a role or a relation word, and that
cue keeps it.

Which words can be a name: the census and Faker first names, Faker's surnames and the
``FREQUENT_SURNAMES`` commonest census surnames (``known_names``). The census's long tail also
lists words that were someone's surname once ("Nurse", "Doctor", "Station"), so it does not
count here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from clinrag.security.clinical_terms import fold_word
from clinrag.security.known_names import first_names, frequent_surnames, local_names
from clinrag.security.relation_names import RELATIONS, ROLES

_TOKEN = re.compile(r"[^\W_][\w'\u2019-]*")
WORD_ZIPF = 3.6
"""English frequency from which a word is a dictionary word here: "specialty" 3.9,
"bodyguard" 3.4 is not; given names that no list holds sit lower ("alfie" 3.2, "kieran" 3.1,
"fergus" 3.1), and wordfreq counts them from running text, where they are capitalised."""
_ACRONYM = re.compile(r"[B-DF-HJ-NP-TV-Z]*[AEIOU]?[B-DF-HJ-NP-TV-Z]*")
"""Capitals with at most one vowel ("NSCLC", "DNACPR", "GNDC"): a name in capitals has more
("CALLUM", "KOFI", "NGOZI")."""
_CODE = re.compile(r"[^\W\d_]{1,3}\d{1,2}")
"""A grade or count of a few letters and one or two digits ("x1", "E10", "T4"); a longer code
or a number alone may be a record or room number ("GQN7780991", "rm 60O")."""
_NAME_CUE_BEFORE = re.compile(
    rf"\b(?i:mr|mrs|ms|miss|mx|dr|doctor|prof|professor|sister|nurse|consultant|"
    rf"{RELATIONS}|{ROLES})\.?(?:['\u2019]s)?[ \t]*[:,-]?[ \t]+\Z"
)
"""A title, a role or a relation word right before a hit vouches for a name ("Mr Bath",
"Dr Rose Hill", "wife: Hope")."""


@cache
def name_words() -> frozenset[str]:
    """Every word that can be a name here: first names, frequent and local surnames."""
    return first_names() | local_names("first") | frequent_surnames() | local_names("last")


def no_name_word(value: str, zipf: Callable[[str, str], float], *, place: bool = False) -> bool:
    """Whether no word of ``value`` can be a name: each is a dictionary word (English
    frequency at least ``WORD_ZIPF``) that no name list above holds, an acronym or a code of
    letters and digits. A hit of one word must be an acronym or a code: wordfreq counts
    place names and given names as words ("Leeds", "Montana"). Several words all in capitals
    are a name as a register writes it ("ZU SALM", "ST JOHN"). Places are named with
    dictionary words ("Station Road", "Riverside Medical Centre"), so of a ``place`` hit only a
    lone acronym or code goes."""
    tokens = _TOKEN.findall(value)
    if len(tokens) == 1:
        return _shorthand(tokens[0])
    return (
        not place
        and len(tokens) > 1
        and not all(t.isupper() for t in tokens)
        and all(_not_a_name_token(token, zipf) for token in tokens)
    )


def name_cue_before(text: str, start: int) -> bool:
    """Whether a title, role or relation word stands right before ``text[start:]``."""
    return _NAME_CUE_BEFORE.search(text, max(0, start - 40), start) is not None


def _shorthand(token: str) -> bool:
    """An acronym of 3 to 6 capitals or a code, and no known name."""
    if fold_word(token) in name_words():
        return False
    acronym = 3 <= len(token) <= 6 and _ACRONYM.fullmatch(token) is not None
    return acronym or _CODE.fullmatch(token) is not None


def _not_a_name_token(token: str, zipf: Callable[[str, str], float]) -> bool:
    """Initials ("O.", "AR/sw") may be a name and a number a room or record number ("Rm
    119"); a dictionary word no name list holds may not."""
    if _shorthand(token):
        return True
    word = fold_word(token).removesuffix("'s")
    if len(word) < 3 or word.isdigit() or word in name_words():
        return False
    return zipf(word, "en") >= WORD_ZIPF
