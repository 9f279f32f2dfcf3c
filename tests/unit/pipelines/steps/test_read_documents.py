"""read_documents: the retrieved documents' other passages are read beside the retrieved ones,
once each, for the first documents only, and not at all when the setting says none."""

from __future__ import annotations

from dataclasses import replace

from clinrag.domain import RetrievedChunk
from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.read_documents import ReadDocuments
from clinrag.pipelines.steps.retrieve import Retrieve
from clinrag.security.redaction import RedactionSession
from tests.fakes import FixedRetriever, chunk, real_redactor
from tests.unit.pipelines.steps.conftest import run_step

QUESTION = "Does gemigliptin reduce hypoglycaemia compared with placebo?"


def _of(document: int, chunk_id: int, text: str) -> RetrievedChunk:
    return replace(chunk(chunk_id, text), document_id=document)


async def _read(
    state: QueryState, retriever: FixedRetriever, documents: int = 3
) -> tuple[QueryState, dict[str, object]]:
    asked = replace(state, query=real_redactor().redact(QUESTION, RedactionSession()))
    retrieved, _, _ = await run_step(Retrieve(retriever, 0.0), asked)
    after, notes, _ = await run_step(ReadDocuments(retriever, documents, 4), retrieved)
    return after, dict(notes.values)


async def test_a_retrieved_documents_other_passages_follow_the_retrieved_ones(
    state: QueryState,
) -> None:
    title = _of(1, 10, "Gemigliptin added to metformin and glimepiride: a randomised trial.")
    result = _of(1, 11, "The incidence of hypoglycaemia was 9.4% with gemigliptin.")
    retriever = FixedRetriever([title], siblings=[title, result])

    after, notes = await _read(state, retriever)

    assert after.retrieval is not None
    assert [c.chunk_id for c in after.retrieval.chunks] == [10, 11]
    assert notes["documents"] == [1]
    assert [c["chunk_id"] for c in notes["added"]] == [11]  # type: ignore[attr-defined]


async def test_only_the_first_documents_are_read_and_none_when_the_setting_is_zero(
    state: QueryState,
) -> None:
    retrieved = [_of(1, 10, "First study."), _of(2, 20, "Second study.")]
    siblings = [_of(1, 11, "First study's results."), _of(2, 21, "Second study's results.")]
    retriever = FixedRetriever(retrieved, siblings=siblings)

    first_only, _ = await _read(state, retriever, documents=1)
    none, notes = await _read(state, retriever, documents=0)

    assert first_only.retrieval is not None
    assert none.retrieval is not None
    assert [c.chunk_id for c in first_only.retrieval.chunks] == [10, 20, 11]
    assert [c.chunk_id for c in none.retrieval.chunks] == [10, 20]
    assert notes["added"] == []
