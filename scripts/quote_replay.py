"""Evidence selection and the extractive quote replayed offline over the passages the real
pipeline gave them (recorded by ``record_research_passages.py``): per split, questions
answered, the right abstract quoted, the gold sentence quoted (a quote of the right abstract
that ``research_misses.is_gold`` matches to the reference), answers whose rules reading is the
gold stance, and answers whose reading contradicts their cited excerpts'. ``--read`` keeps the
passages read beside the retrieved ones (``CLINRAG_PIPELINE__READ_DOCUMENTS=3``); without it,
the default (0). Run it with another tree first on ``PYTHONPATH`` for another tree's code.

    OMP_NUM_THREADS=1 PYTHONPATH=src:. python scripts/quote_replay.py RECORD.jsonl [--read]
        [--misses]
"""

from __future__ import annotations

import json
import os
import sys
from collections import Counter
from dataclasses import fields, replace
from typing import Any

import numpy as np

from clinrag.components import build_embedder, build_token_counter
from clinrag.domain import RetrievedChunk
from clinrag.evaluation.research_misses import is_gold
from clinrag.ingest.chunking import chunk_document
from clinrag.pipelines.evidence import Passage
from clinrag.pipelines.evidence_selection import select_evidence
from clinrag.pipelines.steps.extract import _closed, _quotable
from clinrag.pipelines.steps.select_evidence import search_similarity
from clinrag.security.redaction import RedactionSession, apply_spans
from clinrag.settings import Settings
from clinrag.shipped_data import UNRUN_BLIND_SPLITS
from clinrag.stance.defined_arms import with_defined_arms
from clinrag.stance.question import Question
from clinrag.stance.research_set import load_research_questions, load_sample_corpus
from clinrag.stance.rules import read_stance
from tests.fakes import chunk

CONCLUSIONS = ("yes", "no", "no_difference")
BLIND = frozenset({*UNRUN_BLIND_SPLITS, "test13"})
"""Never read here: a blind split is run only by name, by the lead."""


class CachedEmbedder:
    """The embedder, each text embedded once (a grid replays the same sentences)."""

    def __init__(self, embedder: Any, path: str | None = None) -> None:
        self.embedder = embedder
        self.seen: dict[str, np.ndarray] = {}
        self.path = path
        if path and os.path.exists(path):
            with np.load(path) as saved:
                self.seen = dict(zip(saved["texts"].tolist(), saved["vectors"], strict=True))

    def save(self) -> None:
        """Kept for the next run (``--cache FILE``): a grid is often replayed again."""
        if self.path and self.seen:
            texts = list(self.seen)
            np.savez(self.path, texts=np.asarray(texts), vectors=np.stack(list(self.seen.values())))

    def embed(self, texts: list[str]) -> np.ndarray:
        new = [t for t in dict.fromkeys(texts) if t not in self.seen]
        if new:
            self.seen.update(zip(new, self.embedder.embed(new), strict=True))
        return np.stack([self.seen[t] for t in texts])


def _read_count() -> int:
    """``--read`` (the first 3 documents, as ``READ_DOCUMENTS=3``) or ``--read K``."""
    if "--read" not in sys.argv:
        return 0
    after = sys.argv[sys.argv.index("--read") + 1 :]
    return int(after[0]) if after and after[0].isdigit() else 3


def main(path: str, read: int, misses: bool) -> None:
    settings = Settings()
    cache = sys.argv[sys.argv.index("--cache") + 1] if "--cache" in sys.argv else None
    embedder = CachedEmbedder(build_embedder(settings), cache)
    counter = build_token_counter(settings)
    if path == "--oracle":
        records = oracle_records(settings, counter)
        if "--splits" in sys.argv:
            chosen = sys.argv[sys.argv.index("--splits") + 1].split(",")
            records = [r for r in records if r["split"] in chosen]
    else:
        with open(path, encoding="utf-8") as lines:
            records = [json.loads(line) for line in lines]
    if "--read-grid" in sys.argv:
        read_grid(records, embedder, counter, settings)
        embedder.save()
        return
    if "--grid" in sys.argv:
        grid(records, embedder, counter, settings, read)
        return
    totals, missed = replay(records, embedder, counter, settings, read, misses)
    everything: Counter[str] = Counter()
    for split, tally in totals.items():
        everything.update(tally)
        print(_line(split, tally))
    print(_line("all", everything))
    if misses:
        print("\n".join(missed))


