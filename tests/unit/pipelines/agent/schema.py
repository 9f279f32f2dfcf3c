"""A bucket schema as the catalogue gives it, for the agent's pure tests."""

from __future__ import annotations

from clinrag.corpus.fields import FieldSummary, FieldType
from clinrag.pipelines.agent.constraints import BucketFields
from clinrag.retrieval.filters import Scalar


def field(name: str, kind: FieldType, *examples: Scalar) -> FieldSummary:
    return FieldSummary(name, kind, False, 10, examples)


FIELDS: BucketFields = {
    "pubmed_trials": {
        "year": field("year", "number", 2012, 2019),
        "design": field("design", "string", "RCT", "cohort"),
        "condition": field("condition", "string", "hypertension", "asthma"),
        "sample_size": field("sample_size", "number", 120, 40),
        "source": field("source", "string"),
        "title": field("title", "string"),
    },
    "guidelines": {
        "year": field("year", "number", 2020),
        "department": field("department", "string", "cardiology"),
        "source": field("source", "string"),
        "title": field("title", "string"),
    },
}
