"""The topic match with the real embedder and the settings' defaults: a question about one
document names its department through the document's subject, in words its title does not
use; a question about no document in particular reads none. A made-up protocol library,
not the evaluation corpus."""

from __future__ import annotations

import pytest

from clinrag.components import build_embedder
from clinrag.corpus.catalog import ValueRow
from clinrag.pipelines.agent.topic_documents import TopicMatch, titled_values
from clinrag.retrieval.embedding import Embedder
from clinrag.setting_groups.agent import AgentSettings
from clinrag.settings import Settings

_TITLES = {
    "endocrinology": ("Management of diabetic ketoacidosis", "Inpatient hypoglycaemia"),
    "oncology": ("Febrile neutropenia after chemotherapy", "Cytotoxic extravasation"),
    "emergency": ("Recognising adult sepsis in the ED", "Alcohol withdrawal"),
    "nursing": ("Falls prevention", "Pressure ulcer care"),
}
ROWS = {
    "protocols": tuple(
        ValueRow({"department": d, "document_type": "protocol"}, 2, titles=t)
        for d, t in _TITLES.items()
    )
}


@pytest.fixture(scope="module")
def embedder() -> Embedder:
    return build_embedder(Settings())


def _topic(question: str, embedder: Embedder) -> list[object]:
    defaults = AgentSettings()
    titled = titled_values(ROWS)
    match = TopicMatch(
        embedder.embed([question]),
        titled,
        embedder.embed([t.title for t in titled]),
        threshold=defaults.topic_threshold,
        margin=defaults.topic_margin,
    )
    return [c.value for c in match.matched([], ["protocols"])]


@pytest.mark.parametrize(
    ("question", "department"),
    [
        (
            "In the diabetic ketoacidosis protocol, when is the insulin rate changed?",
            "endocrinology",
        ),
        (
            "What is the first antibiotic for febrile neutropenia in a chemotherapy patient?",
            "oncology",
        ),
        ("How is a patient in alcohol withdrawal sedated?", "emergency"),
    ],
)
def test_a_question_about_one_document_reads_its_department(
    question: str, department: str, embedder: Embedder
) -> None:
    assert _topic(question, embedder) == [department]


def test_a_question_about_no_document_reads_nothing(embedder: Embedder) -> None:
    assert _topic("Which documents come up for review this year?", embedder) == []
    assert _topic("List every protocol written since 2022.", embedder) == []
