"""Every knob a user may turn, with its default, in one place.

Built by ``create_app()`` or the CLI, never at import time. Environment variables use the
``CLINRAG_`` prefix; nested groups use ``__`` (``CLINRAG_SERVER__PORT=9000``). The one
exception is ``CLINRAG_DATABASE_URL``, kept flat because deployment tooling expects it.
README.md lists every setting; tests/unit/test_settings.py keeps that list honest.
"""

from __future__ import annotations

from enum import StrEnum
from itertools import pairwise
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ACCESS_LABEL = "[a-z0-9][a-z0-9_-]{0,63}"
"""``clinrag.retrieval.access.LABEL`` (settings import nothing of the package)."""


class LogFormat(StrEnum):
    """``auto`` writes JSON unless stderr is a terminal."""

    AUTO = "auto"
    JSON = "json"
    CONSOLE = "console"


class ServerSettings(BaseModel):
    host: str = "127.0.0.1"
    port: int = Field(default=8000, ge=1, le=65535)
    request_deadline_seconds: float = Field(default=180.0, gt=0)
    """A question still unanswered after this long gets 504 (recorded in the audit log).
    Generous by default: a CPU-only quick start takes tens of seconds per agentic answer."""
    max_request_bytes: int = Field(default=64 * 1024, ge=1024)
    """Largest request body outside document uploads (413 beyond)."""


class DatabaseSettings(BaseModel):
    embedded_data_dir: Path = Path(".data/pg")
    """Where the embedded PostgreSQL keeps its cluster when no database URL is set."""
    embedded_database: str = "clinrag"
    pool_size: int = Field(default=5, ge=1)
    max_overflow: int = Field(default=5, ge=0)
    connect_timeout_seconds: float = Field(default=5.0, gt=0)
    readiness_timeout_seconds: float = Field(default=2.0, gt=0)
    migrate_on_start: bool = True


class ModelSettings(BaseModel):
    embedding_model_dir: Path | None = None
    """Directory of a sentence-transformers model; empty means the packaged all-MiniLM-L6-v2."""
    embedding_dimension: int = 384
    embedding_batch_size: int = Field(default=32, ge=1)
    verify_checksums: bool = True


class IngestSettings(BaseModel):
    max_document_bytes: int = Field(default=20 * 1024 * 1024, ge=1)
    """Larger uploads or files are refused (413)."""
    chunk_target_tokens: int = Field(default=256, ge=32, le=512)
    """Chunks stay at or under this many tokens (the embedder's window is 256 word pieces)."""
    chunk_overlap_tokens: int = Field(default=40, ge=0)
    embed_batch_documents: int = Field(default=64, ge=1)
    default_access: str = Field(default="public", pattern=f"^{ACCESS_LABEL}$")
    """The access label of a document that names none and whose bucket has no default."""
    bucket_access: dict[str, Annotated[str, Field(pattern=f"^{ACCESS_LABEL}$")]] = Field(
        default_factory=dict
    )
    """Access label by the document's ``bucket`` metadata value, for documents that name none
    (JSON: ``{"psychiatry": "psychiatry", "incidents": "incidents"}``)."""


class RetrievalSettings(BaseModel):
    bm25_k1: float = Field(default=1.2, gt=0)
    bm25_b: float = Field(default=0.75, ge=0, le=1)
    lexical_weight: float = Field(default=0.4, ge=0)
    vector_weight: float = Field(default=0.6, ge=0)
    candidates_per_retriever: int = Field(default=50, ge=1, le=1000)
    """How deep each retriever looks before fusion."""
    rerank_candidates: int = Field(default=20, ge=1, le=200)
    """How many fused, deduplicated candidates the reranker sees."""
    top_k: int = Field(default=5, ge=1, le=100)
    title_weight: float = Field(default=0.1, ge=0, le=1)
    """Weight of a document's title match (``retrieval/title_match.py``) added to its chunks'
    fused score; 0 ranks chunks by their own scores alone."""
    ef_search: int = Field(default=100, ge=1, le=1000)
    """pgvector HNSW search breadth (recall vs. speed)."""
    near_duplicate_threshold: float = Field(default=0.9, gt=0, le=1)
    """Word-shingle Jaccard at or above which two chunks count as the same text."""
    lexical_sync_interval_seconds: float = Field(default=1.0, gt=0)
    """How often each process checks the database for chunks added or removed elsewhere."""


