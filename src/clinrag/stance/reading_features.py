"""Polarity features of a (question, text, context) triple for the learned stance reader
(``stance.model``, features version 2; issue 14).

Why: trained on the embedder and the rules' cue families alone, the reader read the gold
sentences of a new author's split 0.64 right (test11), and the rules 0.53: the cue families
say *that* a text reports a change, not *which way* it answers this question. These features
carry what decides the way, each read by the rules' own parts so the model learns how far to
trust them:

* the rules' reading of the text, its arms also named by the short forms the context (the
  abstract, the quoted passages) defines (``stance.defined_arms``): yes, no, no_difference or
  none;
* the arm a text names first (the asked one or the comparator: "B was superior to A"),
  crossed with its benefit and harm cues;
* two figures one per arm (``stance.arms.by_figures``) going the way the question asks or
  the other way;
* the significance a text reports: a p-value under 0.05, only p-values at or over it, a
  "trend", a non-inferiority or equivalence finding, and a hedge ("may", "appeared").
"""

from __future__ import annotations

import re
from typing import Final

from clinrag.stance.arms import by_figures, first_arm
from clinrag.stance.defined_arms import with_defined_arms
from clinrag.stance.question import Question
from clinrag.stance.rules import SIGNIFICANCE, cue_flags, p_values, read_stance

_EQUIVALENT = re.compile(r"\b(?:non-?inferior\w*|equivalen\w*|not inferior)\b", re.I)
_TREND = re.compile(r"\btrends?\b|\btended\b", re.I)
_HEDGE = re.compile(r"\b(?:may|might|appeared|appears|seems?|suggest\w*|preliminary)\b", re.I)

READINGS: Final = ("yes", "no", "no_difference")
WIDTH: Final = 13
"""Columns of ``reading_row`` (a test pins it)."""


def reading_row(question: str, text: str, context: str = "") -> list[float]:
    """The features of ``text`` read against ``question`` (module docstring)."""
    asked = with_defined_arms(Question.of(question), context)
    ruled = read_stance(text, asked)
    rules = [ruled == reading for reading in READINGS]
    harm, benefit, *_ = cue_flags(text)
    arm = first_arm(text, asked)
    figures = by_figures(text, asked)
    values = p_values(text)
    flags = (
        *rules,
        arm == "subject",
        arm == "other",
        arm == "other" and benefit,
        arm == "other" and harm,
        figures is not None and figures == asked.direction,
        figures is not None and asked.direction in ("up", "down") and figures != asked.direction,
        any(v < SIGNIFICANCE for v in values),
        bool(values) and all(v >= SIGNIFICANCE for v in values),
        bool(_TREND.search(text)) or bool(_EQUIVALENT.search(text)),
        bool(_HEDGE.search(text)),
    )
    return [float(flag) for flag in flags]
