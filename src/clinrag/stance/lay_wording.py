"""A lay-worded research question put in the words ``stance.question`` parses (issue 14).

The blind splits written by new authors ask as clinicians and parents talk: "will Zocor push
the LDL up?", "does oxytocin quieten the amygdala?", "is one sitting cheaper than weekly
visits?", and they ask about a claim: "a member says the supplement did nothing for social
withdrawal. Is that right?", "Is it true that the course does nothing for ...?". The question
parser knows "increase", "reduce", "less"; read without these rewrites the lay verbs name no
direction ("any": a fall of LDL read as a yes), and a claim of no effect is read as its
opposite (an improvement read as "yes, that's right").

Each rewrite is a named rule (``stance.rule_switches``) with the splits whose misses it was
written from. A question asking whether a claim of *no effect* holds is marked
``null_claim``: the rules read the study's finding on the claim's positive form ("does the
supplement improve social withdrawal?") and an effect either way then answers "no"
(``stance.rules``).
"""

from __future__ import annotations

import re
from typing import Final

from clinrag.stance.rule_switches import on, rule

_SAID: Final = re.compile(
    r"^.*?\b(?:says?|said|insists?|insisted|claims?|claimed|thinks?|reckons?|keeps? saying"
    r"|told me|tells me|read)\s+(?:that\s+)?(?P<claim>[^.?!]+?)[.!]?\s*[-\u2013\u2014]?\s*"
    r"(?:is|are|am|was) (?:that|she|he|it|this|they|i|we|this claim) "
    r"(?:right|true|correct|so)\s*\?\s*$",
    re.I,
)
"""A claim reported, then a tag question on it: "a member says X did nothing. Is that right?"."""
_TAG: Final = re.compile(r"\b(?:right|true|correct|so)\s*\?\s*$", re.I)
"""The tag alone: ``_SAID`` (two lazy spans) is tried only on a question ending in one."""

_NULL_CLAIMS: Final[tuple[tuple[str, re.Pattern[str], str], ...]] = (
    (
        rule("claim_does_nothing", "test11", "test13"),
        re.compile(
            r"\b(?:(?:does|do|did) nothing(?: (?:whatsoever|at all))?(?: (?:for|to))?"
            r"|adds? nothing(?: to)?)\b",
            re.I,
        ),
        "improve",
    ),
    (
        rule("claim_no_difference", "test13"),
        re.compile(r"\b(?:makes?|made) no difference(?: (?:to|for|in))?\b", re.I),
        "change",
    ),
    (
        rule("claim_no_different", "test11"),
        re.compile(r"\bleave (?P<y>.+?) no different from\b", re.I),
        r"change \g<y> compared with",
    ),
)
"""A claim of no effect and the verb of its positive form."""

_LAY_VERBS: Final[tuple[tuple[str, re.Pattern[str], str], ...]] = (
    (
        rule("lay_push_up", "test11", "test12", "test13"),
        re.compile(r"\bpush(?:es|ed|ing)? (?:(?P<y>(?:[\w-]+ ){1,4}?)up\b|up\b)", re.I),
        r"increase \g<y>",
    ),
    (rule("lay_stir_up", "test12"), re.compile(r"\bstir(?:s|red)? up\b", re.I), "increase"),
    (rule("lay_go_up", "test13"), re.compile(r"\b(?:go|goes|went) up\b", re.I), "increase"),
    (rule("lay_lift", "test13"), re.compile(r"\b(?:lift|boost)s?\b", re.I), "increase"),
    (
        rule("lay_quieten", "test13"),
        re.compile(r"\b(?:quieten|quiet down|calm down|shrink)s?\b", re.I),
        "reduce",
    ),
    (rule("lay_deplete", "test12"), re.compile(r"\bdepletes?\b", re.I), "reduce"),
    (
        rule("lay_cheaper", "test11"),
        re.compile(r"\b(?:cheaper|less (?:costly|expensive))\b", re.I),
        "lower in cost",
    ),
)
"""Lay verbs and the parser's words for them (name, pattern, replacement)."""

CLAIM_TAG: Final = rule("claim_tag", "test13")


def plain_question(text: str) -> tuple[str, bool]:
    """``text`` in the parser's words, and whether it asks if a claim of no effect holds."""
    said = _SAID.match(text) if on(CLAIM_TAG) and _TAG.search(text) else None
    if said is not None:
        text = f"Is it true that {said.group('claim').strip()}?"
    null_claim = False
    question = _last_question(text)
    for name, pattern, positive in _NULL_CLAIMS:
        if on(name) and pattern.search(question):
            text = text.replace(question, pattern.sub(positive, question, count=1))
            null_claim = True
            break
    for name, pattern, plain in _LAY_VERBS:
        if on(name):
            text = " ".join(pattern.sub(plain, text).split())
    return text, null_claim


_BREAKS: Final = re.compile(r"[.:;!?]\s+|\s[-\u2013\u2014]\s+")


def _last_question(text: str) -> str:
    """The question sentence itself, not the lead-in before it ("you keep saying the herbs add
    nothing - so is PRP on its own ...?" asks about PRP, not the claim)."""
    return _BREAKS.split(text.strip())[-1]
