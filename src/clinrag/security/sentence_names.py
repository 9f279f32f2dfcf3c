"""Names in English text that is not a note: questions, handover lines, letter fragments.

The safe-list pass (``note_pass``) runs only on text laid out like a note, because a question's
words are too few to tell a name from a term by frequency alone. Two of its rules need no
layout, only the word and its sentence, and short texts leaked exactly those names:

* a frequent census surname capitalised inside a sentence, which is also an English word
  written in lower case (a lexicon word: "hall", "banks"; not "English", always capitalised)
  ("give ibuprofen to Hall", "Does Banks need a repeat INR?"): ``NotePass.surname_in_sentence``,
  the rule the note pass uses, with its exceptions (the commonest English words, a day or step
  counted after it), after a whole lower-case word, a number, a comma, a bracket or a question's
  auxiliary;
* a word of the name lists (census, Faker) that no rule vouches for: not a common English
  word, not clinical or lexicon vocabulary, not shaped like a clinical word
  (``NotePass.safe_word``), and not an eponym or drug by its context ("Zielinski's INR").

Either way the word stands alone: not after an article ("the Hall effect"), not before another
capitalised word (a company or a place the NER model reads whole: "Eagle Bancorp"), not a label
or calendar word, a country or a company (``not_a_name``, ``not_identifying``). Rare names that
no list holds ("Okonkwo") are left to the NER model: without a list, a capitalised rare word in
a question is as often a company or a product.

Both read capitalised words only, and only in English: German capitalises every noun, and the
name lists hold many nouns of the other languages ("Bauer", "Koch"). A text is English here when
its English function words outnumber those of the other accepted languages.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from clinrag.security.clinical_terms import (
    clinical_context,
    fold_word,
    not_a_name,
    not_identifying,
)
from clinrag.security.known_names import all_names
from clinrag.security.lexicon import clinical_lexicon
from clinrag.security.note_pass import NotePass
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

_SCORE = 0.5
_WORD = re.compile(r"(?<![\w'\u2019-])[^\W\d_][\w'\u2019]*(?:-[^\W\d_][\w'\u2019]*)?(?![\w-])")
_ARTICLE = re.compile(r"\b(?:the|a|an)[ \t]+\Z", re.IGNORECASE)
"""Before a proper noun that modifies a noun ("the Hall effect", "a Wood lamp"), not a person."""
_AFTER_LOWER = re.compile(
    r"(?:(?<![\w'\u2019-])[a-z][a-z'\u2019]*,?|\d,?|[(,]|(?:^|(?<=[.?!][ \t]))(?:Does|Did|Do|"
    r"Can|Could|Should|Is|Was|Has|Had|Have|Will|Would|May|Must|Are|Were))[ \t]*\(?[ \t]*\Z",
    re.MULTILINE,
)
"""Before a surname inside a sentence: a whole lower-case word, a number, a comma or a bracket,
or the auxiliary that opens a question ("Does Banks need"); not a capitalised word, whose
neighbour is part of one proper noun ("Princess Royal")."""
_PROPER_NOUN_AFTER = re.compile(r"[ \t]+(?:&[ \t]+)?[A-Z][a-z]|'s[ \t]+[A-Z]|[ \t]+[A-Z]{2,}\b")
"""A capitalised word after it: part of a longer proper noun, a company or a place ("Quanex
Building Products", "Flaherty & Crumrine"), which the NER model reads whole."""
_FUNCTION_WORD = re.compile(r"[^\W\d_]+")
_ENGLISH = frozenset(
    """the and is are of to for with his her he she him they does did what should can could
    would has have had who when why how this that after before from into""".split()  # noqa: SIM905
)
_OTHER = frozenset(
    """der die das und ist mit für ein eine nicht den dem des le la les et est pour avec une
    des du dans el los las y es para con una del por il gli è per con che di della o os
    as e é com uma não do da""".split()  # noqa: SIM905
)


def english(text: str) -> bool:
    """Whether ``text``'s English function words outnumber the other languages' ones."""
    words = [w.casefold() for w in _FUNCTION_WORD.findall(text)]
    ours = sum(1 for w in words if w in _ENGLISH)
    return ours > 0 and ours > sum(1 for w in words if w in _OTHER)


class SentenceNames:
    """Finds, in English text that is not a note, the names the note pass's word rules see."""

    def __init__(self, note_pass: NotePass) -> None:
        self._note_pass = note_pass
        self._names = all_names()
        self._lexicon = clinical_lexicon()

    def find(
        self, text: str, spans: Sequence[Span], terms: Sequence[tuple[int, int]]
    ) -> list[Span]:
        """Spans for the capitalised names that ``spans`` and ``terms`` leave uncovered."""
        if not english(text):
            return []
        taken = sorted([(s.start, s.end) for s in spans] + list(terms))
        return [
            Span(m.start(), m.end(), PhiType.PERSON, _SCORE, from_ner=False)
            for m in _WORD.finditer(text)
            if m.group()[0].isupper()
            and m.group()[1:].replace("-", "").replace("'", "").islower()
            and not any(s < m.end() and m.start() < e for s, e in taken)
            and self._listed(m.group())
            and (
                not self._note_pass.safe_word(m.group())
                or (
                    fold_word(m.group()) in self._lexicon  # "hall", not "English"
                    and self._note_pass.surname_in_sentence(text, m)
                    and _AFTER_LOWER.search(text, max(0, m.start() - 30), m.start()) is not None
                )
            )
            and _ARTICLE.search(text, max(0, m.start() - 5), m.start()) is None
            and _PROPER_NOUN_AFTER.match(text, m.end()) is None
            and not not_a_name(m.group())
            and not not_identifying(text, m.start(), m.end())
            and not clinical_context(text, m.start(), m.end())
        ]

    def _listed(self, word: str) -> bool:
        bare = word.removesuffix("'s").removesuffix("\u2019s")
        return all(fold_word(part) in self._names for part in bare.split("-"))
