"""The other passages of the studies a search found, read beside the retrieved ones.

A trial abstract is split over chunks, and the chunk that matches the question is often the
one holding its title, aim and methods, while the result the question asks about ("Does X
reduce hypoglycaemia?" when the study's main outcome was HbA1c) sits in the next chunk,
which shares fewer words with the question and is not retrieved. So each of the first
``documents`` documents of the retrieval lends up to ``per_document`` of its chunks (the
closest to the question first, read under the request's filter and the caller's access
scope, like any search), added after the retrieved chunks. Nothing here makes a passage
evidence: evidence selection still admits a document only when one of its sentences clears
the evidence bar, and only then lets its other passages lend sentences to the quote.
"""

from __future__ import annotations

from dataclasses import replace

from clinrag.pipelines.state import QueryState
from clinrag.pipelines.steps.retrieve import explain
from clinrag.pipelines.trace import StepDetails
from clinrag.retrieval.retriever import Retriever


class ReadDocuments:
    name = "read_documents"

    def __init__(self, retriever: Retriever, documents: int, per_document: int) -> None:
        self.retriever = retriever
        self.documents = documents
        self.per_document = per_document

    async def run(self, state: QueryState, notes: StepDetails) -> QueryState:
        retrieval = state.retrieval
        if retrieval is None or not retrieval.chunks or min(self.documents, self.per_document) < 1:
            notes.update(documents=[], added=[])
            return state
        held = {c.chunk_id for c in retrieval.chunks}
        documents = list(dict.fromkeys(c.document_id for c in retrieval.chunks))
        outcome = await self.retriever.document_passages(
            documents[: self.documents],
            state.redacted_question,
            self.per_document,
            state.metadata_filter,
            access=state.access,
            query_vector=state.vector,
        )
        added = [c for c in outcome.chunks if c.chunk_id not in held]
        notes.update(documents=documents[: self.documents], added=[explain(c) for c in added])
        return replace(state, retrieval=replace(retrieval, chunks=[*retrieval.chunks, *added]))
