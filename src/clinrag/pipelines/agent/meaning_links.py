"""Values a question names in words the catalogue does not hold ("blood thinners" for the
class ``anticoagulant``, "the heart team" for the department ``cardiology``, "neither the
patients nor the doctors knew" for ``double_blind``), linked by the embedder's meaning rather
than by a list of synonyms: a list fitted to one author's words carried 0-2 points to the
next author's (docs/benchmarks.md, "Blind sets, round 5").

Each string value of the searched buckets is described from the catalogue itself: its name,
and where its documents are few, what they hold finer than it (a class's drugs) and their
titles (a department's documents). Each phrase of the question (runs of up to
``MAX_PHRASE_WORDS`` words) is compared with each value of a field by the cosine of the
embedder's vectors, the closer of name and description. A field is linked to its best value
only when that value is at least ``threshold`` close to some phrase and ``margin`` closer
than the field's second best for that phrase: a vague phrase ("the drugs", "patients") sits
near many values and links nothing. Every such filter is ``inferred`` (the question implies
the value; it does not spell it), so a search it empties drops it (``steps/agent_review.py``).

Pure: the step (``steps/agent_decompose.py``) embeds the phrases and the descriptions.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass

import numpy as np

from clinrag.corpus.catalog import ValueRow
from clinrag.domain import Vectors
from clinrag.pipelines.agent.constraints import PROVENANCE_FIELDS, BucketFields, Constraint
from clinrag.retrieval.analysis import STOPWORDS, analyze

MAX_PHRASE_WORDS = 6
_MEMBERS = 8
"""A value describes itself by its finer values only when it holds at most this many (a
class by its drugs; a masking held by hundreds of trials is described by its name alone)."""
_TITLES = 6
"""... and by its documents' titles when they are at most this many."""
_NEGATIONS = frozenset({"no", "not", "nor", "neither", "without", "non", "un"})
"""Stopwords a phrase may start with: "not blinded" means something "blinded" does not."""
_TOKEN = re.compile(r"[A-Za-z0-9][A-Za-z0-9'\-]*")


@dataclass(frozen=True)
class CatalogueValue:
    bucket: str
    field: str
    value: str
    """Empty for the field itself (its name, its bucket's): the abstain point."""
    name: str
    """The value as words ("double blind")."""
    description: str
    """The name with what the catalogue ties to it ("anticoagulant: apixaban, ...")."""


def catalogue_values(
    fields: BucketFields, rows: Mapping[str, Sequence[ValueRow]]
) -> list[CatalogueValue]:
    """Every string value of every bucket's fields, described from the catalogue's rows."""
    out = []
    for bucket, summaries in fields.items():
        bucket_rows = rows.get(bucket, ())
        distinct = _distinct(bucket_rows)
        for field, summary in summaries.items():
            if summary.type not in ("string", "mixed") or field in PROVENANCE_FIELDS:
                continue
            # The field itself as a value of none: a phrase as close to "design" or to the
            # bucket ("studies") as to any of its values names the field, not a value.
            out.append(CatalogueValue(bucket, field, "", _as_words(field), _as_words(bucket)))
            for value in dict.fromkeys(e for e in summary.examples if isinstance(e, str)):
                name = _as_words(value)
                if len(name) < 2:
                    continue
                holding = [r for r in bucket_rows if r.values.get(field) == value]
                described = _description(field, holding, distinct)
                text = f"{name}: {'; '.join(described)}" if described else name
                out.append(CatalogueValue(bucket, field, value, name, text))
    return out


def _distinct(rows: Sequence[ValueRow]) -> dict[str, int]:
    values: dict[str, set[str]] = {}
    for row in rows:
        for key, value in row.values.items():
            values.setdefault(key, set()).add(value)
    return {key: len(held) for key, held in values.items()}


def _description(field: str, holding: Sequence[ValueRow], distinct: Mapping[str, int]) -> list[str]:
    finer = sorted(
        {
            _as_words(v)
            for r in holding
            for k, v in r.values.items()
            if k != field and distinct.get(k, 0) > distinct.get(field, 0)
        }
    )
    titles = sorted({t for r in holding for t in r.titles})
    return [*(finer if len(finer) <= _MEMBERS else ()), *(titles if len(titles) <= _TITLES else ())]


def _as_words(value: str) -> str:
    return " ".join(value.replace("_", " ").split())


