"""The rules, the learned reader and their combinations on every seen split's gold conclusion
sentences, leave-one-split-out (dev tool, issue 14; sibling of ``stance_rules_loso.py``).

Each split is read by the learned model of ``clinrag eval verdicts`` (``stance.model``,
trained on the gold sentences of every other seen split) and by the rules without the rules
written from its own misses (``stance_rules_loso.py``'s held-out column); the model's
features of the split's own sentences are computed with those rules off too, since the
rules' reading is one of its features. Readers:

* ``rules``, ``learned``: each alone; ``... before``: with every named rule off (main's
  readers, the learned one trained on the same splits);
* ``learned>t else rules``: the model where its probability is at least t, the rules
  otherwise; ``rules else learned>t``: the rules where they state a conclusion, the model
  (at least t) where they read ``unclear``; t is chosen for each held-out split on the other
  splits alone (the t of ``abstention.GRID`` with most right less twice the wrong: a wrong
  verdict costs more than none).

    OMP_NUM_THREADS=1 PYTHONPATH=src:. python scripts/stance_combo_loso.py
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from clinrag.components import build_embedder
from clinrag.settings import Settings
from clinrag.shipped_data import SEEN_QUESTION_SPLITS
from clinrag.stance.abstention import GRID
from clinrag.stance.model import LABELS, features, train
from clinrag.stance.research_set import ResearchQuestion, load_research_questions
from clinrag.stance.rule_switches import MOTIVATED_BY, switched_off
from scripts.stance_rules_loso import cell, own_rules, rule_reads

Combine = Callable[[str, np.ndarray, float], str]


def _learned_first(ruled: str, p: np.ndarray, t: float) -> str:
    return LABELS[int(np.argmax(p))] if p.max() >= t else ruled


def _rules_first(ruled: str, p: np.ndarray, t: float) -> str:
    if ruled in LABELS:
        return ruled
    return LABELS[int(np.argmax(p))] if p.max() >= t else "unclear"


COMBINATIONS: dict[str, Combine] = {
    "learned>t else rules": _learned_first,
    "rules else learned>t": _rules_first,
}


def main() -> None:
    questions = [q for q in load_research_questions() if q.split in SEEN_QUESTION_SPLITS]
    ruled = [r for _, r in rule_reads(questions)["held-out"]]
    ordered = [q for s in SEEN_QUESTION_SPLITS for q in questions if q.split == s]
    embedder = build_embedder(Settings())
    pairs = [(q.question, q.reference) for q in ordered]
    matrix = features(embedder, pairs)
    splits = np.array([q.split for q in ordered])
    probs = np.zeros((len(ordered), len(LABELS)))
    for split in SEEN_QUESTION_SPLITS:
        read = np.flatnonzero(splits == split)
        with switched_off(own_rules(split)):
            own = features(embedder, [pairs[i] for i in read])
        kept = np.flatnonzero(splits != split)
        model = train(matrix[kept], [ordered[i].stance for i in kept])
        probs[read] = model.probabilities(own)
    learned = [LABELS[int(np.argmax(p))] for p in probs]
    with switched_off(MOTIVATED_BY):
        before = features(embedder, pairs)
    main_reads: list[str] = [""] * len(ordered)
    for split in SEEN_QUESTION_SPLITS:
        kept = np.flatnonzero(splits != split)
        model = train(before[kept], [ordered[i].stance for i in kept])
        read = np.flatnonzero(splits == split)
        for i, stance in zip(read, model.read(before[read]), strict=True):
            main_reads[i] = stance
    readers: dict[str, list[str]] = {
        "rules before": [r for _, r in rule_reads(questions)["before"]],
        "learned before": main_reads,
        "rules": ruled,
        "learned": learned,
    }
    for name, combine in COMBINATIONS.items():
        readers[name] = _nested(ordered, ruled, probs, combine)
    print(f"{'split':<8}" + "".join(f"{name:>40}" for name in readers))
    for split in [*SEEN_QUESTION_SPLITS, "all"]:
        chosen = [i for i, q in enumerate(ordered) if split in ("all", q.split)]
        cells = [cell([(ordered[i], reads[i]) for i in chosen]) for reads in readers.values()]
        print(f"{split:<8}" + "".join(f"{c:>40}" for c in cells))
    print("cell: right/wrong/opposite/unclear of n | per gold right of n: yes no no_difference")


def _nested(
    ordered: Sequence[ResearchQuestion], ruled: Sequence[str], probs: np.ndarray, combine: Combine
) -> list[str]:
    """Each split combined at the threshold chosen on the other splits."""
    out = [""] * len(ordered)
    for split in SEEN_QUESTION_SPLITS:
        others = [i for i, q in enumerate(ordered) if q.split != split]

        def score(t: float, rows: Sequence[int] = others) -> int:
            said = [combine(ruled[i], probs[i], t) for i in rows]
            right = sum(s == ordered[i].stance for s, i in zip(said, rows, strict=True))
            wrong = sum(
                s in LABELS and s != ordered[i].stance for s, i in zip(said, rows, strict=True)
            )
            return right - 2 * wrong

        t = max(GRID, key=score)
        for i, q in enumerate(ordered):
            if q.split == split:
                out[i] = combine(ruled[i], probs[i], t)
        print(f"{split}: threshold {t}")
    return out


if __name__ == "__main__":
    main()
