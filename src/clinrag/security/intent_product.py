"""The product's own legitimate text, as negatives for the intent (misuse) classifier and
the injection detector.

The classifier learned misuse against toxicology, clinical exam questions and look-alikes, never
against what the service's users type besides a clinical question: list and table requests over
the collection, research questions, small talk and thanks in a thread, follow-ups that make no
sense alone, creative ward requests. Allowed to refuse alone, it refused four of them ("Lovely,
cheers for your help" at 0.999). Each shipped set is a *source* of its own (``PRODUCT_SOURCES``),
so that ``scripts/guard_on_product_questions.py`` can hold a whole source out of the classifier
and report the refusals it would make on text of a kind it never saw beside the ones it learned:

* ``agent``: the agent set's questions (list, table and count requests over the buckets);
* ``research``: the research questions (does X beat Y in Z); of both, no split a blind round
  added and has not yet run (``shipped_data.UNRUN_BLIND_SPLITS``);
* ``query_types``: the query-type classifier's questions (simple, comparative, multi-hop ...);
* ``conversations``: every turn of the dialogue sets (dev and both seen blind sets);
* ``ward_talk``: thanks, small talk, follow-ups, creative, formatting and list requests written
  for this purpose (``data/eval/ward_talk``, data/README.md).

They only ever train as negatives (``PRODUCT_KIND``: neither misuse nor toxicology), so the
threshold tuning counts them with the other legitimate traffic, and leave-one-author-out never
holds them out (they are no author's misuse or toxicology). The injection detector learns them
too (``guard_samples.GuardData.product``): trained on look-alikes alone it refused requests on
the previous answer ("Condense your reply into three bullets.") as jailbreaks.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from clinrag.shipped_data import (
    AGENT_QUESTIONS,
    DIALOGUE_SETS,
    QUERY_TYPE_QUESTIONS,
    RESEARCH_QUESTIONS,
    UNRUN_BLIND_SPLITS,
    WARD_TALK,
)

PRODUCT_CORPUS = "product"
PRODUCT_KIND = "product"
"""The kind of a product text: legitimate traffic that is not toxicology."""


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def _field(path: Path, key: str) -> Callable[[], list[str]]:
    return lambda: [str(row[key]) for row in _rows(path)]


def _run_questions(path: Path) -> Callable[[], list[str]]:
    """A question set's questions but those of a blind split not yet run: the guard must not
    move (its thresholds are re-derived on what it learns) because a blind round added a split."""
    return lambda: [
        str(row["question"]) for row in _rows(path) if row.get("split") not in UNRUN_BLIND_SPLITS
    ]


def _dialogue_turns() -> list[str]:
    turns: list[str] = []
    for path in DIALOGUE_SETS.values():
        for row in _rows(path):
            turns += [str(turn["text"]) for turn in row["turns"]]
    return turns


PRODUCT_SOURCES: dict[str, Callable[[], list[str]]] = {
    "agent": _run_questions(AGENT_QUESTIONS),
    "research": _run_questions(RESEARCH_QUESTIONS),
    "query_types": _field(QUERY_TYPE_QUESTIONS, "question"),
    "conversations": _dialogue_turns,
    "ward_talk": _field(WARD_TALK, "text"),
}


def product_source(name: str) -> str:
    """The ``Sample.source`` of a product source's texts (``corpus/family``, as elsewhere)."""
    return f"{PRODUCT_CORPUS}/{name}"


def product_texts() -> dict[str, list[str]]:
    """Each source's distinct texts, in file order."""
    return {name: list(dict.fromkeys(load())) for name, load in PRODUCT_SOURCES.items()}
