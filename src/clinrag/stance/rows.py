"""Training rows of the learned stance reader: each research question's gold conclusion
sentence, and the other sentences of its abstract that state the same finding.

One gold sentence per question is few rows for a reader of new wording (35 a split), and an
abstract usually states its finding more than once: the results sentence on the main outcome,
the conclusion, sometimes an interpretation. Those sentences are what an extractive answer
quotes, so they are the rows the product's reader needs. They carry no label of their own, and
the gold stance of the question is theirs only where they state that finding, so a sentence
gets it only when all of these hold (label noise: a sentence on a secondary outcome, on safety
or on a subgroup may well say something else):

* it is a finding (``stance.roles``: a conclusion or a result), not an aim or a design;
* it names the question's outcome (``stance.question``: at least one of its outcome terms,
  in one spelling) and one of its arms, so it is about what was asked ("the pattern was
  similar in the control group" or "a fall in both groups" is not); groups alike at
  baseline is no finding;
* its wording fits the label: a ``no_difference`` row holds a null cue ("did not differ",
  "similar", p-values at or above 0.05), a ``yes`` or ``no`` row holds none and holds a
  direction, benefit or harm cue (``stance.cue_flags``). A sentence that fits neither is left
  out, never relabelled.

Which way a yes / no sentence goes is not checked: that is what the reader must learn, and a
check by the rules would teach it the rules' own mistakes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from clinrag.domain import ParsedDocument
from clinrag.ingest.chunking import split_sentences
from clinrag.retrieval.analysis import analyze
from clinrag.stance.question import Question
from clinrag.stance.research_set import ResearchQuestion
from clinrag.stance.roles import role_of
from clinrag.stance.rules import Stance, cue_flags, spelled

_FINDINGS = frozenset({"conclusion", "result"})
_BASELINE = re.compile(r"\b(?:baseline|demographic|characteristics)\b", re.I)
"""Groups alike at the start ("baseline characteristics were similar") is no finding."""


@dataclass(frozen=True)
class StanceRow:
    question: str
    text: str
    stance: Stance
    split: str
    gold: bool
    """The question's gold reference sentence (else another sentence of its abstract)."""


def stance_rows(
    questions: Sequence[ResearchQuestion], documents: Mapping[str, ParsedDocument]
) -> list[StanceRow]:
    """The gold sentence of each question, then the sentences of its abstract that state its
    finding (module docstring); ``documents`` by source."""
    rows: list[StanceRow] = []
    for item in questions:
        rows.append(StanceRow(item.question, item.reference, item.stance, item.split, gold=True))
        document = documents.get(item.source)
        if document is None:
            continue
        rows.extend(
            StanceRow(item.question, sentence, item.stance, item.split, gold=False)
            for sentence in finding_sentences(item, document)
        )
    return rows


def finding_sentences(item: ResearchQuestion, document: ParsedDocument) -> list[str]:
    """The abstract's sentences, other than the gold one, that state its finding."""
    asked = Question.of(item.question)
    outcome, arms = spelled(asked.outcome), spelled(asked.subject | asked.other)
    reference = " ".join(item.reference.split())
    found = []
    for sentence in split_sentences(document.full_text):
        if sentence == reference or reference in sentence or sentence == document.title:
            continue
        if role_of(sentence) not in _FINDINGS or _BASELINE.search(sentence):
            continue
        terms = spelled(analyze(sentence))
        if terms & outcome and (not arms or terms & arms) and _fits(sentence, item.stance):
            found.append(sentence)
    return found


def _fits(sentence: str, stance: Stance) -> bool:
    *directed, null = cue_flags(sentence)
    if stance == "no_difference":
        return null
    return not null and any(directed)
