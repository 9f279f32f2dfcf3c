"""Lower-case names next to a relation or a role: "her daughter honor nguyen", "school DSL
kwabena asante", "priyanka sen (partner)".

Dictated notes and safeguarding records write the people around a patient in lower case, where
neither the NER model nor the note pass (which judges lower-case words by a safe list that
vouches for a dictionary word such as "honor") can tell a name from a word. A relation or role
word right before the words, or in brackets right after them, says a person is named there;
what remains is to tell the name from the sentence ("her daughter visited today"). A run of up
to three lower-case words is a name when each is a known name or no dictionary word, and the
run holds a word that no dictionary knows or is a known first name followed by a known surname.
So "daughter grace" alone (a word and a name) stays; "daughter grace okafor" goes, and so does
a known first name rarer than a common word ("sister ruby", "mum (gwen)"; ``NAME_WORD_ZIPF``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from clinrag.security.clinical_terms import ClinicalVocabulary, fold_word, inside_any, not_a_name
from clinrag.security.known_names import all_names, first_names, local_names, surnames
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

DICTIONARY_ZIPF = 3.0
"""English frequency from which a lower-case word is a dictionary word."""
NAME_WORD_ZIPF = 4.0
"""English frequency under which a known first name beside a relation word is read as the name
("sister ruby", "mum gwen"): a word that common ("grace", "hope", "will") stays a word."""
_SCORE = 0.6
_MAX_WORDS = 3
RELATIONS = (
    r"partner|wife|husband|spouse|daughter|son|mother|father|mum|mom|dad|sister|brother|"
    r"sibling|friend|neighbou?r|carer|caregiver|niece|nephew|grandson|granddaughter|"
    r"grandmother|grandfather|grandma|grandpa|nan|nanna|aunt|auntie|uncle|cousin|fianc[eé]e?|"
    r"boyfriend|girlfriend|guardian|step-?(?:mother|father|son|daughter)|nok|next[ \t]+of[ \t]+kin"
)
"""Kinship and the people around a patient."""
ROLES = (
    r"(?-i:DSL|GC|SW|CPN|HV|DN|OT|SLT|CNS|AMHP|IDVA|ISVA|SENCO)|key[ \t]*worker|social[ \t]+worker|"
    r"support[ \t]+worker|health[ \t]+visitor|district[ \t]+nurse|midwife|counsell?or|advocate|"
    r"interpreter|teacher|head[ \t]*teacher|solicitor|lead|(?-i:GP)"
)
"""Roles that a safeguarding or community record names a person by: "school DSL", "GC"."""
_CUE_BEFORE = re.compile(
    rf"\b(?i:{RELATIONS}|{ROLES})(?:['\u2019]s)?(?:[ \t]*[:,-]?[ \t]+|[ \t]*\()(?=[a-z])"
)
_WORD = re.compile(r"[a-z][a-z'\u2019-]*[a-z]\b(?![\w-])")
_BEFORE_BRACKET = re.compile(
    rf"((?:[a-z][a-z'\u2019-]*[ \t]+){{0,{_MAX_WORDS - 1}}}[a-z][a-z'\u2019-]*)"
    rf"[ \t]*\([ \t]*(?i:{RELATIONS}|{ROLES})[ \t]*\)"
)


class RelationNames:
    """Finds lower-case names beside a relation or role word."""

    def __init__(self, vocabulary: ClinicalVocabulary) -> None:
        from wordfreq import zipf_frequency

        self._zipf = zipf_frequency
        self._vocabulary = vocabulary
        self._names = all_names()
        self._first = first_names() | local_names("first")
        self._surnames = surnames() | local_names("last")

    def find(self, text: str, terms: Sequence[tuple[int, int]]) -> list[Span]:
        found: list[tuple[int, int]] = []
        for cue in _CUE_BEFORE.finditer(text):
            words = []
            start = cue.end()
            for _ in range(_MAX_WORDS):
                match = _WORD.match(text, start)
                if match is None or not self._may_be_name(match.group(), match.span(), terms):
                    break
                words.append(match)
                gap = re.match(r"[ \t]+(?=[a-z])", text[match.end() :])
                if gap is None:
                    break
                start = match.end() + gap.end()
            found += self._run(words)
        for bracket in _BEFORE_BRACKET.finditer(text):
            offset = bracket.start(1)
            words = list(_WORD.finditer(bracket.group(1)))
            kept: list[re.Match[str]] = []
            for word in reversed(words):  # from the bracket back to the first non-name
                span = (offset + word.start(), offset + word.end())
                if not self._may_be_name(word.group(), span, terms):
                    break
                kept.insert(0, word)
            found += [(offset + s, offset + e) for s, e in self._run(kept)]
        return [Span(s, e, PhiType.PERSON, _SCORE, from_ner=False) for s, e in found]

    def _run(self, words: Sequence[re.Match[str]]) -> list[tuple[int, int]]:
        """The words' spans when they read as a name (module docstring), else none."""
        folded = [fold_word(w.group()) for w in words]
        if not folded:
            return []
        unknown = any(
            not self._dictionary_word(w)
            or (w in self._first and self._zipf(w, "en") < NAME_WORD_ZIPF)
            for w in folded
        )
        pair = any(a in self._first and b in self._surnames for a, b in pairwise(folded))
        return [w.span() for w in words] if unknown or pair else []

    def _may_be_name(
        self, word: str, span: tuple[int, int], terms: Sequence[tuple[int, int]]
    ) -> bool:
        folded = fold_word(word)
        if not_a_name(word) or word in self._vocabulary or inside_any(*span, terms):
            return False
        return folded in self._names or not self._dictionary_word(folded)

    def _dictionary_word(self, folded: str) -> bool:
        """Common English or a clinical lexicon word (a rare name only as itself)."""
        if self._zipf(folded, "en") >= DICTIONARY_ZIPF:
            return True
        lexicon = clinical_lexicon()
        return lexicon.exact(folded) if folded in self._names else folded in lexicon
