"""Ages over 89 said in words or by decade, which the number patterns of ``recognizers`` and
``note_recognizers`` cannot read (Safe Harbor: every age over 89 and every element that tells
one).

* **A spoken age** after a verb or "aged" ("is ninety-two", "aged ninety one", "turned a
  hundred and one"): ninety and over by its first word, so no check is needed; not a quantity
  ("was ninety minutes late", "is ninety percent").
* **A decade over 89** ("in her late nineties", "in his 90s", "a nonagenarian",
  "centenarian").
* **An age field with its unit in brackets** ("Age (years): 95"), over 89 by the check.
"""

from __future__ import annotations

from presidio_analyzer import EntityRecognizer

from clinrag.security.recognizers import CheckedRecognizer, PhiType, age_over_89

_UNITS = r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
_SPOKEN = (
    rf"(?:ninety(?:[ \t-]+(?:{_UNITS}))?|(?:a|one)[ \t]+hundred(?:[ \t]+and[ \t]+(?:{_UNITS}))?)"
)
_SPOKEN_AGE = (
    rf"\b(?:is|was|aged?|now|turned|turns|turning|reached)[ \t]+\K{_SPOKEN}\b"
    r"(?![ \t-]+(?:minutes?|mins?|seconds?|hours?|days?|weeks?|months?|percent|per|mg|mcg|ml|"
    r"units?|times|degrees|beats|bpm|kg|cm|mm|mmhg|ml/h|over))"
)
_DECADE = (
    r"\bin[ \t]+(?:his|her|their)[ \t]+(?:(?:early|mid|late)[ \t-]+)?\K(?:nineties|90s|90's)\b"
    r"|\b(?:super)?(?:nonagenarian|centenarian)s?\b"
)
_FIELD = r"\bage[ \t]*\((?:years?|yrs?|y)\)[ \t]*[:|=]?[ \t]*\K\d{2,3}\b"


def build_age_phrase_recognizers() -> list[EntityRecognizer]:
    """The recognizers above, each emitting AGE."""
    return [
        CheckedRecognizer(PhiType.AGE, "spoken_age", ((_SPOKEN_AGE, 0.8), (_DECADE, 0.7))),
        CheckedRecognizer(PhiType.AGE, "age_field_unit", ((_FIELD, 0.8),), check=age_over_89),
    ]
