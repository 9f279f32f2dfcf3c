"""The sentences of a text, each read on its own by the injection detector's learned signals.

An injection in a pasted letter, a lab printout or after a clinical question is one sentence
among benign ones: the embedding of the whole text is mostly the letter's, so the nearest-
attack margin and the classifier see a letter. Read alone, the injected sentence looks like
the attacks it resembles. The detector judges each sentence with the same rule and thresholds
as the whole text (``InjectionDetector.inspect``); a benign sentence is a benign question.

The split is the guard's own, not the answer pipeline's (``pipelines.evidence_selection``):
besides full stops and line breaks it cuts at the marks that wrap a note meant for a machine
(``<!-- -->``, ``[...]``, ``***``, ``>>>``, ``---``) and at the full stops of Chinese and
Japanese, and it drops fragments too short to mean anything alone.
"""

from __future__ import annotations

import re

MAX_SENTENCES = 12
"""Sentences judged per text: the longest ones (a 4,000-character question has about 40;
each costs a little embedding time, and an injection that orders something is rarely the
shortest sentence)."""
MIN_WORDS = 3
"""A fragment of fewer words ("AI:", "Item 4", a lab value) is joined to the next one."""

_BOUNDARY = re.compile(
    r"(?<=[.!?;])\s+(?=\S)"  # a sentence end followed by space (";" ends a clause)
    r"|(?<=[\u3002\uff01\uff1f])"  # Chinese and Japanese full stop, exclamation, question
    r"|\n+"
    r"|<!--|-->|\*{3,}|>{3,}|<{3,}|-{3,}|={3,}|\[|\]|\(|\)|\u2014|\s-\s"
)
_WORD = re.compile(r"\w+")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _words(fragment: str) -> int:
    """Words, counting every three CJK characters as one (no spaces between their words)."""
    return len(_WORD.findall(fragment)) + len(_CJK.findall(fragment)) // 3


def sentences(text: str) -> list[str]:
    """The text's sentences in order (at most ``MAX_SENTENCES``, the longest); a text of one
    sentence gives none: the whole text is that sentence, judged already."""
    pieces: list[str] = []
    carried = ""
    for fragment in _BOUNDARY.split(text):
        fragment = f"{carried} {fragment.strip()}".strip() if carried else fragment.strip()
        if not fragment:
            continue
        if _words(fragment) < MIN_WORDS:
            carried = fragment
            continue
        pieces.append(fragment)
        carried = ""
    if carried:
        if pieces:
            pieces[-1] = f"{pieces[-1]} {carried}"
        else:
            pieces.append(carried)
    if len(pieces) < 2:
        return []
    longest = sorted(range(len(pieces)), key=lambda i: -len(pieces[i]))[:MAX_SENTENCES]
    return [pieces[i] for i in sorted(longest)]
