"""How well ingest reads trial fields (``ingest/trial_metadata.py``): per-field precision and
recall of the extractor against hand labels of the shipped abstracts.

A field the extractor sets counts as a true positive when it equals the label, a false positive
otherwise (a wrong value or a value the text does not state); a labelled value it misses or gets
wrong is a false negative. So a wrong value costs both precision and recall. The labels
(``data/eval/agent/trial_metadata_labels.jsonl``) are split: ``tuning`` abstracts were read
before the rules were last changed, ``held_out`` ones only after (``data/eval/agent/LICENSE.md``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from clinrag.ingest.trial_metadata import FIELDS, extract_trial_metadata
from clinrag.shipped_data import SAMPLE_CORPUS, TRIAL_METADATA_LABELS

SPLITS = ("tuning", "held_out")


@dataclass(frozen=True)
class TrialLabel:
    source: str
    split: str
    values: Mapping[str, str | int | None]
    """Every field of ``FIELDS``; None where the abstract does not state it."""


@dataclass
class FieldScore:
    true_positives: int = 0
    false_positives: int = 0
    false_negatives: int = 0

    @property
    def precision(self) -> float | None:
        found = self.true_positives + self.false_positives
        return self.true_positives / found if found else None

    @property
    def recall(self) -> float | None:
        labelled = self.true_positives + self.false_negatives
        return self.true_positives / labelled if labelled else None


@dataclass
class TrialMetadataReport:
    abstracts: dict[str, int] = field(default_factory=dict)
    """Labelled abstracts per split."""
    scores: dict[str, dict[str, FieldScore]] = field(default_factory=dict)
    """Split (and ``all``) -> field -> counts."""
    misses: list[str] = field(default_factory=list)
    """One line per disagreement: source, field, extracted, labelled."""

    def lines(self) -> list[str]:
        out = [f"labelled abstracts: {self.abstracts}"]
        for split, fields in self.scores.items():
            out.append(f"\n{split}: field            precision  recall   tp  fp  fn")
            for name, score in fields.items():
                out.append(
                    f"  {name:<16} {_rate(score.precision):>9} {_rate(score.recall):>7}"
                    f" {score.true_positives:>4} {score.false_positives:>3}"
                    f" {score.false_negatives:>3}"
                )
        out.append(f"\ndisagreements ({len(self.misses)}):")
        out += [f"  {line}" for line in self.misses]
        return out


def load_labels(path: Path = TRIAL_METADATA_LABELS) -> list[TrialLabel]:
    labels = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        row = json.loads(line)
        missing = [name for name in ("source", "split", *FIELDS) if name not in row]
        if missing or row["split"] not in SPLITS:
            raise ValueError(f"{path.name} line {number}: missing {missing} or unknown split")
        labels.append(TrialLabel(row["source"], row["split"], {k: row[k] for k in FIELDS}))
    return labels


def evaluate_trial_metadata(
    labels: Iterable[TrialLabel], corpus: Path = SAMPLE_CORPUS
) -> TrialMetadataReport:
    documents = {}
    for line in corpus.read_text().splitlines():
        row = json.loads(line)
        documents[row["source"]] = row
    report = TrialMetadataReport()
    for split in (*SPLITS, "all"):
        report.scores[split] = {name: FieldScore() for name in FIELDS}
    for label in labels:
        document = documents[label.source]
        extracted = extract_trial_metadata(document["title"], document["text"])
        report.abstracts[label.split] = report.abstracts.get(label.split, 0) + 1
        for split in (label.split, "all"):
            for name in FIELDS:
                _count(report.scores[split][name], extracted.get(name), label.values[name])
        for name in FIELDS:
            got, want = extracted.get(name), label.values[name]
            if got != want:
                report.misses.append(f"{label.source} {name}: extracted {got}, labelled {want}")
    return report


def _count(score: FieldScore, got: object, want: object) -> None:
    if got is not None and got == want:
        score.true_positives += 1
        return
    if got is not None:
        score.false_positives += 1
    if want is not None:
        score.false_negatives += 1


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"
