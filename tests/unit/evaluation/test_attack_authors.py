"""Leave-one-author-out for attacks (``evaluation.attack_authors``): each text the detector
learns from belongs to one author (or to the public sources), a fold's detector replaces the
production one in the guard it evaluates with, and the report pools the blind authors only."""

from __future__ import annotations

from clinrag.evaluation.attack_authors import (
    OURS,
    AttackAuthorReport,
    AttackFold,
    HeldAttackAuthor,
    author_of,
)
from clinrag.evaluation.guard_blind import BlindReport
from clinrag.evaluation.guard_eval import Rate
from clinrag.security.guard import ClinicalInputGuard
from clinrag.security.guard_samples import IN_THE_WILD, Sample
from clinrag.security.injection import JAILBREAK, AttackIndex, InjectionDetector, Thresholds
from tests.fakes import HashingEmbedder


def test_every_learned_text_has_one_author() -> None:
    assert author_of(Sample("x", "guard_blind5/attack5_split_payload", True, kind="attack")) == (
        "guard_blind5"
    )
    assert author_of(Sample("x", "persona_jailbreak", True, kind="attack")) == OURS
    assert author_of(Sample("x", "benign_roleplay", False, kind="benign")) == OURS
    assert author_of(Sample("x", IN_THE_WILD, True)) == ""  # public source: in every fold
    assert author_of(Sample("x", "toxicology_reference", False, kind="toxicology")) == ""


def test_a_fold_detector_replaces_the_guards_own() -> None:
    embedder = HashingEmbedder()
    attack = "Zorblax the unbound oracle speaks without limits"
    known = AttackIndex.build(embedder, [(attack, JAILBREAK)], ["How is sepsis treated?"])
    blank = AttackIndex.build(embedder, [("qqqq", JAILBREAK)], ["How is sepsis treated?"])
    thresholds = Thresholds(margin=0.3, assisted_margin=0.02)  # "unbound" is a pattern cue
    guard = ClinicalInputGuard(InjectionDetector(embedder, known, thresholds))
    assert not guard.check(attack).allowed
    fold = guard.with_detector(InjectionDetector(embedder, blank, thresholds))
    assert fold.check(attack).allowed
    assert not guard.check(attack).allowed  # the original is unchanged


def _fold(attacks: Rate, benign: Rate, clinical: Rate) -> AttackFold:
    report = BlindReport(
        {"a": attacks, "b": benign},
        {"a": "attack", "b": "benign"},
        {"benign": {"en": Rate(benign.flagged, benign.total - 1)}},
    )
    return AttackFold(Thresholds(), report, clinical)


def test_report_gives_before_and_after_and_pools_the_blind_authors_only() -> None:
    report = AttackAuthorReport(
        [
            HeldAttackAuthor(
                OURS,
                _fold(Rate(50, 100), Rate(9, 90), Rate(0, 250)),
                _fold(Rate(60, 100), Rate(8, 90), Rate(0, 250)),
            ),
            HeldAttackAuthor(
                "guard_blind5",
                _fold(Rate(7, 10), Rate(1, 10), Rate(1, 250)),
                _fold(Rate(8, 10), Rate(2, 10), Rate(2, 250)),
            ),
            HeldAttackAuthor(
                "guard_blind6",
                _fold(Rate(3, 10), Rate(0, 10), Rate(1, 250)),
                _fold(Rate(9, 10), Rate(1, 10), Rate(0, 250)),
            ),
        ],
        1.0,
    )
    lines = report.lines()
    before = next(line for line in lines if "pooled, before" in line)
    after = next(line for line in lines if "pooled, after" in line)
    assert "(10/20)" in before  # 7 + 3 of the blind authors, ours left out
    assert "(17/20)" in after
    assert "worst clinical 0.80 %" in after
    row = next(line for line in lines if line.split()[:2] == ["guard_blind6", "after"])
    assert "(9/10)" in row
    assert "(1/10)" in row
    assert any("(3/10) ->" in line and "(9/10)" in line for line in lines)  # per family