class SearchSettings(BaseModel):
    """``POST /v1/search`` (retrieval only) and the bucket catalogue."""

    default_top_k: int = Field(default=10, ge=1, le=200)
    max_top_k: int = Field(default=50, ge=1, le=200)
    """The most results one search may ask for (a larger ``top_k`` is a 422)."""
    default_context_chars: int = Field(default=300, ge=40)
    """Length of each snippet: the window of the chunk around the query's first match."""
    max_context_chars: int = Field(default=2000, ge=40)
    examples_per_field: int = Field(default=5, ge=0, le=50)
    """Distinct example values ``GET /v1/buckets`` shows per field (strings redacted)."""

    @model_validator(mode="after")
    def _defaults_within_caps(self) -> SearchSettings:
        if self.default_top_k > self.max_top_k:
            raise ValueError("search.default_top_k must not exceed search.max_top_k")
        if self.default_context_chars > self.max_context_chars:
            raise ValueError("search.default_context_chars must not exceed max_context_chars")
        return self


class RerankSettings(BaseModel):
    flashrank_model_dir: Path | None = None
    """Directory holding ``<model name>/`` for FlashRank (with its ``SHA256SUMS``); unset or
    absent = no cross-encoder (``without_weights``)."""
    without_weights: Literal["none", "cosine"] = "none"
    """Without cross-encoder weights: keep the fused order (``none``, measured better), or
    re-score by cosine similarity (``cosine``)."""
    flashrank_model_name: str = "ms-marco-TinyBERT-L-2-v2"
    max_passage_tokens: int = Field(default=256, ge=16)


class SecuritySettings(BaseModel):
    max_query_chars: int = Field(default=4000, ge=16, le=100_000)
    """Longest question accepted after Unicode normalisation (422 ``too_long`` beyond)."""
    max_scan_chars: int = Field(default=16_000, ge=16)
    """Longer raw input is refused unread: every detector is linear in the length."""
    redaction_score_threshold: float = Field(default=0.4, ge=0, le=1)
    """Presidio confidence at or above which a span is redacted (recall first)."""
    guard_pattern_threshold: float = Field(default=3.0, gt=0)
    guard_margin_threshold: float = Field(default=0.40, ge=-1, le=1)
    """Attack-minus-benign cosine margin at or above which a query is refused."""
    guard_classifier_threshold: float = Field(default=0.56, gt=0)
    """Classifier attack probability at or above which a query is refused (above 1: off)."""
    guard_intent_threshold: float = Field(default=0.80, gt=0)
    """Intent classifier misuse probability at or above which a question is refused on its
    own (``security.intent_policy``; above 1, with the assisted one: the harm frames alone).
    Tuned out of corpus over thirteen authors (eleven blind sets and our two corpora), their benign
    look-alikes and the product's own legitimate text (``clinrag eval guard --by-author``);
    with four authors it found no threshold within the legitimate-toxicology limit and stayed
    off. Lower than before (0.97) since branch ``misuse9``: the classifier's probabilities are
    sharper (``intent_model.EMBEDDING_WEIGHT``); 0.775 on that branch, 0.79 on main after the
    session's merges (more product questions among the legitimate texts), 0.75 with
    ``guard_blind9`` an eleventh author and the frames' refusals confirmed (branch ``intent10``:
    the frames' false refusals no longer spend the legitimate-toxicology allowance), 0.755 on
    main after that session's merges; 0.79 with ``guard_blind10`` a twelfth author and no seen
    product text refused a hard constraint of the tuning (branch ``intent11``), 0.775 on main after
    the tenth session's merges; 0.805 with ``guard_blind11`` a thirteenth author (``benign12``),
    0.80 on main after the eleventh session's merges (test11 among the product text)."""
    guard_intent_assisted_threshold: float = Field(default=0.60, gt=0)
    """Misuse probability enough when a medium harm frame (1.5) fires beside it."""
    guard_intent_confirm_threshold: float = Field(default=0.10, ge=0, le=1)
    """Misuse probability the harm frames need beside them to refuse on their own score (0: the
    frames alone decide); chosen leave-one-author-out (``intent_policy.FRAMES_CONFIRM``)."""
    accepted_languages: tuple[str, ...] = ("en",)
    """ISO 639-1 codes of the languages a question may be in; any other is refused (422
    ``unsupported_language``, fail closed). The default is the languages whose PHI recall meets
    the 0.98 target on the test half of ``clinrag eval pii --languages``: English only. The
    guard's patterns and intent rules also read de, fr, es, it and pt (``security/language.py``
    ``GUARD_LANGUAGES``), where measured recall is 0.956-0.978; a deployment may opt in to them
    knowingly. JSON in the environment: ``'["en","de"]'``."""
    model_judge: Literal["off", "on"] = "off"
    """``on``: after the guard, the language model judges the redacted question's intent
    (``security/model_judge.py``) and a harmful, self-harm or prompt-attack verdict refuses it
    with the guard's reason codes. A model that is down, busy or slow leaves the guard's verdict
    standing (``judge: unavailable`` in the trace). Default and figures: docs/benchmarks.md."""
    model_judge_timeout_seconds: float = Field(default=20.0, gt=0)
    """The judge's time limit per question; beyond it the question passes on the guard alone."""
    cache_dir: Path = Path(".data/cache")
    """Where the guard keeps the embeddings of its known attacks, and the query classifier its
    fitted weights (each rebuilt when absent)."""


