"""The agent's plan and review: after the decomposition (``agent_plan``), after each tool call
(``agent_review``) and after the caller's reply to a clarification (``agent_replan``), decide
``enough``, ``more`` (with the next tool call) or ``clarify`` (``no_results`` / ``overload``).
The rules decide what they can (``pipelines/agent/review.py``); the model (through the
configured driver) only when hits came back but no evidence survived the pruning."""

from __future__ import annotations

from dataclasses import replace

from clinrag.corpus.buckets import BUCKET_KEY
from clinrag.pipelines.agent.clarify import fold_reply
from clinrag.pipelines.agent.decomposition import HIDDEN_FIELDS, fields_of
from clinrag.pipelines.agent.drivers import Driver, ReviewContext
from clinrag.pipelines.agent.plan import AgentState, Decomposition, MappedFilter, Review, ToolCall
from clinrag.pipelines.agent.review import (
    SEARCH_TOOLS,
    by_document,
    is_counting,
    is_listing,
    planned_call,
    relax_candidate,
    search_args,
    search_hits,
    weak_fallback_call,
    without,
)
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import Condition, MetadataFilter
from clinrag.security.guard import fence_untrusted
from clinrag.setting_groups.agent import AgentSettings

_SHOWN_HITS = 3
_SHOWN_CHARS = 240


