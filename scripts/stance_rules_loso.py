"""The stance rules on every seen split's gold conclusion sentences, leave-one-split-out (dev
tool, issue 14).

A rule has no training step, so "written from the other splits, read on this one" is a
property of how each rule was written: every rule added from a split's misses is named in
``stance.rule_switches`` with the splits it was written from. The held-out column of a split
reads it with the rules *any* of its misses motivated switched off (stricter than
``note_loso.py``, which keeps a rule two sets motivated); ``all`` reads with every rule on
(development); ``before`` with every named rule off (main's reading); ``lenient`` off only
the rules that split alone motivated (``note_loso.py``'s protocol: a rule two splits motivated
would have been written from the other one).

Per split and pooled: right / wrong (a conclusion stated that is not gold) / opposite (yes for
no or no for yes) / unclear; per gold stance, right of n. ``--misses SPLIT`` lists that split's
misses in the held-out column.

    PYTHONPATH=src:. python scripts/stance_rules_loso.py [--misses test13]
"""

from __future__ import annotations

import argparse
from collections import Counter
from collections.abc import Sequence

from clinrag.shipped_data import SEEN_QUESTION_SPLITS
from clinrag.stance.defined_arms import read_in_context
from clinrag.stance.research_set import (
    ResearchQuestion,
    load_research_questions,
    load_sample_corpus,
)
from clinrag.stance.rule_switches import MOTIVATED_BY, switched_off

GOLDS = ("yes", "no", "no_difference")
COLUMNS = ("before", "held-out", "lenient", "all")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misses", default="")
    args = parser.parse_args()
    questions = [q for q in load_research_questions() if q.split in SEEN_QUESTION_SPLITS]
    reads = rule_reads(questions)
    named = "; ".join(f"{n}: {sorted(s)}" for n, s in sorted(MOTIVATED_BY.items()))
    print(f"rules named: {len(MOTIVATED_BY)}; {named}")
    print(f"{'split':<8}" + "".join(f"{c:>36}" for c in COLUMNS))
    for split in [*SEEN_QUESTION_SPLITS, "all"]:
        cells = [
            cell([r for r in reads[c] if split == "all" or r[0].split == split]) for c in COLUMNS
        ]
        print(f"{split:<8}" + "".join(f"{c:>36}" for c in cells))
    print("cell: right/wrong/opposite/unclear of n | per gold right of n: yes no no_difference")
    for question, read in reads["held-out"]:
        if question.split == args.misses and read != question.stance:
            print(f"{question.id} gold={question.stance} read={read} | {question.question}")
            print(f"    {question.reference}")


def own_rules(split: str) -> set[str]:
    """The named rules written from ``split``'s misses (off when it is read held out)."""
    return {name for name, splits in MOTIVATED_BY.items() if split in splits}


def rule_reads(
    questions: Sequence[ResearchQuestion],
) -> dict[str, list[tuple[ResearchQuestion, str]]]:
    """Column -> each question with the rules' reading of its gold sentence, split by split
    in ``SEEN_QUESTION_SPLITS`` order."""
    abstracts = {d.source: d.full_text for d in load_sample_corpus()}
    reads: dict[str, list[tuple[ResearchQuestion, str]]] = {c: [] for c in COLUMNS}
    for split in SEEN_QUESTION_SPLITS:
        chosen = [q for q in questions if q.split == split]
        only = {name for name, splits in MOTIVATED_BY.items() if splits == {split}}
        offs = (
            ("before", set(MOTIVATED_BY)),
            ("held-out", own_rules(split)),
            ("lenient", only),
            ("all", set()),
        )
        for column, off in offs:
            with switched_off(off):
                reads[column] += [
                    (q, read_in_context(q.reference, q.question, abstracts[q.source]))
                    for q in chosen
                ]
    return reads


def cell(reads: Sequence[tuple[ResearchQuestion, str]]) -> str:
    right = sum(q.stance == r for q, r in reads)
    unclear = sum(r not in GOLDS for _, r in reads)
    opposite = sum({q.stance, r} == {"yes", "no"} for q, r in reads)
    wrong = len(reads) - right - unclear
    gold = Counter(q.stance for q, _ in reads)
    hit = Counter(q.stance for q, r in reads if q.stance == r)
    per = " ".join(f"{hit[g]}/{gold[g]}" for g in GOLDS)
    return f"{right}/{wrong}/{opposite}/{unclear} of {len(reads)} | {per}"


if __name__ == "__main__":
    main()
