"""The shipped dialogue sets (``data/eval/conversations``) and the pure scoring of a run over them.

``CONVERSATIONS`` is the development set; ``BLIND_CONVERSATIONS`` and ``BLIND2_CONVERSATIONS``, in
the same format, were each written by a separate author without seeing the router, to be run once
per router change and never tuned on (the second is a fresh set over yet other abstracts, for when
the first has been seen too often). ``shipped_data.DIALOGUE_SETS`` names them; ``load_dialogues``
checks any.

Each dialogue is two or three turns over the sample corpus; each turn has its text, the gold
route, for a follow-up the gold self-contained ``rewrite``, and the gold document sources
(``pubmed_trials/NNN``) where retrieval applies. What a turn did (``TurnOutcome``) is scored
here without a database or a model, so the scoring is unit-tested on its own.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Literal, cast, get_args

from clinrag.evaluation.metrics import percentile
from clinrag.llm.schemas import Route
from clinrag.shipped_data import CONVERSATIONS

RETRIEVING: frozenset[Route] = frozenset({"RETRIEVE", "REWRITE_THEN_RETRIEVE", "DIRECT_ANSWER"})
"""Gold routes whose turn must name the documents it should find."""
HIT_AT = 5


@dataclass(frozen=True)
class GoldTurn:
    text: str
    route: Route
    rewrite: str | None
    sources: tuple[str, ...]


@dataclass(frozen=True)
class Dialogue:
    id: str
    kind: str
    turns: tuple[GoldTurn, ...]


def load_dialogues(path: Path = CONVERSATIONS) -> list[Dialogue]:
    """The dialogues, checked: 2-3 turns, a known route, a rewrite exactly on
    ``REWRITE_THEN_RETRIEVE`` turns, sources exactly where retrieval applies, and a
    ``DIRECT_ANSWER`` turn's sources those of the turn before (it answers from that evidence)."""
    dialogues = []
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        turns = tuple(_turn(row["id"], t) for t in row["turns"])
        if not 2 <= len(turns) <= 3:
            raise ValueError(f"{row['id']}: a dialogue has two or three turns")
        for before, turn in pairwise(turns):
            if turn.route == "DIRECT_ANSWER" and turn.sources != before.sources:
                raise ValueError(f"{row['id']}: a direct answer cites the previous turn's sources")
        dialogues.append(Dialogue(row["id"], row["kind"], turns))
    return dialogues


def _turn(dialogue: str, row: dict[str, object]) -> GoldTurn:
    route = row["route"]
    if route not in get_args(Route):
        raise ValueError(f"{dialogue}: unknown route {route!r}")
    rewrite = row.get("rewrite")
    if (route == "REWRITE_THEN_RETRIEVE") != isinstance(rewrite, str):
        raise ValueError(f"{dialogue}: a rewrite is given exactly for REWRITE_THEN_RETRIEVE")
    sources = tuple(cast(list[str], row.get("sources", [])))
    if (route in RETRIEVING) != bool(sources):
        raise ValueError(f"{dialogue}: gold sources are given exactly where retrieval applies")
    return GoldTurn(str(row["text"]), cast(Route, route), cast(str | None, rewrite), sources)


@dataclass(frozen=True)
class TurnOutcome:
    """One follow-up turn (a turn the router saw) as run."""

    gold: GoldTurn
    route: Route | Literal["REFUSED"]
    """The route the router named (before any fallback to ``RETRIEVE``); ``REFUSED`` when the
    message was refused before it was routed (the guard, the language gate): a wrong route."""
    router_fell_back: bool
    rewrite_fell_back: bool
    """A rewrite was asked for and failed (the message was searched as it stands)."""
    searched_documents: tuple[str, ...]
    """Sources of the documents retrieved for what the system searched (the rewrite if any),
    best first; empty for a fixed reply."""
    raw_documents: tuple[str, ...]
    """The same for the follow-up searched as it stands (the baseline)."""
    gold_rewrite_documents: tuple[str, ...]
    """The same for the gold rewrite (a ceiling)."""
    cited_documents: tuple[str, ...]
    """Sources of the documents the answer cites (empty for a refusal or a fixed reply)."""
    seconds: float
    llm_calls: int
    retried: bool = False
    """The evidence failed its first grade and was searched again (``pipelines/grading.py``)."""
    low_evidence: bool = False
    """Still too little relevant evidence after the retries: the thread asked back
    (``low_evidence``) instead of answering."""
    grading_seconds: float = 0.0
    """Seconds in the grades and their retries."""


def hit(documents: Sequence[str], gold: Sequence[str], k: int = HIT_AT) -> bool:
    """Whether any gold document is among the first ``k`` distinct documents."""
    top = list(dict.fromkeys(documents))[:k]
    return any(g in top for g in gold)


