"""The pattern recognizer every family builds on, and the two pattern pieces they all use.

``CheckedRecognizer`` adds a check on the matched text to Presidio's ``PatternRecognizer``;
``after_label`` writes a labelled value; ``_CAP`` is a capitalised word in any script.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from presidio_analyzer import Pattern, PatternRecognizer

from clinrag.security.phi_types import PhiType

_SEP = r"[\s.]*(?:(?:number|num|nr|no|id)\b\.?|#)?[\s.]*(?:(?:is|was)\b)?\s*[:#=-]?\s*"
_CAP = r"(?-i:\p{Lu}[\w'\u2019-]*)"
"""A capitalised word in any script ("Þingeyri", "Łódź"), whatever the recognizer's case flag
(Presidio compiles patterns with the ``regex`` module, which knows Unicode properties)."""


class CheckedRecognizer(PatternRecognizer):
    """A pattern recognizer whose matches must also pass ``check`` (a check digit, a range)."""

    def __init__(
        self,
        entity: PhiType,
        name: str,
        patterns: Sequence[tuple[str, float]],
        *,
        context: Sequence[str] = (),
        check: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(
            supported_entity=entity.value,
            name=name,
            patterns=[Pattern(f"{name}/{i}", rx, score) for i, (rx, score) in enumerate(patterns)],
            context=list(context),
        )
        self._check = check

    def invalidate_result(self, pattern_text: str) -> bool | None:
        return None if self._check is None or self._check(pattern_text) else True


def after_label(labels: str, value: str) -> str:
    """``value`` right after one of ``labels`` (the label itself is not redacted). A label is a
    whole word: "GP" does not open "GPC", "resident" does not open "RESIDENTS"."""
    return rf"\b(?:{labels})(?![^\W\d_]){_SEP}\K{value}"


# (type, name, patterns as (regex, score), context words, check on the matched text)
_Spec = tuple[PhiType, str, tuple[tuple[str, float], ...], str, Callable[[str], bool] | None]
