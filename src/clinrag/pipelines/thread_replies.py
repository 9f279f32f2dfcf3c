"""The answers a thread writes itself rather than a flow: the fixed replies to a greeting and to
a message out of scope (the greeting reply also answers small talk sent to ``/v1/query``:
``small_talk``; a request there on an earlier answer is told there is none:
``no_previous_answer``), and the clarifying question (``ambiguous`` when the router asks it,
``low_evidence`` when a searched message's evidence stays weak) with its options, the subject
words of the last turns. Kept apart from the routing so that every text a clinician may read
without retrieval stands in one module (``clinrag.pipelines.followup``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from clinrag.conversations.store import StoredTurn
from clinrag.domain import (
    Answer,
    AnswerKind,
    AnswerLanguage,
    ClarificationReason,
    ClarifyingQuestion,
    Mode,
)
from clinrag.llm.schemas import Route
from clinrag.pipelines.answer import pipeline_of
from clinrag.pipelines.message_texts import message_as_asked, redacted_message
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.thread_cues import anchors, earlier_answer_reference, route_by_cues
from clinrag.pipelines.trace import Trace

GREETING_REPLY = (
    "Hello. I answer clinical questions from this institution's documents (guidelines, "
    "protocols and drug information), with citations. What would you like to know?"
)
OUT_OF_SCOPE_REPLY = (
    "I can only answer clinical questions from this institution's documents (guidelines, "
    "protocols and drug information), with citations to them. Please ask a question on "
    "those."
)
NO_PREVIOUS_ANSWER_REPLY = (
    "There is no earlier answer here to work from: each question sent to /v1/query stands "
    "alone. Please ask the full question, or continue in a conversation "
    "(/v1/conversations), where follow-ups on an answer are understood."
)
FIXED_REPLIES: Mapping[Route, tuple[str, str]] = {
    "GREETING": (GREETING_REPLY, "greeting"),
    "OUT_OF_SCOPE": (OUT_OF_SCOPE_REPLY, "out_of_scope"),
}
"""A route answered with a fixed text: the text and the answer's flag."""
CLARIFYING_QUESTION = (
    "Your message refers to something this conversation has not named. Which drug, "
    "condition or study do you mean?"
)
LOW_EVIDENCE_QUESTION = (
    "I found little in the available documents that is close to your message, even after "
    "searching again with other words. Could you name the drug, condition, population or "
    "outcome you mean?"
)
_CLARIFYING_QUESTIONS: Mapping[ClarificationReason, str] = {
    "ambiguous": CLARIFYING_QUESTION,
    "low_evidence": LOW_EVIDENCE_QUESTION,
}
CLARIFICATION_OPTIONS = 5
"""Most options a clarifying question offers."""


async def clarify(
    turns: Sequence[StoredTurn],
    state: QueryState,
    mode: Mode,
    trace: Trace,
    reason: ClarificationReason = "ambiguous",
) -> Answer:
    """The clarifying question for ``reason``, offering the subjects of the last ``turns``."""
    options = clarification_options(turns)
    question = _CLARIFYING_QUESTIONS[reason]
    async with trace.step("reply") as notes:
        notes.update(
            reply="clarification",
            reason=reason,
            retrieval=reason == "low_evidence",
            options=list(options),
        )
    asks = ClarifyingQuestion(reason, question, options)
    return reply(question, "clarification", state, mode, trace, "clarification", asks)


async def small_talk(state: QueryState, mode: Mode, trace: Trace) -> Answer | None:
    """The greeting reply to a single question that is only a greeting, thanks or goodbye
    ("Lovely, cheers for your help"), read by the thread router's greeting cues
    (``thread_cues``: greeting words only, or a short social message with no question and no
    subject); None for anything else. Nothing is searched: quoting an abstract at thanks is
    noise a clinician must read past."""
    verdict = route_by_cues(redacted_message(state), ())
    if verdict.route != "GREETING":
        return None
    async with trace.step("reply") as notes:
        notes.update(reply="greeting", retrieval=False, cue=verdict.cue)
    return reply(GREETING_REPLY, "greeting", state, mode, trace)


async def no_previous_answer(state: QueryState, mode: Mode, trace: Trace) -> Answer | None:
    """The reply to a single question that refers to an answer already given ("Translate your
    answer into Spanish.", "What does [2] say?"); None for anything else. ``/v1/query`` keeps
    no thread: searching such a request answers it from whichever abstract shares its words,
    with ``found`` true, which reads as an answer to a question nobody asked."""
    reference = earlier_answer_reference(redacted_message(state))
    if not reference:
        return None
    async with trace.step("reply") as notes:
        notes.update(reply="no_previous_answer", retrieval=False, cue=reference)
    return reply(NO_PREVIOUS_ANSWER_REPLY, "no_previous_answer", state, mode, trace)


def clarification_options(turns: Sequence[StoredTurn]) -> tuple[str, ...]:
    """The subject words of ``turns``' redacted questions (oldest first in ``turns``), most
    recent turn first, once each, at most ``CLARIFICATION_OPTIONS``. Placeholders are not
    words to ``anchors``, so an option is never a redacted value's stand-in."""
    found = dict.fromkeys(w for t in reversed(turns) for w in anchors(t.redacted_question))
    return tuple(found)[:CLARIFICATION_OPTIONS]


def reply(
    text: str,
    flag: str,
    state: QueryState,
    mode: Mode,
    trace: Trace,
    kind: AnswerKind = "not_found",
    clarification: ClarifyingQuestion | None = None,
) -> Answer:
    """An answer written here, not by a flow: no retrieval, no citations."""
    return Answer(
        text=text,
        citations=(),
        confidence=0.0,
        pipeline=pipeline_of(mode, state),
        query_type=state.query_type,
        sub_queries=(),
        iterations=0,
        found=False,
        kind=kind,
        flags=(flag,),
        searched=(),
        redacted_query=message_as_asked(state),
        reranker=None,
        steps=tuple(trace.steps),
        llm_calls=tuple(trace.llm_calls),
        clarification=clarification,
        # the fixed replies are English (no phrase table for them yet)
        language=AnswerLanguage(state.language, "en"),
    )