class LLMBackend(StrEnum):
    """``llama_cpp``: a GGUF model in a supervised child process of the service (no server to
    install); ``openai``: any OpenAI-compatible server (vLLM, TGI, SGLang, llama.cpp, Ollama's
    ``/v1``); ``ollama``: Ollama's native API."""

    LLAMA_CPP = "llama_cpp"
    OPENAI = "openai"
    OLLAMA = "ollama"


class SchemaDialect(StrEnum):
    """How an OpenAI-compatible server is told the JSON schema of an answer."""

    JSON_SCHEMA = "json_schema"
    """OpenAI's ``{"type": "json_schema", "json_schema": {...}}`` (vLLM, SGLang, llama.cpp's
    C++ server, Ollama)."""
    JSON_OBJECT = "json_object"
    """llama-cpp-python's ``{"type": "json_object", "schema": {...}}``."""


class LLMSettings(BaseModel):
    backend: LLMBackend = LLMBackend.LLAMA_CPP
    model_path: Path | None = None
    """A GGUF file for ``llama_cpp``; unset = the packaged Qwen2.5-Coder-1.5B-Instruct Q4_K_M."""
    n_ctx: int = Field(default=4096, ge=512, le=131_072)
    """Context window in tokens (llama.cpp; also sent to Ollama as ``num_ctx``)."""
    n_threads: int | None = Field(default=None, ge=1)
    """llama.cpp CPU threads; unset = every core."""
    prompt_cache_bytes: int = Field(default=0, ge=0)
    """The embedded model's RAM cache of evaluated prompts (0 = off): a call that starts like an
    earlier one (each prompt's fixed instructions) skips re-reading that prefix. It holds
    redacted prompts only, in the model's process."""
    process_start_timeout_seconds: float = Field(default=180.0, gt=0)
    """``llama_cpp``: the model process must load and answer its probe within this long."""
    process_restart_backoff_seconds: float = Field(default=1.0, gt=0)
    """``llama_cpp``: first delay before restarting a model process that stopped; doubles per
    consecutive failed start, up to ``process_restart_backoff_max_seconds``."""
    process_restart_backoff_max_seconds: float = Field(default=30.0, gt=0)
    openai_base_url: str = "http://127.0.0.1:8080/v1"
    """``openai``: the server's base URL, ending in ``/v1``."""
    openai_model: str = "medgemma-4b-it"
    """``openai``: the model name the server serves."""
    openai_api_key: SecretStr | None = None
    openai_schema_dialect: SchemaDialect = SchemaDialect.JSON_SCHEMA
    max_concurrent_calls: int = Field(default=1, ge=1, le=256)
    """Model calls running at once, per service process (the embedded model serves one at a
    time; a GPU pool serves more)."""
    queue_depth: int = Field(default=8, ge=0, le=10_000)
    """Model calls that may wait for a free slot; beyond, a question gets 503 with
    ``Retry-After`` at once."""
    ollama_host: str = "http://127.0.0.1:11434"
    ollama_model: str = "alibayram/medgemma:4b"
    """A MedGemma 4B tag published in the Ollama library by a community account, not by Google:
    `ollama pull` it on the server, or set the tag you serve."""
    timeout_seconds: float = Field(default=120.0, gt=0)
    """Per attempt. On 2 CPU cores a 400-token answer from the 1.5B model takes ~60 s."""
    max_retries: int = Field(default=2, ge=0, le=10)
    """Extra attempts after a transient failure (connection refused, 5xx, 429); never after
    a timeout or a rejected request."""
    backoff_seconds: float = Field(default=0.5, ge=0)
    """First retry delay; doubles per retry, with jitter, up to ``backoff_max_seconds``."""
    backoff_max_seconds: float = Field(default=8.0, ge=0)
    breaker_threshold: int = Field(default=5, ge=1)
    """Consecutive failed calls that open the circuit: calls then fail fast (503)."""
    breaker_cooldown_seconds: float = Field(default=30.0, gt=0)
    """How long the circuit stays open before one trial call may close it again."""
    max_output_tokens: int = Field(default=400, ge=16, le=8192)
    """Token cap on a synthesized answer (every call carries a cap: ``max_tokens``)."""
    temperature: float = Field(default=0.0, ge=0, le=2)


