"""The redaction seam: text in, text with typed, numbered placeholders out.

Nothing a patient could be identified by may reach the LLM, the logs, the audit trail or the
response, so every text the pipeline passes on (the query, each retrieved chunk, the answer) goes
through a ``Redactor`` first and travels on as a ``RedactedText``: a type that only redactors
make, so "this string was redacted" is checked by mypy rather than remembered by people.

One ``RedactionSession`` serves one request. It numbers placeholders per type in order of first
appearance (``<PERSON_1>``, ``<DATE_2>``) and gives the same value the same placeholder in every
text of that request, so the model can tell that the patient in the question is the patient in a
chunk. The value -> placeholder map lives only in that object's memory: it has no ``repr`` that
shows values, refuses to be pickled, and is dropped with the request.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from types import MappingProxyType
from typing import NoReturn, Protocol, final

from clinrag.errors import DependencyUnavailable

_ENTITY_TYPE = re.compile(r"[A-Z][A-Z0-9_]*")
PLACEHOLDER = re.compile(r"<[A-Z][A-Z0-9_]*_\d+>")
"""What ``RedactionSession.placeholder`` writes: never itself redacted again."""


class RedactionFailed(DependencyUnavailable):
    """The redactor could not run. Fail closed: the request stops and its text is not used.

    The detail names the kind of failure only (an exception type), never the text: messages of
    spaCy or Presidio errors can quote their input.
    """

    code = "redaction_unavailable"


_SEAL = object()
"""The token a ``RedactedText`` is constructed with. Only redactor implementations (modules in
``src/clinrag/security`` that detect and replace PHI) import it; anything else that builds a
``RedactedText`` by hand would launder raw text past the type, and is a review error. Python
cannot enforce privacy, so the rule is this name and the ``TypeError`` below."""


@final
@dataclass(frozen=True)
class RedactedText:
    """Text after redaction, with how many spans of each type were replaced (counts, never
    values: the counts are safe to log and to audit)."""

    text: str
    entity_counts: Mapping[str, int] = field(hash=False)
    _seal: object = field(default=None, kw_only=True, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self._seal is not _SEAL:
            raise TypeError("a RedactedText is made by a Redactor, not constructed directly")
        object.__setattr__(self, "entity_counts", MappingProxyType(dict(self.entity_counts)))

    @property
    def redacted_count(self) -> int:
        return sum(self.entity_counts.values())

    def excerpt(self, spans: Sequence[tuple[int, int]], joiner: str) -> RedactedText:
        """Pieces of this text (sentences chosen as evidence), joined: a piece of redacted text
        holds no identifier the whole did not. The counts are those of the placeholders kept;
        a span that would cut a placeholder in two is refused."""
        pieces = []
        for start, end in spans:
            for match in PLACEHOLDER.finditer(self.text):
                if match.start() < start < match.end() or match.start() < end < match.end():
                    raise ValueError("an excerpt cannot cut a placeholder")
            pieces.append(self.text[start:end])
        text = joiner.join(pieces)
        counts = Counter(m.group()[1:].rpartition("_")[0] for m in PLACEHOLDER.finditer(text))
        return RedactedText(text, counts, _seal=_SEAL)

    @classmethod
    def joined(cls, texts: Sequence[RedactedText], separator: str) -> RedactedText:
        """Redacted texts put together (a question and the caller's answer to a clarifying
        question): still redacted, the counts added up. ``separator`` is ours, not user text."""
        counts: Counter[str] = Counter()
        for text in texts:
            counts.update(text.entity_counts)
        return cls(separator.join(t.text for t in texts), counts, _seal=_SEAL)

    @classmethod
    def translated(cls, source: RedactedText, text: str) -> RedactedText:
        """``text``, a model's translation of ``source`` (the model read nothing else): still
        redacted when it carries exactly ``source``'s placeholders, else ``ValueError`` with
        the ``placeholder_drift`` code. For text the redactor cannot read again (its NER is
        English: it takes the capitalised nouns of a German answer for names)."""
        drift = placeholder_drift(source.text, text)
        if drift is not None:
            raise ValueError(drift)
        return cls(text, source.entity_counts, _seal=_SEAL)


def placeholder_drift(original: str, rewritten: str) -> str | None:
    """Why ``rewritten`` (a model's translation of ``original``) does not carry exactly
    ``original``'s placeholders, as a reason code (``placeholder_missing``,
    ``placeholder_duplicated``, ``placeholder_invented``), or None when it does. Multisets:
    a dropped placeholder changes what is asked, a repeated or new one names someone the caller
    never named. Never repaired; the caller fails."""
    before = Counter(m.group() for m in PLACEHOLDER.finditer(original))
    after = Counter(m.group() for m in PLACEHOLDER.finditer(rewritten))
    if before == after:
        return None
    if any(after[p] < n for p, n in before.items()):
        return "placeholder_missing"
    if any(p not in before for p in after):
        return "placeholder_invented"
    return "placeholder_duplicated"


@final
class RedactionSession:
    """Placeholder numbering for one request, shared by every text redacted in it."""

    __slots__ = ("_counters", "_placeholders")

    def __init__(self) -> None:
        self._placeholders: dict[tuple[str, str], str] = {}
        self._counters: dict[str, int] = {}

    def placeholder(self, entity_type: str, value: str) -> str:
        """The placeholder for ``value``: the one it already has in this request, or the next
        number of its type. Case and runs of whitespace do not make a new value."""
        if not _ENTITY_TYPE.fullmatch(entity_type):
            raise ValueError("entity types are upper-case identifiers such as PERSON")
        key = (entity_type, " ".join(value.casefold().split()))
        existing = self._placeholders.get(key)
        if existing is not None:
            return existing
        number = self._counters.get(entity_type, 0) + 1
        self._counters[entity_type] = number
        token = f"<{entity_type}_{number}>"
        self._placeholders[key] = token
        return token

    @classmethod
    def numbered_after(cls, texts: Sequence[str]) -> RedactionSession:
        """A session whose placeholders start after the highest number of each type already
        in ``texts``: text redacted in an earlier request (a paused question) keeps its
        placeholders, and a value redacted now cannot take one of them. The earlier request's
        map is gone (it is never stored), so a value named again gets a new number."""
        session = cls()
        for text in texts:
            for match in PLACEHOLDER.finditer(text):
                entity_type, _, number = match.group()[1:-1].rpartition("_")
                highest = max(session._counters.get(entity_type, 0), int(number))
                session._counters[entity_type] = highest
        return session

    def __len__(self) -> int:
        """How many distinct values this request has redacted."""
        return len(self._placeholders)

    def __repr__(self) -> str:
        return f"RedactionSession(distinct_values={len(self)})"

    def __reduce__(self) -> NoReturn:
        raise TypeError("a RedactionSession holds PHI in memory and is never serialised")


PhiSpan = tuple[int, int, str]
"""(start, end, entity type) of one identifier in a text: offsets, never the value."""


def apply_spans(text: str, spans: Sequence[PhiSpan], session: RedactionSession) -> RedactedText:
    """``text`` with each span replaced by its placeholder from ``session``. Spans must not
    overlap. Placeholders are numbered left to right and written right to left, so the offsets
    of spans not yet replaced stay valid."""
    ordered = sorted(spans)
    for (_, end, _), (start, _, _) in pairwise(ordered):
        if start < end:
            raise ValueError("PHI spans overlap")
    if ordered and (ordered[0][0] < 0 or ordered[-1][1] > len(text)):
        raise ValueError("PHI span outside the text")
    placeholders = [session.placeholder(kind, text[start:end]) for start, end, kind in ordered]
    redacted = text
    for (start, end, _), placeholder in zip(reversed(ordered), reversed(placeholders), strict=True):
        redacted = redacted[:start] + placeholder + redacted[end:]
    return RedactedText(redacted, Counter(kind for _, _, kind in ordered), _seal=_SEAL)


def outside(start: int, end: int, holes: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The parts of ``[start, end)`` outside ``holes`` (sorted, not overlapping): a span that
    runs over text already checked keeps its other parts."""
    parts = []
    for hole_start, hole_end in holes:
        if hole_end <= start or hole_start >= end:
            continue
        parts.append((start, hole_start))
        start = max(start, hole_end)
    parts.append((start, end))
    return [(a, b) for a, b in parts if a < b]


