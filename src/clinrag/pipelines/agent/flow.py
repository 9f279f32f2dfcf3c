"""The agent pipeline (``mode: "agent"``), and the cue that sends an ``auto`` question to it.

1. ``agent_decompose``: one JSON call with the readable buckets' schema → intent, buckets,
   entities, constraints, sub-queries, format; checked against the schema and merged with the
   rules' reading (any model failure: the rules alone);
2. ``agent_plan``: the first tool call (a semantic search of the first sub-query, filtered);
3. rounds, under the tool-call budget: the call (``agent_tool``), the pruning
   (``agent_prune``), the review (``agent_review``: enough / more / clarify); a clarification
   pauses the flow (``agent_clarify``) and the reply is folded in (``agent_replan``);
4. the answer: list, table and count questions one row per document without a model
   (``compose_rows``; a count says how many documents were found), the others by the
   request's synthesis strategy; the citation check;
   ``[doc:ID]`` citations verified and rendered (``cite_documents``); the output scan.
"""

from __future__ import annotations

from clinrag.errors import DependencyUnavailable
from clinrag.pipelines.agent.clarify import ask_of, take_reply
from clinrag.pipelines.agent.drivers import build_driver
from clinrag.pipelines.agent.review import by_document
from clinrag.pipelines.classical import citation_check, finish, write_answer
from clinrag.pipelines.flow import Branch, Flow, Loop, Pause
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.agent_decompose import AgentDecompose
from clinrag.pipelines.steps.agent_evidence import AgentEvidence
from clinrag.pipelines.steps.agent_prune import AgentPrune
from clinrag.pipelines.steps.agent_review import AgentReview
from clinrag.pipelines.steps.agent_tool import AgentTool
from clinrag.pipelines.steps.cite_documents import CiteDocuments
from clinrag.pipelines.steps.compose_rows import ComposeRows
from clinrag.pipelines.trace import StepDetails
from clinrag.setting_groups.llm import LLMBackend


class NoCorpusTools:
    """Stands for the agent's first step where the service was built without the corpus
    catalogue (a retriever other than the hybrid one): the mode is refused, 503."""

    name = "agent_decompose"

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        raise DependencyUnavailable("the agent mode needs the corpus catalogue and search modes")


def next_move(state: QueryState) -> str:
    agent = state.agent
    if agent is None or agent.review is None:
        raise RuntimeError("the agent's rounds follow its plan")
    if agent.reply is not None:
        return "reply"
    return "clarify" if agent.review.status == "clarify" else "search"


def going_on(state: QueryState) -> bool:
    agent = state.agent
    return agent is not None and agent.review is not None and agent.review.status != "enough"


def answer_shape(state: QueryState) -> str:
    agent = state.agent
    listing = agent is not None and by_document(agent.decomposition)
    return "rows" if listing else "prose"


def agent_answer(parts: PipelineParts) -> Flow:
    """The agent after the intake (``auto`` takes it for questions with agent cues)."""
    settings = parts.settings
    agent = settings.agent
    tools = parts.agent_tools
    if tools is None:
        return (NoCorpusTools(),)
    # The embedded model process serves no tools: it always takes the JSON loop.
    embedded = parts.llm_settings.backend is LLMBackend.LLAMA_CPP
    kind = "json" if embedded else agent.driver
    driver = build_driver(kind, parts.llm, agent.review_max_tokens)
    return (
        AgentDecompose(
            parts.llm,
            tools,
            parts.redactor,
            parts.offload,
            max_tokens=agent.decompose_max_tokens,
            examples=agent.examples_in_prompt,
            reference_year=agent.reference_year,
            link_threshold=agent.link_threshold,
            link_margin=agent.link_margin,
            topic_threshold=agent.topic_threshold,
            topic_margin=agent.topic_margin,
        ),
        AgentReview("agent_plan", tools, driver, agent),
        Loop(
            f"not enough, calls < {agent.tool_budget}?",
            going_on,
            (
                Branch(
                    "review says?",
                    next_move,
                    {
                        "search": (
                            AgentTool(tools, agent),
                            AgentPrune(
                                parts.embedder,
                                parts.counter,
                                agent,
                                min_similarity=settings.evidence_min_similarity,
                                quote_min_similarity=settings.quote_min_similarity,
                            ),
                            AgentReview("agent_review", tools, driver, agent),
                        ),
                        "clarify": (Pause("agent_clarify", ask_of, take_reply),),
                        "reply": (AgentReview("agent_replan", tools, driver, agent),),
                    },
                ),
            ),
            # Each round is one call, a question back or a reply: the budget twice over (the
            # calls start again after a reply), the question and the reply.
            max_rounds=2 * agent.tool_budget + 2,
        ),
        AgentEvidence(),
        Branch(
            "list or table?",
            answer_shape,
            {
                "rows": (ComposeRows(agent.max_listed), citation_check(parts)),
                "prose": (write_answer(parts), citation_check(parts)),
            },
        ),
        *finish(parts, before_scan=(CiteDocuments(parts.redactor, parts.offload),)),
    )
