"""The extractive answer: no model call, the evidence's best sentences quoted with their
citations. A strategy of its own, and the answer shipped when relevant evidence exists but no
generated sentence survived its citation check (a refusal is shown only when nothing relevant
was found)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.lead_sentence import Candidate, choose_lead
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.trace import StepDetails
from clinrag.stance.roles import RANK


class Extract:
    name = "extract"

    def __init__(self, sentences: int) -> None:
        self.sentences = sentences

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        quoted = _quotable(state.passages)[: self.sentences]
        text = " ".join(f"{_closed(lead)} [{number}]" for number, lead in quoted)
        notes.update(quoted=len(quoted), cited=[number for number, _ in quoted])
        return replace(state, draft_text=text, draft_kind="extractive", fact_overlap=None)


QUOTE_MARGIN = 0.1
"""A document is quoted only when its closest sentence is within this cosine of the best
document's: a study of another drug or population that shares words with the question would
otherwise be quoted beside the one that answers it, and a reader takes the quotes as one
answer."""


def _quotable(passages: Sequence[Passage]) -> list[tuple[int, str]]:
    """(number, lead) of one passage per document. A document's quote is the lead of its
    passages chosen by the rule that chose each lead (``lead_sentence``: the finding naming
    the question's focus, a conclusion before a result; an abstract split over chunks has its
    title in the first chunk and its findings in the others). Only documents within
    ``QUOTE_MARGIN`` of the closest are quoted; those whose quote is a finding come first,
    the rest in the order of their best passage; a document whose quote is a title or an aim
    only when no document has better; each sentence is quoted once (the same abstract
    ingested twice gives the same lead). The first document quoted also gives its finding on
    the question's outcome and arms (``Passage.asked``) when that is another sentence: a
    study's conclusion often speaks of its main outcome, the question of another (the two
    in the excerpt's order; docs/benchmarks.md, "The sentence that answers the question's
    comparison")."""
    by_document: dict[int, list[Passage]] = {}
    for passage in passages:
        if passage.lead:
            by_document.setdefault(passage.chunk.document_id, []).append(passage)
    closeness = {
        document: max(p.closeness or 0.0 for p in members)
        for document, members in by_document.items()
    }
    best = {document: _best_lead(members) for document, members in by_document.items()}
    floor = max((closeness[d] for d in best), default=0.0) - QUOTE_MARGIN
    # Only a document within the margin, which may be quoted, can stand in for a title or
    # an aim: one below it would leave the question answered by nothing.
    answering = min(
        (_quote_rank(p) for d, p in best.items() if closeness[d] >= floor),
        default=RANK["other"],
    )
    quoted: list[tuple[int, str]] = []
    findings_first = sorted(best.items(), key=lambda item: _quote_rank(item[1]) > RANK["result"])
    for document, passage in findings_first:  # stable: else in the order of their best passage
        if closeness[document] < floor:
            continue
        if _quote_rank(passage) >= RANK["aim"] > answering:
            continue  # a title or an aim only restates the question another document answers
        if passage.lead and passage.lead not in {lead for _, lead in quoted}:
            first = not quoted
            quoted.append((passage.number, passage.lead))
            if first and passage.asked:
                quoted[-1:] = _in_text_order(passage, [passage.lead, passage.asked])
    return quoted


def _in_text_order(passage: Passage, sentences: list[str]) -> list[tuple[int, str]]:
    """The passage's sentences as (number, sentence), in the order its excerpt has them."""
    text = passage.text.text
    return [(passage.number, s) for s in sorted(sentences, key=text.find)]


def _best_lead(passages: Sequence[Passage]) -> Passage:
    """The passage of one document whose lead is quoted: by the same rule that chose each
    passage's lead among its sentences (``lead_sentence.choose_lead``)."""
    candidates = [
        Candidate(p.lead_role or "other", p.closeness or 0.0, p.lead_focus) for p in passages
    ]
    return passages[choose_lead(candidates, floor=-1.0)]


def _quote_rank(passage: Passage) -> int:
    return RANK[passage.lead_role] if passage.lead_role is not None else RANK["other"]


def _closed(sentence: str) -> str:
    """The sentence ending in a full stop, so that its marker follows its own sentence."""
    sentence = sentence.strip()
    return sentence if sentence.endswith((".", "!", "?")) else f"{sentence}."
