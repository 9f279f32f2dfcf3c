"""The agent's first step: one schema-constrained JSON call with the readable buckets' schema
in the prompt, then the deterministic check against that schema and the rules' reading of
what the question states plainly (``pipelines/agent/decomposition.py``). Any model failure:
the rules alone, traced as the step's fallback."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

from clinrag.corpus.catalog import CorpusSchema
from clinrag.domain import Vectors
from clinrag.errors import LLMError
from clinrag.llm.base import LLM
from clinrag.llm.schemas import AGENT_DECOMPOSE_SCHEMA
from clinrag.pipelines.agent.decomposition import decompose, fields_of, schema_text
from clinrag.pipelines.agent.linked_values import rows_of
from clinrag.pipelines.agent.meaning_links import (
    MeaningLinks,
    catalogue_names,
    catalogue_values,
    question_phrases,
)
from clinrag.pipelines.agent.plan import AgentState
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.agent.topic_documents import TopicMatch, titled_values
from clinrag.pipelines.model_json import fallback_reason, model_json
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.security.redaction import Redactor


class AgentDecompose:
    name = "agent_decompose"

    def __init__(
        self,
        llm: LLM,
        tools: AgentTools,
        redactor: Redactor,
        offload: Offload,
        *,
        max_tokens: int,
        examples: int,
        reference_year: int | None = None,
        link_threshold: float = 2.0,
        link_margin: float = 0.0,
        topic_threshold: float = 2.0,
        topic_margin: float = 0.0,
    ) -> None:
        """``link_threshold``, ``link_margin``: the meaning links' (``meaning_links.py``);
        ``topic_threshold``, ``topic_margin``: the topic match's (``topic_documents.py``);
        a threshold above 1 links nothing."""
        self.llm = llm
        self.tools = tools
        self.redactor = redactor
        self.offload = offload
        self.max_tokens = max_tokens
        self.examples = examples
        self.reference_year = reference_year
        self.link_threshold = link_threshold
        self.link_margin = link_margin
        self.topic_threshold = topic_threshold
        self.topic_margin = topic_margin
        self._titles: tuple[tuple[str, ...], Vectors] | None = None
        """The last catalogue's titles and their vectors."""
        self._described: tuple[tuple[str, ...], Vectors] | None = None
        """The last catalogue's value texts and their vectors (they change with the corpus)."""

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        schema = await self.tools.schema(state.access)
        question = state.redacted_question
        # The example values are documents' own text: redacted before the model reads them.
        shown = await self.offload(
            self.redactor.redact, schema_text(schema, self.examples), state.session
        )
        try:
            data = await model_json(
                self.llm,
                "agent_decompose",
                AGENT_DECOMPOSE_SCHEMA,
                notes,
                max_tokens=self.max_tokens,
                question=question,
                buckets=shown.text,
            )
        except (LLMError, ValueError) as error:
            notes.fallback(fallback_reason(error))
            data = None
        year = self.reference_year or datetime.now(UTC).year
        decomposition = decompose(
            question,
            data,
            fields_of(schema),
            reference_year=year,
            rows=rows_of(schema),
            links=await self._links(question, schema),
            topics=await self._topics(question, schema),
        )
        notes.update(
            source=decomposition.source,
            intent=decomposition.intent,
            format=decomposition.format,
            buckets=list(decomposition.buckets),
            sub_queries=list(decomposition.sub_queries),
            filters=[
                {"filter": f.describe(), "source": f.source, "reading": f.reading}
                for f in decomposition.filters
            ],
            unmapped=[
                {"constraint": u.text, "reason": u.reason, "field": u.field}
                for u in decomposition.unmapped
            ],
        )
        return replace(
            state,
            agent=AgentState(decomposition),
            sub_queries=decomposition.sub_queries,
        )

    async def _topics(self, question: str, schema: CorpusSchema) -> TopicMatch | None:
        if self.topic_threshold > 1:
            return None
        titled = titled_values(rows_of(schema))
        titles = tuple(t.title for t in titled)
        embedder = self.tools.embedder
        if self._titles is None or self._titles[0] != titles:
            self._titles = (titles, await self.offload(embedder.embed, list(titles)))
        return TopicMatch(
            await self.offload(embedder.embed, [question]),
            titled,
            self._titles[1],
            threshold=self.topic_threshold,
            margin=self.topic_margin,
        )

    async def _links(self, question: str, schema: CorpusSchema) -> MeaningLinks | None:
        if self.link_threshold > 1:
            return None
        values = catalogue_values(fields_of(schema), rows_of(schema))
        texts = tuple(t for v in values for t in (v.name, v.description))
        embedder = self.tools.embedder
        if self._described is None or self._described[0] != texts:
            self._described = (texts, await self.offload(embedder.embed, list(texts)))
        phrases = question_phrases(question, catalogue_names(fields_of(schema)))
        return MeaningLinks(
            phrases,
            await self.offload(embedder.embed, phrases),
            values,
            self._described[1],
            threshold=self.link_threshold,
            margin=self.link_margin,
        )