def oracle_records(settings: Settings, counter: Any) -> list[dict[str, Any]]:
    """Records as if retrieval had found each question's own abstract and nothing else
    (every chunk, as ingest chunks it; the question its only search)."""
    corpus = {d.source: d for d in load_sample_corpus()}
    records = []
    for q in load_research_questions():
        if q.split in BLIND:
            continue
        drafts = chunk_document(
            corpus[q.source],
            counter=counter,
            target_tokens=settings.ingest.chunk_target_tokens,
            overlap_tokens=settings.ingest.chunk_overlap_tokens,
        )
        passages = [
            {
                "chunk_id": i + 1,
                "document_id": 1,
                "text": d.text,
                "title": corpus[q.source].title,
                "retrieved": True,
                "fused": 0.5,
            }
            for i, d in enumerate(drafts)
        ]
        records.append(
            {
                "id": q.id,
                "split": q.split,
                "question": q.question,
                "searches": [q.question],
                "sources": {"1": q.source},
                "passages": passages,
            }
        )
    return records


def kept_passages(record: dict[str, Any], read: int) -> list[dict[str, Any]]:
    """The retrieved passages, and those read of the first ``read`` documents of the
    retrieval (by the order of their first retrieved passage)."""
    passages = record.get("passages", [])
    order = list(dict.fromkeys(x["document_id"] for x in passages if x["retrieved"]))
    first = set(order[:read])
    return [x for x in passages if x["retrieved"] or x["document_id"] in first]


def replay(
    records: list[dict[str, Any]],
    embedder: Any,
    counter: Any,
    settings: Settings,
    read: int,
    misses: bool = False,
    sentences: int | None = None,
) -> tuple[dict[str, Counter[str]], list[str]]:
    p = settings.pipeline
    gold = {q.id: q for q in load_research_questions()}
    ends = {d.source: d.full_text.rstrip()[-40:] for d in load_sample_corpus()}
    knows_closing = "closes_document" in {f.name for f in fields(RetrievedChunk)}
    totals: dict[str, Counter[str]] = {}
    missed: list[str] = []
    for record in records:
        q = gold[record["id"]]
        tally = totals.setdefault(q.split, Counter())
        tally["n"] += 1
        kept = kept_passages(record, read)
        session = RedactionSession()
        closing = {
            x["chunk_id"]: x["closes"]
            if "closes" in x
            else x["text"].rstrip().endswith(ends[record["sources"][str(x["document_id"])]])
            for x in kept
        }
        passages = [
            Passage(
                i,
                replace(
                    chunk(x["chunk_id"], x["text"], title=x["title"], score=x["fused"]),
                    document_id=x["document_id"],
                    **({"closes_document": closing[x["chunk_id"]]} if knows_closing else {}),
                ),
                apply_spans(x["text"], [], session),
                apply_spans(x["title"], [], session),
                apply_spans(record["sources"][str(x["document_id"])], [], session),
                apply_spans("", [], session),
            )
            for i, x in enumerate(kept, start=1)
        ]
        if not passages:
            continue
        selection = select_evidence(
            passages,
            search_similarity(embedder, record["searches"]),
            question=record["question"],
            budget_tokens=p.evidence_token_budget,
            min_similarity=p.evidence_min_similarity,
            lead_floor=p.quote_min_similarity,
            count_tokens=counter.count,
        )
        quoted = _quotable(selection.passages)[: sentences or p.extract_sentences]
        if not quoted:
            continue
        by_number = {x.number: x for x in selection.passages}
        source_of = {n: record["sources"][str(by_number[n].chunk.document_id)] for n, _ in quoted}
        own = [s for n, s in quoted if source_of[n] == q.source]
        text = " ".join(f"{_closed(s)} [{n}]" for n, s in quoted)
        cited = " ".join(by_number[n].text.text for n in dict.fromkeys(n for n, _ in quoted))
        asked = with_defined_arms(Question.of(q.question), cited)
        stance = read_stance(text, asked)
        evidence = read_stance(cited, asked)
        tally["answered"] += 1
        tally["right"] += bool(own)
        tally["gold"] += any(is_gold(s, q.reference) for s in own)
        tally["agree"] += stance == q.stance
        tally["contra"] += evidence in CONCLUSIONS and stance in CONCLUSIONS and stance != evidence
        if misses and own and not any(is_gold(s, q.reference) for s in own):
            missed.append(f"{q.id} {q.split}\n  Q: {q.question}\n  A: {text}\n  G: {q.reference}")
    return totals, missed


