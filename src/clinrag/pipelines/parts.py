"""What the pipelines are built from: the collaborators and settings their steps need.

Built once by the composition root (``clinrag.components``); each step receives only the
parts it uses, never this bundle.
"""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.ingest.tokens import TokenCounter
from clinrag.llm.base import LLM
from clinrag.pipelines.agent.tools import AgentTools
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.route_classifier import RouteClassifier
from clinrag.pipelines.verdict import VerdictReader
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.retriever import Retriever
from clinrag.security.guard import InputGuard
from clinrag.security.model_judge import ModelJudge
from clinrag.security.redaction import Redactor
from clinrag.security.validation import ValidationConfig
from clinrag.setting_groups.llm import LLMSettings
from clinrag.setting_groups.pipeline import PipelineSettings


@dataclass(frozen=True)
class PipelineParts:
    guard: InputGuard
    redactor: Redactor
    embedder: Embedder
    counter: TokenCounter
    """Counts evidence tokens against the selection's budget (the embedder's word pieces)."""
    classifier: QueryClassifier
    """Types questions from their embedding (unused when the setting asks the model)."""
    retriever: Retriever
    llm: LLM
    validation: ValidationConfig
    offload: Offload
    settings: PipelineSettings
    llm_settings: LLMSettings
    top_k: int
    """Passages kept after a reflection round merges its new ones (retrieval's top-k)."""
    router: RouteClassifier | None = None
    """Routes a thread's messages (``router="learned"``); None where no thread is answered."""
    judge: ModelJudge | None = None
    """The model judge after the guard (``security.model_judge=on``); None: no judge step."""
    verdict_reader: VerdictReader | None = None
    """Reads an extractive answer's verdict (``verdict="learned"``); None: that setting is off."""
    agent_tools: AgentTools | None = None
    """The agent's tools over the search modes and the corpus catalogue; None: the agent mode
    is refused (a service built over another retriever)."""
