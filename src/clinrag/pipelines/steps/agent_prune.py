"""Evidence pruning between the agent's rounds: the new hits merged with what earlier rounds
kept, then cut to the sentences that bear on the question's searches within the agent's token
budget, by the same selection the other flows use (``pipelines/evidence_selection.py``).
A list or table question under filters keeps every document the filters admitted (one sentence
each at least: the rows), one without filters down to ``list_min_similarity``, a prose one down
to ``evidence_min_similarity``."""

from __future__ import annotations

import asyncio
from dataclasses import replace

from clinrag.ingest.tokens import TokenCounter
from clinrag.pipelines.agent.plan import Decomposition
from clinrag.pipelines.agent.review import by_document
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.evidence_selection import Selection, select_evidence
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.select_evidence import search_similarity
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.embedding import Embedder
from clinrag.setting_groups.agent import AgentSettings


class AgentPrune:
    name = "agent_prune"

    def __init__(
        self,
        embedder: Embedder,
        counter: TokenCounter,
        settings: AgentSettings,
        *,
        min_similarity: float,
        quote_min_similarity: float,
    ) -> None:
        self.embedder = embedder
        self.counter = counter
        self.settings = settings
        self.min_similarity = min_similarity
        self.quote_min_similarity = quote_min_similarity

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        agent = state.agent
        if agent is None or not agent.results:
            raise RuntimeError("the agent prunes evidence after a tool call")
        latest = agent.results[-1].passages
        known = {p.chunk.chunk_id for p in agent.evidence}
        merged = [*agent.evidence, *(p for p in latest if p.chunk.chunk_id not in known)]
        floor = self._floor(agent.decomposition)
        searches = list(dict.fromkeys((state.redacted_question, *state.sub_queries)))
        selection = await asyncio.to_thread(self._select, merged, searches, state, floor)
        kept_ids = {p.chunk.chunk_id for p in selection.passages}
        notes.update(
            passages_in=len(merged),
            new_passages=len(merged) - len(agent.evidence),
            passages=len(selection.passages),
            dropped=[p.chunk.chunk_id for p in merged if p.chunk.chunk_id not in kept_ids],
            documents=len({p.chunk.document_id for p in selection.passages}),
            evidence_tokens=selection.tokens_kept,
            budget_tokens=self.settings.evidence_token_budget,
        )
        return replace(state, agent=replace(agent, evidence=selection.passages))

    def _floor(self, decomposition: Decomposition) -> float:
        """A list under filters keeps every document the filters admitted (the filters are
        the question's criteria; the search only ranked them); a list without filters keeps
        documents down to ``list_min_similarity``; prose down to ``evidence_min_similarity``."""
        if not by_document(decomposition):
            return self.min_similarity
        return -1.0 if decomposition.filters else self.settings.list_min_similarity

    def _select(
        self, passages: list[Passage], searches: list[str], state: QueryState, floor: float
    ) -> Selection:
        return select_evidence(
            passages,
            search_similarity(self.embedder, searches),
            question=state.redacted_question,
            budget_tokens=self.settings.evidence_token_budget,
            min_similarity=floor,
            lead_floor=min(floor, self.quote_min_similarity),
            count_tokens=self.counter.count,
        )
