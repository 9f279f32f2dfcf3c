"""How a true claim is made false, one edit at a time, the way a small model gets it wrong.

Each function takes a supported claim (and, where the edit must leave the evidence behind, the
facts of its passage) and returns the altered claim, or None when the claim offers nothing to
alter. The edits are written from what generated answers do (a changed figure, a wrong unit, a
swapped drug, a dropped or added "not", the opposite direction, "no difference" read as an
effect), not from the checker's lexicon: they must not be easier for it than real errors are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from clinrag.pipelines.claim_facts import Quantities, drugs, quantities

_NUMBER = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(?!\w|\.\d)")
_DOSE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?)(\s?-?\s?)(mg|mcg|µg|g|ml|mL|%|IU|units)(?![a-zA-Z])")
_UNIT_SWAP = {"mg": "g", "mcg": "mg", "µg": "mg", "g": "mg", "ml": "L", "mL": "L", "%": " mg"}
_UNIT_SWAP |= {"IU": "mg", "units": "mg"}
_FREQUENCY_SWAP = {"once": "twice", "twice": "once", "three times": "once", "thrice": "once"}
_FREQUENCY = re.compile(r"\b(once|twice|three times|thrice)\b")

_ANTONYMS = {
    "increase": "decrease",
    "increased": "decreased",
    "increases": "decreases",
    "increasing": "decreasing",
    "higher": "lower",
    "greater": "smaller",
    "larger": "smaller",
    "more": "less",
    "fewer": "more",
    "improve": "worsen",
    "improved": "worsened",
    "improves": "worsens",
    "improving": "worsening",
    "improvement": "worsening",
    "improvements": "worsening",
    "better": "worse",
    "superior": "inferior",
    "reduce": "increase",
    "reduced": "increased",
    "reduces": "increases",
    "reducing": "increasing",
    "reduction": "increase",
    "reductions": "increases",
    "lowered": "raised",
    "lowering": "raising",
    "beneficial": "harmful",
    "rose": "fell",
}
_ANTONYMS |= {v: k for k, v in list(_ANTONYMS.items()) if v not in _ANTONYMS}
_DIRECTION = re.compile(r"\b(" + "|".join(sorted(_ANTONYMS, key=len, reverse=True)) + r")\b")

_AUXILIARY = re.compile(
    r"\b(was|were|is|are|did|does|do|can|could|may|might|should|has|have|had|will|would)\b"
    r"(?! not\b)"
)
_PAST = {
    "reduced": "reduce",
    "improved": "improve",
    "increased": "increase",
    "decreased": "decrease",
    "lowered": "lower",
    "showed": "show",
    "provided": "provide",
    "produced": "produce",
    "resulted": "result",
    "led": "lead",
    "caused": "cause",
    "prevented": "prevent",
    "achieved": "achieve",
    "enhanced": "enhance",
    "demonstrated": "demonstrate",
    "prolonged": "prolong",
    "shortened": "shorten",
    "relieved": "relieve",
    "decreases": "decrease",
    "reduces": "reduce",
    "improves": "improve",
    "increases": "increase",
}
_PAST_VERB = re.compile(r"\b(" + "|".join(_PAST) + r")\b")
_NEGATED = re.compile(r"\b(did|does|do) not (\w+)|\b(was|were|is|are|has|have|had|can) not\b")

_TO_EFFECT = (
    (r"\bno (statistically )?significant\b", r"a \1significant"),
    (r"\bnot (statistically )?significant(ly)?\b", r"\1significant\2"),
    (r"\bdid not differ significantly\b", "differed significantly"),
    (r"\bdid not (significantly )?differ\b", "differed significantly"),
    (r"\bwere not different\b", "were significantly different"),
    (r"\b(statistically )?insignificant\b", r"\1significant"),
    (r"\bnon-?significant\b", "significant"),
    (r"\bsimilar(ly)?\b", "significantly different"),
    (r"\bcomparable\b", "significantly different"),
    (r"\bequally effective\b", "more effective"),
    (r"\bequivalent\b", "superior"),
    (r"\bno (difference|differences)\b", r"a significant \1"),
)
_TO_NO_EFFECT = (
    (r"\bstatistically significant\b", "not statistically significant"),
    (r"\bsignificantly\b", "not significantly"),
    (r"\bsignificant\b", "no significant"),
)


def _first(pattern: re.Pattern[str], text: str, replace: Callable[[re.Match[str]], str]) -> str:
    return pattern.sub(replace, text, count=1)


def change_number(claim: str, evidence: Quantities) -> str | None:
    """The first figure changed to a value the passage does not state."""
    match = _NUMBER.search(claim)
    if match is None:
        return None
    value = match.group(1)
    decimals = len(value.split(".")[1]) if "." in value else 0
    number = float(value)
    step = max(10**-decimals, round(abs(number) * 0.3, decimals) or 10**-decimals)
    for attempt in range(1, 50):
        candidate = f"{number + step * attempt:.{decimals}f}"
        if not quantities(candidate).values & evidence.values:
            return claim[: match.start(1)] + candidate + claim[match.end(1) :]
    return None


def change_dose(claim: str, evidence: Quantities) -> str | None:
    """A dose's unit, or a dosing frequency, changed to one the passage does not state."""
    match = _DOSE.search(claim)
    if match is not None:
        unit = _UNIT_SWAP[match.group(3)]
        swapped = f"{match.group(1)}{match.group(2)}{unit}".replace("  ", " ")
        if not quantities(swapped).pairs <= evidence.pairs:
            return claim[: match.start()] + swapped + claim[match.end() :]
    frequency = _FREQUENCY.search(claim)
    if frequency is not None:
        return _first(_FREQUENCY, claim, lambda m: _FREQUENCY_SWAP[m.group(1)])
    return None


