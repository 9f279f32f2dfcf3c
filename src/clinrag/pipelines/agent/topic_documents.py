"""A bucket's topical field (``linked_values.topical_field``: its string field with the most
values, the protocols' department) read from the document the question is about, by the
embedder's meaning: "the DKA protocol" is the department of "Diabetic ketoacidosis in
adults", "the neutropenic sepsis protocol" oncology's. The words need not be the title's
(``linked_values.topic_values`` reads those), so no list of topics or abbreviations is kept.

The whole question is compared with every title of the bucket's documents (the catalogue's
``ValueRow.titles``); the value of the closest title is read when that title is at least
``threshold`` close (cosine) and ``margin`` closer than the closest title of any other value.
A question about no document in particular ("every policy due for review") sits near no
title, or near several alike, and reads nothing. Only where one bucket is searched and no
other reading took the field; every such filter is ``inferred``, so a search it empties drops
it (``steps/agent_review.py``).

Pure: the step (``steps/agent_decompose.py``) embeds the question and the titles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from clinrag.corpus.catalog import TITLED_ROW
from clinrag.domain import Vectors
from clinrag.pipelines.agent.constraints import Constraint
from clinrag.pipelines.agent.linked_values import BucketRows, topical_field

MIN_GROUP = 1.5
"""A value names a group of documents when its field's values hold this many on average; a
field of one document a value names the document, and a question near its title may still
ask about its whole class ("which opioids ...", near the morphine monograph)."""


@dataclass(frozen=True)
class TitledValue:
    bucket: str
    field: str
    value: str
    title: str


def titled_values(rows: BucketRows) -> list[TitledValue]:
    """Each title of each bucket whose rows all name their documents, with the value of the
    bucket's topical field its document holds; not where that field's values average fewer
    than ``MIN_GROUP`` documents (a formulary's drug: one monograph each)."""
    out: list[TitledValue] = []
    for bucket, bucket_rows in rows.items():
        if not bucket_rows or any(r.documents > TITLED_ROW for r in bucket_rows):
            continue
        field = topical_field(bucket_rows)
        if field is None:
            continue
        held = {r.values[field] for r in bucket_rows if field in r.values}
        if sum(r.documents for r in bucket_rows) < MIN_GROUP * len(held):
            continue
        for row in bucket_rows:
            value = row.values.get(field)
            if value is not None:
                out.extend(TitledValue(bucket, field, value, title) for title in row.titles)
    return out


class TopicMatch:
    """The question against the buckets' titles, both embedded (unit vectors)."""

    def __init__(
        self,
        question_vector: Vectors,
        titled: Sequence[TitledValue],
        title_vectors: Vectors,
        *,
        threshold: float,
        margin: float,
    ) -> None:
        """``question_vector``: one row (or a flat vector); ``title_vectors``: one row per
        ``titled``."""
        self.titled = tuple(titled)
        self.threshold = threshold
        self.margin = margin
        flat = np.asarray(question_vector, dtype=np.float32).reshape(-1)
        self._scores = (
            np.asarray(title_vectors, dtype=np.float32) @ flat
            if self.titled
            else np.zeros(0, dtype=np.float32)
        )

    def matched(self, read: Sequence[Constraint], scope: Sequence[str]) -> list[Constraint]:
        """The topical field's value of the one bucket of ``scope``, unless a constraint of
        ``read`` holds that field or no title stands out."""
        if len(scope) != 1:
            return []
        taken = {c.field for c in read}
        indices = [i for i, t in enumerate(self.titled) if t.bucket == scope[0]]
        if not indices or self.titled[indices[0]].field in taken:
            return []
        best = max(indices, key=lambda i: float(self._scores[i]))
        chosen = self.titled[best]
        others = [float(self._scores[i]) for i in indices if self.titled[i].value != chosen.value]
        score = float(self._scores[best])
        if not others or score < self.threshold or score - max(others) < self.margin:
            return []
        # Not the title's words: they are no words of the question, and a reading's text
        # keeps other readings off its words.
        text = f"{chosen.field} {chosen.value} (the question's topic)"
        return [Constraint(chosen.field, "=", chosen.value, text, "inferred")]
