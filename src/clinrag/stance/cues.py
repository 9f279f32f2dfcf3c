"""The cue families the stance rules read (null, harm, benefit, up, down) and p-values.

Shared by the rules (``stance.rules``), the clause picker (``stance.clauses``) and the learned
reader's features (``cue_flags``), so each family is spelled once.
"""

from __future__ import annotations

import re

from clinrag.stance.null_phrases import says_null

_NULL = re.compile(
    r"\b(no|not|without)( a| any)?( statistically)? significant(ly)?\b"
    r"|\bnon-?significant(ly)?\b|\bnot statistically\b"
    r"|\b(did|does|do|was|were|is|are) not( significantly| statistically)? "
    r"(differ|different|improve|reduce|lower|decrease|increase|change|affect|influence|alter"
    r"|prevent|lead|support|superior|better|more effective|effective|associated)"
    r"|\bno (difference|differences|effect|effects|influence|benefit|change|changes|increase"
    r"|increased|improvement|reduction|additional|group differences|more effective)\b"
    r"|\bnot superior\b|\bno more effective\b|\bfail(ed|s)? to\b|\black of (efficacy|effect)\b"
    r"|\b(similar|similarly|comparable|equivalent|equally|as effective as|unchanged)\b"
    r"|\bnon-?inferior(ity)?\b|\bnot inferior\b|\bneither\b"
    r"|\b(?:does|do|did) not (?:appear|seem) to (?:have|be|affect|alter|change|improve|reduce)"
    r"|\bexclude[sd]? any (?:significant )?(?:influence|effect|difference)"
    r"|\bas (?:effective|efficacious|safe|good)\b[^.;,]{0,60}?\bas\b"
    r"|\bno (?:(?:statistical(?:ly)?|clinical(?:ly)?|significant|relevant|meaningful) )+"
    r"differences?\b",
    re.I,
)
_AT_SAME_DOSE = re.compile(
    r"\bat (?:a |an )?(?:similar|comparable|equivalent)\s+(?:[\w-]+\s+){0,3}dos(?:e|es|age)\b", re.I
)
_P_VALUE = re.compile(
    r"\bp\s*(?:value\s*)?(?P<op>[=<>≤≥])\s*(?P<value>0?[.·]\d+|1(?:[.·]0+)?\b|n\.?s\b)", re.I
)
"""A p-value: at or above 0.05 ("P = 0.99", "P > 0.3", "p = NS") reports no difference when
the clause reports no significant one beside it."""
SIGNIFICANCE = 0.05
_HARM = re.compile(
    r"\b(worse|worsen(ed|ing|s)?|deteriorat\w*|harm(ful|s)?|detrimental|inferior to"
    r"|less effective|less efficacious|increased risk|higher risk|greater risk)\b",
    re.I,
)
_BENEFIT = re.compile(
    r"\b(yes|improv\w*|superior(ity)?|more effective|more efficacious|effective|efficacious"
    r"|benefit\w*|better|successful|preserv\w*|protect\w*|relie(f|ve|ved))\b",
    re.I,
)
_UP = re.compile(
    r"\b(increas\w*|higher|greater|more|rise|rose|raised?|elevat\w*|longer|enhanc\w*"
    r"|prolong\w*|(?:common|frequent)(?:ly reported)? (?:adverse|side)[- ](?:effects?|events?"
    r"|reactions?) (?:with|of|in|on|for|after)(?! (?:both|all|either|each|the two)\b))\b",
    re.I,
)
"""An increase; an adverse effect named as an arm's most common one is one of that arm."""
_DOWN = re.compile(
    r"\b(reduc\w*|decreas\w*|lower(ed|s)?|less|fewer|declin\w*|shorter|prevent\w*|diminish\w*"
    r"|drop(ped)?|fell|resolv\w*|suppress\w*)\b",
    re.I,
)
_MAGNITUDE = re.compile(
    r"\b(greater|larger|more|bigger|stronger)\s+(?=(reduc|decreas|lower|declin|drop|increas|rise))",
    re.I,
)
"""A size word before a direction noun ("greater reduction"): the noun gives the direction."""
_DIRECTION_THEN_MORE = re.compile(
    r"\b(reduc|decreas|lower|increas|rais|improv|prevent)\w*\b.*\b(more|less) than\b", re.I
)
""""reduced Y more than Z": the verb gives the direction, "more than" only its size."""


CUE_NAMES: tuple[str, ...] = ("harm", "benefit", "up", "down", "null")


def cue_flags(text: str) -> tuple[bool, ...]:
    """Which of the rules' cue families (``CUE_NAMES``) the text holds anywhere: the learned
    reader's view of the wording (``stance.model``), whatever clause they are in."""
    return (
        *(bool(p.search(text)) for p in (_HARM, _BENEFIT, _UP, _DOWN)),
        _is_null(text),
    )


def _is_null(clause: str) -> bool:
    """A null cue, or only p-values at or above 0.05 ("at a comparable dose" sets the
    scene of a difference, it is not a null finding)."""
    if _NULL.search(_AT_SAME_DOSE.sub(" ", clause)) or says_null(clause):
        return True
    values = p_values(clause)
    return bool(values) and all(v >= SIGNIFICANCE for v in values)


def p_values(text: str) -> list[float]:
    """The p-values ``text`` reports, each at its least ("p < 0.01" as 0)."""
    return [_p_value(m) for m in _P_VALUE.finditer(text)]


def _p_value(match: re.Match[str]) -> float:
    """The p-value's least value: "p < 0.01" and "p = 0.004" are under 0.05, "NS" is not."""
    text = match.group("value").replace("·", ".").lower()
    if text.startswith("n"):
        return 1.0
    value = float(text)
    return 0.0 if match.group("op") in "<≤" and value <= SIGNIFICANCE else value