GRID = [
    (k, roles, bonus)
    for k in (0, 1, 2, 3)
    for roles in (("result",), ("result", "other"))
    for bonus in (0.0, 0.05, 0.1, 0.2)
    if k or roles == ("result",)
]
"""(CLOSING_SENTENCES, CLOSING_ROLES, CONCLUSION_BONUS) tried."""


def grid(
    records: list[dict[str, Any]], embedder: Any, counter: Any, s: Settings, read: int
) -> None:
    """Every ``GRID`` choice replayed; then leave-one-split-out: each split measured with the
    choice that does best (gold quoted + agreement) on the other splits."""
    from clinrag.pipelines import evidence_selection, lead_sentence

    results = {}
    tried = GRID
    if "--small" in sys.argv:  # before, and the shipped choice
        tried = [(0, ("result",), 0.0), (3, ("result",), 0.2)]
    for k, roles, bonus in tried:
        lead_sentence.CLOSING_SENTENCES = k
        lead_sentence.CLOSING_ROLES = frozenset(roles)  # type: ignore[misc]
        evidence_selection.CONCLUSION_BONUS = bonus
        results[(k, roles, bonus)] = replay(records, embedder, counter, s, read)[0]
        total = sum(results[(k, roles, bonus)].values(), Counter())
        if "--per-split" in sys.argv:
            for split, tally in sorted(results[(k, roles, bonus)].items()):
                print(k, roles, bonus, _line(split, tally))
        print(k, roles, bonus, _line("all", total), flush=True)
    loso(results)


READ_GRID = [
    (read, bonus, sentences)
    for read in (0, 1, 2, 3, 5)
    for bonus in (0.0, 0.1, 0.3)
    for sentences in (3,)
]
"""(documents read, ``evidence_selection.FIRST_DOCUMENT_BONUS``, sentences quoted) tried by
``--read-grid``; ``--quotes`` adds 1 and 2 quoted sentences."""


def read_grid(records: list[dict[str, Any]], embedder: Any, counter: Any, s: Settings) -> None:
    """Every ``READ_GRID`` choice replayed (the shipped section prior), then LOSO."""
    from clinrag.pipelines import evidence_selection

    tried = READ_GRID
    if "--reads" in sys.argv:  # a smaller grid: --reads 0,1,3 --bonuses 0,0.3
        reads = [int(r) for r in sys.argv[sys.argv.index("--reads") + 1].split(",")]
        bonuses = [float(b) for b in sys.argv[sys.argv.index("--bonuses") + 1].split(",")]
        tried = [(r, b, 3) for r in reads for b in bonuses]
    if "--quotes" in sys.argv:
        tried = [(r, b, n) for r, b, _ in tried for n in (1, 2, 3)]
    results = {}
    for read, bonus, sentences in tried:
        evidence_selection.FIRST_DOCUMENT_BONUS = bonus
        choice = (read, bonus, sentences)
        results[choice] = replay(records, embedder, counter, s, read, False, sentences)[0]
        if "--per-split" in sys.argv:
            for split, tally in sorted(results[choice].items()):
                print(*choice, _line(split, tally))
        print(*choice, _line("all", sum(results[choice].values(), Counter())), flush=True)
    loso(results)


def loso(results: dict[Any, dict[str, Counter[str]]]) -> None:
    """Each split measured with the choice that does best on the other splits (``_others``)."""
    splits = sorted({split for by_split in results.values() for split in by_split})
    held: Counter[str] = Counter()
    for split in splits:
        chosen = max(results, key=lambda choice, split=split: _others(results[choice], split))
        held.update(results[chosen][split])
        print("LOSO", _line(split, results[chosen][split]), "chosen", chosen)
    print("LOSO", _line("all", held))


def _others(by_split: dict[str, Counter[str]], split: str) -> tuple[int, int]:
    """Gold quoted + agreement less contradictions, then gold quoted, on every split but
    ``split``."""
    t = sum((v for s, v in by_split.items() if s != split), Counter())
    return t["gold"] + t["agree"] - t["contra"], t["gold"]


def _line(split: str, t: Counter[str]) -> str:
    return (
        f"{split:<6} n={t['n']:>3} answered {t['answered']:>3} right abstract {t['right']:>3} "
        f"gold quoted {t['gold']:>3} agree {t['agree']:>3} contradictions {t['contra']:>2}"
    )


if __name__ == "__main__":
    np.seterr(all="ignore")
    main(sys.argv[1], _read_count(), "--misses" in sys.argv)
