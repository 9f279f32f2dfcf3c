"""Counts of a stance reader's verdicts against gold: right, wrong (a conclusion stated that is
not gold), opposite (yes for no, no for yes) and abstained (``unclear``, nothing stated)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

CONCLUSIONS = ("yes", "no", "no_difference")


@dataclass(frozen=True)
class Tally:
    right: int = 0
    wrong: int = 0
    opposite: int = 0
    abstained: int = 0

    @staticmethod
    def of(said: Sequence[str], truth: Sequence[str]) -> Tally:
        pairs = list(zip(said, truth, strict=True))
        stated = [(s, t) for s, t in pairs if s in CONCLUSIONS]
        return Tally(
            right=sum(s == t for s, t in stated),
            wrong=sum(s != t for s, t in stated),
            opposite=sum({s, t} == {"yes", "no"} for s, t in stated),
            abstained=len(pairs) - len(stated),
        )

    def __add__(self, other: Tally) -> Tally:
        return Tally(
            self.right + other.right,
            self.wrong + other.wrong,
            self.opposite + other.opposite,
            self.abstained + other.abstained,
        )

    @property
    def total(self) -> int:
        return self.right + self.wrong + self.abstained

    def cell(self) -> str:
        return f"{self.right}/{self.wrong}/{self.opposite}/{self.abstained}"

    def rates(self) -> str:
        n = self.total or 1
        return f"{self.right / n:.2f}/{self.wrong / n:.2f}/{self.abstained / n:.2f}"
