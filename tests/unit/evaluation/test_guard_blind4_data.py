"""The fourth blind guard set (misuse, prompt attacks and their look-alikes) loads through the
blind loader with the counts the data index states, shares no text with the earlier guard sets,
and reuses no sentence between its own rows."""

from __future__ import annotations

from collections import Counter
from functools import partial

from clinrag import shipped_data as data
from clinrag.evaluation.guard_blind import load_blind
from tests.unit.evaluation import blind_guard_checks as checks

SET_A_LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}
ATTACK_LANGUAGES = {"nl", "pl", "el", "hi", "ar"}


class TestSharedChecks(checks.GuardSetChecks):
    """The checks every guard set shares, with this set's numbers and own additions."""

    shipped = data.GUARD_BLIND4
    counts = partial(checks.check_guard_counts, kinds={"misuse": 118,
        "legitimate": 111, "attack": 104, "benign": 61}, families=34, least=9)  # fmt: skip
    index = partial(checks.check_family_index, earlier=())
    shared = partial(checks.check_no_shared_text, name="guard_blind4",
        others=(data.GUARD_BLIND, data.GUARD_BLIND3, data.GUARD_DEV), min_others=1000)  # fmt: skip


def test_set_a_is_a_fifth_or_more_in_five_other_languages() -> None:
    texts = load_blind(data.GUARD_BLIND4)

    for kind in ("misuse", "legitimate"):
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == SET_A_LANGUAGES
        assert sum(t.lang != "en" for t in members) >= len(members) // 5


def test_attacks_and_benign_texts_both_appear_in_the_five_attack_languages() -> None:
    texts = load_blind(data.GUARD_BLIND4)

    for kind in ("attack", "benign"):
        languages = Counter(t.lang for t in texts if t.kind == kind)
        assert set(languages) >= ATTACK_LANGUAGES
        assert set(languages) <= ATTACK_LANGUAGES | {"en"}
