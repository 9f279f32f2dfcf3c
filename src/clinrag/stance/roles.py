"""What a sentence of the evidence does: state a conclusion, report a result, set out the study's
aim or its design, or something else.

A quoted answer must give what was found. The sentence most like the question is very often the
one that restates it ("The purpose of this study was to determine whether pulse-dose terbinafine
is as effective as ...") or describes how it was asked ("Primary outcomes included ..."): it
shares the question's words and says nothing about the answer. Evidence selection uses these
roles to choose the sentence an extractive answer quotes (``evidence_selection``). The rules
read English trial abstracts, guidelines and protocols; a sentence they do not recognise is
``other``, which ranks between a result and an aim.
"""

from __future__ import annotations

import re
from typing import Literal

Role = Literal["conclusion", "result", "other", "aim", "design", "title"]

RANK: dict[Role, int] = {
    "conclusion": 0,
    "result": 1,
    "other": 2,
    "aim": 3,
    "design": 3,
    "title": 3,
}
"""Lower is better for a quoted answer; an aim, a design sentence and the document's title
(which chunks often begin with) name the question, not the answer."""

_CONCLUSION = re.compile(
    r"^\W*(?:conclusions?|interpretation|implications?)\b"
    r"|\b(?:we conclude|in conclusion|in summary|taken together|"
    r"(?:these|our|the) (?:results|findings|data) (?:suggest|show|indicate|demonstrate|support)|"
    r"this (?:study|trial) (?:showed|shows|demonstrated|demonstrates|found|suggests|failed))\b",
    re.IGNORECASE,
)
_AIM = re.compile(
    r"^\W*(?:(?:study |primary )?objectives?|purpose|aims?|background|introduction|context|"
    r"rationale?|hypothes[ie]s)\b"
    r"|\b(?:the|our) (?:purpose|aim|objective|goal)s? (?:of|was|is|were)\b"
    r"|\bwe (?:aimed|sought|hypothesi[sz]ed|set out|wanted|asked whether|investigated whether)\b"
    r"|\bthis (?:study|trial|paper|report) (?:investigated|examined|evaluated|assessed|"
    r"compared|was designed|aims|aimed|describes)\b"
    r"|^\W*(?:to (?:determine|assess|evaluate|investigate|compare|examine|test|establish))\b"
    r"|^\W*in order to\b|\b(?:has|have) (?:previously )?been (?:shown|reported|demonstrated|"
    r"suggested|proposed)\b|\b(?:is|are) (?:well )?known\b|\blittle is known\b"
    r"|\bremains? (?:unclear|unknown|uncertain|controversial)\b",
    re.IGNORECASE,
)
"""An aim, or the background it answers: what earlier work showed ("has been shown to
improve") or what the study set out to overcome is not this study's finding."""
_DESIGN = re.compile(
    r"^\W*(?:methods?|design|setting|participants|patients and methods|interventions?)\b"
    r"|\b(?:were|was) (?:randomi[sz]ed|randomly (?:assigned|allocated)|enrolled|recruited|"
    r"measured|assessed|recorded|included|allocated)\b"
    r"|\b(?:primary|secondary) (?:end ?points?|outcomes?|outcome measures?) (?:was|were|"
    r"included|is|are)\b"
    r"|\b(?:double|single)-blind\b.*\b(?:trial|study) (?:of|in)\b",
    re.IGNORECASE,
)
_RESULT = re.compile(
    r"\bp ?[<=>≤] ?0?\.\d|\b(?:significant(?:ly)?|non-?significant|95 ?% ?ci|confidence interval|"
    r"odds ratio|hazard ratio|relative risk|no (?:differences?|effects?|benefits?)|did not|"
    r"was not|were not|failed to|improved|reduced|increased|decreased|lowered|raised|fell|rose|"
    r"higher|lower|fewer|greater|superior|inferior|similar|comparable|effective|"
    r"associated with|more likely|less likely|resulted in)\b",
    re.IGNORECASE,
)


def role_of(sentence: str) -> Role:
    """The sentence's role; a labelled section ("CONCLUSION ...", "OBJECTIVE ...") wins over
    the words inside it, then an aim or design wording, then any result wording. A question
    ("Does aspirin lower ...?") is an aim: it asks what the evidence should answer."""
    if _CONCLUSION.search(sentence):
        return "conclusion"
    if _AIM.search(sentence) or sentence.rstrip().endswith("?"):
        return "aim"
    if _DESIGN.search(sentence):
        return "design"
    if _RESULT.search(sentence):
        return "result"
    return "other"
