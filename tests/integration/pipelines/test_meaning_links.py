"""Links by meaning with the real embedder: a department named through its team or its
staff, a route through what patients do, and a vague question linking nothing. A made-up
protocol library and formulary, not the evaluation corpus."""

from __future__ import annotations

import numpy as np
import pytest

from clinrag.components import build_embedder
from clinrag.corpus.catalog import ValueRow
from clinrag.pipelines.agent.constraints import BucketFields
from clinrag.pipelines.agent.decomposition import decompose
from clinrag.pipelines.agent.meaning_links import (
    MeaningLinks,
    catalogue_names,
    catalogue_values,
    question_phrases,
)
from clinrag.retrieval.embedding import Embedder
from clinrag.setting_groups.agent import AgentSettings
from clinrag.settings import Settings
from tests.unit.pipelines.agent.schema import summary

_TITLES = {
    "cardiology": ("Chest pain assessment", "Atrial fibrillation in the emergency department"),
    "oncology": ("Chemotherapy extravasation", "Neutropenic sepsis after chemotherapy"),
    "nursing": ("Prevention of inpatient falls", "Pressure ulcer prevention"),
    "obstetrics": ("Postpartum haemorrhage", "Induction of labour"),
}
ROWS = {
    "protocols": tuple(
        ValueRow({"department": d, "document_type": "policy"}, 2, titles=t)
        for d, t in _TITLES.items()
    ),
    "formulary": tuple(
        ValueRow({"drug": d, "route": r, "document_type": "drug_monograph"}, 1)
        for d, r in (
            ("metformin", "oral"),
            ("enoxaparin", "subcutaneous"),
            ("vancomycin", "intravenous"),
        )
    ),
}
FIELDS: BucketFields = {
    "protocols": {
        "department": summary("department", "string", *_TITLES),
        "document_type": summary("document_type", "string", "policy", "protocol"),
        "source": summary("source", "string", documents=8),
    },
    "formulary": {
        "drug": summary("drug", "string", "metformin", "enoxaparin", "vancomycin"),
        "route": summary("route", "string", "oral", "subcutaneous", "intravenous"),
        "document_type": summary("document_type", "string", "drug_monograph"),
        "source": summary("source", "string", documents=3),
    },
}


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return build_embedder(Settings())


def _filters(question: str, embedder: Embedder) -> dict[str, str]:
    defaults = AgentSettings()
    values = catalogue_values(FIELDS, ROWS)
    phrases = question_phrases(question, catalogue_names(FIELDS))
    texts = [t for v in values for t in (v.name, v.description)]
    links = MeaningLinks(
        phrases,
        embedder.embed(phrases) if phrases else np.zeros((0, 384), dtype=np.float32),
        values,
        embedder.embed(texts),
        threshold=defaults.link_threshold,
        margin=defaults.link_margin,
    )
    decomposition = decompose(question, None, FIELDS, rows=ROWS, links=links)
    return {f.describe(): f.reading for f in decomposition.filters}


@pytest.mark.parametrize(
    ("question", "linked"),
    [
        ("Summarize what the cancer team has written for the wards.", "department = oncology"),
        ("What has the heart team put in the library?", "department = cardiology"),
        ("Which of them do the nurses own?", "department = nursing"),
    ],
)
def test_a_department_through_its_team_is_an_inferred_filter(
    question: str, linked: str, embedder: Embedder
) -> None:
    assert _filters(question, embedder).get(linked) == "inferred"


@pytest.mark.parametrize(
    "question",
    ["What do the documents say about it?", "Give me everything we have, please."],
)
def test_a_vague_question_links_nothing(question: str, embedder: Embedder) -> None:
    assert _filters(question, embedder) == {}
