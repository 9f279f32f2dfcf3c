"""What a clause asserts about an effect: whether it reports no difference, its negations, and
the direction of the change it states.

Sentences that share almost every word can say opposite things ("X reduced pain" / "X did not
reduce pain" / "X increased pain"), so the citation check compares these, clause by clause,
between a claim and the evidence it cites (``claim_support``). Lexicon-based on purpose: it is
explainable to a reviewer, costs microseconds, and errs towards calling a clause contradicting.

* no-difference: "no significant difference", "not statistically significant", "did not
  differ", "similar", "comparable", "equivalent", "equally", "unchanged", "failed to ...";
* negation: the negation cues left once the no-difference phrases are read (their parity);
* direction: the product of the signs of the direction words ("greater reduction" is a
  decrease, "smaller reduction" an increase); quantity (increase/decrease) and valence
  (improve/worsen) are read as separate axes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_NO_DIFFERENCE = re.compile(
    r"\b(?:"
    r"no (?:statistically |clinically )?significant"
    r"|not (?:statistically |clinically )?significant(?:ly)?"
    r"|non-? ?significant(?:ly)?|insignificant(?:ly)?|nonsignificant(?:ly)?"
    r"|(?:did|do|does|was|were|is|are) not (?:significantly |statistically )?"
    r"(?:differ|different|change|changed|affect|affected|alter|altered|improve|reduce|"
    r"increase|decrease|lower|influence|modify|impact)\w*"
    r"|no (?:\w+ )?(?:difference|differences|change|changes|effect|effects|benefit|"
    r"improvement|association|advantage)"
    r"|(?:about|roughly|essentially|much|largely|nearly) the same|no (?:better|worse)"
    r"|similar(?:ly)?|comparabl[ey]|equivalent|equivalence|equally|identical|"
    r"unchanged|unaffected|non-?inferior(?:ity)?"
    r"|fail(?:ed|s)? to|neither"
    r")\b"
)
_NEGATION = re.compile(r"\b(?:not|no|never|without|nor|cannot|none|lack of|absence of)\b|n't\b")

_UP = ("increas", "rais", "elevat", "higher", "greater", "larger", "augment", "enhanc", "exceed")
_DOWN = ("decreas", "reduc", "lower", "declin", "fewer", "smaller", "diminish", "attenuat")
_UP_WORDS = frozenset({"more", "rise", "rises", "rose", "risen", "gain", "gained", "gains"})
_DOWN_WORDS = frozenset({"less", "lesser", "drop", "dropped", "fell", "fall", "falls"})
_BETTER = ("improv", "better", "superior", "benefi")
_WORSE = ("worse", "worsen", "inferior", "deteriorat", "harm")

_WORD = re.compile(r"[a-z]+(?:'t)?")
_STATISTICS = re.compile(
    r"[(\[][^()\[\]]*\d[^()\[\]]*[)\]]"  # "(p < 0.01)", "(13.3%)", "[95% CI ...]"
    r"|\bp\s*(?:value\s*)?(?:less|greater|more|lower|higher)\s+than\b"
    r"|\bno\s*[.:]\s*(?=[a-z]*\s*\d)",  # "Registry No: NCT 00996658"
    re.IGNORECASE,
)
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:]|\bbut\b|\bwhereas\b|\bwhile\b|\balthough\b)\s*")


def _sign(word: str, up: tuple[str, ...], down: tuple[str, ...]) -> int:
    if word.startswith(up):
        return 1
    if word.startswith(down):
        return -1
    return 0


@dataclass(frozen=True)
class Stance:
    no_difference: bool
    negated: bool
    """An odd number of negation cues outside the no-difference phrases."""
    quantity: int
    """+1 increase, -1 decrease, 0 when the clause states no change in amount."""
    valence: int
    """+1 improves, -1 worsens, 0 when the clause says neither."""

    def conflicts(self, evidence: Stance) -> str | None:
        """Why a claim with this stance contradicts ``evidence``, or None."""
        if self.no_difference != evidence.no_difference:
            return "no_difference"
        if self.negated != evidence.negated:
            return "negation"
        for mine, theirs in ((self.quantity, evidence.quantity), (self.valence, evidence.valence)):
            if mine and theirs and mine != theirs:
                return "direction"
        return None


def _plain(text: str) -> str:
    return _STATISTICS.sub(" ", _STATISTICS.sub(" ", text))


def stance(clause: str) -> Stance:
    text = _plain(clause).lower().replace("\u2019", "'")
    no_difference = bool(_NO_DIFFERENCE.search(text))
    rest = _NO_DIFFERENCE.sub(" ", text)
    negated = len(_NEGATION.findall(rest)) % 2 == 1
    quantity = valence = 0
    for word in _WORD.findall(rest):
        up = 1 if word in _UP_WORDS else -1 if word in _DOWN_WORDS else _sign(word, _UP, _DOWN)
        if up:
            quantity = up if not quantity else quantity * up
        better = _sign(word, _BETTER, _WORSE)
        if better:
            valence = better if not valence else valence * better
    return Stance(no_difference, negated, quantity, valence)


def clauses(sentence: str) -> list[str]:
    """The sentence without its statistics in brackets (a "p less than" is no decrease), cut at
    commas, semicolons, colons and contrastive conjunctions."""
    pieces = (" ".join(c.split()).rstrip(" .!?") for c in _CLAUSE_BREAK.split(_plain(sentence)))
    return [c for c in pieces if c]
