"""PHI redaction per accepted language: the shipped sentence set, its dev/test halves, scores.

The set (``data/eval/pii_languages/sentences.jsonl``, built by
``scripts/build_pii_languages.py``) holds clinicians' questions and note fragments written in
English (the control), German, French, Spanish, Italian and Portuguese with surrogate PHI and gold
spans, and PHI-free clinical sentences. Each line is ``{"id", "lang", "source", "text", "spans",
"phi_free"}``, the record shape of the English PHI set, so scoring is ``pii_eval.evaluate_pii``
with its coverage rules, unchanged.

Halves: a sentence goes to ``dev`` or ``test`` by the sha256 of its number (the part of the id
after the language), so a sentence and its counterparts in the other languages, which share a
number and a shape, fall in the same half: rules tuned on the dev halves never saw a test
sentence in any language. Tune on ``dev``; ``test`` is the figure the accepted languages are
chosen by (``PHI_TARGET``).

A blind set in the same format (``data/eval/pii_languages_blind``, built by
``scripts/build_pii_languages_blind.py``, written without sight of the redactor) is read by
passing its path; both of its halves are held out.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from clinrag.evaluation.pii_eval import PiiReport, evaluate_pii, pii_samples
from clinrag.security.redaction import Redactor
from clinrag.shipped_data import PII_LANGUAGES

Half = Literal["dev", "test"]
HALVES: tuple[Half, ...] = ("dev", "test")
PHI_TARGET = 0.98
"""The project's PHI recall target: a language whose held-out recall is below it is not
accepted by default (``SecuritySettings.accepted_languages``). Both halves of this set have
been read while writing rules (issue 15's second round), so its test half is a development
figure now; the default is decided on a blind multilingual set."""


@dataclass(frozen=True)
class LanguageRecord:
    id: str
    lang: str
    record: Mapping[str, Any]

    @property
    def half(self) -> Half:
        return half_of(self.id)


def half_of(sentence_id: str) -> Half:
    """``dev`` or ``test``, from the sha256 of the id's number ("de-012" -> "012")."""
    number = sentence_id.rpartition("-")[2]
    return "test" if hashlib.sha256(number.encode()).digest()[0] % 2 else "dev"


def load_language_records(path: Path = PII_LANGUAGES) -> list[LanguageRecord]:
    lines = path.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines if line.strip()]
    return [LanguageRecord(row["id"], row["lang"], row) for row in rows]


def languages(records: Iterable[LanguageRecord]) -> list[str]:
    """The languages in file order (English first)."""
    return list(dict.fromkeys(r.lang for r in records))


@dataclass(frozen=True)
class HalfScores:
    sentences: int
    phi_free: int
    gold: int
    recall: float
    precision: float
    false_redactions: int
    """Spans redacted in PHI-free sentences (clinical text wrongly hidden)."""
    missed: dict[str, int]
    """Gold type -> spans not recalled."""

    @classmethod
    def of(cls, report: PiiReport) -> HalfScores:
        o = report.overall
        missed = {
            kind: s.gold - s.recalled
            for kind, s in report.per_entity.items()
            if s.gold > s.recalled
        }
        return cls(
            sentences=report.samples,
            phi_free=report.phi_free_samples,
            gold=o.gold,
            recall=o.recall,
            precision=o.precision,
            false_redactions=report.false_redactions,
            missed=missed,
        )


@dataclass(frozen=True)
class LanguagePiiReport:
    halves: dict[str, dict[str, HalfScores]]
    """Language -> half -> scores."""
    target: float

    def meeting_target(self, half: Half = "test") -> list[str]:
        return [lang for lang, by in self.halves.items() if by[half].recall >= self.target]

    def lines(self) -> list[str]:
        rows = [
            f"{'lang':<6}{'half':<6}{'n':>4}{'gold':>6}{'recall':>8}{'precision':>11}"
            f"{'clinical removed':>18}  missed"
        ]
        for lang, by in self.halves.items():
            for half, s in by.items():
                missed = ", ".join(f"{k} {v}" for k, v in sorted(s.missed.items())) or "-"
                removed = f"{s.false_redactions} in {s.phi_free}"
                rows.append(
                    f"{lang:<6}{half:<6}{s.sentences:>4}{s.gold:>6}{s.recall:>8.3f}"
                    f"{s.precision:>11.3f}{removed:>18}  {missed}"
                )
        rows.append(
            f"recall target {self.target:.2f}; test half meets it: "
            f"{', '.join(self.meeting_target()) or 'none'}"
        )
        rows.append(
            "(development figures: both halves were read while writing rules; the languages "
            "accepted by default are decided on a blind set)"
        )
        return rows


def evaluate_languages(
    redactor: Redactor,
    records: Sequence[LanguageRecord],
    *,
    only: Sequence[str] = (),
) -> LanguagePiiReport:
    """``evaluate_pii`` on each language's dev and test halves (no latency: the English set's
    figure is the redactor's)."""
    halves: dict[str, dict[str, HalfScores]] = {}
    for lang in languages(records):
        if only and lang not in only:
            continue
        halves[lang] = {}
        for half in HALVES:
            rows = [r.record for r in records if r.lang == lang and r.half == half]
            report = evaluate_pii(redactor, pii_samples(rows), latency_texts=0)
            halves[lang][half] = HalfScores.of(report)
    return LanguagePiiReport(halves, PHI_TARGET)
