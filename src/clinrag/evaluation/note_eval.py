"""Note-level PHI redaction quality: recall and precision per document family and per Safe Harbor
type, clinical values wrongly removed, latency per 1,000 characters.

The matching rule is the question-level one (``pii_eval.coverage``: a gold span is recalled when
90% of its non-space characters are redacted, a predicted span is correct when half of its
characters are gold). A clinical value the generator marked to keep (a drug, a dose, a lab
value, a finding) counts as wrongly removed when any of its non-space characters is redacted.
Latency is ``redact`` wall time of each whole note divided by its length in thousands of
characters.

A rule system has no training step, so "leave one family out" is a property of how the rules
were written: a family's figure is held out only for a rule set developed while that family's
notes were hidden. This module measures whatever rule set runs; docs/benchmarks.md records which
families each measured rule set had been developed on.
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
from clinrag.evaluation.pii_eval import (
    PRECISION_COVERAGE,
    RECALL_COVERAGE,
    EntityScores,
    GoldSpan,
    coverage,
)
from clinrag.security.recognizers import PhiType
from clinrag.security.redaction import Redactor
from clinrag.shipped_data import NOTE_DATASET


@dataclass(frozen=True)
class KeptValue:
    start: int
    end: int
    kind: str


@dataclass(frozen=True)
class Note:
    family: str
    template: str
    text: str
    spans: tuple[GoldSpan, ...]
    keep: tuple[KeptValue, ...]


@dataclass(frozen=True)
class NoteReport:
    per_family: dict[str, EntityScores]
    per_type: dict[str, EntityScores]
    overall: EntityScores
    notes: int
    clinical_values: int
    clinical_values_removed: int
    removed_by_kind: dict[str, int]
    latency_p50_ms_per_1k: float
    latency_p95_ms_per_1k: float

    @property
    def clinical_removed_share(self) -> float:
        return self.clinical_values_removed / self.clinical_values if self.clinical_values else 0.0

    def lines(self) -> list[str]:
        w = max([18, *(len(name) + 2 for name in self.per_family)])
        rows = [f"{'family':<{w}}{'notes':>6}{'gold':>6}{'recall':>8}{'pred':>6}{'precision':>11}"]
        for name, s in self.per_family.items():
            rows.append(
                f"{name:<{w}}{'':>6}{s.gold:>6}{s.recall:>8.3f}{s.predicted:>6}{s.precision:>11.3f}"
            )
        o = self.overall
        rows.append(
            f"{'all notes':<{w}}{self.notes:>6}{o.gold:>6}{o.recall:>8.3f}{o.predicted:>6}"
            f"{o.precision:>11.3f}"
        )
        rows.append("")
        rows.append(f"{'Safe Harbor type':<18}{'gold':>6}{'recall':>8}")
        for name, s in self.per_type.items():
            recall = f"{s.recall:>8.3f}" if s.gold else f"{'-':>8}"
            rows.append(f"{name:<18}{s.gold:>6}{recall}")
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.removed_by_kind.items())) or "none"
        rows.append("")
        rows.append(
            f"clinical values wrongly removed: {self.clinical_values_removed} of "
            f"{self.clinical_values} ({100 * self.clinical_removed_share:.2f} %): {kinds}"
        )
        rows.append(
            f"latency per 1,000 characters: p50 {self.latency_p50_ms_per_1k:.1f} ms, "
            f"p95 {self.latency_p95_ms_per_1k:.1f} ms"
        )
        return rows


def evaluate_notes(redactor: Redactor, notes: Sequence[Note]) -> NoteReport:
    """Redact every note once (timed) and score the spans."""
    counts: dict[str, Counter[str]] = {k: Counter() for k in ("gold", "hit", "pred", "ok")}
    by_type: dict[str, Counter[str]] = {k: Counter() for k in ("gold", "hit", "pred", "ok")}
    removed: Counter[str] = Counter()
    kept_total = 0
    timings = []
    for note in notes[:2]:  # the first calls pay for lazy initialisation inside spaCy
        redactor.find(note.text)
    for note in notes:
        started = time.perf_counter()
        found = redactor.find(note.text)
        elapsed = (time.perf_counter() - started) * 1000
        timings.append(elapsed / max(len(note.text), 1) * 1000)
        found_ranges = [(s, e) for s, e, _ in found]
        gold_ranges = [(g.start, g.end) for g in note.spans]
        for g in note.spans:
            hit = coverage(note.text, g.start, g.end, found_ranges) >= RECALL_COVERAGE
            for table, key in ((counts, note.family), (by_type, g.entity_type)):
                table["gold"][key] += 1
                table["hit"][key] += hit
        for start, end, kind in found:
            ok = coverage(note.text, start, end, gold_ranges) >= PRECISION_COVERAGE
            for table, key in ((counts, note.family), (by_type, kind)):
                table["pred"][key] += 1
                table["ok"][key] += ok
        for value in note.keep:
            kept_total += 1
            if coverage(note.text, value.start, value.end, found_ranges) > 0:
                removed[value.kind] += 1
    return NoteReport(
        per_family={f: _scores(counts, f) for f in dict.fromkeys(n.family for n in notes)},
        per_type={t.value: _scores(by_type, t.value) for t in PhiType},
        overall=EntityScores(*(sum(counts[k].values()) for k in ("gold", "hit", "pred", "ok"))),
        notes=len(notes),
        clinical_values=kept_total,
        clinical_values_removed=sum(removed.values()),
        removed_by_kind=dict(removed),
        latency_p50_ms_per_1k=percentile(timings, 50) if timings else 0.0,
        latency_p95_ms_per_1k=percentile(timings, 95) if timings else 0.0,
    )


def _scores(table: Mapping[str, Counter[str]], key: str) -> EntityScores:
    return EntityScores(table["gold"][key], table["hit"][key], table["pred"][key], table["ok"][key])


def load_notes(path: Path = NOTE_DATASET) -> list[Note]:
    """The shipped note set."""
    return note_samples(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines())


def note_samples(records: Iterable[Mapping[str, Any]]) -> list[Note]:
    """Records of ``note_dataset`` as evaluation notes."""
    return [
        Note(
            r["family"],
            r["template"],
            r["text"],
            tuple(GoldSpan(s["start"], s["end"], s["type"]) for s in r["spans"]),
            tuple(KeptValue(k["start"], k["end"], k["kind"]) for k in r["keep"]),
        )
        for r in records
    ]


def select(notes: Sequence[Note], families: Sequence[str], per_family: int | None) -> list[Note]:
    """The notes of ``families`` (all when empty), at most ``per_family`` of each."""
    chosen: list[Note] = []
    taken: Counter[str] = Counter()
    for note in notes:
        if families and note.family not in families:
            continue
        if per_family is not None and taken[note.family] >= per_family:
            continue
        taken[note.family] += 1
        chosen.append(note)
    return chosen
