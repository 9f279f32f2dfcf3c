"""The labelled clinical questions the query classifier learns from and is measured on.

Written for this project (``data/eval/query_types``): questions about 33 topic families, each
labelled SIMPLE, COMPARATIVE, MULTI_STEP or TEMPORAL, in their redacted form (a name is
``<PERSON_1>``), since the classifier only ever sees redacted questions.

Whole families go to train or test by a hash of the family's name, so a question and its near
paraphrase about the same drugs never straddle the split. The service trains on the train
split only; ``clinrag eval classify`` reports the test split as its headline figure.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import cast, get_args

from clinrag.domain import QueryType
from clinrag.shipped_data import QUERY_TYPE_QUESTIONS

QUERY_TYPES: tuple[QueryType, ...] = get_args(QueryType)
TEST_PERCENT = 25
"""Share of topic families held out (fixed before any classifier was trained)."""


@dataclass(frozen=True)
class LabelledQuestion:
    question: str
    query_type: QueryType
    family: str
    """The topic family (``diabetes``, ``sepsis``): the unit of the split."""


@dataclass(frozen=True)
class QueryTypeSet:
    train: tuple[LabelledQuestion, ...]
    test: tuple[LabelledQuestion, ...]


def in_test_split(family: str) -> bool:
    return int(hashlib.sha256(family.encode()).hexdigest()[:8], 16) % 100 < TEST_PERCENT


def load_query_type_set(path: Path = QUERY_TYPE_QUESTIONS) -> QueryTypeSet:
    """The shipped questions, split by family; a label that is not a query type is an error."""
    questions = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        row = json.loads(line)
        if row["type"] not in QUERY_TYPES:
            raise ValueError(f"{path.name} line {number}: unknown type {row['type']!r}")
        questions.append(
            LabelledQuestion(row["question"], cast(QueryType, row["type"]), row["family"])
        )
    return QueryTypeSet(
        train=tuple(q for q in questions if not in_test_split(q.family)),
        test=tuple(q for q in questions if in_test_split(q.family)),
    )
