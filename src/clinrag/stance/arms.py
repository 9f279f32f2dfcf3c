"""Which arm of a comparative question a clause or a figure speaks of (``stance.rules``).

"B was superior to A" answers "Is A more effective than B?" with no, so the reader needs the
arm a clause names as its agent: the first one it names that is not the comparison's other
side (right after "than", "compared with", "versus", with up to two words of its name
between). A figure belongs to the arm named just after it ("9.4% in the A group") or just
before it ("A 9.4%"). An arm is named by its words or by a short form of three or more
letters that abbreviates them ("RTX" for rituximab, ``retrieval.abbreviations``), or, for an
arm the question names by a brand, by its generics ("dorzolamide/timolol" for Cosopt:
``Question.subject_generics``), every part of a combination its generics ("latanoprost/timolol"
is not Xalatan, latanoprost alone).
"""

from __future__ import annotations

import re
from typing import Literal, cast

from clinrag.retrieval.abbreviations import abbreviates
from clinrag.retrieval.analysis import analyze
from clinrag.stance.question import Direction, Question

Arm = Literal["subject", "other"]

_ARM_WORD = re.compile(r"[^\W_]+(?:[-/][^\W_]+)*")
_AFTER_COMPARISON = re.compile(
    r"\b(?:than|compared (?:with|to)|versus|vs\.?|relative to)"
    r"(?:\s+(?:in|with|on|the|a|an|those|patients|subjects|participants|receiving|given))*"
    r"(?:\s+[^\s,;:()]+){0,2}\s*$",
    re.I,
)
"""An arm named right after a comparison, or after up to two more words of its name ("than
the normal temperature saline group"), is the comparison's other side."""
_LEADING_COMPARISON = re.compile(
    r"^\W*(?:compared (?:with|to)|in comparison (?:with|to)|relative to|versus|vs\.?)\s[^,;:]*,",
    re.I,
)
"""A clause opening with its comparison's other side: "Compared with the intake of A, B ..."."""
_CLAUSE_BREAK = re.compile(r"[,;:]")
"""A comparison's other side ends at a comma: "Compared with A, B was better" names B next."""
_FIGURE = re.compile(r"(?<![\w.·])(\d+(?:[.·]\d+)?)\s*%(?!\s*(?:CI|confidence)\b)")
_FIGURE_OWNER = re.compile(
    r"\W{0,3}(?:in|with|for|on|among|of|receiving|taking)\s+(?:the\s+)?(?P<words>\S+(?:\s+\S+)?)",
    re.I,
)
"""The arm a figure belongs to when named right after it: "9.4% in the A group"."""
_FIGURE_REACH = 30
"""Characters before a figure that may name its arm ("placebo 2.7%", "placebo (n = 40): 7%")."""
_RESPECTIVELY = re.compile(r"\brespectively\b", re.I)
"""Figures listed before their arms: each goes with the arm named in the same place."""
_SHORT_ARM = 3
"""Letters a short form needs to name an arm: two ("CI") abbreviate too many drug names."""


def by_figures(clause: str, asked: Question) -> Direction | None:
    """Two percentages, one per arm ("9.4% in the A group and 2.7% in the B group", "74% vs.
    7% with B", "9.4% and 2.7% in the A and B groups, respectively"): ``up`` when the asked
    arm's is higher. A figure belongs to the arm named just after it ("in the A group") or
    just before it ("A 9.4%"); of two, one may go unnamed."""
    if not asked.subject or not asked.other:
        return None
    figures = list(_FIGURE.finditer(clause))
    if len(figures) != 2:
        return None
    if _RESPECTIVELY.search(clause):
        arms = _named_after(clause[figures[1].end() :], asked)
    else:
        arms = [_figure_arm(clause, figure, asked) for figure in figures]
    if arms.count(None) == 1:
        named = next(arm for arm in arms if arm is not None)
        arms = [arm or ("other" if named == "subject" else "subject") for arm in arms]
    if set(arms) != {"subject", "other"}:
        return None
    value = {arm: float(f.group(1).replace("·", ".")) for arm, f in zip(arms, figures, strict=True)}
    if value["subject"] == value["other"]:
        return None
    return "up" if value["subject"] > value["other"] else "down"


def _named_after(text: str, asked: Question) -> list[Arm | None]:
    """The first two arms named in ``text``, in order ("35.6% and 46.4% in the A and the B
    groups, respectively")."""
    named: list[Arm | None] = []
    for word in _ARM_WORD.findall(text):
        arm = arm_of(word, asked)
        if arm is not None and arm not in named:
            named.append(arm)
    return named[:2] if len(named) == 2 else [None, None]


def _figure_arm(clause: str, figure: re.Match[str], asked: Question) -> Arm | None:
    after = _FIGURE_OWNER.match(clause, figure.end())
    words = _ARM_WORD.findall(after.group("words")) if after else []
    before = _ARM_WORD.findall(clause[max(0, figure.start() - _FIGURE_REACH) : figure.start()])
    words += before[::-1][:2]
    return next((arm for w in words if (arm := arm_of(w, asked)) is not None), None)


def first_arm(clause: str, asked: Question) -> Arm | None:
    """The first arm of a comparative question the clause names as its agent: a mention
    right after "than" / "compared with" / "versus", and the rest of its name up to a comma, is
    the comparison's other side ("Compared with A, B ..." names B)."""
    if not asked.subject or not asked.other:
        return None
    compared, end = False, 0
    leading = _LEADING_COMPARISON.match(clause)
    for match in _ARM_WORD.finditer(clause, leading.end() if leading else 0):
        compared = compared and not _CLAUSE_BREAK.search(clause, end, match.start())
        end = match.end()
        arm = arm_of(match.group(), asked)
        if arm is None:
            compared = compared and not analyze(match.group())  # a stopword goes on a name
        elif _AFTER_COMPARISON.search(clause[: match.start()]):
            compared = True
        elif not compared:
            return arm
    return None


def arm_of(word: str, asked: Question) -> Arm | None:
    """The arm ``word`` names (module docstring), or None."""
    if word.lower().endswith("-controlled"):
        return None  # "placebo-controlled" names the design, not an arm
    stems = set(analyze(word))
    if stems & asked.subject:
        return "subject"
    if stems & asked.other:
        return "other"
    # by generics, all of a combination's parts: "latanoprost/timolol" is not Xalatan alone,
    # but a part both arms hold tells neither ("brimonidine/timolol" for Combigan v Cosopt)
    for arm, own in (("subject", asked.subject_generics), ("other", asked.other_generics)):
        if stems & own and stems <= own | asked.shared_generics:
            return cast(Arm, arm)  # "dorzolamide/timolol" for the "Cosopt" asked about
    if sum(c.isalnum() for c in word) >= _SHORT_ARM and any(c.isupper() for c in word[1:]):
        if abbreviates(word, asked.subject_name):
            return "subject"
        if abbreviates(word, asked.other_name):
            return "other"
    return None
