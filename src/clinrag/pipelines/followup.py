"""What a message of a thread is searched and answered as: the one place a thread's history may
shape a question.

A message is taken in like any question (validate, redact, guard), then routed: the thread's
first message is not routed (``RETRIEVE``); later ones by the router the settings name, over the
last ``router_turns`` turns (``message_route``). The reply to a clarifying question is not
routed: it resumes the paused question (``thread_resume``).

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
- ``GREETING`` and ``OUT_OF_SCOPE``: a fixed reply (``thread_replies``: ``GREETING_REPLY``,
  ``OUT_OF_SCOPE_REPLY``), with no retrieval and no model writing.
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

Resumption of a ``clarification`` turn, and why a thread resumes from its own turn rather than
the service's pause machinery: ``thread_resume``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clinrag.conversations.store import StoredTurn
from clinrag.domain import Answer, Mode, Strategy
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.pipelines.carry_over import carry_over
from clinrag.pipelines.message_route import route_message
from clinrag.pipelines.message_texts import message_as_asked, redacted_message
from clinrag.pipelines.model_json import fallback_reason
from clinrag.pipelines.pause_keeper import Caller
from clinrag.pipelines.service import QueryService
from clinrag.pipelines.thread_replies import FIXED_REPLIES, clarify, reply
from clinrag.pipelines.thread_resume import resume_from_turn, resume_pause
from clinrag.pipelines.thread_router import rewrite_of
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.setting_groups.conversations import ConversationSettings

THREAD_STEPS = ("route", "rewrite", "reply", "resume")
"""Steps recorded around a thread's message (not flow nodes): the route, the rewrite, the fixed
reply or clarifying question, the resumption of a paused question."""


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
    original = redacted_message(asked)  # in English: what the router and the rewrite read
    as_asked = message_as_asked(asked)
    if paused is not None and paused.pause_id is not None and caller is not None:
        resumed = await resume_pause(service, paused.pause_id, message, trace, caller, access)
        if resumed is not None:
            return replace(resumed, redacted_query=as_asked)
    if paused is not None:
        return await resume_from_turn(
            service, paused, as_asked, trace, settings, mode, access, filters, strategy, caller
        )
    llm = service.llm
    if llm is None:
        raise RuntimeError("a thread's message is routed by the query service's model")
    turns = history[-settings.router_turns :]
    route = await route_message(service, llm, turns, asked, trace, settings)
    if route in FIXED_REPLIES:
        text, flag = FIXED_REPLIES[route]
        async with trace.step("reply") as notes:
            notes.update(reply=flag, retrieval=False)
        return reply(text, flag, asked, mode, trace)
    if route == "ASK_CLARIFICATION":
        return await clarify(history[-settings.router_turns :], asked, mode, trace)
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
        return await clarify(turns, asked, mode, trace, reason="low_evidence")
    return replace(answer, redacted_query=as_asked)


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
