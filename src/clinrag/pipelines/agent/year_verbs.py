"""How a look back ("in the last three years") is read, from the verb that governs it
(``year_rules.py``):

- ``stated``: its clause says what the year field dates ("policies written in the last two
  years", "monographs reviewed in the past year"): a verb of ``DATING_VERBS``, or a word of
  the year field's own name ("reviewed" for ``year_reviewed``). Nothing that recent is a
  ``no_results`` to ask back, never a filter dropped unasked;
- ``unheld``: another past participle governs it ("audited in the last year", "translated
  over the past two years"): an event no year field records, reported unmapped rather than
  read as the year the document was written;
- ``inferred``: no verb says ("RCTs on hypertension in the last two years"): a recency the
  question implies, relaxed when it empties the search (``steps/agent_review.py``).
"""

from __future__ import annotations

import re
from typing import Literal

from clinrag.pipelines.agent.number_phrases import IGNORE_CASE, WORD, name_words

LookBack = Literal["stated", "inferred", "unheld"]
DATING_VERBS = re.compile(
    r"\b(?:wr[io]te|writ(?:es|ing|ten)|publish(?:e[sd]|ing)?|(?:issu|dat|produc|releas|creat"
    r"|updat|revis|introduc)(?:e[sd]?|ing)|(?:author|draft)(?:s|ed|ing)?"
    r"|(?:came|come|comes|put|brought)\s+out|took\s+effect|came\s+into\s+force)\b",
    IGNORE_CASE,
)
"""Words that say when a document came to be (or was last brought up to date): what a
document's year field holds ("written", "issued", "came out", "took effect")."""
_CLAUSE_END = re.compile(r"[,;:.?!()]|\b(?:and|but|or|which|that)\b", IGNORE_CASE)
_PARTICIPLE = re.compile(r"^(?:[a-z]{3,}ed|done|seen|given|taken|drawn|run|made|kept|held|sent)$")
"""A past participle ("audited", "translated"; a few irregular ones)."""
_ADVERBS = frozenset({"last", "first", "also", "ever", "all", "been", "not", "only"})


def look_back_reading(question: str, start: int, year_field: str) -> LookBack:
    """How the look back starting at ``start`` in ``question`` is read on ``year_field``."""
    before = question[:start]
    ends = list(_CLAUSE_END.finditer(before))
    clause = before[ends[-1].end() :] if ends else before
    words = WORD.findall(clause.lower())
    own = [w for w in name_words(year_field) if w != "year"]
    if DATING_VERBS.search(clause) or any(w.startswith(o) for w in words for o in own):
        return "stated"
    governing = [w for w in words if w not in _ADVERBS][-1:]
    if governing and _PARTICIPLE.match(governing[0]):
        return "unheld"
    return "inferred"
