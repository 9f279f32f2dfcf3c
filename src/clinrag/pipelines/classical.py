"""The classical pipeline: one retrieval, one model call.

validate → redact → guard → hybrid retrieve + rerank (top-k; retried when the document store
does not answer) → redact evidence → synthesize with [n] citations → citation check → output
PII scan.
"""

from __future__ import annotations

from clinrag.errors import RetrievalError
from clinrag.pipelines.claim_support import SupportRule
from clinrag.pipelines.flow import Flow, Retry, Step
from clinrag.pipelines.parts import PipelineParts
from clinrag.pipelines.steps.check_citations import CheckCitations
from clinrag.pipelines.steps.guard import Guard
from clinrag.pipelines.steps.output_scan import OutputScan
from clinrag.pipelines.steps.redact_evidence import RedactEvidence
from clinrag.pipelines.steps.redact_query import RedactQuery
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.pipelines.steps.synthesize import Synthesize
from clinrag.pipelines.steps.validate import Validate
from clinrag.settings import PipelineSettings


def intake(parts: PipelineParts) -> Flow:
    """Every question's first steps, in every mode: nothing downstream reads unredacted or
    unguarded text."""
    return (
        Validate(parts.validation, parts.offload),
        RedactQuery(parts.redactor, parts.offload),
        Guard(parts.guard, parts.embedder, parts.offload),
    )


def answer_once(parts: PipelineParts) -> Flow:
    """Retrieve, write and check one answer."""
    return (
        retried(parts, Retrieve(parts.retriever, parts.settings.min_relevance)),
        RedactEvidence(parts.redactor, parts.offload),
        Synthesize(parts.llm, parts.llm_settings),
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


def classical_answer(parts: PipelineParts) -> Flow:
    """The classical path after intake (``auto`` mode takes it for SIMPLE questions)."""
    return (*answer_once(parts), OutputScan(parts.redactor, parts.offload))


def classical(parts: PipelineParts) -> Flow:
    return (*intake(parts), *classical_answer(parts))
