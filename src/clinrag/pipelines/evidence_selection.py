"""Evidence selection (context pruning): from each retrieved passage, the sentences that bear on
the question, with a neighbour for context, within a token budget.

A small model on a CPU reads every prompt token before it writes one, and it follows a short,
relevant context better than five whole chunks. So each passage's sentences are scored by the
cosine of their embedding to the nearest of the question's searches (the question, its
sub-queries, a reflection's refined query); the best sentences are taken greedily, each with its
better-scoring neighbour, until the budget is spent; a passage keeps its chosen sentences in
their own order (gaps shown as " … ") and the passages are renumbered by their best sentence.
The excerpt becomes the passage's text: what the model reads, what the citation check judges,
and the snippet the reader sees are one text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from clinrag.domain import Vectors
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.lead_sentence import (
    Candidate,
    choose_asked,
    choose_lead,
    closing_roles,
    focus_of,
    focus_weights,
    naming,
)
from clinrag.retrieval.analysis import analyze
from clinrag.stance.question import Question
from clinrag.stance.roles import RANK, Role, role_of

GAP = " … "
_BOUNDARY = re.compile(r"(?<=[.!?])\s+|\s*\n\s*")
_ABBREVIATION = re.compile(r"\b(?:e\.g|i\.e|vs|et al|approx|Dr|Fig|No|al)\.$", re.IGNORECASE)


RESTATEMENT_PENALTY = 0.1
CONCLUSION_BONUS = 0.2
"""Added to a conclusion's cosine in the budget's order: the sentence an answer quotes first
is in the excerpt before the budget goes to closer sentences of other studies (chosen with
``lead_sentence.CLOSING_SENTENCES``, leave-one-split-out). Only the order: a passage's
``closeness`` stays the cosine of its closest kept sentence."""


FIRST_DOCUMENT_BONUS = 0.3
"""Added to the budget's order of the findings (conclusions and results) of the document
whose sentence leads that order: the study an answer quotes first lends its findings to the
excerpt before other studies' sentences take the budget (its whole abstract is read:
``steps/read_documents.py``). Chosen leave-one-split-out with ``read_documents`` on the
thirteen seen research splits (0, 0.3; 12 of 13 folds: docs/benchmarks.md, answers15)."""


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence: a sentence ends at ``.``, ``!`` or ``?`` followed by space,
    or at a line break; a full stop after a common abbreviation does not end one, nor does one
    inside a number (``5.5 mg``). A run of rule characters before a sentence ("-----",
    "====", bullets) is not part of it: a quoted answer must not begin with a separator."""
    pieces: list[tuple[int, int]] = []
    start = 0
    for boundary in (*_BOUNDARY.finditer(text), None):
        end = len(text) if boundary is None else boundary.start()
        if end > start:
            if pieces and _continues(text, pieces[-1]):
                pieces[-1] = (pieces[-1][0], end)
            else:
                pieces.append((start, end))
        if boundary is not None:
            start = boundary.end()
    trimmed = [(s + _rule_prefix_length(text[s:e]), e) for s, e in pieces]
    return [(s, e) for s, e in trimmed if text[s:e].strip()]


_RULE = re.compile(r"^[\s\-\u2013\u2014=_*~#|\u2022\u00b7]*(?=\w|$)")


def _rule_prefix_length(sentence: str) -> int:
    """Length of the separator characters a sentence starts with; a lone hyphen stays (it may
    be the sign of a number: "-5.0 ± 7.0 mmHg")."""
    match = _RULE.match(sentence)
    prefix = match.group(0) if match else ""
    return 0 if prefix.strip() == "-" else len(prefix)


def _continues(text: str, previous: tuple[int, int]) -> bool:
    """The previous piece ended on an abbreviation's full stop: the sentence goes on."""
    return bool(_ABBREVIATION.search(text[previous[0] : previous[1]]))