@dataclass(frozen=True)
class ConversationScores:
    follow_ups: int
    route_accuracy: float
    route_accuracy_by_gold: dict[str, tuple[int, int]]
    """Gold route -> (correct, turns)."""
    route_confusion: dict[str, dict[str, int]]
    clarification_on_ambiguous: float
    """Gold ``ASK_CLARIFICATION`` follow-ups the router sent to clarification (issue: >= 0.8)."""
    clarification_on_clear: float
    """The other follow-ups it sent to clarification (issue: <= 0.05)."""
    rewrite_turns: int
    """Follow-ups whose gold route is ``REWRITE_THEN_RETRIEVE`` (the hit@5 figures' base)."""
    hit_at_5_system: float
    """Gold document in the top 5 for what the system searched (rewrite, or the raw message
    when the router did not rewrite or the rewrite failed)."""
    hit_at_5_raw: float
    hit_at_5_gold_rewrite: float
    cited_gold_by_route: dict[str, tuple[int, int]]
    """Gold route -> (answers citing a gold document, follow-ups with gold documents): the
    thread's answer end to end."""
    router_fallback_share: float
    rewrite_fallback_share: float
    """Over turns where a rewrite was asked for."""
    p50_seconds: float
    p95_seconds: float
    llm_calls_per_turn: float
    retried: int = 0
    """Follow-ups whose evidence failed its first grade and was searched again."""
    low_evidence_by_gold: dict[str, int] = field(default_factory=dict)
    """Gold route -> follow-ups the thread asked back about for low evidence."""
    grading_ms: float = 0.0
    """Mean milliseconds per follow-up in the grades and their retries."""
    grading_ms_retried: float = 0.0
    """The same over the follow-ups that were searched again."""


def score(outcomes: Sequence[TurnOutcome], all_turn_seconds: Sequence[float]) -> ConversationScores:
    """Routes over the follow-ups, hit@5 over those whose gold route is a rewrite, latency
    over every turn run (``all_turn_seconds``)."""
    by_gold: dict[str, list[int]] = {}
    confusion: dict[str, Counter[str]] = {}
    for o in outcomes:
        tally = by_gold.setdefault(o.gold.route, [0, 0])
        tally[0] += o.route == o.gold.route
        tally[1] += 1
        confusion.setdefault(o.gold.route, Counter())[o.route] += 1
    rewrites = [o for o in outcomes if o.gold.route == "REWRITE_THEN_RETRIEVE"]
    asked = [o for o in outcomes if o.route == "REWRITE_THEN_RETRIEVE"]
    n = len(outcomes)
    seconds = list(all_turn_seconds) or [0.0]

    def share(items: Sequence[bool]) -> float:
        return sum(items) / len(items) if items else 0.0

    return ConversationScores(
        follow_ups=n,
        route_accuracy=share([o.route == o.gold.route for o in outcomes]),
        route_accuracy_by_gold={k: (v[0], v[1]) for k, v in sorted(by_gold.items())},
        route_confusion={k: dict(sorted(v.items())) for k, v in sorted(confusion.items())},
        clarification_on_ambiguous=share(
            [
                o.route == "ASK_CLARIFICATION"
                for o in outcomes
                if o.gold.route == "ASK_CLARIFICATION"
            ]
        ),
        clarification_on_clear=share(
            [
                o.route == "ASK_CLARIFICATION"
                for o in outcomes
                if o.gold.route != "ASK_CLARIFICATION"
            ]
        ),
        rewrite_turns=len(rewrites),
        hit_at_5_system=share([hit(o.searched_documents, o.gold.sources) for o in rewrites]),
        hit_at_5_raw=share([hit(o.raw_documents, o.gold.sources) for o in rewrites]),
        hit_at_5_gold_rewrite=share(
            [hit(o.gold_rewrite_documents, o.gold.sources) for o in rewrites]
        ),
        cited_gold_by_route=_cited_gold(outcomes),
        router_fallback_share=share([o.router_fell_back for o in outcomes]),
        rewrite_fallback_share=share([o.rewrite_fell_back for o in asked]),
        p50_seconds=percentile(seconds, 50),
        p95_seconds=percentile(seconds, 95),
        llm_calls_per_turn=sum(o.llm_calls for o in outcomes) / n if n else 0.0,
        retried=sum(o.retried for o in outcomes),
        grading_ms=1000 * _mean([o.grading_seconds for o in outcomes]),
        grading_ms_retried=1000 * _mean([o.grading_seconds for o in outcomes if o.retried]),
        low_evidence_by_gold=dict(
            sorted(Counter(o.gold.route for o in outcomes if o.low_evidence).items())
        ),
    )


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def _cited_gold(outcomes: Sequence[TurnOutcome]) -> dict[str, tuple[int, int]]:
    tallies: dict[str, list[int]] = {}
    for o in outcomes:
        if o.gold.sources:
            tally = tallies.setdefault(o.gold.route, [0, 0])
            tally[0] += any(g in o.cited_documents for g in o.gold.sources)
            tally[1] += 1
    return {route: (t[0], t[1]) for route, t in sorted(tallies.items())}