def question_phrases(question: str, spelled: Set[str] = frozenset()) -> list[str]:
    """Runs of one to ``MAX_PHRASE_WORDS`` words that neither start nor end with a stopword
    (a negation may start one), in order, each once; none with a term of ``spelled`` (the
    words of the buckets' and fields' names, ``catalogue_names``): such a word is the exact
    rules' to read or to leave ("formulary" of "on the formulary" names the bucket, not the
    status ``formulary``)."""
    words = _TOKEN.findall(question)
    lowered = [w.lower() for w in words]
    own = [bool(set(analyze(w)) & spelled) for w in words]
    phrases: dict[str, None] = {}
    for start, first in enumerate(lowered):
        if first in STOPWORDS and first not in _NEGATIONS:
            continue
        for end in range(start, min(start + MAX_PHRASE_WORDS, len(words))):
            if own[end]:
                break
            if lowered[end] in STOPWORDS:
                continue
            phrases.setdefault(" ".join(words[start : end + 1]), None)
    return list(phrases)


def catalogue_names(fields: BucketFields) -> set[str]:
    """The analysed terms of the buckets' and their fields' names."""
    names = [*fields, *(f for summaries in fields.values() for f in summaries)]
    return {t for name in names for t in analyze(name.replace("_", " "))}


@dataclass(frozen=True)
class Link:
    constraint: Constraint
    score: float
    phrase: str


class MeaningLinks:
    """The question's phrases against the catalogue's values, both embedded (unit vectors)."""

    def __init__(
        self,
        phrases: Sequence[str],
        phrase_vectors: Vectors,
        values: Sequence[CatalogueValue],
        value_vectors: Vectors,
        *,
        threshold: float,
        margin: float,
    ) -> None:
        """``value_vectors``: two rows per value, its name's then its description's."""
        self.phrases = tuple(phrases)
        self.values = tuple(values)
        self.threshold = threshold
        self.margin = margin
        if not self.phrases or not self.values:
            self._scores = np.zeros((len(self.phrases), len(self.values)), dtype=np.float32)
        else:
            both = phrase_vectors @ value_vectors.T  # phrases x (2 * values)
            self._scores = np.maximum(both[:, 0::2], both[:, 1::2])

    def linked(self, read: Sequence[Constraint], scope: Sequence[str]) -> list[Constraint]:
        """One value per field of ``scope``'s buckets that no constraint of ``read`` holds
        (nor one every bucket has), where some phrase none of ``read`` used
        is close to it and clearly closer than to the field's other values; when the
        links fall in several buckets, those of the bucket of the closest link."""
        skipped = {c.field for c in read} | self._kinds()
        # A phrase holding a word another reading took ("omeprazole" of "omeprazole's
        # family", read as a drug and then its class) is that reading's.
        used = {t for c in read for t in analyze(c.text)}
        free = np.array([not set(analyze(p)) & used for p in self.phrases], dtype=bool)
        links: dict[tuple[str, str], Link] = {}
        for bucket in scope:
            by_field: dict[str, list[int]] = {}
            for index, value in enumerate(self.values):
                if value.bucket == bucket and value.field not in skipped:
                    by_field.setdefault(value.field, []).append(index)
            for field, indices in by_field.items():
                link = self._best(field, indices, free)
                if link is not None:
                    links[(bucket, field)] = link
        if not links:
            return []
        top = max(links.items(), key=lambda item: item[1].score)[0][0]
        kept: dict[str, Link] = {}  # one phrase names one value: the field it is closest to
        for (bucket, _), link in links.items():
            held = kept.get(link.phrase)
            if bucket == top and (held is None or link.score > held.score):
                kept[link.phrase] = link
        return [link.constraint for link in kept.values()]

    def _kinds(self) -> set[str]:
        """Fields every bucket has (``document_type``): the kind of document, which a
        question names with a noun for documents ("guidance", "research"), no filter."""
        held: dict[str, set[str]] = {}
        for value in self.values:
            held.setdefault(value.field, set()).add(value.bucket)
        buckets = {value.bucket for value in self.values}
        return {f for f, b in held.items() if len(buckets) > 1 and b == buckets}

    def _best(self, field: str, indices: Sequence[int], free: np.ndarray) -> Link | None:
        """``free``: the phrases no other reading used."""
        if sum(bool(self.values[i].value) for i in indices) < 2:
            return None  # one value: nothing to tell apart, and it narrows nothing
        scores = self._scores[:, indices]
        order = np.argsort(-scores, axis=1)
        rows = np.arange(len(self.phrases))
        best = scores[rows, order[:, 0]]
        second = scores[rows, order[:, 1]]
        clear = (best >= self.threshold) & (best - second >= self.margin) & free
        named = np.array([bool(self.values[indices[i]].value) for i in order[:, 0]], dtype=bool)
        clear &= named
        if not clear.any():
            return None
        phrase = int(np.argmax(np.where(clear, best, -np.inf)))
        value = self.values[indices[int(order[phrase, 0])]]
        text = f"{field} {value.value} ({self.phrases[phrase]})"
        constraint = Constraint(field, "=", value.value, text, "inferred")
        return Link(constraint, float(best[phrase]), self.phrases[phrase])
