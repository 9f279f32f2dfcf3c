"""The judge evaluation's sampling and its combined policies, on made-up outcomes."""

from __future__ import annotations

from clinrag.evaluation.guard_blind import BlindText
from clinrag.evaluation.judge_eval import Judged, report, subsample


def _texts(family: str, count: int) -> list[BlindText]:
    return [BlindText(family, "attack", "en", f"{family} text {i}") for i in range(count)]


def test_the_subsample_takes_as_many_of_each_family_whatever_their_order() -> None:
    texts = _texts("a", 5) + _texts("b", 2)
    chosen = subsample(texts, 3)
    assert [t.family for t in chosen] == ["a", "a", "a", "b", "b"]
    assert subsample(list(reversed(texts)), 3) == [*chosen[3:], *chosen[:3]]
    assert len(subsample(texts, None)) == 7


def _judged(kind: str, guard: bool, verdict: str) -> Judged:
    reasons = ("prompt_injection",) if guard else ()
    return Judged("s", f"f_{kind}", kind, "en", reasons, verdict, 1.0, 400)


def test_a_combined_policy_refuses_what_the_guard_or_its_verdicts_refuse() -> None:
    judged = [
        _judged("attack", True, "safe"),
        _judged("attack", False, "prompt_attack"),
        _judged("attack", False, "unavailable"),
        _judged("misuse", False, "harmful_intent"),
        _judged("benign", False, "prompt_attack"),
    ]
    rates = report(judged, "v1").rates
    assert rates["guard"]["all"]["attack"].flagged == 1
    assert rates["judge alone"]["all"]["attack"].flagged == 1  # unavailable refuses nothing
    assert rates["guard + judge (every verdict)"]["all"]["attack"].flagged == 2
    assert rates["guard + judge (intent verdicts)"]["all"]["attack"].flagged == 1
    assert rates["guard + judge (intent verdicts)"]["all"]["misuse"].flagged == 1
    assert rates["guard + judge (intent verdicts)"]["all"]["benign"].flagged == 0
    assert rates["guard + judge (attack verdict)"]["all"]["benign"].flagged == 1
    assert report(judged, "v1").unavailable == 1


def test_the_judge_reads_no_blind_set_before_its_blind_run() -> None:
    from clinrag.evaluation.judge_command import SETS
    from clinrag.shipped_data import GUARD_BLIND_SETS, SEEN_GUARD_SETS

    unseen = set(map(str, GUARD_BLIND_SETS)) - set(SEEN_GUARD_SETS)
    assert not unseen & set(SETS)
