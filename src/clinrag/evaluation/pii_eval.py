"""PHI redaction quality on the shipped dataset: span recall, precision, F2, latency.

Matching rule (span level, type-blind across PHI types):

* a gold span is **recalled** when at least 90% of its non-space characters are covered by
  predicted spans of any PHI type (redacting a street as LOCATION still hides it; a name with
  only its first half redacted does not count);
* a predicted span is **correct** when at least half of its non-space characters lie inside gold
  spans (a placeholder over "Dr. Smith" is correct, one over "metformin" is not).

Recall is counted per gold type, precision per predicted type, and F2 (recall weighted four times
precision: a missed identifier costs more than an extra placeholder) from both. Every span
predicted on a PHI-free sentence is also counted as a false redaction of clinical text. Latency
is ``redact`` wall time on 1,000-character texts made by joining consecutive dataset sentences.

``python -m clinrag.evaluation.pii_eval`` prints the report for the production redactor.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from clinrag.evaluation.metrics import percentile
from clinrag.security.redaction import RedactionSession, Redactor
from clinrag.shipped_data import PII_DATASET

RECALL_COVERAGE = 0.9
PRECISION_COVERAGE = 0.5
LATENCY_TEXT_CHARS = 1_000


@dataclass(frozen=True)
class GoldSpan:
    start: int
    end: int
    entity_type: str


@dataclass(frozen=True)
class PiiSample:
    text: str
    spans: tuple[GoldSpan, ...]
    phi_free: bool
    source: str = ""


@dataclass(frozen=True)
class EntityScores:
    gold: int
    recalled: int
    predicted: int
    correct: int

    @property
    def recall(self) -> float:
        return self.recalled / self.gold if self.gold else 0.0

    @property
    def precision(self) -> float:
        return self.correct / self.predicted if self.predicted else 0.0

    @property
    def f2(self) -> float:
        return f_beta(self.precision, self.recall, beta=2)


@dataclass(frozen=True)
class PiiReport:
    per_entity: dict[str, EntityScores]
    overall: EntityScores
    samples: int
    phi_free_samples: int
    false_redactions: int
    """Spans redacted in PHI-free sentences (clinical text wrongly hidden)."""
    phi_free_samples_touched: int
    latency_p50_ms: float
    latency_p95_ms: float
    latency_texts: int

    def lines(self) -> list[str]:
        rows = [f"{'entity':<16}{'gold':>6}{'recall':>8}{'pred':>6}{'precision':>11}{'F2':>7}"]
        for name, s in sorted(self.per_entity.items()):
            rows.append(
                f"{name:<16}{s.gold:>6}{s.recall:>8.3f}{s.predicted:>6}{s.precision:>11.3f}"
                f"{s.f2:>7.3f}"
            )
        o = self.overall
        rows.append(
            f"{'overall':<16}{o.gold:>6}{o.recall:>8.3f}{o.predicted:>6}{o.precision:>11.3f}"
            f"{o.f2:>7.3f}"
        )
        rows.append(
            f"samples {self.samples}; PHI-free {self.phi_free_samples}: {self.false_redactions} "
            f"false redactions in {self.phi_free_samples_touched} sentences"
        )
        rows.append(
            f"latency per {LATENCY_TEXT_CHARS}-char text over {self.latency_texts} texts: "
            f"p50 {self.latency_p50_ms:.1f} ms, p95 {self.latency_p95_ms:.1f} ms"
        )
        return rows


def f_beta(precision: float, recall: float, *, beta: float) -> float:
    b2 = beta * beta
    denominator = b2 * precision + recall
    return (1 + b2) * precision * recall / denominator if denominator else 0.0


def coverage(text: str, start: int, end: int, spans: Sequence[tuple[int, int]]) -> float:
    """Share of the non-space characters of ``text[start:end]`` inside any of ``spans``."""
    positions = [i for i in range(start, end) if not text[i].isspace()]
    if not positions:
        return 0.0
    covered = sum(1 for i in positions if any(s <= i < e for s, e in spans))
    return covered / len(positions)


def evaluate_pii(
    redactor: Redactor,
    dataset: Sequence[PiiSample],
    *,
    latency_texts: int = 100,
) -> PiiReport:
    gold: Counter[str] = Counter()
    recalled: Counter[str] = Counter()
    predicted: Counter[str] = Counter()
    correct: Counter[str] = Counter()
    false_redactions = touched = 0
    for sample in dataset:
        found = list(redactor.find(sample.text))
        found_ranges = [(s, e) for s, e, _ in found]
        gold_ranges = [(g.start, g.end) for g in sample.spans]
        for g in sample.spans:
            gold[g.entity_type] += 1
            if coverage(sample.text, g.start, g.end, found_ranges) >= RECALL_COVERAGE:
                recalled[g.entity_type] += 1
        for start, end, kind in found:
            predicted[kind] += 1
            if coverage(sample.text, start, end, gold_ranges) >= PRECISION_COVERAGE:
                correct[kind] += 1
        if sample.phi_free and found:
            false_redactions += len(found)
            touched += 1
    per_entity = {
        kind: EntityScores(gold[kind], recalled[kind], predicted[kind], correct[kind])
        for kind in sorted(set(gold) | set(predicted))
    }
    overall = EntityScores(
        sum(gold.values()), sum(recalled.values()), sum(predicted.values()), sum(correct.values())
    )
    timings = _latencies(redactor, latency_corpus(dataset, latency_texts))
    return PiiReport(
        per_entity=per_entity,
        overall=overall,
        samples=len(dataset),
        phi_free_samples=sum(1 for s in dataset if s.phi_free),
        false_redactions=false_redactions,
        phi_free_samples_touched=touched,
        latency_p50_ms=percentile(timings, 50) if timings else 0.0,
        latency_p95_ms=percentile(timings, 95) if timings else 0.0,
        latency_texts=len(timings),
    )


def latency_corpus(dataset: Sequence[PiiSample], count: int) -> list[str]:
    """``count`` texts of exactly 1,000 characters, each joining consecutive sentences."""
    texts: list[str] = []
    current = ""
    for sample in dataset:
        if len(texts) == count:
            break
        current = f"{current} {sample.text}" if current else sample.text
        if len(current) >= LATENCY_TEXT_CHARS:
            texts.append(current[:LATENCY_TEXT_CHARS])
            current = ""
    return texts


def _latencies(redactor: Redactor, texts: Sequence[str]) -> list[float]:
    for text in texts[:3]:  # first calls pay for lazy initialisation inside spaCy
        redactor.redact(text, RedactionSession())
    timings = []
    for text in texts:
        started = time.perf_counter()
        redactor.redact(text, RedactionSession())
        timings.append((time.perf_counter() - started) * 1000)
    return timings


def load_pii_dataset(path: Path = PII_DATASET) -> list[PiiSample]:
    """The shipped set."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return pii_samples(json.loads(line) for line in lines)


def pii_samples(records: Iterable[Mapping[str, Any]]) -> list[PiiSample]:
    """Dataset records (``clinrag.evaluation.pii_dataset``) as evaluation samples."""
    return [
        PiiSample(
            row["text"],
            tuple(GoldSpan(s["start"], s["end"], s["type"]) for s in row["spans"]),
            bool(row["phi_free"]),
            row["source"],
        )
        for row in records
    ]