class PipelineMode(StrEnum):
    """``auto``: the question's classification decides (SIMPLE takes the classical path)."""

    CLASSICAL = "classical"
    AGENTIC = "agentic"
    AGENT = "agent"
    """The tool-calling agent over the buckets (``clinrag.pipelines.agent``)."""
    AUTO = "auto"


class QueryClassifierKind(StrEnum):
    """How the classify step types a question."""

    EMBEDDING = "embedding"
    """Logistic regression over the question's embedding (already computed by the guard):
    about a millisecond on a CPU."""
    MODEL = "model"
    """Ask the language model (seconds on a CPU; for GPU deployments)."""


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


class PipelineSettings(BaseModel):
    default_mode: PipelineMode = PipelineMode.AUTO
    synthesis: Literal["direct", "map_reduce", "extractive"] = "extractive"
    """How answers are written from the evidence (a request may choose another): ``direct``,
    ``map_reduce`` or ``extractive`` (``clinrag.domain.Strategy``). Extractive by default: with
    the packaged 1.5B model on a CPU the written answers agreed with the cited study no more
    often than always answering yes, and contradicted their own evidence; a quote cannot
    (``clinrag eval answers --set research``, docs/benchmarks.md)."""
    verdict: Literal["rules", "model", "learned"] = "rules"
    """How an extractive answer states what its quote answers: ``rules``, the quote chosen by
    the sentence rules stands alone (no yes or no is stated); ``model``, one short model call
    reads the question and the quote and the answer opens with "Yes.", "No." or "No
    significant difference." (``unclear`` or a failed call: the quote alone;
    ``pipelines/verdict.py``); ``learned``, the stance reader trained on the shipped research
    questions reads the quote and states one of the same three, no model call, none where
    the rules read the quote another way (``stance/learned.py``, ``steps/read_verdict.py``).
    ``rules`` stays the default: ``learned`` agrees with gold more often but states wrong
    verdicts (docs/benchmarks.md, reader13)."""
    extract_sentences: int = Field(default=3, ge=1, le=10)
    """Sentences an extractive answer quotes."""
    map_max_tokens: int = Field(default=160, ge=32)
    """Token cap of each map call (one passage's facts)."""
    classifier: QueryClassifierKind = QueryClassifierKind.EMBEDDING
    max_iterations: int = Field(default=3, ge=1, le=3)
    """Synthesis rounds of the agentic pipeline (the first plus reflections)."""
    reflect_below_confidence: float = Field(default=0.7, ge=0, le=1)
    """The agentic pipeline asks for a reflection only below this confidence: a well-grounded
    answer does not pay for another model call."""
    citation_support_threshold: float = Field(default=0.5, gt=0, le=1)
    """Share of a sentence's content words its cited passage must hold (calibrated with
    ``clinrag eval citations``)."""
    citation_similarity_threshold: float = Field(default=0.55, ge=-1, le=1)
    """Least cosine between a cited sentence and the best-matching sentence of its passage
    (calibrated with ``clinrag eval citations``)."""
    min_relevance: float = Field(default=0.0, ge=0, le=1)
    """Passages scoring below this (rerank, else fused) are not shown to the model."""
    evidence_token_budget: int = Field(default=400, ge=32, le=8000)
    """Evidence the model reads, in the embedder's word pieces: the sentences of the retrieved
    passages closest to the question, each with a neighbour, until this is spent."""
    evidence_min_similarity: float = Field(default=0.5, ge=-1, le=1)
    """A sentence is evidence only at or above this cosine to one of the question's searches;
    a passage without one is not shown to the model, and a question with none is answered "not
    found" without a model call. 0.5 with the packaged MiniLM embedder: off-corpus questions
    correctly refused 10 % at 0.2, 94 % at 0.5, answerable ones answered 99 % (``clinrag eval
    answers``, docs/benchmarks.md)."""
    quote_min_similarity: float = Field(default=0.3, ge=-1, le=1)
    """Least cosine to the question's searches of the sentence an extractive answer quotes
    from an admitted passage (``pipelines/lead_sentence.py``): a finding on the question's
    outcome is often phrased far from the question (abbreviations, numbers), so this sits
    below ``evidence_min_similarity``, which decides whether the passage is evidence at all."""
    coverage_check: bool = False
    """On: before an answer is written, the best passages must be about the question's
    subjects (the drugs, drug classes, conditions and procedures it names,
    ``pipelines/subject_names.py``; a brand is met by its generic, a class by a member), met
    exactly or by the embedder's similarity; otherwise the answer is "not covered" (found false,
    flag ``not_covered``, ``pipelines/steps/check_coverage.py``). Off by default: on the blind
    research questions it still declines a few answerable ones (test5 answered 0.94 -> 0.86,
    held-out test7 0.97 -> 0.92, agreement 0.36 -> 0.31; docs/benchmarks.md), more than the
    one question a split it may cost."""
    coverage_similarity: float = Field(default=0.75, ge=-1, le=2)
    """Least cosine between a subject the passages do not spell and their nearest word for it
    to count as met (a synonym or another spelling); above 1: exact matches only. 0.75 is the
    lowest threshold that answered no absent-subject question of the dev set (drugs) while
    keeping its present-subject answers; the held-out family (conditions, procedures): 0 of
    24 absent answered, 22 of 22 present (``clinrag eval coverage``, docs/benchmarks.md)."""
    coverage_passages: int = Field(default=3, ge=1, le=50)
    """The best passages (by relevance) whose words must meet the question's subjects."""
    read_documents: int = Field(default=0, ge=0, le=20)
    """The first documents of a classical retrieval whose other passages are read beside the
    retrieved ones (``pipelines/steps/read_documents.py``): an abstract's result on a
    secondary outcome is often in a chunk the search did not return. 0 (the default) reads
    none: at 3 the research set moved dev +1, test -1, test2 0 (docs/benchmarks.md)."""
    passages_per_document: int = Field(default=4, ge=1, le=20)
    """At most this many passages of each such document, the closest to the question first."""
    classify_max_tokens: int = Field(default=24, ge=8)
    decompose_max_tokens: int = Field(default=200, ge=32)
    reflect_max_tokens: int = Field(default=120, ge=32)
    translate_max_tokens: int = Field(default=400, ge=32)
    """Longest translation of a question into English, or of a checked answer into the
    question's language (``pipelines/translation.py``); a cut translation fails its check."""
    retrieval_attempts: int = Field(default=2, ge=1, le=5)
    """Runs of a retrieval step in all when the document store does not answer (a dropped
    connection, a failover): each failed attempt stays in the audit record."""
    retrieval_retry_wait_seconds: float = Field(default=0.2, ge=0, le=5)
    pause_ttl_seconds: float = Field(default=3600.0, gt=0, le=7 * 24 * 3600)
    """How long a question paused to ask its caller can be resumed; expired ones are deleted."""
    grade_thresholds: tuple[float, ...] = (0.65, 0.50, 0.35)
    """Relevance a retrieved passage must reach to count as relevant evidence, per attempt:
    the first retrieval is graded at the first threshold, each retry at the next (progressive
    thresholds, ../shared/design/customer-service-graph.zh.md). Relevance is the rerank score
    when a reranker ran, else the fused score (``pipelines/grading.py`` says why both are
    comparable across questions)."""
    grade_min_passages: int = Field(default=1, ge=1, le=100)
    """Passages at or above the attempt's threshold for the evidence to pass its grade."""
    grade_max_retries: int = Field(default=2, ge=0, le=5)
    """Rewrites and retrievals after a failed grade; then the answer carries a caveat (a
    thread asks for clarification instead)."""

    @model_validator(mode="after")
    def _a_threshold_per_attempt(self) -> PipelineSettings:
        thresholds = self.grade_thresholds
        if len(thresholds) < self.grade_max_retries + 1:
            raise ValueError("pipeline.grade_thresholds needs one threshold per attempt")
        if any(not 0 <= t <= 1 for t in thresholds):
            raise ValueError("pipeline.grade_thresholds must lie in [0, 1]")
        if any(later > earlier for earlier, later in pairwise(thresholds)):
            raise ValueError("pipeline.grade_thresholds must not rise from attempt to attempt")
        return self

    agent: AgentSettings = AgentSettings()


