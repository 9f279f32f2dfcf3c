"""Values a question names only to set them aside ("policies, as opposed to guidelines",
"not the guidelines or policies, just protocols", "on formulary, not restricted",
"every protocol and guideline, leaving the policies aside", "(not a crossover)", "on formulary
without restriction", "without a non-formulary request"): the value
rules (``rules.py``) read the question with these stretches blanked, so a value named after a
negation is never a filter value, and one named beside it ("policies") stays the only one.

A stretch runs from the negating words to the end of their clause (a comma, a full stop, a
bracket, a dash). Blanked with spaces, so every other rule's offsets still hold. Boolean
fields read the question as written: "no renal adjustment" is their own negation
(``value_rules.boolean_fields``), and so is "not blinded" (``vocabulary.py``: open label).
"""

from __future__ import annotations

import re

_NEGATION = re.compile(
    r"\b(?:as\s+opposed\s+to|rather\s+than|other\s+than|instead\s+of|apart\s+from"
    r"|except(?:\s+for)?|excluding|leaving\s+out|setting\s+aside|putting\s+aside"
    r"|leaving(?=[^,.;:?!()]*\baside\b)"
    r"|(?<!\bor\s)without(?!\s+(?:any\s+)?(?:blinding|masking|knowing)\b)"
    r"|(?:but\s+)?not(?!\s+(?:only|just|yet|masked|blinded|blind)\b))\b"
    r"[^,.;:?!()\u2013\u2014]*?(?=\s+-\s|[,.;:?!()\u2013\u2014]|$)",
    re.IGNORECASE,
)


def without_negated(question: str) -> str:
    """``question`` with each negated stretch blanked (same length)."""
    return _NEGATION.sub(lambda match: " " * len(match[0]), question)
