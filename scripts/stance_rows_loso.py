"""The learned stance reader on the gold conclusion sentences, leave-one-split-out, trained on
the gold rows alone (as ``clinrag eval verdicts --readers learned``) and on the gold rows plus
the abstracts' sentences that state the same finding (``stance/rows.py``, what the
product's ``verdict: learned`` reader trains on), beside the rules. Seen splits only (the
product's ``TRAINING_SPLITS``): every figure here is a development figure for the rules (they
were fixed from these splits) and a held-out one for the learned reader (each split read by the
model trained on the others). The rules read each gold sentence with its abstract's short
forms of the arms (``stance.defined_arms``).

    PYTHONPATH=src python scripts/stance_rows_loso.py
"""

from __future__ import annotations

import numpy as np

from clinrag.components import build_embedder
from clinrag.settings import Settings
from clinrag.stance.defined_arms import read_in_context
from clinrag.stance.learned import TRAINING_SPLITS
from clinrag.stance.model import features, train
from clinrag.stance.research_set import load_research_questions, load_sample_corpus
from clinrag.stance.rows import stance_rows


def main() -> None:
    questions = [q for q in load_research_questions() if q.split in TRAINING_SPLITS]
    documents = {d.source: d for d in load_sample_corpus()}
    rows = stance_rows(questions, documents)
    abstracts = {q.question: documents[q.source].full_text for q in questions}
    matrix = features(build_embedder(Settings()), [(r.question, r.text) for r in rows])
    splits = np.array([r.split for r in rows])
    gold = np.array([r.gold for r in rows])
    print(f"rows: {int(gold.sum())} gold sentences, {int((~gold).sum())} more from the abstracts")
    print(f"{'split':<7}{'n':>4}{'rules':>7}{'learned, gold rows':>20}{'+ abstract rows':>17}")
    totals = np.zeros(3)
    for split in TRAINING_SPLITS:
        tested = np.flatnonzero((splits == split) & gold)
        figures = [
            np.mean(
                [
                    read_in_context(rows[i].text, rows[i].question, abstracts[rows[i].question])
                    == rows[i].stance
                    for i in tested
                ]
            )
        ]
        for kept in (gold, np.ones(len(rows), dtype=bool)):
            trained = np.flatnonzero((splits != split) & kept)
            model = train(matrix[trained], [rows[i].stance for i in trained])
            reads = model.read(matrix[tested])
            figures.append(
                np.mean([r == rows[i].stance for r, i in zip(reads, tested, strict=True)])
            )
        totals += np.array(figures) * len(tested)
        print(f"{split:<7}{len(tested):>4}{figures[0]:>7.2f}{figures[1]:>20.2f}{figures[2]:>17.2f}")
    pooled = totals / int(gold.sum())
    print(f"{'pooled':<7}{int(gold.sum()):>4}{pooled[0]:>7.2f}{pooled[1]:>20.2f}{pooled[2]:>17.2f}")


if __name__ == "__main__":
    main()
