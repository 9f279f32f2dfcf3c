"""Write a blind round's rows into a shipped question set, replacing that split's old rows.

Shared by the blind builders from round ten on (``build_blind10_research.py`` to
``build_blind12_agent.py``): each builder holds only its rows; building and checking them here
keeps the rounds' rules the same and their output deterministic. Run the builders in round
order: each appends its split at the end of the file.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from agent_keyword_rules import fields_match

from clinrag.evaluation.agent_set import TRIAL_BUCKET, load_agent_corpus
from clinrag.stance.research_set import load_sample_corpus

NO, OVER = "no_results", "overload"
T, F, P = TRIAL_BUCKET, "formulary", "protocols"
"""The agent corpus's buckets, as the builders' rows name them."""
NONE: tuple[str, ...] = ()
"""No unmappable constraint."""
ResearchRow = tuple[str, str, str, str]
"""(abstract number, stance, question, reference sentence quoted from the abstract)"""
AgentRow = tuple[str, str, str, dict[str, Any], tuple[str, ...], tuple[str, ...] | None, str, str]
"""(question, intent, bucket, filters, unmappable, trial or named gold (None: every written
document the filter selects), clarify reason or "", format)"""


def research_rows(
    path: Path, split: str, prefix: str, rows: tuple[ResearchRow, ...]
) -> list[dict[str, Any]]:
    """The split's rows; refuses an abstract another split asks about or a reference not
    quoted verbatim from its abstract."""
    abstracts = {d.source: " ".join(d.full_text.split()) for d in load_sample_corpus()}
    others = {
        json.loads(line)["source"]
        for line in path.read_text().splitlines()
        if json.loads(line)["split"] != split
    }
    built = []
    for number, stance, question, reference in rows:
        source = f"pubmed_trials/{number}"
        if source in others:
            raise ValueError(f"{source}: another split already asks about this abstract")
        if reference not in abstracts[source]:
            raise ValueError(f"{source}: the reference is not quoted from the abstract")
        built.append(
            {
                "id": f"{prefix}-{number}",
                "question": question,
                "stance": stance,
                "source": source,
                "reference": reference,
                "split": split,
            }
        )
    return built


def agent_rows(
    split: str, prefix: str, rows: tuple[AgentRow, ...], *, check_clarify: bool = True
) -> list[dict[str, Any]]:
    """The split's rows, written-bucket gold computed from the filter; with ``check_clarify``
    (rounds eleven on) refuses a ``no_results`` row with gold, an ``overload`` row of 15
    documents or fewer and an answer of more."""
    written = [d for d in load_agent_corpus() if d.bucket != TRIAL_BUCKET]
    built = []
    for number, row in enumerate(rows, start=1):
        question, intent, bucket, filters, unmappable, named_gold, clarify, answer_format = row
        if named_gold is not None:
            gold = list(named_gold)
        else:
            gold = [
                d.source
                for d in written
                if d.bucket == bucket and fields_match(d.metadata, filters)
            ]
        misfit = bool(gold) == (clarify == NO) or (clarify == OVER) != (len(gold) > 15)
        if check_clarify and misfit:
            raise ValueError(f"{question!r}: gold {gold} does not fit {clarify or 'answer'}")
        built.append(
            {
                "id": f"{prefix}-{number:03d}",
                "question": question,
                "intent": intent,
                "buckets": [bucket],
                "filters": filters,
                "unmappable": list(unmappable),
                "gold_documents": gold,
                "expect": "clarify" if clarify else "answer",
                "clarify_reason": clarify or None,
                "format": answer_format,
                "split": split,
            }
        )
    return built


def replace_split(path: Path, split: str, rows: list[dict[str, Any]]) -> None:
    """Keep every other split's lines as they are and append ``rows`` as the split's."""
    kept = [line for line in path.read_text().splitlines() if json.loads(line)["split"] != split]
    new = [json.dumps(row, ensure_ascii=False) for row in rows]
    path.write_text("\n".join(kept + new) + "\n")
    print(f"{len(new)} {split} questions written to {path.name}")
