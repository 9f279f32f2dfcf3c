"""The span the redactor reasons about, and how overlapping spans become one.

A span carries, besides its characters and type, its score and whether the NER model found it:
both decide which member of an overlapping group names the union. Overlapping spans become one
span covering all their characters (recall first), typed after the member covering most of it,
then a pattern over the NER model, then the higher score (a place that holds a street is an
address).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from clinrag.security.recognizers import PhiType


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    entity_type: str
    score: float
    from_ner: bool

    def rank(self) -> tuple[int, bool, float]:
        """Which member of an overlapping group names the union: the one covering most of it,
        then a pattern recognizer over the NER model, then the higher score."""
        return (self.end - self.start, not self.from_ner, self.score)


def resolve(spans: list[Span]) -> list[Span]:
    """Non-overlapping spans in text order: each group of overlapping spans becomes their union,
    typed after its best member."""
    groups: list[list[Span]] = []
    end = -1
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        if groups and span.start < end:
            groups[-1].append(span)
            end = max(end, span.end)
        else:
            groups.append([span])
            end = span.end
    return [_union(group) for group in groups]


def _union(group: list[Span]) -> Span:
    """One span over a group, typed after its best member; a place the model found that holds a
    street is an address (the more specific type)."""
    best = max(group, key=Span.rank)
    kind = best.entity_type
    if kind == PhiType.LOCATION and any(s.entity_type == PhiType.ADDRESS for s in group):
        kind = PhiType.ADDRESS
    start, end = min(s.start for s in group), max(s.end for s in group)
    return replace(best, start=start, end=end, entity_type=kind)
