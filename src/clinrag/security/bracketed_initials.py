"""An initial or a quoted nickname in brackets right after a name belongs to that name.

Notes write a person's other initial or nickname in brackets after the name the redactor found
("given by Achieng (J)", "Brother Eilidh (C.)", "NGUYEN, Kai (\\"Chief\\")"): the letter or the
nickname is left beside the placeholder and, with the context, narrows who it was. A single
capital (with or without a full stop) or a quoted word or two in brackets directly after a
PERSON span is taken as part of the person. A lower-case letter ("(s)", "(x)") is not.
"""

from __future__ import annotations

import re

from clinrag.security.recognizers import PhiType
from clinrag.security.spans import Span

_AFTER_NAME = re.compile(
    r"[ \t]*\([ \t]*(?:(?P<initial>[A-Z])\.?|[\"\u201c](?P<nickname>[^\"\u201d\n()]{1,20})"
    r"[\"\u201d])[ \t]*\)"
)
_SCORE = 0.6


def initials_after_names(text: str, spans: list[Span]) -> list[Span]:
    """Initials and quoted nicknames in brackets right after a PERSON span, as PERSON."""
    found = []
    for span in spans:
        if span.entity_type != PhiType.PERSON:
            continue
        match = _AFTER_NAME.match(text, span.end)
        if match is None:
            continue
        group = "initial" if match.group("initial") else "nickname"
        found.append(Span(match.start(group), match.end(group), PhiType.PERSON, _SCORE, False))
    return [f for f in found if not any(s.start < f.end and f.start < s.end for s in spans)]