def redact_outside(
    redactor: Redactor,
    text: str,
    session: RedactionSession,
    checked: Sequence[tuple[int, int]],
    held: Callable[[str], bool] | None = None,
) -> RedactedText:
    """``text`` redacted but for ``checked``: regions that are already redacted text (an
    evidence document's title quoted in a list row) or ours (a ``[doc:ID]`` citation). Read in
    a new context, their words can look like identifiers (a four-digit document id, a title's
    eponym); whatever lies outside them is scanned and replaced as ``redact`` would, except a
    span whose text ``held`` says the (already redacted) evidence writes as it is. A ``held``
    that fails counts as "not held": the span is redacted."""
    holes = sorted(checked)
    spans: list[PhiSpan] = []
    for start, end, kind in redactor.find(text):
        if held is not None and _held(held, text[start:end]):
            continue
        for piece_start, piece_end in outside(start, end, holes):
            # What is left of a span cut by a region is kept from its first letter or digit
            # to its last: a row's dash or a cell's bar beside a title is no identifier.
            word = _ALNUM_RUN.search(text, piece_start, piece_end)
            if word is not None:
                last = max(m.end() for m in _ALNUM_RUN.finditer(text, piece_start, piece_end))
                spans.append((word.start(), last, kind))
    return apply_spans(text, spans, session)


_ALNUM_RUN = re.compile(r"[^\W_]+")


def _held(held: Callable[[str], bool], value: str) -> bool:
    """Fail closed: a comparison that cannot be made leaves the span to be redacted."""
    try:
        return held(value) is True
    except Exception:
        return False


class Redactor(Protocol):
    """Finds every HIPAA Safe Harbor identifier in a text and replaces it with a placeholder
    from the request's session; raises ``RedactionFailed`` rather than return text it could
    not check. Calls are synchronous and CPU-bound: async callers use a worker thread."""

    def redact(self, text: str, session: RedactionSession) -> RedactedText: ...

    def find(self, text: str) -> list[PhiSpan]:
        """The spans ``redact`` replaces. Ingestion stores them so that a retrieved chunk is
        redacted at query time without running the models again (``apply_spans``)."""
        ...
