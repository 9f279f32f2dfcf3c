"""Checks every blind guard set (guard_blind4 on: family files beside a families.json index)
shares, written once so each set's test file states only its own counts, families and languages."""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any, ClassVar

from clinrag.evaluation.guard_blind import load_blind
from clinrag.shipped_data import DATA_DIR, GUARD_BLIND_SETS, GUARD_DEV, SEEN_GUARD_SETS

GUARD_KINDS = ("misuse", "legitimate", "attack", "benign")
INTENT_SETS = (DATA_DIR / "eval" / "intent_dev", DATA_DIR / "eval" / "intent_voices")
"""The intent policy's own written sets, which no blind guard set may share a text with."""


def blind_sets_before(name: str, first: str = "guard_blind") -> tuple[Path, ...]:
    """The registered blind guard sets from `first` up to, not including, `name`."""
    names = list(GUARD_BLIND_SETS)
    return tuple(GUARD_BLIND_SETS[n] for n in names[names.index(first) : names.index(name)])


def check_guard_counts(
    directory: Path, *, kinds: dict[str, int], families: int, least: int, most: int | None = None
) -> Counter[str]:
    """The set loads with exactly these counts by kind and family, every family holding `least`
    (to `most`) texts, none empty; returns the count per family for set-specific checks."""
    texts = load_blind(directory)
    per_family = Counter(t.family for t in texts)

    assert Counter(t.kind for t in texts) == kinds
    assert len(per_family) == families
    assert all(n >= least for n in per_family.values())
    if most is not None:
        assert all(n <= most for n in per_family.values())
    assert all(t.text.strip() for t in texts)
    return per_family


def check_mostly_english(directory: Path, allowed: dict[str, set[str]], *, share: float) -> None:
    """Each kind uses exactly its allowed languages, with other languages than English above
    none and at most `share` of its texts."""
    texts = load_blind(directory)

    for kind, langs in allowed.items():
        members = [t for t in texts if t.kind == kind]
        assert {t.lang for t in members} == langs
        assert 0 < sum(t.lang != "en" for t in members) <= share * len(members)


def check_benign_mirrors(directory: Path, mirrored: dict[str, str]) -> None:
    """Each attack carrier has its benign mirror family, within one text of its size."""
    texts = load_blind(directory)
    per_family = Counter(t.family for t in texts)
    kinds = {t.family: t.kind for t in texts}

    for attack, benign in mirrored.items():
        assert (kinds[attack], kinds[benign]) == ("attack", "benign")
        assert abs(per_family[attack] - per_family[benign]) <= 1


def check_attack_carriers(directory: Path, *, mirrored: Iterable[str], unmirrored: str) -> None:
    """The attack families are exactly the mirrored carriers and the one carrier left unmirrored."""
    kinds = {t.family: t.kind for t in load_blind(directory)}

    assert {f for f, k in kinds.items() if k == "attack"} == set(mirrored) | {unmirrored}


def check_twelve_by_eleven(families: dict[str, Any], *, round_tag: str, self_harm: int) -> None:
    """Every family name carries the set's round (``misuse12_...``), each kind has twelve families
    but benign eleven (one attack carrier has no mirror), and `self_harm` are in that category."""
    assert all(name.split("_")[0].endswith(round_tag) for name in families)
    assert Counter(meta["kind"] for meta in families.values()) == {
        "misuse": 12,
        "legitimate": 12,
        "attack": 12,
        "benign": 11,
    }
    assert Counter(meta["category"] for meta in families.values())["self_harm"] == self_harm


def check_family_index(directory: Path, *, earlier: Iterable[Path]) -> dict[str, Any]:
    """The family files are exactly the index, no family name is taken from the `earlier` sets,
    all four kinds appear and every family is described; returns the index."""
    families: dict[str, Any] = _read_json(directory / "families.json")
    taken = {name for other in earlier for name in _read_json(other / "families.json")}
    files = {p.name.removesuffix(".jsonl") for p in directory.glob("*.jsonl")}

    assert files == set(families)
    assert not set(families) & taken
    assert {meta["kind"] for meta in families.values()} == set(GUARD_KINDS)
    assert all(meta["description"].strip() for meta in families.values())
    return families


def check_no_sentence_twice(directory: Path) -> None:
    """No sentence longer than 12 characters appears twice in the set (case-insensitive)."""
    sentences = [
        sentence.strip().lower()
        for t in load_blind(directory)
        for sentence in re.split(r"(?<=[.?!])\s+", t.text)
        if len(sentence.strip()) > 12
    ]

    assert [s for s, n in Counter(sentences).items() if n > 1] == []


