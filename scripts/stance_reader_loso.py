"""The stance readers on the gold conclusion sentences of every seen research split (issue 14):
each split read by readers trained on the other splits (leave-one-split-out, the honest
figure) and by readers trained on all of them (development). A sibling of
``stance_rows_loso.py``, which compares training rows; this one compares readers.

Readers (the learned ones trained on the product's rows, ``stance.rows``; each gold sentence
read with its abstract as context):

* ``rules``: the rules' reading stated as the verdict (``unclear`` abstains);
* ``v1``, ``v1+agree``: the model of features version 1 alone, and abstaining where the rules
  read another conclusion (``verdict: learned`` before this branch);
* ``v2``, ``v2+agree``: the same with the polarity features (``stance.reading_features``);
* ``v2+t``, ``v2+agree+t``: also abstaining when the model's probability is under a threshold
  chosen, for each held-out split, by leave-one-split-out over the other splits alone (nested:
  the lowest threshold whose wrong verdicts stay within ``--budget`` of their questions).

Per split: right / wrong (a conclusion stated that is not gold) / opposite (yes for no or no
for yes) / abstained. Pooled rates after. ``--quick`` chooses each threshold from the outer
figures of the other splits (no nested fits).

    OMP_NUM_THREADS=1 PYTHONPATH=src:. python scripts/stance_reader_loso.py [--quick]
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from clinrag.array_cache import cached_arrays
from clinrag.components import build_embedder
from clinrag.evaluation.stance_tally import Tally
from clinrag.settings import Settings
from clinrag.shipped_data import SEEN_QUESTION_SPLITS
from clinrag.stance.abstention import GRID, abstain_threshold, verdict_of
from clinrag.stance.defined_arms import read_in_context
from clinrag.stance.model import FEATURES_VERSION, LABELS, features, train
from clinrag.stance.reading_features import WIDTH
from clinrag.stance.research_set import load_research_questions, load_sample_corpus
from clinrag.stance.rows import stance_rows

READERS = ("rules", "v1", "v1+agree", "v2", "v2+agree", "v2+t", "v2+agree+t")
_V1_CUES = 28
"""Columns of features version 1's cue row: the polarity features follow them."""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--budget", type=float, default=0.02)
    args = parser.parse_args()
    questions = [q for q in load_research_questions() if q.split in SEEN_QUESTION_SPLITS]
    documents = {d.source: d for d in load_sample_corpus()}
    rows = stance_rows(questions, documents)
    abstracts = {q.question: documents[q.source].full_text for q in questions}
    embedder = build_embedder(Settings())
    pairs = [(r.question, r.text) for r in rows]
    contexts = [abstracts[r.question] for r in rows]
    key = ["stance-loso", FEATURES_VERSION, WIDTH, embedder.model_name, pairs, contexts]
    v2 = cached_arrays(
        Path(".data/cache"),
        "stance-loso",
        key,
        lambda: {"x": features(embedder, pairs, contexts)},
        usable=lambda a: a["x"].shape[0] == len(rows),
    )["x"]
    v1 = np.delete(v2, np.s_[_V1_CUES : _V1_CUES + WIDTH], axis=1)
    splits = np.array([r.split for r in rows])
    is_gold = np.array([r.gold for r in rows])
    labels = [r.stance for r in rows]
    golds = np.flatnonzero(is_gold)
    truth = [labels[i] for i in golds]
    ruled = [read_in_context(rows[i].text, rows[i].question, contexts[i]) for i in golds]
    gold_split = splits[golds]
    print(f"rows: {len(golds)} gold sentences, {len(rows) - len(golds)} from the abstracts")

    def probs(matrix: np.ndarray, kept: np.ndarray, read: np.ndarray) -> np.ndarray:
        model = train(matrix[kept], [labels[i] for i in kept])
        return model.probabilities(matrix[golds[read]])

    def loso(matrix: np.ndarray, within: Sequence[str]) -> np.ndarray:
        """Gold rows of ``within`` each read by the model trained on the other splits of it."""
        out = np.zeros((len(golds), len(LABELS)))
        for split in within:
            kept = np.flatnonzero(np.isin(splits, within) & (splits != split))
            read = gold_split == split
            out[read] = probs(matrix, kept, read)
        return out

    seen = list(SEEN_QUESTION_SPLITS)
    outer = {"v1": loso(v1, seen), "v2": loso(v2, seen)}
    every = np.ones(len(rows), dtype=bool)
    dev = {
        "v1": probs(v1, np.flatnonzero(every), np.ones(len(golds), bool)),
        "v2": probs(v2, np.flatnonzero(every), np.ones(len(golds), bool)),
    }
    thresholds: dict[tuple[str, bool], float] = {}
    for split in seen:
        others = [s for s in seen if s != split]
        inner = outer["v2"] if args.quick else loso(v2, others)
        chosen = np.isin(gold_split, others)
        for agree in (False, True):
            thresholds[split, agree] = abstain_threshold(
                inner[chosen],
                [t for t, c in zip(truth, chosen, strict=True) if c],
                [r for r, c in zip(ruled, chosen, strict=True) if c] if agree else None,
                args.budget,
            )
    shipped = {
        agree: abstain_threshold(outer["v2"], truth, ruled if agree else None, args.budget)
        for agree in (False, True)
    }
    print(f"threshold per held-out split (nested, alone / agreeing): {thresholds}")
    print(f"threshold from all splits' LOSO figures (shipped): {shipped}")

    def read(reader: str, p: dict[str, np.ndarray], fixed: bool) -> list[str]:
        if reader == "rules":
            return list(ruled)
        model = reader.split("+")[0]
        agree = "+agree" in reader

        def cut(i: int) -> float:
            if not reader.endswith("+t"):
                return 0.0
            return shipped[agree] if fixed else thresholds[gold_split[i], agree]

        return [
            verdict_of(p[model][i : i + 1], ruled[i] if agree else None, cut(i))
            for i in range(len(golds))
        ]

    for title, p, fixed in (("leave-one-split-out", outer, False), ("all seen (dev)", dev, True)):
        print(f"\n{title}: right / wrong / opposite / abstained")
        print(f"{'split':<8}{'n':>4}" + "".join(f"{r:>14}" for r in READERS))
        reads = {r: read(r, p, fixed) for r in READERS}
        pooled = {r: Tally() for r in READERS}
        for split in seen:
            at = np.flatnonzero(gold_split == split)
            cells = []
            for reader in READERS:
                tally = Tally.of([reads[reader][i] for i in at], [truth[i] for i in at])
                pooled[reader] = pooled[reader] + tally
                cells.append(f"{tally.cell():>14}")
            print(f"{split:<8}{len(at):>4}" + "".join(cells))
        print(f"{'all':<8}{len(golds):>4}" + "".join(f"{pooled[r].cell():>14}" for r in READERS))
        print(f"{'rates':<12}" + "".join(f"{pooled[r].rates():>15}" for r in READERS))
    print("\nLOSO curve (v2 / v2+agree): threshold, accuracy, wrong, abstained")
    for cut in GRID[::6]:
        cells = []
        for agree in (False, True):
            said = [
                verdict_of(outer["v2"][i : i + 1], ruled[i] if agree else None, cut)
                for i in range(len(golds))
            ]
            cells.append(Tally.of(said, truth).rates())
        print(f"{cut:.2f}  " + "   ".join(cells))


if __name__ == "__main__":
    main()