class AgentReview:
    def __init__(
        self, name: str, tools: AgentTools, driver: Driver, settings: AgentSettings
    ) -> None:
        self.name = name
        self.tools = tools
        self.driver = driver
        self.settings = settings

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        agent = state.agent
        if agent is None:
            raise RuntimeError("the agent's review runs after its decomposition")
        if agent.reply is not None:
            schema = await self.tools.schema(state.access)
            agent, changes = fold_reply(agent, fields_of(schema))
            notes.update(reply_filters=changes)
            state = replace(state, sub_queries=agent.decomposition.sub_queries)
        agent, review = await self._relaxed(state, agent)
        if not review.relaxed:
            review = await self._decide(state, agent, notes)
        notes.update(
            status=review.status,
            reason=review.reason,
            calls=agent.calls,
            budget=self.settings.tool_budget,
            hits=search_hits(agent),
        )
        if review.next_call is not None:
            notes["next_call"] = {"tool": review.next_call.tool, "origin": review.next_call.origin}
        if review.clarify is not None:
            notes.update(clarify=review.clarify, relax=review.relax, counts=dict(review.counts))
        if review.relaxed:
            notes.update(relaxed=list(review.relaxed), counts=dict(review.counts))
        return replace(state, agent=replace(agent, review=review))

    async def _relaxed(self, state: QueryState, agent: AgentState) -> tuple[AgentState, Review]:
        """After a search that found nothing under an inferred filter: that filter dropped
        (the one whose removal leaves the most documents; every inferred one when no single
        removal leaves any), the searches made again without it, and the answer says so. A
        stated filter is never dropped here: it is the caller's to relax (``no_results``)."""
        decomposition = agent.decomposition
        inferred = [f for f in decomposition.filters if f.reading == "inferred"]
        searched = any(r.call.tool in SEARCH_TOOLS for r in agent.results)
        if not inferred or not searched or search_hits(agent) > 0:
            return agent, Review("enough", "not_relaxed")
        counts = {
            f.describe(): await self._count(
                decomposition, without(decomposition.filters, f), state.access
            )
            for f in inferred
        }
        best = relax_candidate(counts)
        dropped = [f for f in inferred if best is None or f.describe() == best]
        kept = tuple(f for f in decomposition.filters if f not in dropped)
        relaxed = AgentState(
            replace(decomposition, filters=kept),
            calls=agent.calls,
            clarified=agent.clarified,
            relaxed=(*agent.relaxed, *dropped),
        )
        settings = self.settings
        top_k = settings.list_top_k if by_document(decomposition) else settings.top_k
        call = planned_call(relaxed, top_k, settings.context_chars)
        described = tuple(f.describe() for f in dropped)
        if call is None or agent.calls >= settings.tool_budget:
            return relaxed, Review("enough", "relaxed_inferred", relaxed=described, counts=counts)
        return relaxed, Review("more", "relaxed_inferred", call, relaxed=described, counts=counts)

    async def _decide(self, state: QueryState, agent: AgentState, notes: StepDetails) -> Review:
        settings = self.settings
        decomposition = agent.decomposition
        top_k = settings.list_top_k if by_document(decomposition) else settings.top_k
        if agent.calls >= settings.tool_budget:
            return Review("enough", "budget_spent")
        planned = planned_call(agent, top_k, settings.context_chars)
        if planned is not None:
            return Review("more", "plan", planned)
        may_ask = agent.clarified == 0
        if search_hits(agent) == 0:
            if decomposition.filters and may_ask:
                counts = {
                    f.describe(): await self._count(
                        decomposition, without(decomposition.filters, f), state.access
                    )
                    for f in decomposition.filters
                }
                return Review(
                    "clarify",
                    "no_hits",
                    clarify="no_results",
                    relax=relax_candidate(counts),
                    counts=counts,
                )
            return Review("enough", "no_hits")
        overloadable = is_listing(decomposition) and not is_counting(decomposition)
        if overloadable and decomposition.filters and may_ask:
            matched = await self._count(decomposition, decomposition.filters, state.access)
            if matched > settings.max_listed:
                return Review(
                    "clarify",
                    "too_many_documents",
                    clarify="overload",
                    counts={"documents": matched},
                    options=await self._narrowing(decomposition, state.access),
                )
        if not agent.evidence:
            proposal = await self.driver.propose(self._context(state, agent), notes)
            if proposal is not None:
                return Review("more", "model", _completed(proposal, decomposition, top_k, settings))
            question = state.redacted_question
            fallback = weak_fallback_call(agent, question, top_k, settings.context_chars)
            if fallback is not None:
                return Review("more", "weak_evidence", fallback)
        return Review("enough", "all_searched")

    async def _count(
        self, decomposition: Decomposition, filters: tuple[MappedFilter, ...], access: AccessScope
    ) -> int:
        conditions = tuple(f.condition for f in filters)
        if decomposition.buckets:
            conditions += (Condition(BUCKET_KEY, "in", decomposition.buckets),)
        return await self.tools.count_documents(MetadataFilter(conditions), access)

    async def _narrowing(
        self, decomposition: Decomposition, access: AccessScope
    ) -> tuple[str, ...]:
        """Fields of the chosen buckets not filtered yet, each with one example value (the
        field names only: the examples are documents' text, and the ask is redacted later
        but a name is all the caller needs)."""
        schema = await self.tools.schema(access)
        used = {f.condition.key for f in decomposition.filters}
        names: list[str] = []
        for bucket in decomposition.buckets or tuple(schema.buckets):
            summary = schema.buckets.get(bucket)
            if summary is None:
                continue
            names += [
                name
                for name, field in summary.fields.items()
                if name not in used
                and name not in HIDDEN_FIELDS
                and field.type in ("number", "string")
            ]
        return tuple(dict.fromkeys(names))[:5]

    def _context(self, state: QueryState, agent: AgentState) -> ReviewContext:
        decomposition = agent.decomposition
        searches = "; ".join(
            f"{r.call.tool}({r.call.args.get('query', r.call.args.get('doc_id', ''))}) -> "
            f"{r.refusal or f'{r.hits} hits'}"
            for r in agent.results
        )
        last = next((r for r in reversed(agent.results) if r.passages), None)
        shown = [] if last is None else list(last.passages[:_SHOWN_HITS])
        evidence = "\n".join(
            f"[doc:{p.chunk.document_id}] {' '.join(p.title.text.split())}\n"
            f"{fence_untrusted(p.text.text[:_SHOWN_CHARS])}"
            for p in shown
        )
        plan = (
            f"intent {decomposition.intent}; buckets {', '.join(decomposition.buckets) or 'all'};"
            f" filters {'; '.join(f.describe() for f in decomposition.filters) or 'none'}"
        )
        return ReviewContext(
            question=state.redacted_question,
            plan=plan,
            searches=searches or "none",
            evidence=evidence or "(nothing kept)",
            tools_left=self.settings.tool_budget - agent.calls,
        )


def _completed(
    call: ToolCall, decomposition: Decomposition, top_k: int, settings: AgentSettings
) -> ToolCall:
    """A model's search call with the decomposition's filters and the top-k added where it
    gave none (a small model does not copy them reliably); what it did give is kept as given,
    to be checked by the tool."""
    if call.tool not in SEARCH_TOOLS:
        return call
    query = call.args.get("query")
    defaults = search_args(decomposition, str(query or ""), top_k, settings.context_chars)
    return replace(call, args={**defaults, **call.args})
