"""One tool call of the agent: the review's pending call run through the tools (checked,
scoped to the caller, redacted), counted against the budget whether it ran or was refused,
and traced with its arguments and hit count."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.agent.tools import AgentTools, ToolContext
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.setting_groups.agent import AgentSettings

_TRACED_ARGS = ("bucket", "query", "filters", "top_k", "doc_id")


class AgentTool:
    name = "agent_tool"

    def __init__(self, tools: AgentTools, settings: AgentSettings) -> None:
        self.tools = tools
        self.settings = settings

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        agent = state.agent
        call = None if agent is None else agent.pending
        if agent is None or call is None:
            raise RuntimeError("the agent's tool step runs a call the review asked for")
        context = ToolContext(
            access=state.access,
            session=state.session,
            default_top_k=self.settings.top_k,
            context_chars=self.settings.context_chars,
        )
        result = await self.tools.run(call, context)
        notes.update(
            # An invented tool's name is model text: named only as what it is.
            tool=call.tool if result.refusal != "unknown_tool" else "unknown",
            origin=call.origin,
            # The checked call's arguments (its query redacted); a refused call's are not
            # traced past their names: they were never checked and may be anything.
            arguments={k: result.call.args[k] for k in _TRACED_ARGS if k in result.call.args}
            if result.refusal is None
            else sorted(str(k) for k in call.args)[:10],
            refused=result.refusal,
            hits=result.hits,
            documents=sorted({p.chunk.document_id for p in result.passages}),
            call_number=agent.calls + 1,
        )
        return replace(
            state,
            agent=replace(agent, calls=agent.calls + 1, results=(*agent.results, result)),
        )
