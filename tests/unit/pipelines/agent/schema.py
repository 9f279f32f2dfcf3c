"""Bucket schemas as the catalogue gives them, for the agent's pure tests: ``FIELDS`` for the
planner and the review, ``RULE_FIELDS`` (the three evaluation buckets' fields, a few values
each) for the rules' reading of a question."""

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


def summary(name: str, kind: FieldType, *examples: Scalar, documents: int = 20) -> FieldSummary:
    return FieldSummary(name, kind, False, documents, examples)


def _every(documents: int) -> dict[str, FieldSummary]:
    return {"source": summary("source", "string", documents=documents)}


RULE_FIELDS: BucketFields = {
    "pubmed_trials": {
        **_every(20),
        "condition": summary(
            "condition",
            "string",
            "PTSD",
            "autism",
            "dyslipidaemia",
            "glaucoma",
            "hypertension",
            "myocardial infarction",
            "type 2 diabetes",
        ),
        "design": summary(
            "design",
            "string",
            "meta_analysis",
            "non_randomized",
            "randomized_controlled",
            "randomized_crossover",
        ),
        "blinding": summary("blinding", "string", "double_blind", "open_label", "single_blind"),
        "document_type": summary("document_type", "string", "clinical_trial_abstract"),
        "duration_weeks": summary("duration_weeks", "number", 8, 52),
        "sample_size": summary("sample_size", "number", 64, 300),
    },
    "formulary": {
        **_every(20),
        "drug": summary("drug", "string", "apixaban", "omeprazole", "rivaroxaban"),
        "drug_class": summary("drug_class", "string", "antibiotic", "anticoagulant"),
        "formulary_status": summary(
            "formulary_status", "string", "formulary", "non_formulary", "restricted"
        ),
        "route": summary("route", "string", "intravenous", "oral", "subcutaneous"),
        "renal_adjustment": summary("renal_adjustment", "boolean", True, False),
        "document_type": summary("document_type", "string", "drug_monograph"),
        "year_reviewed": summary("year_reviewed", "number", 2020, 2024),
    },
    "protocols": {
        **_every(20),
        "department": summary("department", "string", "cardiology", "emergency", "intensive care"),
        "document_type": summary("document_type", "string", "guideline", "policy", "protocol"),
        "review_due_year": summary("review_due_year", "number", 2025, 2027),
        "year": summary("year", "number", 2021, 2023),
    },
}