class ConversationSettings(BaseModel):
    enabled: bool = False
    """Conversational mode for the service: ``/v1/conversations`` keeps threads. Off, those
    routes answer 404 ``conversations_disabled``; ``POST /v1/query`` is stateless either way."""
    max_turns: int = Field(default=20, ge=1, le=1000)
    """Turns one thread may hold; a message past it gets 409 ``turn_limit_reached``."""
    router: Literal["learned", "cues", "model"] = "learned"
    """How a thread's message is routed: ``learned`` by a logistic regression over the
    message's embedding (the guard's) and its word cues, trained on the shipped dialogues (no
    model call, ``pipelines/route_classifier.py``); ``cues`` by the word rules alone (a
    pronoun, an ellipsis, a greeting, a subject of its own; ``pipelines/thread_cues.py``);
    ``model`` asks the language model (one JSON call, seconds on a CPU; for GPU
    deployments). Figures: ``clinrag eval conversations``."""
    rewriter: Literal["carry_over", "model"] = "carry_over"
    """How a follow-up is made self-contained: ``carry_over`` appends the thread's subject
    words (no model call, ``pipelines/carry_over.py``); ``model`` asks the language model to
    rewrite it."""
    router_turns: int = Field(default=3, ge=1, le=20)
    """Earlier turns (redacted question and answer) the router reads to route a message; the
    first message of a thread is searched without a router call."""
    router_max_tokens: int = Field(default=24, ge=8, le=256)
    """Most tokens of the router's JSON reply (``{"route": ...}``)."""
    rewrite_max_tokens: int = Field(default=128, ge=16, le=512)
    """Most tokens of a follow-up's rewrite (``{"query": ...}``); a cut reply is a failure and
    the message is searched as it stands."""


