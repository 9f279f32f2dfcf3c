"""How often a seen question's gold filter fails its own gold documents under the metadata
ingest extracts (``ingest/trial_metadata.py``): where it does, even a perfect decomposition
finds nothing, so the review asks back (a false clarification) or the list loses the row
(list recall). Per field, pairs (question, gold document) that fail / all. No database, no
embedder. A development tool: never name a held-out split.

    PYTHONPATH=src:. python scripts/agent_gold_metadata.py dev,test,test2 [-v]
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Sequence
from typing import Any

from clinrag.domain import ParsedDocument, Section
from clinrag.evaluation.agent_set import load_agent_corpus, load_agent_questions
from clinrag.ingest.trial_metadata import with_trial_metadata
from clinrag.retrieval.filters import Condition
from scripts.agent_rules_splits import _meets


def _conditions(filters: dict[str, Any]) -> list[Condition]:
    out = []
    for key, raw in filters.items():
        if isinstance(raw, dict):
            for op, value in raw.items():
                out.append(Condition(key, op, tuple(value) if op == "in" else value))
        else:
            out.append(Condition(key, "=", raw))
    return out


def main(splits: Sequence[str], verbose: bool) -> None:
    documents = with_trial_metadata(
        [
            ParsedDocument(d.source, d.title, (Section(text=d.text),), dict(d.metadata))
            for d in load_agent_corpus()
        ]
    )
    by_source = {d.source: d for d in documents}
    failed: Counter[str] = Counter()
    asked: Counter[str] = Counter()
    for question in load_agent_questions():
        if question.split not in splits or question.expect != "answer":
            continue
        for condition in _conditions(dict(question.filters)):
            for source in question.gold_documents:
                document = by_source.get(source)
                if document is None:
                    continue
                asked[condition.key] += 1
                if not _meets(document.metadata, condition):
                    failed[condition.key] += 1
                    if verbose:
                        held = document.metadata.get(condition.key)
                        print(f"{question.id} {source}: gold {condition} holds {held!r}")
    for key in sorted(asked):
        print(f"{key} {failed[key]}/{asked[key]}")


if __name__ == "__main__":
    chosen = sys.argv[1].split(",")
    if any(s not in ("dev", "test") and not s.startswith("test") for s in chosen):
        raise SystemExit("splits: dev, test, test2 ...")
    main(chosen, "-v" in sys.argv)
