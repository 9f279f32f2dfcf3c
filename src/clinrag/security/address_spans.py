"""Address blocks: a street address found on one line grows into the whole address it opens.

The recognizers find a street ("1239 Devenish St"); the address around it (city, region,
postcode, country, a unit) sits on the lines or in the comma-separated parts that follow. So a
street address absorbs the lines or comma-separated parts that follow it, skipping the quoting
or bullet marks that open the lines of a block ("}} ", "??? ") and stopping at the label of the
next field ("Mobile:"); it reaches back to the house number that opens its line, to the street
line above a unit line, over a unit or lot before the house number ("Unit 5/18", "Lot 14") and
over "Name and" before it (an intersection): one address, one placeholder. The spans found
inside the grown address (a name, a postcode, a city) are absorbed.
"""

from __future__ import annotations

import re
from dataclasses import replace

from clinrag.security.clinical_terms import not_a_name
from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

_LETTER = r"A-Z\u00c0-\u00de\u0100-\u017f\u0370-\u03ff\u0400-\u042f\u2206"
_LINE_MARKS = r"[}{?>*|•·~=#\]]"
"""Quoting, bullet or decoration marks that may open the lines of a block ("}} ", "??? ")."""
_PARTICLE = r"(?:de|del|dei|da|do|dos|das|di|della|du|des|la|le|van|von|der|den|pri|u|el|al|y)"
# One part of an address block after the street: a separator (a comma, a space, or a line break
# with the quoting or bullet marks that may start the next line: "}} ", "??? ", "> "), then a
# capitalised word, a particle and the capitalised word after it ("Foz do Iguaçu"), a number, a
# word in brackets ("Cyprus (Greek)") or a short lower-case word before a postcode (a region
# slot: "Widnau, nan 58828"). A word followed by a colon is the label of the next field.
_ADDRESS_PART = re.compile(
    rf"(?:[ \t]*,[ \t]*|[ \t]*\n(?:[ \t]*{_LINE_MARKS}{{1,4}}(?=[ \t]*\w))?[ \t]*,?[ \t]*"
    r"|[ \t]+)"
    rf"((?:{_PARTICLE}[ \t]+)?[{_LETTER}][\w'\u2019.-]*|\d[\dA-Z-]{{1,9}}|\([{_LETTER}][\w.-]*\)"
    rf"|[a-z]{{2,4}}(?=[ \t]*\n?[ \t]*,?[ \t]*\d|[ \t]*[,\n][ \t,]*[{_LETTER}]))"
    r"(?![\w'\u2019.-]*[ \t]*:)"
)
_ABBREVIATIONS = frozenset({"apt.", "st.", "ste.", "no.", "rd.", "ave.", "blvd.", "dr.", "ln."})
_UNIT_WORDS = frozenset({"apt", "apartment", "suite", "ste", "unit", "floor", "fl", "room", "rm",
                         "bldg", "building", "flat", "box"})  # fmt: skip
LINE_START = re.compile(rf"(?:^|\n)[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*\Z")
"""Matches (searched up to a position) when only block marks precede it on its line."""
BLOCK_LINE = re.compile(rf"[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*(\S(?:[^\n]*\S)?)[ \t]*$")
"""A line of a block; group 1 is its content without the marks that open it."""
_LINE_HEAD = re.compile(
    rf"(?:^|\n)[ \t]*{_LINE_MARKS}{{0,4}}[ \t]*"
    r"(\d{1,6}[A-Z]?(?:[ \t]+(?:\d{1,6}|[^\W\d_]{1,3}\.?|[^\W\d_a-z][\w'\u2019.-]*)){0,4}[ \t]+)\Z"
)
_NUMBER_HEAD = re.compile(  # mid-sentence: no lower-case English word between
    r"(?<![\w.,/:-])(\d{1,6}[A-Z]?(?:[ \t]+(?:[^\W\d_a-z][\w'\u2019.-]*)){1,3}[ \t]+)\Z"
)
_UNIT_LINE = re.compile(r"(?:apt|apartment|suite|ste|unit|flat)\b", re.IGNORECASE)
_AND_BEFORE = re.compile(r"([^\W\d_][\w'\u2019-]*)[ \t]+and[ \t]+$")
_UNIT_BEFORE = re.compile(r"\b\d{1,6}[A-Z]?[ \t]+(?:[^\W\d_]{1,3}\.[ \t]+)?$")
_PREFIX_BEFORE = re.compile(
    r"\b(?:unit|lot|flat|shop|suite|apt|apartment)\.?[ \t]*(?:\d{1,5}[A-Z]?[ \t]*/[ \t]*)?\Z",
    re.IGNORECASE,
)
"""A unit or lot that opens an address before its house number ("Unit 5/18 Banksia Avenue",
"Lot 14 Old Gundagai Road")."""
_ADDRESS_REACH = 120


def extend_addresses(text: str, spans: list[Span]) -> list[Span]:
    """Grow each street address over the address parts after it (and a unit number before it),
    absorbing the spans found there."""
    result: list[Span] = []
    for span in spans:
        if result and span.start < result[-1].end:  # inside the address grown before it
            result[-1] = replace(result[-1], end=max(result[-1].end, span.end))
            continue
        if span.entity_type != PhiType.ADDRESS:
            result.append(span)
            continue
        start, end = span.start, span.end
        unit = _UNIT_BEFORE.search(text, max(0, start - 12), start)
        if unit is not None and (not result or result[-1].end <= unit.start()):
            start = unit.start()
        corner = _AND_BEFORE.search(text, max(0, start - 40), start)
        if corner is not None and corner.group(1)[0].isupper() and not not_a_name(corner.group(1)):
            start = corner.start()  # an intersection: "Laura and Kooli 11"
        start = _street_line_start(text, start)
        if (prefix := _PREFIX_BEFORE.search(text, max(0, start - 20), start)) is not None:
            start = prefix.start()  # "Unit 5" found as a place is absorbed below
        while result and result[-1].end > start:  # absorbed: a name or a postcode on the line
            start = min(start, result.pop().start)
        while end - span.end < _ADDRESS_REACH and (part := _ADDRESS_PART.match(text, end)):
            token = part.group(1)
            bare = token.rstrip(".").casefold()
            region = token.isupper() and len(token) <= 3  # "London, ON 90172"
            if not_a_name(token) and bare not in _UNIT_WORDS and not region:
                break  # a label or a word of the sentence, not a part of the address
            if token.endswith(".") and token.casefold() not in _ABBREVIATIONS:
                end = part.end() - 1  # a sentence ends here
                break
            end = part.end()
        result.append(replace(span, start=start, end=end))
    return result


def _street_line_start(text: str, start: int) -> int:
    """Where the street line of an address block begins: at the house number that opens the
    address's own line ("4901 Λ. Αλκυονίδων 241"), or, for an address that opens with a unit
    ("Apt. 055"), at the line above it when that line carries a number ("964 Pernilles vei 115")."""
    head = _LINE_HEAD.search(text, max(0, start - 60), start)
    head = head or _NUMBER_HEAD.search(text, max(0, start - 40), start)
    if head is not None:
        return head.start(1)
    if _UNIT_LINE.match(text, start) is None or LINE_START.search(text, 0, start) is None:
        return start
    line_end = text.rfind("\n", 0, start)
    line = BLOCK_LINE.match(text, text.rfind("\n", 0, max(line_end, 0)) + 1, max(line_end, 0))
    if line is None or ":" in line.group(1) or not any(c.isdigit() for c in line.group(1)):
        return start
    return line.start(1) if len(line.group(1).split()) <= 7 else start
