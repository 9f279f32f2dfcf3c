"""The classical pipeline: one retrieval, one model call.

validate → redact → guard → (``security.model_judge=on``: the model judge) → (a question in
another language: translate into English, guard again) → hybrid retrieve + rerank (top-k;
retried when the document store does not answer) → grade the evidence by its scores, and while
too little is relevant rewrite and search again at a lower threshold (``grading``) → read the
first documents' other passages (``read_documents``; 0 turns it off) → redact evidence →
select the sentences that bear on the question → synthesize with [n] citations → citation check
→ output PII scan → (translate the scanned answer into the question's language). A thread's
message that works on the previous answer reads that answer's evidence again instead
(``recalled_answer``).
"""

from __future__ import annotations

from clinrag.errors import RetrievalError
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.draft_relay import DraftRelay
from clinrag.pipelines.flow import Branch, Flow, Retry, Step
from clinrag.pipelines.grading import graded
from clinrag.pipelines.offload import Offload
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.check_citations import CheckCitations
from clinrag.pipelines.steps.check_coverage import CheckCoverage
from clinrag.pipelines.steps.check_filters import filters_checked
from clinrag.pipelines.steps.extract import Extract
from clinrag.pipelines.steps.guard import Guard
from clinrag.pipelines.steps.judge import JUDGE_REFUSES, Judge
from clinrag.pipelines.steps.map_passages import MapPassages
from clinrag.pipelines.steps.output_scan import OutputScan
from clinrag.pipelines.steps.read_documents import ReadDocuments
from clinrag.pipelines.steps.read_verdict import ReadVerdict
from clinrag.pipelines.steps.recall import Recall
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.redact_query import RedactQuery
from clinrag.pipelines.steps.reduce_facts import ReduceFacts
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.pipelines.steps.screen_output import ScreenOutput
from clinrag.pipelines.steps.select_evidence import SelectEvidence
from clinrag.pipelines.steps.state_verdict import StateVerdict
from clinrag.pipelines.steps.synthesize import Synthesize
from clinrag.pipelines.steps.translate_answer import TranslateAnswer
from clinrag.pipelines.steps.translate_query import ENGLISH, TranslateQuery
from clinrag.pipelines.steps.validate import Validate
from clinrag.pipelines.subject_names import subject_lexicon
from clinrag.retrieval.embedding import Embedder
from clinrag.security.guard import InputGuard
from clinrag.security.redaction import Redactor
from clinrag.security.validation import ValidationConfig
from clinrag.setting_groups.pipeline import PipelineSettings


def intake(parts: PipelineParts) -> Flow:
    """Every question's first steps, in every mode: nothing downstream reads unredacted or
    unguarded text, and everything downstream reads English (a question in another accepted
    language is translated, then guarded again: ``steps/translate_query.py``)."""
    return (
        *intake_of(parts.validation, parts.redactor, parts.guard, parts.embedder, parts.offload),
        *(() if parts.judge is None else (Judge(parts.judge, JUDGE_REFUSES),)),
        Branch(
            "question in English?",
            in_english,
            {
                "yes": (),
                "no": (
                    TranslateQuery(
                        parts.llm,
                        parts.guard,
                        parts.redactor,
                        parts.embedder,
                        parts.offload,
                        parts.settings.translate_max_tokens,
                    ),
                ),
            },
        ),
    )


def in_english(state: QueryState) -> str:
    return "yes" if state.language == ENGLISH else "no"


def intake_of(
    validation: ValidationConfig,
    redactor: Redactor,
    guard: InputGuard,
    embedder: Embedder,
    offload: Offload,
) -> Flow:
    """``intake`` from its parts alone: a search takes it too, and needs no model."""
    return (
        Validate(validation, offload),
        RedactQuery(redactor, offload),
        Guard(guard, embedder, offload),
    )


def answer_once(parts: PipelineParts) -> Flow:
    """Retrieve, write and check one answer; first, filters that leave nothing are named to
    the caller (where the corpus can be counted: ``steps/check_filters.py``)."""
    tools = parts.agent_tools
    return (
        *(() if tools is None else (filters_checked(tools),)),
        retried(parts, Retrieve(parts.retriever, parts.settings.min_relevance)),
        *graded(parts, lambda search: retried(parts, search)),
        *((read_documents(parts),) if parts.settings.read_documents else ()),
        RedactEvidence(parts.redactor, parts.offload),
        *((check_coverage(parts),) if parts.settings.coverage_check else ()),
        select_evidence(parts),
        write_answer(parts),
        citation_check(parts),
    )


