"""Where a research answer's agreement goes: the wrong sentence chosen, or the right sentence
read wrong, or a right reading phrased so that it is read otherwise.

Each answered question's quotes are matched to the cited document (by the [n] after each
quote) and to the question's gold reference sentence (the abstract's conclusion, verbatim):
a quote is the gold sentence when nearly all its terms are in the reference (a quote of one of
several reference sentences counts). Every question then has one place on the way:

* ``not_answered``: the not-found statement, or an error;
* ``other_study``: no quote is from the question's abstract;
* ``other_sentence``: the abstract is quoted, but not its gold sentence;
* ``gold_quoted``: the gold sentence is among the quotes;

and, when its stance is not gold, one cause of the miss for a quoted gold sentence:
``verdict`` (the answer's stated verdict is wrong), ``reader`` (no verdict, and the stance
reader reads the gold sentence itself wrong: a reader limit, not an answer fault) or
``phrasing`` (no verdict, the reader reads the gold sentence right alone but the answer, its
other quotes beside it, otherwise).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from clinrag.domain import Answer
from clinrag.pipelines.trace import Trace
from clinrag.pipelines.verdict import VERDICT_PHRASES
from clinrag.retrieval.analysis import analyze
from clinrag.stance.research_set import ResearchQuestion
from clinrag.stance.rules import Stance, read_stance

Place = Literal["not_answered", "other_study", "other_sentence", "gold_quoted"]
Cause = Literal["verdict", "reader", "phrasing"]
PLACES: tuple[Place, ...] = ("gold_quoted", "other_sentence", "other_study", "not_answered")
GOLD_SHARE = 0.8
"""Share of a quote's terms that must be in the reference for it to be the gold sentence."""

_QUOTE = re.compile(r"([^\[\]]+?)\s*((?:\[\d{1,3}\]\s*)+)")
_NUMBER = re.compile(r"\[(\d{1,3})\]")


@dataclass(frozen=True)
class Placed:
    place: Place
    agrees: bool
    cause: Cause | None
    """Why a question whose gold sentence was quoted was still missed."""
    gold_readable: bool
    """The stance reader reads the gold sentence alone as gold (what choosing it would give
    without a verdict)."""


VERDICT_STEPS = frozenset({"state_verdict", "read_verdict"})
"""The steps that state a verdict: the model's and the learned reader's."""


def stated_verdict(trace: Trace) -> str | None:
    """The verdict the answer states (``state_verdict``'s detail), None when none."""
    for step in trace.steps:
        if step.name in VERDICT_STEPS:
            verdict = step.details.get("verdict")
            return verdict if verdict in VERDICT_PHRASES else None
    return None


def quotes(answer: Answer, sources: Mapping[int, str]) -> list[tuple[str, str]]:
    """(source of the cited document, quoted sentence) for each quote of ``answer``."""
    by_number = {c.number: sources.get(c.document_id, "") for c in answer.citations}
    body = answer.text
    for phrase in VERDICT_PHRASES.values():
        body = body.removeprefix(phrase)
    found = []
    for match in _QUOTE.finditer(body):
        for number in _NUMBER.findall(match.group(2)):
            found.append((by_number.get(int(number), ""), match.group(1).strip()))
    return found


def is_gold(quote: str, reference: str) -> bool:
    terms = set(analyze(quote))
    return bool(terms) and len(terms & set(analyze(reference))) >= GOLD_SHARE * len(terms)


def place_of(
    item: ResearchQuestion,
    answer: Answer | None,
    read: Stance,
    verdict: str | None,
    sources: Mapping[int, str],
) -> Placed:
    gold_readable = read_stance(item.reference, item.question) == item.stance
    agrees = read == item.stance
    if answer is None or not answer.found:
        return Placed("not_answered", agrees, None, gold_readable)
    own = [text for source, text in quotes(answer, sources) if source == item.source]
    if not own:
        return Placed("other_study", agrees, None, gold_readable)
    if not any(is_gold(text, item.reference) for text in own):
        return Placed("other_sentence", agrees, None, gold_readable)
    cause: Cause | None = None
    if not agrees:
        cause = "verdict" if verdict is not None else "reader" if not gold_readable else "phrasing"
    return Placed("gold_quoted", agrees, cause, gold_readable)


def breakdown(placed: list[Placed]) -> dict[str, int]:
    """Counts by place (and agreeing), and the causes of the misses with the gold quoted."""
    counts: Counter[str] = Counter()
    for p in placed:
        counts[p.place] += 1
        counts[f"{p.place}/agree"] += p.agrees
        if p.cause is not None:
            counts[f"gold_quoted/miss/{p.cause}"] += 1
        if p.place == "other_sentence" and not p.agrees and p.gold_readable:
            counts["other_sentence/miss/gold_readable"] += 1
    return dict(counts)


def breakdown_line(counts: Mapping[str, int]) -> str:
    parts = [
        f"{place} {counts.get(place, 0)} (agree {counts.get(f'{place}/agree', 0)})"
        for place in PLACES
    ]
    causes = ", ".join(
        f"{cause} {counts.get(f'gold_quoted/miss/{cause}', 0)}"
        for cause in ("verdict", "reader", "phrasing")
    )
    readable = counts.get("other_sentence/miss/gold_readable", 0)
    return (
        "; ".join(parts)
        + f"; misses with the gold quoted: {causes}; other-sentence misses whose gold sentence"
        f" the reader reads right: {readable}"
    )