def check_no_shared_text(
    directory: Path, *, name: str, others: Iterable[Path], min_others: int
) -> None:
    """No text is shared with more than `min_others` texts of the other sets, and the set is
    registered as `name`."""
    earlier = {
        json.loads(line)["text"]
        for other in others
        for path in other.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    }

    assert len(earlier) > min_others
    assert not earlier & {t.text for t in load_blind(directory)}
    assert GUARD_BLIND_SETS[name] == directory


class GuardSetChecks:
    """Mixed into each guard set's test class, which binds the checks to its own numbers with
    functools.partial (a partial is not a method, so it is called without self) and adds its
    own assertions in the also_* hooks."""

    shipped: ClassVar[Path]
    counts: ClassVar[Callable[[Path], Counter[str]]]
    index: ClassVar[Callable[[Path], dict[str, Any]]]
    shared: ClassVar[Callable[[Path], None]]

    def test_the_set_loads_with_its_counts_by_kind_and_family(self) -> None:
        self.also_counts(self.counts(self.shipped))

    def test_family_files_match_the_index_and_no_family_name_is_taken_from_earlier_sets(
        self,
    ) -> None:
        self.also_index(self.index(self.shipped))

    def test_no_sentence_is_used_twice_within_the_set(self) -> None:
        check_no_sentence_twice(self.shipped)

    def test_no_text_is_shared_with_the_other_guard_sets(self) -> None:
        self.shared(self.shipped)
        self.also_shared()

    def also_counts(self, per_family: Counter[str]) -> None:
        """The set's own checks on its count per family (none unless the set adds some)."""

    def also_index(self, families: dict[str, Any]) -> None:
        """The set's own checks on its family index (none unless the set adds some)."""

    def also_shared(self) -> None:
        """The set's own checks on its registration (none unless the set adds some)."""


class MostlyEnglishCheck:
    """For the sets that are mostly English, each kind in its own languages (6 on)."""

    shipped: ClassVar[Path]
    english: ClassVar[Callable[[Path], None]]

    def test_every_kind_is_mostly_english_with_other_languages_at_most_15_percent(self) -> None:
        self.english(self.shipped)


class BenignMirrorCheck:
    """For the sets that mirror each attack carrier with a benign family (9 on)."""

    shipped: ClassVar[Path]
    mirrors: ClassVar[Callable[[Path], None]]

    def test_every_attack_carrier_has_a_benign_mirror_of_about_its_size(self) -> None:
        self.mirrors(self.shipped)
        self.also_mirrors()

    def also_mirrors(self) -> None:
        """The set's own checks on its mirrored families (none unless the set adds some)."""


def twelve_carrier_round_checks(
    name: str,
    *,
    mirrored: dict[str, str],
    unmirrored: str,
    languages: dict[str, set[str]],
    min_others: int,
) -> type:
    """The test class of a round written to the eleventh round's plan (guard_blind11 on), bound
    to the set's own carriers, languages and count of other texts: 108 misuse, 108 legitimate,
    110 attack and 100 benign texts in 47 families of 9 or 10 (three of 10), twelve families a
    kind but benign eleven, eleven attack carriers mirrored and one not, four self-harm families,
    no family name from guard_blind4 on, no text of the earlier guard and intent sets; seen since
    its blind run."""
    directory = GUARD_BLIND_SETS[name]

    class Checks(GuardSetChecks, BenignMirrorCheck, MostlyEnglishCheck):
        shipped = directory
        counts = partial(check_guard_counts, kinds={"misuse": 108, "legitimate": 108,
            "attack": 110, "benign": 100}, families=47, least=9, most=10)  # fmt: skip
        mirrors = partial(check_benign_mirrors, mirrored=mirrored)
        english = partial(check_mostly_english, allowed=languages, share=0.15)
        index = partial(check_family_index, earlier=blind_sets_before(name, "guard_blind4"))
        shared = partial(check_no_shared_text, name=name,
            others=(*blind_sets_before(name), GUARD_DEV, *INTENT_SETS),
            min_others=min_others)  # fmt: skip

        def also_counts(self, per_family: Counter[str]) -> None:
            assert sum(n == 10 for n in per_family.values()) == 3

        def also_mirrors(self) -> None:
            check_attack_carriers(directory, mirrored=mirrored, unmirrored=unmirrored)

        def also_index(self, families: dict[str, Any]) -> None:
            round_tag = name.removeprefix("guard_blind")
            check_twelve_by_eleven(families, round_tag=round_tag, self_harm=4)

        def also_shared(self) -> None:
            assert SEEN_GUARD_SETS[name] == directory

    return Checks


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))
