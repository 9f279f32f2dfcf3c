"""Abbreviations an abstract defines ("heart rate (HR)") and whether a short form abbreviates
a phrase ("RTX" for rituximab).

Trial abstracts name their arms and outcomes once in full and then by short forms: "HBB
induced a significant rise in heart rate", "the incidence ... was higher in the UFH group". A
rule that looks for the question's words in a sentence misses the finding written with the
short form. The match is the one of Schwartz and Hearst (PSB 2003, "A simple algorithm for
identifying abbreviation definitions in biomedical text"): the short form's letters and digits
are found in the long form in order, from the right, and its first character starts a word of
the long form.
"""

from __future__ import annotations

import re

_SHORT_FORM = re.compile(r"\((?P<short>[A-Za-z][\w/.-]{1,9})\)")
"""A parenthesised short form: starts with a letter, 2-10 characters, no spaces."""
_WORD = re.compile(r"[^\W_]+(?:[-/][^\W_]+)*", re.UNICODE)
_TOKEN = re.compile(r"(?<![\w/-])[A-Za-z][\w/-]*")


def abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` can abbreviate ``long``: each letter and digit of ``short``, from the
    right, is found in ``long`` in order, and its first one starts a word of ``long``."""
    letters = [c.lower() for c in short if c.isalnum()]
    text = long.lower()
    if len(letters) < 2 or not letters[0].isalpha():
        return False
    at = len(text) - 1
    for index in range(len(letters) - 1, -1, -1):
        wanted = letters[index]
        while at >= 0 and (
            text[at] != wanted or (index == 0 and at > 0 and text[at - 1].isalnum())
        ):
            at -= 1
        if at < 0:
            return False
        at -= 1
    return True


def definitions(text: str) -> dict[str, str]:
    """Short form -> long form for each "long form (SF)" of ``text``: the long form is the
    fewest words before the parenthesis that the short form abbreviates, at most
    ``min(len + 5, 2 * len)`` words (Schwartz and Hearst's bound)."""
    found: dict[str, str] = {}
    for match in _SHORT_FORM.finditer(text):
        short = match.group("short").rstrip(".")
        if not any(c.isupper() for c in short) or short in found:
            continue
        words = _WORD.findall(text[: match.start()])
        limit = min(len(short) + 5, 2 * len(short))
        for count in range(1, min(limit, len(words)) + 1):
            phrase = " ".join(words[-count:])
            if abbreviates(short, phrase) and phrase.lower() != short.lower():
                found[short] = phrase
                break
    return found


def short_forms(text: str) -> list[str]:
    """Tokens of ``text`` shaped like short forms, with a capital letter past their first
    character ("HR", "RTX", "BIAsp", "LM75/25"), not capitalised words ("The"), in order."""
    return [t for t in _TOKEN.findall(text) if any(c.isupper() for c in t[1:])]
