"""Access labels on real PostgreSQL: set at ingest, kept on the chunks by triggers, and applied
inside both retrievers (before top-k), the candidates' rows, recalled evidence and the
passages of a document read beside a search's."""

from __future__ import annotations

import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.components import Models, build_retriever
from clinrag.domain import ParsedDocument, Section
from clinrag.errors import InputRejected
from clinrag.evaluation.retrieval_modes import LexicalOnly, VectorOnly
from clinrag.ingest.ingestor import Ingestor
from clinrag.retrieval.access import EVERY_LABEL, AccessScope
from clinrag.retrieval.chunk_store import ChunkStore
from clinrag.retrieval.filters import NO_FILTER, parse_filter
from clinrag.retrieval.fusion import Fusion
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical import BM25Index
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.settings import Settings

PUBLIC = AccessScope.of(["public"])
PSYCHIATRY = AccessScope.of(["public", "psychiatry"])
QUESTION = "clozapine titration neutrophil monitoring"


def _doc(source: str, body: str, **metadata: object) -> ParsedDocument:
    return ParsedDocument(source, source.title(), (Section(body),), metadata)


CORPUS = [
    _doc("metformin", "Metformin lowers blood glucose in type 2 diabetes.", bucket="guidelines"),
    _doc(
        "clozapine",
        "Clozapine titration needs weekly neutrophil monitoring on the psychiatry unit.",
        bucket="protocols",
        access="psychiatry",
    ),
    _doc(
        "incident",
        "Incident: clozapine titration was skipped and neutrophil monitoring missed.",
        bucket="incidents",
    ),
]


@pytest.fixture
async def loaded(ingestor: Ingestor, lexical: LexicalSync) -> LexicalSync:
    ingestor.settings = ingestor.settings.model_copy(
        update={"bucket_access": {"incidents": "incidents"}}
    )
    await ingestor.ingest(CORPUS)
    return lexical


def _retriever(
    engine: AsyncEngine, lexical: LexicalSync, models: Models, settings: Settings, fusion: Fusion
) -> HybridRetriever:
    return build_retriever(engine, lexical, models, settings.retrieval, fusion=fusion, rerank=False)


async def _labels(engine: AsyncEngine) -> dict[str, set[str]]:
    async with engine.connect() as conn:
        rows = (
            await conn.execute(
                text(
                    "SELECT d.source, d.access_label AS document, c.access_label AS chunk "
                    "FROM documents d JOIN chunks c ON c.document_id = d.id"
                )
            )
        ).all()
    labels: dict[str, set[str]] = {}
    for row in rows:
        labels.setdefault(row.source, set()).update({row.document, row.chunk})
    return labels


async def test_ingest_labels_documents_and_their_chunks(
    loaded: LexicalSync, store_engine: AsyncEngine
) -> None:
    """Own ``access`` metadata, then the bucket's default, then ``public``."""
    assert await _labels(store_engine) == {
        "metformin": {"public"},
        "clozapine": {"psychiatry"},
        "incident": {"incidents"},
    }


async def test_a_malformed_label_is_refused_before_anything_is_written(
    ingestor: Ingestor, store_engine: AsyncEngine
) -> None:
    with pytest.raises(InputRejected) as refused:
        await ingestor.ingest([CORPUS[0], _doc("bad", "Some text.", access="Psych Ward")])
    assert refused.value.code == "invalid_access_label"
    assert await _labels(store_engine) == {}


@pytest.mark.parametrize("fusion", [LexicalOnly(), VectorOnly()], ids=["bm25", "vector"])
async def test_each_retriever_alone_never_returns_what_the_scope_does_not_admit(
    loaded: LexicalSync,
    store_engine: AsyncEngine,
    models: Models,
    store_settings: Settings,
    fusion: Fusion,
) -> None:
    retriever = _retriever(store_engine, loaded, models, store_settings, fusion)
    for scope, readable in (
        (PUBLIC, {"metformin"}),
        (PSYCHIATRY, {"metformin", "clozapine"}),
        (AccessScope.of([]), set()),
        (EVERY_LABEL, {"metformin", "clozapine", "incident"}),
    ):
        outcome = await retriever.retrieve([QUESTION], NO_FILTER, access=scope)
        sources = {c.metadata["source"] for c in outcome.chunks}
        assert sources <= readable
        if "clozapine" in readable:
            assert "clozapine" in sources