def citation_rule(settings: PipelineSettings) -> SupportRule:
    return SupportRule(
        lexical=settings.citation_support_threshold,
        similarity=settings.citation_similarity_threshold,
    )


def citation_check(parts: PipelineParts) -> CheckCitations:
    return CheckCitations(citation_rule(parts.settings), parts.embedder, parts.offload)


def retried(parts: PipelineParts, retrieval: Step) -> Retry:
    """A retrieval step run again when the document store did not answer."""
    settings = parts.settings
    return Retry(
        (retrieval,),
        attempts=settings.retrieval_attempts,
        on=(RetrievalError,),
        wait_seconds=settings.retrieval_retry_wait_seconds,
    )


def read_documents(parts: PipelineParts) -> Retry:
    """The retrieved documents' other passages, read again when the store did not answer."""
    settings = parts.settings
    return retried(
        parts,
        ReadDocuments(parts.retriever, settings.read_documents, settings.passages_per_document),
    )


def check_coverage(parts: PipelineParts) -> CheckCoverage:
    settings = parts.settings
    return CheckCoverage(
        parts.embedder,
        settings.coverage_similarity,
        settings.coverage_passages,
        subject_lexicon(),
    )


def select_evidence(parts: PipelineParts) -> SelectEvidence:
    settings = parts.settings
    return SelectEvidence(
        parts.embedder,
        parts.counter,
        settings.evidence_token_budget,
        settings.evidence_min_similarity,
        settings.quote_min_similarity,
    )


def write_answer(parts: PipelineParts) -> Branch:
    """The answer written from the selected evidence, by the request's strategy."""
    settings = parts.settings
    drafts = DraftRelay(parts.redactor, parts.offload, citation_rule(settings), parts.embedder)
    return Branch(
        "synthesis strategy?",
        lambda state: state.strategy,
        {
            "direct": (Synthesize(parts.llm, parts.llm_settings, drafts),),
            "map_reduce": (
                MapPassages(parts.llm, settings.map_max_tokens),
                ReduceFacts(parts.llm, parts.llm_settings, drafts),
            ),
            "extractive": (Extract(settings.extract_sentences),),
        },
    )


def unanswered(state: QueryState) -> str:
    """Relevant evidence but no generated sentence survived its check: quote the evidence."""
    best = state.best
    if best is None or best.check.supported_numbers or best.kind == "extractive":
        return "answered or nothing to quote"
    return (
        "quote the evidence"
        if any(p.lead for p in best.passages)
        else "answered or nothing to quote"
    )


def finish(parts: PipelineParts, before_scan: Flow = ()) -> Flow:
    """The answer screened for what its evidence does not carry, the extractive fallback, the
    output scan, then (a question in another language) the scanned model answer translated
    into it: every mode ends so. ``before_scan``: the mode's last touches to the text (the
    agent's ``[doc:ID]`` citations), scanned with it."""
    return (
        ScreenOutput(),
        Branch(
            "a checked sentence survived?",
            unanswered,
            {
                "answered or nothing to quote": (),
                "quote the evidence": (
                    Extract(parts.settings.extract_sentences),
                    citation_check(parts),
                ),
            },
        ),
        *verdict_steps(parts),
        *before_scan,
        OutputScan(parts.redactor, parts.offload),
        Branch(
            "question in English?",
            in_english,
            {
                "yes": (),
                "no": (TranslateAnswer(parts.llm, parts.settings.translate_max_tokens),),
            },
        ),
    )


def verdict_steps(parts: PipelineParts) -> Flow:
    """The step stating an extractive answer's verdict, as ``verdict`` chooses (none for
    ``rules``). ``learned`` without a reader fails at build time: a silent fallback would
    ship answers without the verdict the setting asks for."""
    if parts.settings.verdict == "model":
        return (StateVerdict(parts.llm),)
    if parts.settings.verdict == "learned":
        if parts.verdict_reader is None:
            raise ValueError("verdict=learned needs the learned verdict reader")
        return (ReadVerdict(parts.verdict_reader, parts.offload),)
    return ()


def recalled_answer(parts: PipelineParts) -> Flow:
    """The classical path after intake over a thread's earlier evidence, read again
    (``Recall``) instead of searched."""
    return (
        Recall(parts.retriever),
        RedactEvidence(parts.redactor, parts.offload),
        select_evidence(parts),
        write_answer(parts),
        citation_check(parts),
        *finish(parts),
    )


def classical_answer(parts: PipelineParts) -> Flow:
    """The classical path after intake (``auto`` mode takes it for SIMPLE questions)."""
    return (*answer_once(parts), *finish(parts))


def classical(parts: PipelineParts) -> Flow:
    return (*intake(parts), *classical_answer(parts))
