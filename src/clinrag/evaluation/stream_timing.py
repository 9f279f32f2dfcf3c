"""What ``clinrag bench stream`` measures of one streamed answer, and the figures over many.

A question posted to ``/v1/query/stream`` is read event by event, each stamped with the
client's clock on arrival (``TimedEvent``). ``timing_of`` turns those into the moments a
clinician waits for: the ``evidence`` event (the passages, before the model starts), the first
answer text (the first checked ``draft`` sentence; an answer written whole, as the extractive
one is, counts at its ``answer`` event), and the end. The model's own first token is not an
event (only checked sentences are shown): it is read from the writing step's trace, the
step's start plus its call's ``first_token_seconds``, both on this machine's clock.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from clinrag.evaluation.metrics import percentile
from clinrag.llm.prompts import load_prompt

WRITING_STEPS = {"synthesize": "synthesize", "reduce_facts": "reduce"}
"""The steps whose model call writes the answer (direct, map_reduce), with their prompt;
extractive has none."""
CHARACTERS_PER_TOKEN_AT_MOST = 6
"""English BPE averages about 4 characters a token; dividing by 6 undercounts a prefix's
tokens, so a call counts as a prefix hit only when its cache covered at least that many
(a miss reuses at most the chat template's first few marker tokens)."""


def fixed_prefix(prompt_id: str) -> str:
    """What every call of the prompt begins with: its system text and its user template up
    to the first field (the instructions, before anything the request fills in)."""
    prompt = load_prompt(prompt_id)
    template = prompt.template.template
    return prompt.system + "\n" + template[: template.find("$")]


def prefix_tokens_at_least(prompt_id: str) -> int:
    return len(fixed_prefix(prompt_id)) // CHARACTERS_PER_TOKEN_AT_MOST


@dataclass(frozen=True)
class TimedEvent:
    name: str
    data: str
    seconds: float
    """Since the request was sent (the client's monotonic clock)."""


def parse_events(blocks: str) -> list[tuple[str, str]]:
    """Complete Server-Sent Events in ``blocks`` (``event:`` then one ``data:`` line each)."""
    events = []
    for block in blocks.split("\n\n"):
        name, data = "", ""
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data = line[5:].strip()
        if name:
            events.append((name, data))
    return events


@dataclass(frozen=True)
class StreamTiming:
    """One streamed answer, as the client saw it (seconds since the request was sent)."""

    evidence_seconds: float | None
    """The ``evidence`` event; None when none came (nothing relevant was found)."""
    first_text_seconds: float | None
    """The first checked ``draft`` sentence, else the ``answer`` event of a found answer."""
    first_token_seconds: float | None
    """The writing model call's first token (from the trace); None without a model call."""
    end_seconds: float
    outcome: str
    """``answer`` (found), ``not_found``, or ``error:<code>``."""
    answer_kind: str | None
    tokens_in: int | None
    """Prompt tokens of the writing call."""
    tokens_cached: int | None
    """Of those, read from the model's cache (None when the backend does not say)."""
    llm_calls: int


def _writing_call(step: dict[str, Any]) -> dict[str, Any] | None:
    if step.get("name") not in WRITING_STEPS:
        return None
    call = step.get("details", {}).get("llm")
    return call if isinstance(call, dict) else None


def _first_token(step: dict[str, Any], call: dict[str, Any], sent_at: datetime) -> float | None:
    first = call.get("first_token_seconds")
    if first is None:
        return None
    started = datetime.fromisoformat(step["started_at"])
    return (started - sent_at).total_seconds() + float(first)


def timing_of(events: Sequence[TimedEvent], sent_at: datetime) -> StreamTiming:
    """The figures of one stream; ``sent_at`` is the wall clock (aware) when it was sent, to
    place the server's step times."""
    evidence = next((e.seconds for e in events if e.name == "evidence"), None)
    draft = next((e.seconds for e in events if e.name == "draft"), None)
    last = events[-1] if events else TimedEvent("error", "{}", 0.0)
    body: dict[str, Any] = json.loads(last.data) if last.data else {}
    first_token = tokens_in = tokens_cached = None
    for event in events:
        if event.name != "step":
            continue
        step = json.loads(event.data)
        call = _writing_call(step)
        if call is not None:
            first_token = _first_token(step, call, sent_at)
            tokens_in = call.get("tokens_in")
            tokens_cached = call.get("tokens_cached")
    if last.name == "answer":
        found = bool(body.get("found"))
        outcome = "answer" if found else "not_found"
        first_text = draft if draft is not None else (last.seconds if found else None)
    else:
        outcome, first_text = f"error:{body.get('error', last.name)}", draft
    return StreamTiming(
        evidence_seconds=evidence,
        first_text_seconds=first_text,
        first_token_seconds=first_token,
        end_seconds=last.seconds,
        outcome=outcome,
        answer_kind=body.get("answer_kind"),
        tokens_in=tokens_in,
        tokens_cached=tokens_cached,
        llm_calls=int(body.get("llm_calls", 0)),
    )


@dataclass(frozen=True)
class Spread:
    """p50 / p95 (nearest rank) of the values that exist, and how many existed."""

    p50: float | None
    p95: float | None
    n: int

    @classmethod
    def of(cls, values: Sequence[float | int | None]) -> Spread:
        present = [float(v) for v in values if v is not None]
        if not present:
            return cls(None, None, 0)
        return cls(percentile(present, 50), percentile(present, 95), len(present))

    def text(self, digits: int = 2) -> str:
        if self.p50 is None or self.p95 is None:
            return "-"
        return f"{self.p50:.{digits}f} / {self.p95:.{digits}f}"


@dataclass(frozen=True)
class StrategyFigures:
    strategy: str
    questions: int
    evidence: Spread
    first_text: Spread
    first_token: Spread
    end: Spread
    tokens_in: Spread
    tokens_cached: Spread
    prefix_hits: int
    """Writing calls whose cached tokens cover the fixed instruction prefix."""
    calls_with_cache_count: int
    outcomes: dict[str, int]

    @classmethod
    def of(
        cls, strategy: str, timings: Sequence[StreamTiming], prefix_tokens: int
    ) -> StrategyFigures:
        outcomes: dict[str, int] = {}
        for t in timings:
            outcomes[t.outcome] = outcomes.get(t.outcome, 0) + 1
        counted = [t.tokens_cached for t in timings if t.tokens_cached is not None]
        return cls(
            strategy=strategy,
            questions=len(timings),
            evidence=Spread.of([t.evidence_seconds for t in timings]),
            first_text=Spread.of([t.first_text_seconds for t in timings]),
            first_token=Spread.of([t.first_token_seconds for t in timings]),
            end=Spread.of([t.end_seconds for t in timings]),
            tokens_in=Spread.of([t.tokens_in for t in timings]),
            tokens_cached=Spread.of(counted),
            prefix_hits=sum(1 for c in counted if c >= prefix_tokens > 0),
            calls_with_cache_count=len(counted),
            outcomes=outcomes,
        )


HEADER = (
    f"{'strategy':<12}{'n':>4}{'evidence s':>14}{'first token s':>16}{'first text s':>16}"
    f"{'end s':>16}{'prompt tok':>14}{'cached tok':>14}  prefix hits  outcomes"
)


def figure_line(f: StrategyFigures) -> str:
    hits = f"{f.prefix_hits}/{f.calls_with_cache_count}" if f.calls_with_cache_count else "-"
    outcomes = ", ".join(f"{k} {v}" for k, v in sorted(f.outcomes.items()))
    return (
        f"{f.strategy:<12}{f.questions:>4}{f.evidence.text():>14}{f.first_token.text():>16}"
        f"{f.first_text.text():>16}{f.end.text():>16}{f.tokens_in.text(0):>14}"
        f"{f.tokens_cached.text(0):>14}  {hits:<11}  {outcomes}"
    )
