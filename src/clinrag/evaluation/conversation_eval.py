"""``clinrag eval conversations``: the shipped dialogues run turn by turn through
``answer_message`` (real embedder, redactor, guard and model) over the sample corpus.

Each turn is answered as a thread's message is: the earlier turns of the dialogue, as the
service stores them (redacted question and answer), are its history. For every follow-up the
router's route and fallbacks are read from the trace; the documents retrieved for what the
system searched (the rewrite, or the message as it stands), for the raw message (the baseline)
and for the gold rewrite (a ceiling) are taken from the same retriever. Scoring is in
``conversation_set``.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Literal, cast

from clinrag.components import Models, Safeguards, build_lexical, build_retriever
from clinrag.conversations.store import CitedChunk, StoredTurn
from clinrag.domain import Answer, Mode, ParsedDocument, Strategy
from clinrag.errors import ClinragError
from clinrag.evaluation.answer_runs import asker_over, grading_seconds, retried
from clinrag.evaluation.conversation_set import (
    ConversationScores,
    Dialogue,
    GoldTurn,
    TurnOutcome,
    score,
)
from clinrag.evaluation.store import open_store
from clinrag.llm.base import LLM
from clinrag.llm.schemas import Route
from clinrag.pipelines.followup import answer_message
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER
from clinrag.settings import Settings


@dataclass(frozen=True)
class ConversationReport:
    model: str
    dialogues: int
    turns: int
    errors: list[str]
    """Turns that ended in an error (refused, or a step failed), as ``<dialogue>/<turn>:<step>``;
    their follow-ups score as run."""
    llm_calls: int
    scores: ConversationScores

    def lines(self) -> list[str]:
        s = self.scores
        out = [
            f"model: {self.model}  dialogues: {self.dialogues}  turns: {self.turns}  "
            f"errors: {len(self.errors)} {' '.join(self.errors)}  model calls: {self.llm_calls}",
            f"route accuracy (follow-ups, n={s.follow_ups}): {s.route_accuracy:.2f}",
        ]
        for gold, (right, n) in s.route_accuracy_by_gold.items():
            got = " ".join(f"{k} {v}" for k, v in s.route_confusion[gold].items())
            out.append(f"  {gold:<24}{right:>3}/{n:<3} routed: {got}")
        out += [
            f"clarification asked: {s.clarification_on_ambiguous:.2f} of ambiguous follow-ups, "
            f"{s.clarification_on_clear:.2f} of clear ones",
            f"hit@5 on gold-rewrite follow-ups (n={s.rewrite_turns}): system "
            f"{s.hit_at_5_system:.2f}  raw follow-up {s.hit_at_5_raw:.2f}  "
            f"gold rewrite {s.hit_at_5_gold_rewrite:.2f}",
            "answer cites a gold document, by gold route: "
            + "  ".join(f"{k} {a}/{n}" for k, (a, n) in s.cited_gold_by_route.items()),
            f"fell back: router {s.router_fallback_share:.2f} of follow-ups, rewrite "
            f"{s.rewrite_fallback_share:.2f} of rewrites asked",
            f"seconds per turn: p50 {s.p50_seconds:.1f}  p95 {s.p95_seconds:.1f}  "
            f"model calls per follow-up {s.llm_calls_per_turn:.2f}",
            f"weak evidence: {s.retried} follow-ups searched again after a failed grade; "
            "asked back for low evidence, by gold route: "
            + ("  ".join(f"{k} {v}" for k, v in s.low_evidence_by_gold.items()) or "none"),
            f"grading: {s.grading_ms:.1f} ms per follow-up, {s.grading_ms_retried:.1f} ms per "
            "follow-up searched again",
        ]
        return out


async def evaluate_conversations(
    settings: Settings,
    models: Models,
    safeguards: Safeguards,
    llm: LLM,
    *,
    dialogues: Sequence[Dialogue],
    documents: Sequence[ParsedDocument],
    mode: Mode,
    strategy: Strategy,
    progress: Callable[[int], object] = lambda _: None,
) -> ConversationReport:
    outcomes: list[TurnOutcome] = []
    seconds: list[float] = []
    calls = 0
    errors: list[str] = []
    async with (
        asker_over(settings, models, safeguards, llm, documents) as asker,
        open_store(settings) as engine,
    ):
        lexical = build_lexical(engine, settings.retrieval)
        await lexical.sync()
        retriever = build_retriever(engine, lexical, models, settings.retrieval)

        async def documents_for(text: str | None) -> tuple[str, ...]:
            if not text:
                return ()
            found = await retriever.retrieve([text], NO_FILTER, access=EVERY_LABEL)
            return tuple(asker.sources.get(c.document_id, "") for c in found.chunks)

        for dialogue in dialogues:
            history: list[StoredTurn] = []
            for number, gold in enumerate(dialogue.turns, 1):
                trace = Trace()
                started = time.perf_counter()
                answer: Answer | None
                try:
                    answer = await answer_message(
                        asker.service,
                        gold.text,
                        history,
                        settings=settings.conversations,
                        mode=mode,
                        trace=trace,
                        access=EVERY_LABEL,
                        strategy=strategy,
                    )
                except ClinragError:
                    answer = None
                    failed = next(
                        (s.name for s in trace.steps if s.status not in ("ok", "fallback")), "?"
                    )
                    errors.append(f"{dialogue.id}/{number}:{failed}")
                elapsed = time.perf_counter() - started
                seconds.append(elapsed)
                calls += len(trace.llm_calls)
                if number > 1:
                    cited = tuple(
                        asker.sources.get(c.document_id, "")
                        for c in (answer.citations if answer else ())
                    )
                    outcomes.append(await _outcome(gold, trace, elapsed, cited, documents_for))
                history.append(_stored(number, gold.text, answer))
            progress(1)
    return ConversationReport(
        model=llm.model,
        dialogues=len(dialogues),
        turns=len(seconds),
        errors=errors,
        llm_calls=calls,
        scores=score(outcomes, seconds),
    )


async def _outcome(
    gold: GoldTurn,
    trace: Trace,
    elapsed: float,
    cited: tuple[str, ...],
    documents_for: Callable[[str | None], Awaitable[tuple[str, ...]]],
) -> TurnOutcome:
    steps = {s.name: s for s in trace.steps}
    route_step = steps.get("route")
    rewrite_step = steps.get("rewrite")
    route: Route | Literal["REFUSED"] = (
        cast(Route, route_step.details.get("route", "RETRIEVE")) if route_step else "REFUSED"
    )
    router_fell_back = bool(route_step and route_step.status == "fallback")
    rewrite = rewrite_step.details.get("rewrite") if rewrite_step else None
    searched_text = rewrite if isinstance(rewrite, str) else gold.text
    reply = steps.get("reply")
    low_evidence = reply is not None and reply.details.get("reason") == "low_evidence"
    return TurnOutcome(
        gold=gold,
        route=route,
        router_fell_back=router_fell_back,
        rewrite_fell_back=bool(rewrite_step and rewrite_step.status == "fallback"),
        # a fixed reply searched nothing; a low-evidence question back searched first
        searched_documents=()
        if reply is not None and not low_evidence
        else await documents_for(searched_text),
        raw_documents=await documents_for(gold.text) if gold.sources else (),
        gold_rewrite_documents=await documents_for(gold.rewrite),
        cited_documents=cited,
        seconds=elapsed,
        llm_calls=len(trace.llm_calls),
        retried=retried(trace),
        low_evidence=low_evidence,
        grading_seconds=grading_seconds(trace),
    )


def _stored(number: int, text: str, answer: Answer | None) -> StoredTurn:
    """The turn as the store would hold it (redacted question and answer)."""
    return StoredTurn(
        turn=number,
        redacted_question=answer.redacted_query if answer else text,
        redacted_answer=answer.text if answer else "",
        citations=tuple(CitedChunk(c.document_id, c.chunk_id) for c in answer.citations)
        if answer
        else (),
        request_id=f"eval-{number}",
        created_at=datetime.now(UTC),
        # a clarification turn is kept as the service keeps it: the next turn is its reply
        kind="clarification" if answer and answer.kind == "clarification" else "answer",
    )
