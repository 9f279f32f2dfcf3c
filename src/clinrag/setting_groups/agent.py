"""The agent pipeline (``Settings.pipeline.agent``)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field


class AgentSettings(BaseModel):
    """The agent pipeline (``mode: "agent"``, ``clinrag.pipelines.agent``)."""

    driver: Literal["json", "native"] = "json"
    """How the model names its next tool call when the review rules cannot decide: ``json``
    asks for one JSON object (the default: a 1.5B model on a CPU follows a short schema far
    better than a tool protocol; the embedded llama_cpp backend always uses it); ``native``
    passes the tools in the OpenAI-compatible ``tools`` field (backends that support it)."""
    tool_budget: int = Field(default=4, ge=1, le=12)
    """Tool calls per question, refused ones included: the runaway plan stops here."""
    decompose_max_tokens: int = Field(default=200, ge=64, le=2000)
    """The decomposition's JSON runs 60-150 tokens; a cap that bounds a runaway generation on a
    CPU (the call falls back to the rules when it is cut)."""
    review_max_tokens: int = Field(default=160, ge=32, le=1000)
    top_k: int = Field(default=8, ge=1, le=50)
    """Chunks a search tool returns for a question that is answered in prose."""
    list_top_k: int = Field(default=40, ge=1, le=200)
    """Chunks a search tool returns for a list or table question (one row per document)."""
    context_chars: int = Field(default=400, ge=50, le=4000)
    max_listed: int = Field(default=15, ge=1, le=200)
    """A list or table question whose filters admit more documents than this is asked to
    narrow down (``overload``) instead of citing an arbitrary subset."""
    evidence_token_budget: int = Field(default=1500, ge=32, le=16000)
    """Evidence kept between rounds (the pruning step), in the embedder's word pieces."""
    list_min_similarity: float = Field(default=0.3, ge=-1, le=1)
    """A list question without filters keeps a document only with one sentence this close to
    the question's searches (under filters every admitted document is kept: the filters are
    its criteria; prose answers use ``evidence_min_similarity``)."""
    examples_in_prompt: int = Field(default=3, ge=0, le=20)
    """Example values per field the decomposition prompt shows."""
    reference_year: int | None = Field(default=None, ge=1900, le=2200)
    """The year a question's relative years count from ("reviewed this year", "in the last
    two years"); unset: the current year (UTC). An evaluation fixes it, so its figures do not
    move with the calendar."""
    link_threshold: float = Field(default=0.5, ge=-1, le=2)
    """A phrase of the question links a catalogue value it does not spell ("blood thinners"
    -> ``anticoagulant``) when the embedder puts them at least this close (cosine)
    (``pipelines/agent/meaning_links.py``); above 1: no links by meaning."""
    link_margin: float = Field(default=0.15, ge=0, le=2)
    """... and that much closer than to the field's second-best value (a vague phrase sits
    near several values and links none)."""
    topic_threshold: float = Field(default=0.5, ge=-1, le=2)
    """A question about one document ("our adult sepsis protocol") reads its bucket's topical
    field (a department, a trial's condition) from the document whose title the embedder
    puts at least this close to the whole question (cosine)
    (``pipelines/agent/topic_documents.py``); above 1: no topic by meaning."""
    topic_margin: float = Field(default=0.07, ge=0, le=2)
    """... and that much closer than the closest title of any other value of that field."""
    schema_examples: int = Field(default=50, ge=1, le=500)
    """Distinct values per field the agent's catalogue reads (the rules map a value the
    question names to its field only when the value is among them; the prompt shows the
    first ``examples_in_prompt``)."""
