"""The agent's kept evidence handed to the answer's steps (the synthesis strategies, the
rows, the citation check read ``state.passages``), with what was searched."""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import RetrievalOutcome


class AgentEvidence:
    name = "agent_evidence"

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        agent = state.agent
        if agent is None:
            raise RuntimeError("the agent's evidence is gathered after its searches")
        searched = tuple(
            dict.fromkeys(
                str(r.call.args["query"])
                for r in agent.results
                if r.refusal is None and "query" in r.call.args
            )
        )
        refused = sum(r.refusal is not None for r in agent.results)
        notes.update(
            passages=len(agent.evidence),
            documents=len({p.chunk.document_id for p in agent.evidence}),
            tool_calls=agent.calls,
            refused_calls=refused,
        )
        outcome = RetrievalOutcome([p.chunk for p in agent.evidence], None, {}, {})
        return replace(
            state,
            passages=agent.evidence,
            retrieval=outcome,
            sub_queries=searched or state.sub_queries,
        )
