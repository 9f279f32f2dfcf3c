"""A request over pasted content: the user's task on one line, the material it works on below.

"Summarise this wiki page:", "Tidy this JSON:", "Bitte auswerten:" followed by a page, a table or
a letter is the commonest shape of both a benign look-alike and an indirect injection: the
carrier is the same, only the content differs. The learned signals (kNN margin, classifier)
learn the carrier as much as the content, and refused pasted documents that order nothing
(``docs/benchmarks.md``, benign12). What makes such a text an attack is an instruction to the
assistant *inside the content* (addressed to it, hijacking its output, moving data out), which
the pattern features read as a cue; ``split_request`` finds the shape so that ``injection.flags``
can ask the learned signals for more when the content carries no cue at all.

The request is the first line when it names a task on text (summarise, tidy, convert,
translate, extract, draft a reply, check, count, sort ... in the guard's six languages) and
points at material ("this", "the following", "below", "attached", or a closing colon), and at
least one line of content follows it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_TASK = re.compile(
    r"\b(summari[sz]\w*|summary|tl;?dr|tidy|clean(ed)? up|convert\w*|translat\w*|reformat\w*"
    r"|format\w*|proofread\w*|check\w*|extract\w*|pull out|draft\w*|reply|respond|answer"
    r"|read|calculat\w*|analy[sz]\w*|review\w*|rewrite|re-?word|shorten|simplif\w*|sort|count"
    r"|total|parse|list|explain|what does|what is this|what's this|turn|fix|correct|transcri\w*"
    r"|retranscri\w*|tabulate|put (this|it|these) into|make (this|it) into|code|audit|compare"
    r"|résum\w*|tradu\w*|corrig\w*|übersetz\w*|zusammenfass\w*|auswert\w*|prüf\w*|resum\w*"
    r"|riassum\w*|correg\w*|revis\w*)\b",
    re.I,
)
_POINTS_AT = re.compile(
    r"\b(this|these|the following|below|attached|here|here's|here is|that|it|ceci|ce|cette"
    r"|dieses?|diesen|folgende\w*|este|esta|estos|questo|questa|isto|esto)\b|:\s*$",
    re.I,
)
MAX_REQUEST = 200
"""A request is a line, not a paragraph: a longer first line is part of the content."""


@dataclass(frozen=True)
class Handover:
    request: str
    """The user's task (the first line)."""
    content: str
    """What the task works on (the lines below it)."""


def split_request(text: str) -> Handover | None:
    """The user's request and the content it hands over, or None when the text has not that
    shape (a question, a document pasted with no task, a one-line request)."""
    first, _, rest = text.strip().partition("\n")
    if not rest.strip() or len(first) > MAX_REQUEST:
        return None
    if not (_TASK.search(first) and _POINTS_AT.search(first)):
        return None
    return Handover(first.strip(), rest.strip())