async def test_the_scope_and_the_metadata_filter_both_hold(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    retriever = build_retriever(store_engine, loaded, models, store_settings.retrieval)
    only_incidents = parse_filter({"bucket": "incidents"})
    assert (await retriever.retrieve([QUESTION], only_incidents, access=PSYCHIATRY)).chunks == []
    found = await retriever.retrieve(
        [QUESTION], only_incidents, access=AccessScope.of(["incidents"])
    )
    assert {c.metadata["source"] for c in found.chunks} == {"incident"}


async def test_a_relabelled_document_is_out_of_reach_at_once_even_with_a_stale_allowed_set(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    """The lexical allowed set of a scope is cached per corpus generation; this process has
    not synced since the label changed, yet the candidates' rows are read under the scope, so
    the document is not returned (and, put back in reach, it is found again after a sync)."""
    retriever = _retriever(store_engine, loaded, models, store_settings, LexicalOnly())
    before = await retriever.retrieve(["metformin glucose"], NO_FILTER, access=PUBLIC)
    assert {c.metadata["source"] for c in before.chunks} == {"metformin"}
    generation = loaded.generation
    async with store_engine.begin() as conn:
        await conn.execute(
            text("UPDATE documents SET access_label = 'endocrine' WHERE source = 'metformin'")
        )
    assert await _labels(store_engine) == {
        "metformin": {"endocrine"},
        "clozapine": {"psychiatry"},
        "incident": {"incidents"},
    }
    assert loaded.generation == generation  # not synced: the cached allowed set is stale
    stale = await retriever.retrieve(["metformin glucose"], NO_FILTER, access=PUBLIC)
    assert stale.chunks == []
    assert await loaded.sync()  # the trigger bumped the corpus generation
    endocrine = AccessScope.of(["endocrine"])
    again = await retriever.retrieve(["metformin glucose"], NO_FILTER, access=endocrine)
    assert {c.metadata["source"] for c in again.chunks} == {"metformin"}


async def test_recalled_evidence_and_document_checks_answer_to_the_scope(
    loaded: LexicalSync, store_engine: AsyncEngine, store_settings: Settings
) -> None:
    store = ChunkStore(store_engine, store_settings.retrieval.ef_search)
    async with store_engine.connect() as conn:
        rows = (
            await conn.execute(
                text(
                    "SELECT d.source, d.id AS document_id, c.id AS chunk_id "
                    "FROM documents d JOIN chunks c ON c.document_id = d.id"
                )
            )
        ).all()
    chunk = {r.source: r.chunk_id for r in rows}
    document = {r.source: r.document_id for r in rows}
    vector = np.ones(384, np.float32) / np.sqrt(384)
    asked = [chunk["clozapine"], chunk["metformin"], chunk["incident"]]
    recalled = await store.recall(asked, vector, NO_FILTER, access=PUBLIC)
    assert [r.id for r in recalled] == [chunk["metformin"]]
    recalled = await store.recall(asked, vector, NO_FILTER, access=PSYCHIATRY)
    assert [r.id for r in recalled] == [chunk["clozapine"], chunk["metformin"]]
    assert await store.readable_documents(set(document.values()), access=PUBLIC) == {
        document["metformin"]
    }
    nearest = await store.nearest(vector, 10, NO_FILTER, access=AccessScope.of(["incidents"]))
    assert [h.chunk_id for h in nearest] == [chunk["incident"]]
    # a document's other passages are read under the same scope, in the order asked
    wanted = [document["clozapine"], document["metformin"]]
    read = await store.document_chunks(wanted, vector, 4, NO_FILTER, access=PUBLIC)
    assert [r.id for r in read] == [chunk["metformin"]]
    read = await store.document_chunks(wanted, vector, 4, NO_FILTER, access=PSYCHIATRY)
    assert [r.id for r in read] == [chunk["clozapine"], chunk["metformin"]]
    assert await store.document_chunks(wanted, vector, 0, NO_FILTER, access=PSYCHIATRY) == []


async def test_bm25_statistics_count_only_the_chunks_the_scope_may_read(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    """A caller's BM25 scores are those of the corpus they may read: a restricted document
    moves no idf, N or average length (else a score would tell that it holds a word)."""
    retriever = _retriever(store_engine, loaded, models, store_settings, LexicalOnly())
    query = "metformin glucose clozapine neutrophil"
    async with store_engine.connect() as conn:
        rows = (await conn.execute(text("SELECT id, text, access_label FROM chunks"))).all()
    public = {r.id: r.text for r in rows if r.access_label == "public"}
    alone = BM25Index()
    alone.update(list(public), list(public.values()), [])
    expected = alone.scores_for(query, list(public))
    scoped = await retriever.retrieve([query], NO_FILTER, access=PUBLIC)
    seen = {c.chunk_id: c.lexical.score for c in scoped.chunks}
    assert seen
    assert seen == pytest.approx({i: expected[i] for i in seen})
    unscoped = await retriever.retrieve([query], NO_FILTER, access=EVERY_LABEL)
    everyone = {c.chunk_id: c.lexical.score for c in unscoped.chunks}
    assert all(everyone[i] != pytest.approx(seen[i]) for i in seen)
