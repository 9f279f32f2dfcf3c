"""What a message of a thread is searched and answered as: the one place a thread's history may
shape a question.

A message is taken in like any question (validate, redact, guard), then routed:

- the thread's first message is not routed (nothing to route against): ``RETRIEVE``;
- later ones are routed over the last ``router_turns`` turns, as the store holds them
  (redacted), and the redacted message: by default by the learned router (``router="learned"``,
  ``route_classifier``: the message's embedding, which the guard computed, and its word cues;
  no model call; its probabilities and cues are recorded), falling back to the word rules when
  it has no classifier or no embedding; by the word rules alone with ``router="cues"``
  (``thread_cues``: the deciding cue is recorded, and is recorded beside the learned verdict
  too); with ``router="model"`` by one JSON model call (``route``), where any failure (model
  error or timeout, unparsable output, an unknown label) is ``RETRIEVE``, recorded as the
  step's fallback.

A message in another accepted language is translated into English by the intake
(``steps/translate_query``): the router, the rewrite and retrieval read the English; the
answer is written in the message's language, and the answer and the stored turn keep the
message as asked (redacted).

What each route does here:

- ``RETRIEVE``: the message is searched and answered as it stands, as on ``/v1/query``.
- ``REWRITE_THEN_RETRIEVE``: the redacted message is made self-contained from the last three
  turns: by default by carrying the thread's subject words over (``carry_over``, no model
  call); with ``rewriter="model"`` by one model call (``rewrite``). The rewrite is then
  taken in like any question (validated, redacted, guarded: an injection carried by a thread
  is refused, not laundered), and it is what retrieval and the citation check see. The
  ``rewrite`` step records the original and the rewrite; the answer and the turn keep the
  message as asked. When there is no rewrite, the message is searched as it stands (the step's
  fallback).
- ``GREETING`` and ``OUT_OF_SCOPE``: a fixed reply (``GREETING_REPLY``, ``OUT_OF_SCOPE_REPLY``),
  with no retrieval and no model writing.
- ``DIRECT_ANSWER``: nothing is searched. The message, made self-contained as for a
  rewrite, is answered from the chunks the previous turn cited, read again (``Recall``,
  ``QueryService.answer_recalled``) and checked like any evidence. When the previous answer
  cited nothing, the message is taken as ``REWRITE_THEN_RETRIEVE`` (fallback
  ``no_previous_evidence``).
- ``ASK_CLARIFICATION``: nothing is searched. The answer is a question back
  (``CLARIFYING_QUESTION``, reason ``ambiguous``) with options: the subject words
  (``thread_cues.anchors``) of the last turns' redacted questions, most recent first, at most
  ``CLARIFICATION_OPTIONS``, possibly none. Its ``reply`` step records ``clarification`` and
  the options; its audit record's outcome is ``clarification``, and it is a turn of the thread
  (kind ``clarification``; it counts toward the turn limit).

Weak evidence (``grading``). A message searched by the mode's flow is graded like any
question; a message searched as it stands is retried first with the thread's subject carried
over (``carry_over``: redacted words of turns the guard has read, no model call). When the
evidence still fails its last grade, the thread does not answer with a caveat as
``/v1/query`` does: it asks back (reason ``low_evidence``, ``LOW_EVIDENCE_QUESTION``, the same
options), a ``clarification`` turn resumed like any other. A resumed question is answered, with
its caveat if still weak: it never asks twice.

Resumption. The thread's next message after a ``clarification`` turn is its reply. It is taken
in like any question (validated, redacted with placeholders numbered after the paused
question's, guarded: an injected reply is refused 422 and stores no turn, so the thread stays
resumable), and it is not routed: the ``route`` step records ``taken: RESUME`` and the reason
``clarification_reply``. The question searched is the paused turn's redacted question with the
reply added (``"<paused question> (clarification: <reply>)"``), itself taken in like any
question; the ``resume`` step records the paused turn, the reply and the question searched.
It is then answered by the mode's flow like a ``REWRITE_THEN_RETRIEVE``; the answer and the
turn keep the reply as asked. No model call made before the pause is made again: the route
(with the default cue router no model call at all; with ``router="model"`` one call) is not
asked again, and the paused question is read as its turn stored it, not taken in again alone.

Why the thread resumes from its own turn rather than the service's pause machinery
(``PauseStore``, a ``Pause`` node): a thread's clarification is decided by the router, between
the intake and the flow, so there is no flow position to resume from and no state past the
redacted question. That question is already kept, redacted, in the clarification turn, written
in its audit record's transaction; a ``paused_queries`` row would hold a second copy outside
the thread, with its own expiry and claim, and a reply addressed by pause id rather than by
being the thread's next message.

A flow that pauses mid-way (the agent's ``no_results``, ``overload``) is different: it has a
position and a state past the model's decomposition. Its clarification turn keeps the pause
(``paused_queries``, the turn's ``pause_id``), and the next message resumes the flow there
(``QueryService.resume_answer``): the decomposition call is not made again. The message is taken
in first as any reply (an injected reply is refused and the pause stays open; the turn records
this redaction of it), then again by the resumed flow, against the placeholders of the pause's
own state (the trace shows both intakes). A pause that has expired or was claimed meanwhile is
resumed from the turn's text instead, as above (the trace shows the failed ``load_pause``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clinrag.conversations.store import StoredTurn
from clinrag.domain import (
    Answer,
    AnswerKind,
    AnswerLanguage,
    ClarificationReason,
    ClarifyingQuestion,
    Mode,
    Strategy,
)
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import Route
from clinrag.pipelines.answer import pipeline_of
from clinrag.pipelines.carry_over import carry_over
from clinrag.pipelines.flow import ResumeInvalid
from clinrag.pipelines.model_json import fallback_reason
from clinrag.pipelines.pause_store import PauseNotFound
from clinrag.pipelines.route_classifier import RouteClassifier
from clinrag.pipelines.service import Caller, QueryService
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.thread_cues import anchors, route_by_cues
from clinrag.pipelines.thread_router import rewrite_of, route_of
from clinrag.pipelines.trace import StepDetails, Trace
from clinrag.retrieval.access import AccessScope
from clinrag.settings import ConversationSettings

THREAD_STEPS = ("route", "rewrite", "reply", "resume")
"""Steps recorded around a thread's message (not flow nodes): the route, the rewrite, the fixed
reply or clarifying question, the resumption of a paused question."""

GREETING_REPLY = (
    "Hello. I answer clinical questions from this institution's documents (guidelines, "
    "protocols and drug information), with citations. What would you like to know?"
)
OUT_OF_SCOPE_REPLY = (
    "I can only answer clinical questions from this institution's documents (guidelines, "
    "protocols and drug information), with citations to them. Please ask a question on "
    "those."
)
_FIXED_REPLIES: Mapping[Route, tuple[str, str]] = {
    "GREETING": (GREETING_REPLY, "greeting"),
    "OUT_OF_SCOPE": (OUT_OF_SCOPE_REPLY, "out_of_scope"),
}
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


async def answer_message(
    service: QueryService,
    message: str,
    history: Sequence[StoredTurn],
    *,
    settings: ConversationSettings,
    mode: Mode,
    trace: Trace,
    access: AccessScope,
    filters: Mapping[str, Any] | None = None,
    strategy: Strategy | None = None,
    caller: Caller | None = None,
) -> Answer:
    """The answer to ``message`` after the thread's earlier turns ``history`` (oldest first,
    redacted as stored), by its route (module docstring). A flow that pauses keeps its pause
    for ``caller`` (the thread's key and this request)."""
    paused = history[-1] if history and history[-1].kind == "clarification" else None
    asked = await service.take_in(
        message,
        trace=trace,
        access=access,
        filters=filters,
        strategy=strategy,
        numbered_after=(paused.redacted_question,) if paused is not None else (),
    )
    original = _redacted(asked)  # in English: what the router and the rewrite read
    as_asked = _as_asked(asked)
    if paused is not None and paused.pause_id is not None and caller is not None:
        resumed = await _resume_pause(service, paused.pause_id, message, trace, caller, access)
        if resumed is not None:
            return replace(resumed, redacted_query=as_asked)
    if paused is not None:
        return await _resume(
            service, paused, as_asked, trace, settings, mode, access, filters, strategy, caller
        )
    llm = service.llm
    if llm is None:
        raise RuntimeError("a thread's message is routed by the query service's model")
    turns = history[-settings.router_turns :]
    route = await _route(service, llm, turns, asked, trace, settings)
    if route in _FIXED_REPLIES:
        text, flag = _FIXED_REPLIES[route]
        async with trace.step("reply") as notes:
            notes.update(reply=flag, retrieval=False)
        return _reply(text, flag, asked, mode, trace)
    if route == "ASK_CLARIFICATION":
        return await _clarify(history[-settings.router_turns :], asked, mode, trace)
    # Searched as it stands, the message's weak evidence is retried with its subject carried
    # over (``grading``); a rewrite already carries it.
    searched = replace(asked, thread_rewrite=carry_over(original, history))
    if route in ("REWRITE_THEN_RETRIEVE", "DIRECT_ANSWER"):
        rewrite = await _rewrite(llm, history, original, trace, settings)
        if rewrite is not None:
            searched = await service.take_in(
                rewrite, trace=trace, access=access, filters=filters, strategy=strategy
            )
            # the rewrite is English; the answer is in the message's language
            searched = replace(searched, language=asked.language, asked=asked.asked)
            trace.redacted_query = as_asked  # what the record shows is the message as asked
    if route == "DIRECT_ANSWER":
        cited = [c.chunk_id for c in history[-1].citations]
        answer = await service.answer_recalled(searched, cited, trace=trace)
    else:
        answer = await service.answer_from(searched, mode=mode, trace=trace, caller=caller)
    if "low_evidence" in answer.flags:
        return await _clarify(turns, asked, mode, trace, reason="low_evidence")
    return replace(answer, redacted_query=as_asked)


async def _route(
    service: QueryService,
    llm: LLM,
    turns: Sequence[StoredTurn],
    asked: QueryState,
    trace: Trace,
    settings: ConversationSettings,
) -> Route:
    message = _redacted(asked)
    async with trace.step("route") as notes:
        notes.update(turns_read=len(turns), router=settings.router)
        if not turns:
            notes.update(route="RETRIEVE", taken="RETRIEVE", reason="first_turn")
            return "RETRIEVE"
        verdict = route_by_cues(message, turns)
        notes["cue"] = verdict.cue  # the rule router's reading, whichever router decides
        if settings.router == "cues":
            route = verdict.route
        elif settings.router == "learned":
            route = _learned_route(service.router, asked, turns, notes) or verdict.route
        else:
            try:
                route = await route_of(
                    llm, turns, message, notes, max_tokens=settings.router_max_tokens
                )
            except (LLMError, ValueError) as error:
                notes.fallback(fallback_reason(error))
                notes.update(route="RETRIEVE", taken="RETRIEVE")
                return "RETRIEVE"
        taken: Route = route
        if route == "DIRECT_ANSWER" and not turns[-1].citations:
            taken = "REWRITE_THEN_RETRIEVE"  # the previous answer cited nothing to read again
            notes.fallback("no_previous_evidence")
        notes.update(route=route, taken=taken)
        return taken


def _learned_route(
    router: RouteClassifier | None,
    asked: QueryState,
    turns: Sequence[StoredTurn],
    notes: StepDetails,
) -> Route | None:
    """The learned router's route, its probability, the runner-up and the cue features it
    read; None, recorded as the step's fallback to the rule router, when it cannot route
    (no classifier built, no embedding of the message, an unusable vector)."""
    if router is None or asked.vector is None:
        notes.fallback("no_route_classifier" if router is None else "no_embedding")
        return None
    try:
        prediction = router.predict(asked.vector, _redacted(asked), turns)
    except ValueError:
        notes.fallback("unusable_embedding")
        return None
    notes.update(
        probability=round(prediction.probability, 3),
        runner_up=prediction.runner_up,
        runner_up_probability=round(prediction.runner_up_probability, 3),
        cues=list(prediction.cues),
    )
    if prediction.below_floor:
        notes.update(out_of_scope_below_floor=True)
    return prediction.route


async def _rewrite(
    llm: LLM,
    history: Sequence[StoredTurn],
    message: str,
    trace: Trace,
    settings: ConversationSettings,
) -> str | None:
    """The rewrite, or None when there is none (the message is then searched as it stands)."""
    async with trace.step("rewrite") as notes:
        notes.update(original=message, rewriter=settings.rewriter)
        rewrite: str | None
        if settings.rewriter == "carry_over":
            rewrite = carry_over(message, history)
            if rewrite is None:
                notes.fallback("no_context")
        else:
            try:
                rewrite = await rewrite_of(
                    llm, history, message, notes, max_tokens=settings.rewrite_max_tokens
                )
            except (LLMError, ValueError) as error:
                notes.fallback(fallback_reason(error))
                rewrite = None
        if rewrite is None:
            notes["searched"] = "original"
            return None
        notes.update(rewrite=rewrite, searched="rewrite")
        return rewrite


async def _clarify(
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
    return _reply(question, "clarification", state, mode, trace, "clarification", asks)


def clarification_options(turns: Sequence[StoredTurn]) -> tuple[str, ...]:
    """The subject words of ``turns``' redacted questions (oldest first in ``turns``), most
    recent turn first, once each, at most ``CLARIFICATION_OPTIONS``. Placeholders are not
    words to ``anchors``, so an option is never a redacted value's stand-in."""
    found = dict.fromkeys(w for t in reversed(turns) for w in anchors(t.redacted_question))
    return tuple(found)[:CLARIFICATION_OPTIONS]


async def _resume(
    service: QueryService,
    paused: StoredTurn,
    reply: str,
    trace: Trace,
    settings: ConversationSettings,
    mode: Mode,
    access: AccessScope,
    filters: Mapping[str, Any] | None,
    strategy: Strategy | None,
    caller: Caller | None,
) -> Answer:
    """The paused turn's question, with the redacted ``reply`` added, answered (module
    docstring)."""
    async with trace.step("route") as notes:
        notes.update(
            turns_read=1, router=settings.router, taken="RESUME", reason="clarification_reply"
        )
    question = f"{paused.redacted_question} (clarification: {reply})"
    async with trace.step("resume") as notes:
        notes.update(paused_turn=paused.turn, reply=reply, searched=question)
    searched = await service.take_in(
        question,
        trace=trace,
        access=access,
        filters=filters,
        strategy=strategy,
        numbered_after=(question,),
    )
    trace.redacted_query = reply  # what the record shows is the message as asked
    answer = await service.answer_from(searched, mode=mode, trace=trace, caller=caller)
    return replace(answer, redacted_query=reply)


async def _resume_pause(
    service: QueryService,
    pause_id: str,
    message: str,
    trace: Trace,
    caller: Caller,
    access: AccessScope,
) -> Answer | None:
    """The flow a clarification turn paused, resumed with ``message`` from its pause; None
    when the pause can no longer be resumed (expired, claimed, or the service changed)."""
    async with trace.step("route") as notes:
        notes.update(turns_read=1, taken="RESUME", reason="clarification_reply", pause=True)
    try:
        return await service.resume_answer(
            pause_id, message, trace=trace, caller=caller, access=access
        )
    except (PauseNotFound, ResumeInvalid):
        return None


def _reply(
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
        redacted_query=_as_asked(state),
        reranker=None,
        steps=tuple(trace.steps),
        llm_calls=tuple(trace.llm_calls),
        clarification=clarification,
        # the fixed replies are English (no phrase table for them yet)
        language=AnswerLanguage(state.language, "en"),
    )


def _redacted(state: QueryState) -> str:
    if state.query is None:
        raise RuntimeError("the intake redacts the question")
    return state.query.text


def _as_asked(state: QueryState) -> str:
    """The message as the caller asked it (redacted), before any translation: what the answer
    and the stored turn show."""
    return state.asked.text if state.asked is not None else _redacted(state)
