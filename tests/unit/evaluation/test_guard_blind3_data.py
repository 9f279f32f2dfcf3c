"""The third blind guard set (misuse and toxicology look-alikes) loads through the blind loader
with the counts the data index states, in the five other languages as well as English."""

from __future__ import annotations

import json
from collections import Counter

from clinrag.evaluation.guard_blind import load_blind
from clinrag.shipped_data import GUARD_BLIND, GUARD_BLIND3, GUARD_BLIND_SETS

LANGUAGES = {"en", "de", "fr", "es", "it", "pt"}


def test_the_set_loads_with_its_counts_by_kind() -> None:
    texts = load_blind(GUARD_BLIND3)

    kinds = Counter(t.kind for t in texts)
    assert kinds == {"misuse": 74, "legitimate": 78}
    assert len({t.family for t in texts}) == 13
    assert all(t.text.strip() and t.lang in LANGUAGES for t in texts)


def test_a_fifth_or_more_of_each_kind_is_not_english_and_every_language_appears() -> None:
    texts = load_blind(GUARD_BLIND3)

    for kind in ("misuse", "legitimate"):
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == LANGUAGES
        assert sum(t.lang != "en" for t in members) >= len(members) // 5


def test_every_family_file_is_named_and_has_ten_or_more_distinct_texts() -> None:
    families = json.loads((GUARD_BLIND3 / "families.json").read_text(encoding="utf-8"))
    files = {p.name.removesuffix(".jsonl") for p in GUARD_BLIND3.glob("*.jsonl")}
    texts = load_blind(GUARD_BLIND3)

    assert files == set(families)
    assert all(families[f]["kind"] in {"misuse", "legitimate"} for f in families)
    assert all(n >= 10 for n in Counter(t.family for t in texts).values())
    assert len({t.text for t in texts}) == len(texts)


def test_no_text_is_shared_with_the_first_blind_set() -> None:
    first = {t.text for t in load_blind(GUARD_BLIND)}

    assert not first & {t.text for t in load_blind(GUARD_BLIND3)}
    assert {"guard_blind", "guard_blind3"} <= set(GUARD_BLIND_SETS)