@dataclass(frozen=True)
class Selection:
    passages: tuple[Passage, ...]
    """The excerpts, renumbered from 1, best first."""
    sentences_seen: int
    sentences_kept: int
    tokens_kept: int


def select_evidence(
    passages: Sequence[Passage],
    similarity: Callable[[list[str]], Vectors],
    *,
    question: str,
    budget_tokens: int,
    min_similarity: float,
    lead_floor: float,
    count_tokens: Callable[[str], int],
) -> Selection:
    """``similarity(sentences)`` gives each sentence's best cosine to the question's searches.
    A passage with no sentence at or above ``min_similarity`` is dropped. Each kept passage's
    ``lead``, the sentence an extractive answer quotes, and its ``asked`` finding are chosen
    by ``lead_sentence`` among its sentences at least ``lead_floor`` close to ``question``'s
    searches, and are sentences of its excerpt: nothing is added for them (the excerpt
    already holds every such sentence the budget allowed, so a choice outside it did not fit
    and gives way to the best inside; an excerpt does not grow for an asked finding only the
    first document quoted gives); once a document
    has a sentence at ``min_similarity``, its passages lend sentences down to that floor (a
    floor above the bar lowers to the bar: nothing admitted today is left out)."""
    spans = [sentence_spans(p.text.text) for p in passages]
    sentences = [
        p.text.text[s:e] for p, pieces in zip(passages, spans, strict=True) for s, e in pieces
    ]
    if not sentences:
        return Selection((), 0, 0, 0)
    scores = np.asarray(similarity(sentences), dtype=np.float64)
    index = [(p, i) for p, pieces in enumerate(spans) for i in range(len(pieces))]
    score_of = {key: float(score) for key, score in zip(index, scores, strict=True)}
    text_of = dict(zip(index, sentences, strict=True))
    tokens_of = {key: count_tokens(text) for key, text in text_of.items()}
    roles_of = [_roles(passage, pieces) for passage, pieces in zip(passages, spans, strict=True)]
    chosen: dict[int, set[int]] = {}
    best: dict[int, float] = {}
    used = 0
    admitted = {
        passages[p].chunk.document_id for p, _ in index if score_of[(p, _)] >= min_similarity
    }
    lending = min(lead_floor, min_similarity)
    priority = {key: _priority(score_of[key], roles_of[key[0]][key[1]]) for key in index}
    first = max(
        (key for key in index if passages[key[0]].chunk.document_id in admitted),
        key=lambda k: (priority[k], -k[0], -k[1]),
        default=None,
    )
    if first is not None and FIRST_DOCUMENT_BONUS:
        leading = passages[first[0]].chunk.document_id
        for key in index:
            role = roles_of[key[0]][key[1]]
            if passages[key[0]].chunk.document_id == leading and RANK[role] <= RANK["result"]:
                priority[key] += FIRST_DOCUMENT_BONUS
    for key in sorted(index, key=lambda k: (-priority[k], k)):
        if passages[key[0]].chunk.document_id not in admitted or score_of[key] < lending:
            continue
        p, i = key
        wanted = {i, *_neighbour(p, i, len(spans[p]), score_of)} - chosen.get(p, set())
        cost = sum(tokens_of[(p, j)] for j in wanted)
        if used + cost > budget_tokens:
            if used + tokens_of[key] > budget_tokens or i in chosen.get(p, set()):
                continue
            wanted, cost = {i}, tokens_of[key]
        chosen.setdefault(p, set()).update(wanted)
        best[p] = max(best.get(p, score_of[key]), score_of[key])
        used += cost
    terms_of = {key: frozenset(analyze(text)) for key, text in text_of.items()}
    focus = _focus(passages, chosen, question, terms_of)
    asked = Question.of(question)
    leads: dict[int, int] = {}
    answering: dict[int, int] = {}
    for p in chosen:
        candidates = [
            Candidate(role, score_of[(p, i)], focus[(p, i)], *naming(terms_of[(p, i)], asked))
            for i, role in enumerate(roles_of[p])
        ]
        for picks, choose in ((leads, choose_lead), (answering, choose_asked)):
            picks[p] = choose(candidates, lending)
            if picks[p] not in chosen[p]:  # it did not fit: the best the excerpt holds
                inside = sorted(chosen[p])
                picks[p] = inside[choose([candidates[i] for i in inside], lending)]
    order = sorted(chosen, key=lambda p: -best[p])
    excerpts = tuple(
        replace(
            passages[p],
            number=number,
            text=passages[p].text.excerpt(_merged(spans[p], sorted(chosen[p])), GAP),
            lead=passages[p].text.text[slice(*spans[p][leads[p]])],
            asked=None
            if answering[p] == leads[p]
            else passages[p].text.text[slice(*spans[p][answering[p]])],
            lead_role=roles_of[p][leads[p]],
            lead_focus=focus[(p, leads[p])],
            closeness=best[p],
        )
        for number, p in enumerate(order, start=1)
    )
    kept = sum(len(c) for c in chosen.values())
    return Selection(excerpts, len(sentences), kept, used)


