"""``auto``'s look for agent cues, without a model call: the question asks for a list, a
table or a count in so many words, or states a number or a year a numeric field of the
readable buckets holds (``rules.auto_cues``). Such questions take the agent; every other keeps
``auto``'s path and cost. With no corpus catalogue there are no cues."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.agent.decomposition import fields_of
from clinrag.pipelines.agent.rules import auto_cues
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails


class AgentCues:
    name = "agent_cues"

    def __init__(self, tools: AgentTools | None) -> None:
        self.tools = tools

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        if self.tools is None:
            notes["cues"] = []
            return state
        schema = await self.tools.schema(state.access)
        cues = auto_cues(state.redacted_question, fields_of(schema))
        notes["cues"] = list(cues)
        return replace(state, agent_cues=cues)