class AuditSettings(BaseModel):
    retention_years: int = Field(default=6, ge=1)
    """Audit rows are kept at least this long; nothing in the service deletes audit rows (the
    tables refuse UPDATE, DELETE and TRUNCATE). Removal after this period is a DBA's act."""
    write_timeout_seconds: float = Field(default=10.0, gt=0)
    """An audit write (waiting its turn on the hash chain included) fails after this long,
    and the request with it (503)."""
    max_page_size: int = Field(default=500, ge=1, le=10_000)
    """Most query rows one audit search returns."""


class MetricsSettings(BaseModel):
    simple_target_seconds: float = Field(default=2.0, gt=0)
    """Latency target of a SIMPLE question, end to end; ``/metrics`` and
    ``/v1/metrics/latency`` report the share of answers within it."""
    complex_target_seconds: float = Field(default=5.0, gt=0)
    """Latency target of every other query type (COMPARATIVE, MULTI_STEP, TEMPORAL)."""
    default_window_minutes: int = Field(default=60, ge=1)
    """Window of ``GET /v1/metrics/latency`` when the caller names none."""
    max_window_minutes: int = Field(default=7 * 24 * 60, ge=1)
    """Longest window a caller may ask for: the figures are computed from the audit log on
    each call, so the window bounds the rows read."""


class AuthSettings(BaseModel):
    requests_per_minute: int = Field(default=60, ge=1)
    """Requests one API key may make per minute, counted in the database so the limit holds
    across every server process (429 with ``Retry-After`` beyond)."""
    key_cache_seconds: float = Field(default=30.0, ge=0)
    """How long a process trusts a key it has checked. A revocation evicts it at once in every
    process (LISTEN/NOTIFY, src/clinrag/auth/revocations.py); while the listener is disconnected the
    cache is not used. 0 = no cache and no listener."""


class LoggingSettings(BaseModel):
    level: str = "INFO"
    format: LogFormat = LogFormat.AUTO


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="CLINRAG_",
        env_nested_delimiter="__",
        extra="ignore",
    )

    database_url: SecretStr | None = None
    """External PostgreSQL with pgvector (``postgresql+psycopg://...``); unset = embedded."""
    server: ServerSettings = ServerSettings()
    database: DatabaseSettings = DatabaseSettings()
    models: ModelSettings = ModelSettings()
    ingest: IngestSettings = IngestSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    search: SearchSettings = SearchSettings()
    rerank: RerankSettings = RerankSettings()
    llm: LLMSettings = LLMSettings()
    security: SecuritySettings = SecuritySettings()
    pipeline: PipelineSettings = PipelineSettings()
    conversations: ConversationSettings = ConversationSettings()
    audit: AuditSettings = AuditSettings()
    metrics: MetricsSettings = MetricsSettings()
    auth: AuthSettings = AuthSettings()
    logging: LoggingSettings = LoggingSettings()