def _focus(
    passages: Sequence[Passage],
    chosen: dict[int, set[int]],
    question: str,
    terms_of: dict[tuple[int, int], frozenset[str]],
) -> dict[tuple[int, int], float]:
    """Each sentence's focus on the question (``lead_sentence``), its words weighed over the
    sentences of all the chosen passages of its document, so that the passages of one
    document compare."""
    by_document: dict[int, list[int]] = {}
    for p in chosen:
        by_document.setdefault(passages[p].chunk.document_id, []).append(p)
    focus: dict[tuple[int, int], float] = {}
    for members in by_document.values():
        keys = [key for key in terms_of if key[0] in members]
        title = passages[members[0]].title.text
        weights = focus_weights(question, title, [terms_of[key] for key in keys])
        focus.update({key: focus_of(terms_of[key], weights) for key in keys})
    return focus


def _priority(score: float, role: Role) -> float:
    """A sentence's claim on the budget: its cosine, less ``RESTATEMENT_PENALTY`` for a title,
    aim or design sentence, which is close to the question because it restates it."""
    if role == "conclusion":
        return score + CONCLUSION_BONUS
    return score - RESTATEMENT_PENALTY if RANK[role] >= RANK["aim"] else score


def _roles(passage: Passage, spans: Sequence[tuple[int, int]]) -> list[Role]:
    """Each sentence's role (``stance.roles``); a sentence that is the document's title (which
    chunks often begin with) is its ``title``; in the document's last chunk, its closing
    findings are conclusions (``lead_sentence.closing_roles``)."""
    title = _words(passage.title.text)
    roles: list[Role] = []
    for start, end in spans:
        sentence = passage.text.text[start:end]
        words = _words(sentence)
        is_title = bool(title) and (words == title or (len(words) >= 20 and words in title))
        roles.append("title" if is_title else role_of(sentence))
    return closing_roles(roles) if passage.chunk.closes_document else roles


def _words(text: str) -> str:
    return " ".join(re.findall(r"\w+", text.lower()))


def _neighbour(p: int, i: int, count: int, score_of: dict[tuple[int, int], float]) -> list[int]:
    """The better-scoring of the sentence's two neighbours (context for a pronoun, a number's
    unit, a result's comparison)."""
    around = [j for j in (i - 1, i + 1) if 0 <= j < count]
    return [max(around, key=lambda j: score_of[(p, j)])] if around else []


def _merged(spans: Sequence[tuple[int, int]], chosen: Sequence[int]) -> list[tuple[int, int]]:
    """Adjacent chosen sentences as one span (the text between them kept as written)."""
    merged: list[tuple[int, int]] = []
    previous = None
    for i in chosen:
        start, end = spans[i]
        if previous is not None and i == previous + 1:
            merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
        previous = i
    return merged
