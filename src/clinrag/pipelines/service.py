"""One entry point for a question: the flow its mode picks, run over a fresh ``QueryState``;
and, for flows that may stop to ask (``Pause``), the paused question kept and resumed.

The flows are built once (``clinrag.components``). The caller owns the ``Trace``: when the
request is rejected or fails, the steps recorded so far are still there for the audit log.

What is kept of a pause, and how it is read back: ``pause_keeper``. A flow's question back to
its caller, as an ``Answer``: ``clarification_answer``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from clinrag.corpus.catalog import Catalog
from clinrag.domain import Answer, Clarification, Mode, Strategy
from clinrag.llm.base import LLM
from clinrag.pipelines.agentic import agent, agentic, auto
from clinrag.pipelines.answer import answer_of
from clinrag.pipelines.clarification_answer import clarification_answer
from clinrag.pipelines.classical import classical, intake, recalled_answer
from clinrag.pipelines.flow import Flow, Node, Outcome, Resumption, Suspension, run_flow
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.pause_keeper import Caller, PauseKeeper
from clinrag.pipelines.pause_store import PauseStore
from clinrag.pipelines.route_classifier import RouteClassifier
from clinrag.pipelines.snapshot import stored_texts
from clinrag.pipelines.state import QueryState, RawQuestion
from clinrag.pipelines.thread_replies import no_previous_answer, small_talk
from clinrag.pipelines.trace import Trace
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import NO_FILTER, parse_filter
from clinrag.security.redaction import RedactionSession, Redactor

SERVICE_STEPS = ("load_pause", "resume", "suspend")
"""Steps the service records around a flow that pauses (``pause_keeper``), not flow nodes."""


def build_flows(parts: PipelineParts) -> dict[Mode, Flow]:
    return {
        "classical": classical(parts),
        "agentic": agentic(parts),
        "agent": agent(parts),
        "auto": auto(parts),
    }


class QueryService:
    def __init__(
        self,
        flows: Mapping[Mode, Flow],
        *,
        intake: Flow,
        redactor: Redactor,
        offload: Offload,
        pauses: PauseStore | None = None,
        strategy: Strategy = "direct",
        llm: LLM | None = None,
        recall: Flow = (),
        router: RouteClassifier | None = None,
        catalog: Catalog | None = None,
    ) -> None:
        """``catalog``: the corpus catalogue whose values a paused question's filter may keep
        (``PauseKeeper``; None: every filter value is checked by the redactor)."""
        self.flows = dict(flows)
        self.recall = recall
        """The flow after intake that answers from chunks read again (``answer_recalled``)."""
        self.llm = llm
        """The flows' model, for callers that ask it something around a flow (a thread's
        router and rewriting, ``clinrag.pipelines.followup``)."""
        self.router = router
        """The learned thread router (``clinrag.pipelines.message_route``)."""
        self.strategy: Strategy = strategy
        """How answers are written unless a request asks for another way."""
        self._intake = intake
        self._keeper = PauseKeeper(pauses, redactor, offload, catalog)

    @classmethod
    def of(cls, parts: PipelineParts, pauses: PauseStore | None = None) -> QueryService:
        return cls(
            build_flows(parts),
            intake=intake(parts),
            redactor=parts.redactor,
            offload=parts.offload,
            pauses=pauses,
            strategy=parts.settings.synthesis,
            llm=parts.llm,
            recall=recalled_answer(parts),
            router=parts.router,
            catalog=None if parts.agent_tools is None else parts.agent_tools.catalog,
        )

    async def answer(
        self,
        question: str,
        *,
        mode: Mode,
        trace: Trace,
        access: AccessScope,
        filters: Mapping[str, Any] | None = None,
        strategy: Strategy | None = None,
        caller: Caller | None = None,
    ) -> Answer:
        """The answer; when the flow stops to ask (the agent's ``no_results`` / ``overload``),
        the question is kept for ``caller`` and the answer is its clarification (kind
        ``clarification``, with the pause id a reply resumes: ``resume_answer``; without a
        caller, kept nowhere). A question that is only small talk (a greeting, thanks) gets
        the greeting reply after its intake, with nothing searched
        (``thread_replies.small_talk``); one on an earlier answer is told there is none
        (``no_previous_answer``): a single question has no thread. ``access``: the labels
        the caller's key may read (every method that searches takes one)."""
        taken = await self.take_in(
            question, trace=trace, access=access, filters=filters, strategy=strategy
        )
        replied = await small_talk(taken, mode, trace) or await no_previous_answer(
            taken, mode, trace
        )
        if replied is not None:
            return replied
        return await self.answer_from(taken, mode=mode, trace=trace, caller=caller)

    async def resume_answer(
        self, pause_id: str, reply: str, *, trace: Trace, caller: Caller, access: AccessScope
    ) -> Answer:
        """``resume`` as an ``Answer`` (a clarification asked again is one of kind
        ``clarification``)."""
        outcome = await self.resume(pause_id, reply, trace=trace, caller=caller, access=access)
        if isinstance(outcome, Clarification):
            return clarification_answer(outcome, None, "agent")
        return outcome

    async def take_in(
        self,
        question: str,
        *,
        trace: Trace,
        access: AccessScope,
        filters: Mapping[str, Any] | None = None,
        strategy: Strategy | None = None,
        numbered_after: Sequence[str] = (),
    ) -> QueryState:
        """``question`` through the intake every question takes (validate, redact, guard):
        the state ``answer_from`` goes on from. ``InputRejected`` as on ``answer``. New
        placeholders are numbered after those already in ``numbered_after`` (redacted text
        of earlier requests the question will be read with)."""
        state = _fresh(question, filters, strategy or self.strategy, access, numbered_after)
        taken = await run_flow(self._intake, state, trace)
        if isinstance(taken, Suspension) or taken.query is None:
            raise RuntimeError("the intake flow must redact the question and never pause")
        return taken

    async def answer_from(
        self, state: QueryState, *, mode: Mode, trace: Trace, caller: Caller | None = None
    ) -> Answer:
        """The answer of a question ``take_in`` has taken: ``mode``'s flow after its intake.
        A flow that stops to ask (a thread in the agent mode) answers with its question, kept
        for ``caller`` to resume (its ``pause_id``), or kept nowhere without one."""
        flow = self.flows[mode]
        head = flow[: len(self._intake)]
        if [_name(node) for node in head] != [_name(node) for node in self._intake]:
            raise RuntimeError(f"the {mode} flow does not begin with the intake")
        outcome = await run_flow(flow[len(self._intake) :], state, trace)
        if isinstance(outcome, Suspension) and caller is not None:
            # Kept as a position in the whole flow, which is what ``resume`` runs.
            first, *rest = outcome.position
            whole = replace(outcome, position=(int(first) + len(self._intake), *rest))
            kept = await self._keeper.suspend(whole, mode, flow, trace, caller)
            return clarification_answer(kept, outcome.state, mode)
        if isinstance(outcome, Suspension):
            asked = await self._keeper.unkept(outcome, trace)
            answer = clarification_answer(asked, outcome.state, mode)
            question = answer.clarification
            if question is None:
                raise RuntimeError("a clarification answer carries its question")
            return replace(answer, clarification=replace(question, pause_id=None))
        return answer_of(outcome, mode, trace)

    async def answer_recalled(
        self, state: QueryState, chunk_ids: Sequence[int], *, trace: Trace
    ) -> Answer:
        """The answer of a question ``take_in`` has taken, from ``chunk_ids`` read again
        instead of a search (a thread's ``DIRECT_ANSWER``)."""
        if not self.recall:
            raise RuntimeError("this query service answers from no recalled evidence")
        state = replace(state, recall_chunk_ids=tuple(chunk_ids))
        outcome = await run_flow(self.recall, state, trace)
        if isinstance(outcome, Suspension):
            raise RuntimeError("the recall flow never pauses")
        return answer_of(outcome, "classical", trace)

    async def ask(
        self,
        question: str,
        *,
        mode: Mode,
        trace: Trace,
        caller: Caller,
        access: AccessScope,
        filters: Mapping[str, Any] | None = None,
        strategy: Strategy | None = None,
    ) -> Answer | Clarification:
        """The answer, or the flow's question back to the caller, kept for ``resume``."""
        state = _fresh(question, filters, strategy or self.strategy, access)
        outcome = await run_flow(self.flows[mode], state, trace)
        return await self._settle(outcome, mode, trace, caller)

    async def resume(
        self, pause_id: str, reply: str, *, trace: Trace, caller: Caller, access: AccessScope
    ) -> Answer | Clarification:
        """The paused question, answered (or asked about again) with ``reply`` folded in."""
        stored, mode = await self._keeper.open(pause_id, caller, trace, self.flows)
        session = RedactionSession.numbered_after(stored_texts(stored.snapshot))
        answered = await run_flow(
            self._intake, QueryState(NO_FILTER, session, access, raw=RawQuestion(reply)), trace
        )
        if isinstance(answered, Suspension) or answered.query is None:
            raise RuntimeError("the intake flow must redact the reply and never pause")
        state = await self._keeper.claim(pause_id, stored, session, caller, access, trace)
        resumption = Resumption(stored.position, answered.query)
        outcome = await run_flow(self.flows[mode], state, trace, resumption)
        return await self._settle(outcome, mode, trace, caller)

    async def _settle(
        self, outcome: Outcome, mode: Mode, trace: Trace, caller: Caller
    ) -> Answer | Clarification:
        if not isinstance(outcome, Suspension):
            return answer_of(outcome, mode, trace)
        return await self._keeper.suspend(outcome, mode, self.flows[mode], trace, caller)


def _fresh(
    question: str,
    filters: Mapping[str, Any] | None,
    strategy: Strategy,
    access: AccessScope,
    numbered_after: Sequence[str] = (),
) -> QueryState:
    return QueryState(
        metadata_filter=parse_filter(filters),
        access=access,
        # the placeholder map lives and dies with this request
        session=RedactionSession.numbered_after(numbered_after),
        raw=RawQuestion(question),
        strategy=strategy,
    )


def _name(node: Node) -> str | None:
    return getattr(node, "name", None)
