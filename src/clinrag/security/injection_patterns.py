"""The pattern signal of the injection detector: weighted features over every view of a text.

Regexes for the moves attacks make (override instructions, adopt a persona without rules,
extract the system prompt, forge role tags), each with a weight and a category, from the
feature lists of ``features_*``. A single weak feature ("act as", "hypothetical") never
suffices; weights add up. Payloads decoded out of the text (``hidden_text``) and the text read
with its hidden parts revealed are scored too, and the best view counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from clinrag.security.features import CATEGORIES, TOPIC, Feature
from clinrag.security.features_addressed import ADDRESSED_FEATURES
from clinrag.security.features_bulk_export import BULK_EXPORT_FEATURES
from clinrag.security.features_coercion import COERCION_FEATURES
from clinrag.security.features_directive import DIRECTIVE_FEATURES
from clinrag.security.features_en import ENGLISH_FEATURES
from clinrag.security.features_exfiltration import EXFILTRATION_FEATURES
from clinrag.security.features_indirect import INDIRECT_FEATURES
from clinrag.security.features_multilingual import MULTILINGUAL_FEATURES
from clinrag.security.features_notices import NOTICE_FEATURES
from clinrag.security.features_tampering import TAMPERING_FEATURES
from clinrag.security.hidden_text import Revealed, decoded_payloads, lookalike_views, reveal
from clinrag.security.mentioned_quotes import unquote_mentions

FEATURES: tuple[Feature, ...] = (
    *ENGLISH_FEATURES,
    *MULTILINGUAL_FEATURES,
    *INDIRECT_FEATURES,
    *DIRECTIVE_FEATURES,
    *EXFILTRATION_FEATURES,
    *TAMPERING_FEATURES,
    *NOTICE_FEATURES,
    *BULK_EXPORT_FEATURES,
    *ADDRESSED_FEATURES,
    *COERCION_FEATURES,
)


def _category_scores(text: str) -> tuple[dict[str, float], float]:
    """Summed weights per category, and the part of them that only names the subject."""
    scores = dict.fromkeys(CATEGORIES, 0.0)
    grouped: dict[str, Feature] = {}
    for feature in FEATURES:
        if not feature.fires(text):
            continue
        if not feature.group:
            scores[feature.category] += feature.weight
        elif feature.group not in grouped or feature.weight > grouped[feature.group].weight:
            grouped[feature.group] = feature
    for feature in grouped.values():
        scores[feature.category] += feature.weight
    named = grouped[TOPIC].weight if TOPIC in grouped else 0.0
    return scores, named


def matched_features(text: str) -> list[str]:
    """Names of the features that fire on ``text`` (for tests and the audit)."""
    return [f.name for f in FEATURES if f.fires(text)]


@dataclass(frozen=True)
class PatternScore:
    scores: dict[str, float]
    """Summed feature weights per category (the best view of the text)."""
    decoded: bool
    """The best score came from a decoded payload, not from the text as written."""
    named: float = 0.0
    """The part of ``total`` that only names the subject ("jailbreak", "system prompt"): a
    question about prompt injection has it too."""

    @property
    def total(self) -> float:
        return sum(self.scores.values())

    @property
    def cue(self) -> float:
        """What the text asks the model to do, in any of the six languages: the total without
        the naming of the subject. A cue is language-neutral evidence of an attack."""
        return self.total - self.named

    @property
    def category(self) -> str:
        return max(CATEGORIES, key=lambda c: self.scores.get(c, 0.0))


def pattern_score(
    text: str, raw: str | None = None, revealed: Revealed | bool | None = True
) -> PatternScore:
    """The highest-scoring view of the text, of a payload decoded from it, or of the text
    read with its hidden parts revealed (``revealed``: that reading when the caller has it,
    True to compute it, None when there is none)."""
    best, named = max(
        (_category_scores(v) for v in lookalike_views(unquote_mentions(text))),
        key=lambda s: sum(s[0].values()),
    )
    decoded = False
    if revealed is True:
        revealed = reveal(text, raw)
    payloads = decoded_payloads(text, raw)
    if isinstance(revealed, Revealed):
        payloads.append(revealed.text)
    for payload in payloads:
        for view in lookalike_views(unquote_mentions(payload)):
            scores, topic = _category_scores(view)
            if sum(scores.values()) > sum(best.values()):
                best, named, decoded = scores, topic, True
    return PatternScore(best, decoded, named)