def swap_drug(claim: str, passage_drugs: frozenset[str], corpus_drugs: Sequence[str]) -> str | None:
    """The first drug named replaced by another drug of the corpus that the passage never
    names (chosen by the claim's length, so the set is reproducible)."""
    named = sorted(drugs(claim), key=lambda d: claim.lower().find(d))
    others = [d for d in corpus_drugs if d not in passage_drugs and d not in named]
    if not named or not others:
        return None
    target, replacement = named[0], others[len(claim) % len(others)]
    pattern = re.compile(rf"\b{re.escape(target)}\b", re.IGNORECASE)

    def cased(match: re.Match[str]) -> str:
        return replacement.capitalize() if match.group()[0].isupper() else replacement

    return pattern.sub(cased, claim)


def toggle_negation(claim: str) -> str | None:
    """A negation removed ("did not reduce" → "reduced" is read as "did reduce"), or one
    added after the first auxiliary, or before the first past-tense effect verb."""
    negated = _NEGATED.search(claim)
    if negated is not None:
        if negated.group(1):
            return (
                claim[: negated.start()]
                + f"{negated.group(1)} {negated.group(2)}"
                + (claim[negated.end() :])
            )
        return claim[: negated.start()] + negated.group(3) + claim[negated.end() :]
    auxiliary = _AUXILIARY.search(claim)
    if auxiliary is not None:
        return claim[: auxiliary.end()] + " not" + claim[auxiliary.end() :]
    verb = _PAST_VERB.search(claim)
    if verb is not None:
        return claim[: verb.start()] + f"did not {_PAST[verb.group(1)]}" + claim[verb.end() :]
    return None


def flip_direction(claim: str) -> str | None:
    """The first word of direction replaced by its opposite (increase ↔ decrease, improved ↔
    worsened, higher ↔ lower ...)."""
    match = _DIRECTION.search(claim.lower())
    if match is None:
        return None
    word = claim[match.start() : match.end()]
    opposite = _ANTONYMS[word.lower()]
    opposite = opposite.capitalize() if word[0].isupper() else opposite
    return claim[: match.start()] + opposite + claim[match.end() :]


def toggle_no_difference(claim: str) -> str | None:
    """ "No significant difference" made an effect, or a significant effect made none."""
    for pattern, replacement in _TO_EFFECT:
        changed = re.sub(pattern, replacement, claim, count=1, flags=re.IGNORECASE)
        if changed != claim:
            return changed
    for pattern, replacement in _TO_NO_EFFECT:
        changed = re.sub(pattern, replacement, claim, count=1, flags=re.IGNORECASE)
        if changed != claim:
            return changed
    return None
