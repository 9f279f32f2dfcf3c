"""Null findings said in words the first null cue family (``stance.cues._NULL``) lacks (issue 14).

New authors' abstracts say "no effect" in ways the first rules never met: "the differences did
not reach statistical significance", "significant differences were not observed", "no
evidence of an overall intervention effect", "no measurable vascular effects", "almost
identical", "no association between ...", "did not matter". Read without them a sentence
reporting no difference is read by its other words ("increased on carotene and fell during
placebo": a yes). Each family is a named rule (``stance.rule_switches``) with the splits whose
misses it was written from, so its figure on a split it was not written from can be told
apart (``scripts/stance_rules_loso.py``).
"""

from __future__ import annotations

import re
from typing import Final

from clinrag.stance.rule_switches import on, rule

_EFFECT = r"(?:effects?|differences?|changes?|benefits?|improvements?|influence|impact)"

NULL_PHRASES: Final[tuple[tuple[str, re.Pattern[str]], ...]] = (
    (
        rule("null_not_reached", "test7"),
        re.compile(
            r"\b(?:did|does|do) not (?:reach|achieve|attain) (?:statistical |conventional )?"
            r"significance\b|\bsignificance was not (?:reached|achieved|attained)\b",
            re.I,
        ),
    ),
    (
        rule("null_no_significance", "test11"),
        re.compile(r"\bno statistical significance (?:was|were) (?:achieved|reached|found)", re.I),
    ),
    (
        rule("null_not_observed", "test11"),
        re.compile(
            rf"\b(?:significant )?{_EFFECT} (?:were|was) not (?:observed|found|seen|detected)\b",
            re.I,
        ),
    ),
    (
        rule("null_no_evidence", "test10"),
        re.compile(
            rf"\bno (?:evidence|sign|indication) of (?:an? )?(?:[\w-]+ ){{0,2}}{_EFFECT}", re.I
        ),
    ),
    (
        rule("null_no_measurable", "test8"),
        re.compile(
            r"\bno (?:measurable|detectable|discernible|apparent|observable) "
            rf"(?:[\w-]+ ){{0,2}}{_EFFECT}",
            re.I,
        ),
    ),
    (
        rule("null_not_shown", "test9"),
        re.compile(
            r"\b(?:did|does|do) not (?:show|produce|induce|cause|yield) (?:a |any )?"
            rf"(?:significant |measurable )?{_EFFECT}",
            re.I,
        ),
    ),
    (
        rule("null_none_of", "test5"),
        re.compile(
            r"\bnone of (?:the )?(?:[\w-]+ ){0,3}(?:induced|had|showed|produced) (?:a |any )?"
            r"significant\b",
            re.I,
        ),
    ),
    (
        rule("null_same_degree", "test10"),
        re.compile(r"\bto the same (?:degree|extent)\b", re.I),
    ),
    (
        rule("null_almost_identical", "test13"),
        re.compile(r"\b(?:almost|nearly|virtually) identical\b", re.I),
    ),
    (
        rule("null_no_association", "test13"),
        re.compile(r"\bno (?:significant )?(?:association|correlation|relationship)s?\b", re.I),
    ),
    (
        rule("null_did_not_matter", "test11"),
        re.compile(r"\b(?:did|does|do) not matter\b", re.I),
    ),
    (
        rule("null_not_maintained", "test10"),
        re.compile(r"\b(?:were|was) not (?:maintained|sustained)\b", re.I),
    ),
)


def says_null(clause: str) -> bool:
    """Whether the clause reports no effect in one of these words (the rules switched on)."""
    return any(on(name) and pattern.search(clause) for name, pattern in NULL_PHRASES)
