"""The ``Answer`` made from a pipeline's final state: the scanned text, the citations that
survived their check, the flags a reader should see, the trace.

The pipeline's name follows from the mode and the question's type alone: ``auto`` sends
SIMPLE questions down the classical path and the others down the agentic one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from clinrag.domain import (
    NOT_FOUND,
    SOURCES_SEARCHED,
    Answer,
    Citation,
    Evidence,
    Mode,
    PipelineName,
    SearchedSource,
)
from clinrag.pipelines.agent.citing import relaxed_note, unmapped_note
from clinrag.pipelines.answer_language import answer_language, lead_phrase, phrase
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.grading import LOW_EVIDENCE_CAVEAT, low_evidence
from clinrag.pipelines.snippets import window
from clinrag.pipelines.state import Draft, QueryState
from clinrag.pipelines.trace import Trace
from clinrag.pipelines.verdict import VERDICT_PHRASES

SNIPPET_CHARS = 300
LOW_FACT_OVERLAP = 0.2
"""A map-reduce answer sharing less than this with its facts is flagged ``low_confidence``."""


def pipeline_of(mode: Mode, state: QueryState) -> PipelineName:
    if mode == "auto":
        if state.agent is not None:
            return "agent"
        return "classical" if state.query_type == "SIMPLE" else "agentic"
    return mode


def final_text(state: QueryState) -> str:
    """The best draft's checked text, or the not-found statement (before the output scan)."""
    draft = _best(state)
    if draft.check.supported_numbers:
        text = state.rendered_text or draft.check.text
    elif state.uncovered:
        text = not_covered_text(state.uncovered)
    else:
        text = not_found_text(_searched(draft))
    agent = state.agent
    notes = [] if agent is None else [relaxed_note(agent), unmapped_note(agent.decomposition)]
    note = "\n".join(n for n in notes if n)
    return f"{text}\n\n{note}" if note else text


def answer_of(state: QueryState, mode: Mode, trace: Trace) -> Answer:
    draft = _best(state)
    if state.answer_text is None or state.query is None:
        raise RuntimeError("an answer is composed after the output scan")
    found = bool(draft.check.supported_numbers)
    by_number = {p.number: p for p in draft.passages}
    # A not-found answer says as much already; a found one on weak evidence says so.
    caveat = (
        (phrase(state.language, "caveat") or LOW_EVIDENCE_CAVEAT)
        if found and low_evidence(state)
        else None
    )
    # The lead, the verdict and the caveat are fixed text of ours, added after the scan.
    lead = lead_phrase(state)
    body = (state.translated_answer or state.answer_text).text
    if found and draft.kind == "extractive" and state.verdict is not None:
        body = f"{VERDICT_PHRASES[state.verdict]} {body}"  # fixed words before the quote
    text = "\n\n".join(
        part for part in (phrase(state.language, lead) if lead else None, body, caveat) if part
    )
    return Answer(
        text=text,
        citations=tuple(
            _citation(by_number[n], draft.check.support_of(n))
            for n in draft.check.supported_numbers
        ),
        confidence=draft.confidence if found else 0.0,
        pipeline=pipeline_of(mode, state),
        query_type=state.query_type,
        sub_queries=state.sub_queries,  # everything searched, in every round
        iterations=state.rounds,
        found=found,
        kind=draft.kind if found else "not_found",
        flags=(
            *_flags(draft, found, state.answer_text.redacted_count, state.withheld),
            *(("low_evidence",) if low_evidence(state) else ()),
            *(("not_covered",) if state.uncovered and not found else ()),
            *_agent_flags(state),
            *(("answer_untranslated",) if lead_phrase(state) == "untranslated" else ()),
        ),
        searched=_searched(draft),
        redacted_query=(state.asked or state.query).text,
        reranker=draft.reranker,
        steps=tuple(trace.steps),
        llm_calls=tuple(trace.llm_calls),
        caveat=caveat,
        language=answer_language(state),
    )


def _best(state: QueryState) -> Draft:
    if state.best is None:
        raise RuntimeError("no draft was checked")
    return state.best


def _searched(draft: Draft) -> tuple[SearchedSource, ...]:
    return tuple(dict.fromkeys(SearchedSource(p.title.text, p.source.text) for p in draft.passages))


def not_found_text(searched: Sequence[SearchedSource]) -> str:
    """The not-found answer, naming the sources searched by title (scoped when answered)."""
    if not searched:
        return f"{NOT_FOUND} No document matched the question."
    names = "; ".join(_short(s.title or s.source) for s in searched)
    return f"{NOT_FOUND} {SOURCES_SEARCHED} {names}."


def not_covered_text(subjects: Sequence[str]) -> str:
    """The answer when the best passages are not about the question's subjects (the words are
    the redacted question's own)."""
    return (
        f"{NOT_FOUND} The documents do not cover this: the passages found are not about "
        f"{', '.join(subjects)}."
    )


def _short(name: str, limit: int = 80) -> str:
    name = " ".join(name.split())
    return name if len(name) <= limit else name[: limit - 1].rstrip() + "…"


def _flags(
    draft: Draft, found: bool, output_redactions: int, withheld: tuple[str, ...]
) -> tuple[str, ...]:
    flags = ["output_withheld"] if withheld else []
    if not found:
        flags.append("not_found")
    if draft.check.removed_citations:
        flags.append("citations_removed")
    if found and draft.check.uncited_sentences:
        flags.append("uncited_sentences")
    if output_redactions:
        flags.append("output_redacted")
    if any(p.chunk.security_flags for p in draft.passages):
        flags.append("flagged_evidence")
    if draft.failed_sub_queries:
        flags.append("failed_sub_queries")
    if found and draft.fact_overlap is not None and draft.fact_overlap < LOW_FACT_OVERLAP:
        flags.append("low_confidence")
    return tuple(flags)


def _agent_flags(state: QueryState) -> tuple[str, ...]:
    """``unmapped_constraints``: the question stated a constraint no field holds (not applied,
    said in the text); ``relaxed_filters``: an inferred filter matched nothing and was
    dropped (said in the text); ``tool_budget_spent``: the review was cut by the budget."""
    agent = state.agent
    if agent is None:
        return ()
    flags = ["unmapped_constraints"] if agent.decomposition.unmapped else []
    if agent.relaxed:
        flags.append("relaxed_filters")
    if agent.review is not None and agent.review.reason == "budget_spent":
        flags.append("tool_budget_spent")
    return tuple(flags)


def evidence_of(passage: Passage) -> Evidence:
    """The passage as a reader sees it: redacted fields, the excerpt the model read."""
    chunk = passage.chunk
    return Evidence(
        number=passage.number,
        chunk_id=chunk.chunk_id,
        document_id=chunk.document_id,
        title=passage.title.text,
        source=passage.source.text,
        page=chunk.page,
        section=passage.section.text or None,
        snippet=_snippet(passage),
        relevance=round(passage.relevance, 4),
    )


def _snippet(passage: Passage) -> str:
    """The excerpt's first ``SNIPPET_CHARS``, or, when its lead (the sentence an extractive
    answer quotes, the finding on what was asked) ends past them, the window from the lead:
    a reader checking the quote behind [n] sees it, not the title the excerpt opens with."""
    text = passage.text.text
    at = text.find(passage.lead) if passage.lead else -1
    if at < 0 or at + len(passage.lead or "") <= SNIPPET_CHARS:
        return text[:SNIPPET_CHARS]
    return "…" + window(text[at:], 0, SNIPPET_CHARS, before=0)


def _citation(passage: Passage, support: float) -> Citation:
    return Citation(**asdict(evidence_of(passage)), support=round(support, 4))
