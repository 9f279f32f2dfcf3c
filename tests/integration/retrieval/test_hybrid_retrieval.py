"""Hybrid retrieval end to end on PostgreSQL + the BM25 index, with the hashing embedder."""

from __future__ import annotations

import asyncio
import inspect
import time
from collections.abc import Callable
from dataclasses import replace

import numpy as np
import pytest
from sqlalchemy import text
from sqlalchemy.engine import URL
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.components import Models, build_lexical, build_retriever
from clinrag.db import create_async_db_engine
from clinrag.domain import ParsedDocument, Section
from clinrag.errors import RetrievalError
from clinrag.evaluation.retrieval_modes import LexicalOnly, VectorOnly
from clinrag.ingest.ingestor import Ingestor
from clinrag.retrieval.access import EVERY_LABEL
from clinrag.retrieval.filters import NO_FILTER, parse_filter
from clinrag.retrieval.fusion import Fusion, FusionWeights, WeightedFusion
from clinrag.retrieval.hybrid import HybridRetriever
from clinrag.retrieval.lexical_sync import LexicalSync
from clinrag.retrieval.rerank import CosineReranker
from clinrag.retrieval.retriever import Retriever
from clinrag.settings import Settings
from tests.fakes import HashingEmbedder, fake_models


def _doc(source: str, body: str, **metadata: object) -> ParsedDocument:
    return ParsedDocument(source, source.title(), (Section(body),), metadata)


CORPUS = [
    _doc(
        "metformin",
        "Metformin lowers blood glucose in type 2 diabetes.",
        year=2021,
        bucket="guidelines",
    ),
    _doc(
        "aspirin",
        "Aspirin reduces recurrent myocardial infarction risk.",
        year=2018,
        bucket="trials",
    ),
    _doc(
        "statin", "Statins lower LDL cholesterol and stroke risk.", year=2022, bucket="guidelines"
    ),
    _doc(
        "warfarin", "Warfarin needs INR monitoring to avoid bleeding.", year=2015, bucket="trials"
    ),
    _doc(
        "insulin",
        "Insulin glargine controls fasting glucose overnight.",
        year=2023,
        bucket="trials",
    ),
]


@pytest.fixture
async def loaded(ingestor: Ingestor, lexical: LexicalSync) -> LexicalSync:
    await ingestor.ingest(CORPUS)  # syncs the lexical index on change
    return lexical


async def test_bm25_reads_a_brand_by_its_generic(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    """ "Coumadin" is in no document: BM25 finds warfarin's through the generic the service
    appends; read as asked, BM25 finds nothing."""

    def lexical_only(generics: bool) -> HybridRetriever:
        return build_retriever(
            store_engine,
            loaded,
            models,
            store_settings.retrieval,
            fusion=LexicalOnly(),
            rerank=False,
            generics=generics,
        )

    found = await lexical_only(True).retrieve(["Coumadin"], NO_FILTER, access=EVERY_LABEL)
    assert [c.metadata["source"] for c in found.chunks] == ["warfarin"]
    assert found.chunks[0].sub_query == "Coumadin"
    plain = await lexical_only(False).retrieve(["Coumadin"], NO_FILTER, access=EVERY_LABEL)
    assert plain.chunks == []


async def test_every_result_explains_its_scores(
    loaded: LexicalSync, retriever: HybridRetriever
) -> None:
    outcome = await retriever.retrieve(["metformin blood glucose"], NO_FILTER, access=EVERY_LABEL)
    best = outcome.chunks[0]
    assert best.metadata["source"] == "metformin"
    assert best.lexical.rank == 1
    assert best.lexical.score is not None
    assert best.lexical.score > 0
    assert best.vector.rank is not None
    assert 0 < best.lexical_normalized <= 1
    assert best.fused == pytest.approx(0.4 * best.lexical_normalized + 0.6 * best.cosine)
    # No cross-encoder weights here: the fused order stands, and the outcome says so.
    assert outcome.reranker == "none (no weights)"
    assert best.rerank_score is None
    assert [c.fused for c in outcome.chunks] == sorted(
        (c.fused for c in outcome.chunks), reverse=True
    )
    assert set(outcome.stage_seconds) >= {"embed", "lexical", "vector", "fusion_dedup"}


async def test_an_asked_for_reranker_rescores_and_says_which(
    loaded: LexicalSync, store_engine: AsyncEngine, store_settings: Settings
) -> None:
    models = replace(fake_models(), reranker=CosineReranker(HashingEmbedder().model_name))
    retriever = build_retriever(store_engine, loaded, models, store_settings.retrieval)
    outcome = await retriever.retrieve(["metformin blood glucose"], NO_FILTER, access=EVERY_LABEL)
    best = outcome.chunks[0]
    assert best.reranker == outcome.reranker == "cosine:fake-hashing"
    assert best.rerank_score == best.cosine
    assert "rerank" in outcome.stage_seconds


async def test_filters_apply_inside_both_retrievers(
    loaded: LexicalSync, retriever: HybridRetriever
) -> None:
    metadata_filter = parse_filter({"bucket": "trials", "year": {">=": 2016}})
    outcome = await retriever.retrieve(
        ["glucose metformin aspirin"], metadata_filter, access=EVERY_LABEL
    )
    sources = {c.metadata["source"] for c in outcome.chunks}
    assert sources <= {"aspirin", "insulin"}
    assert "aspirin" in sources


async def test_sub_queries_are_merged_and_deduplicated(
    loaded: LexicalSync, retriever: HybridRetriever
) -> None:
    outcome = await retriever.retrieve(
        ["metformin glucose", "glucose insulin", "metformin glucose diabetes"],
        NO_FILTER,
        access=EVERY_LABEL,
    )
    ids = [c.chunk_id for c in outcome.chunks]
    assert len(ids) == len(set(ids))
    assert {"metformin", "insulin"} <= {c.metadata["source"] for c in outcome.chunks}


async def test_the_fusion_given_decides_what_is_ranked_and_how(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    def retriever_with(fusion: Fusion) -> HybridRetriever:
        return build_retriever(
            store_engine, loaded, models, store_settings.retrieval, fusion=fusion, rerank=False
        )

    lexical = await retriever_with(LexicalOnly()).retrieve(
        ["warfarin"], NO_FILTER, access=EVERY_LABEL
    )
    assert [c.metadata["source"] for c in lexical.chunks] == ["warfarin"]  # only BM25 hits
    assert lexical.reranker is None
    assert lexical.chunks[0].fused == lexical.chunks[0].lexical_normalized
    vector = await retriever_with(VectorOnly()).retrieve(
        ["warfarin"], NO_FILTER, access=EVERY_LABEL
    )
    assert len(vector.chunks) == 5
    assert [c.fused for c in vector.chunks] == sorted(
        (c.fused for c in vector.chunks), reverse=True
    )
    assert [c.fused for c in vector.chunks] == [c.cosine for c in vector.chunks]


async def test_without_a_reranker_the_fused_order_stands(
    loaded: LexicalSync, store_engine: AsyncEngine, models: Models, store_settings: Settings
) -> None:
    plain = build_retriever(store_engine, loaded, models, store_settings.retrieval, rerank=False)
    outcome = await plain.retrieve(["metformin glucose insulin"], NO_FILTER, access=EVERY_LABEL)
    assert outcome.reranker is None
    assert "rerank" not in outcome.stage_seconds
    assert all(c.rerank_score is None for c in outcome.chunks)
    assert [c.fused for c in outcome.chunks] == sorted(
        (c.fused for c in outcome.chunks), reverse=True
    )


def test_the_service_retriever_is_the_protocol_and_fuses_by_the_settings(
    retriever: HybridRetriever,
) -> None:
    """The pipelines call only ``Retriever.retrieve``: no evaluation knob on the real one."""
    wanted = inspect.signature(Retriever.retrieve).parameters.values()
    actual = inspect.signature(HybridRetriever.retrieve).parameters.values()
    assert [(p.name, p.kind) for p in actual] == [(p.name, p.kind) for p in wanted]
    assert isinstance(retriever.fusion, WeightedFusion)
    assert retriever.fusion.weights == FusionWeights(0.4, 0.6)


async def test_new_and_deleted_chunks_reach_the_lexical_index(
    loaded: LexicalSync, ingestor: Ingestor, store_engine: AsyncEngine
) -> None:
    await ingestor.ingest([_doc("heparin", "Heparin is monitored with aPTT.")])
    assert [h.chunk_id for h in loaded.index.search("heparin", 5).hits]
    async with store_engine.begin() as conn:
        await conn.execute(text("DELETE FROM documents WHERE source = 'heparin'"))
    assert await loaded.sync()
    assert loaded.index.search("heparin", 5).hits == []


async def test_chunks_committed_out_of_id_order_are_not_missed(
    loaded: LexicalSync, store_engine: AsyncEngine
) -> None:
    """A slow ingest can commit lower ids after a faster one committed higher ids."""
    async with store_engine.begin() as conn:
        doc_id = await conn.scalar(
            text("INSERT INTO documents (source, content_hash) VALUES ('late', :h) RETURNING id"),
            {"h": "b" * 64},
        )
        await conn.execute(
            text(
                "INSERT INTO chunks (id, document_id, ordinal, text, embedding) "
                "OVERRIDING SYSTEM VALUE VALUES (0, :d, 0, 'dabigatran reversal idarucizumab', "
                "array_fill(0.1, ARRAY[384])::vector)"
            ),
            {"d": doc_id},
        )
    await loaded.sync()
    assert [h.chunk_id for h in loaded.index.search("idarucizumab", 5).hits] == [0]


async def test_one_failing_sub_query_does_not_sink_the_rest(
    loaded: LexicalSync, retriever: HybridRetriever, monkeypatch: pytest.MonkeyPatch
) -> None:
    original = retriever.lexical.index.search

    def flaky(query: str, k: int, allowed: object = None, *, readable: object = None) -> object:
        if "explode" in query:
            raise RuntimeError("boom")
        return original(query, k, allowed, readable=readable)  # type: ignore[arg-type]

    monkeypatch.setattr(retriever.lexical.index, "search", flaky)
    outcome = await retriever.retrieve(
        ["explode please", "metformin glucose"], NO_FILTER, access=EVERY_LABEL
    )
    assert outcome.failed_sub_queries == {"explode please": "RuntimeError"}
    assert outcome.chunks
    with pytest.raises(RetrievalError):
        await retriever.retrieve(["explode only"], NO_FILTER, access=EVERY_LABEL)


async def test_the_bm25_search_leaves_the_event_loop_free(
    loaded: LexicalSync, retriever: HybridRetriever, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow lexical search must not stall other requests' coroutines while it runs."""
    original = retriever.lexical.index.search

    def slow(query: str, k: int, allowed: object = None, *, readable: object = None) -> object:
        time.sleep(0.5)
        return original(query, k, allowed, readable=readable)  # type: ignore[arg-type]

    monkeypatch.setattr(retriever.lexical.index, "search", slow)
    gaps: list[float] = []

    async def heartbeat() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.01)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    beating = asyncio.create_task(heartbeat())
    try:
        outcome = await retriever.retrieve(["metformin glucose"], NO_FILTER, access=EVERY_LABEL)
    finally:
        beating.cancel()
        await asyncio.gather(beating, return_exceptions=True)
    assert outcome.chunks
    assert max(gaps) < 0.25


async def test_empty_store_returns_nothing(
    retriever: HybridRetriever, lexical: LexicalSync
) -> None:
    await lexical.sync()
    outcome = await retriever.retrieve(
        ["anything at all"],
        NO_FILTER,
        access=EVERY_LABEL,
        query_vectors=np.ones((1, 384), np.float32) / np.sqrt(384),
    )
    assert outcome.chunks == []


async def test_another_process_index_catches_up_through_the_database(
    loaded: LexicalSync, ingestor: Ingestor, store_settings: Settings, empty_database: URL
) -> None:
    """Two server processes: the second one's index follows what the first one ingests."""
    other_engine = create_async_db_engine(empty_database, store_settings.database)
    other = build_lexical(other_engine, store_settings.retrieval)
    follower = asyncio.create_task(other.run(0.05))
    try:
        await _eventually(lambda: other.index.size == loaded.index.size)
        await ingestor.ingest([_doc("heparin", "Heparin is monitored with aPTT.")])
        await _eventually(lambda: bool(other.index.search("heparin", 5).hits))
        async with other_engine.begin() as conn:
            await conn.execute(text("DELETE FROM documents WHERE source = 'heparin'"))
        await _eventually(lambda: not other.index.search("heparin", 5).hits)
    finally:
        follower.cancel()
        await asyncio.gather(follower, return_exceptions=True)
        await other_engine.dispose()


async def _eventually(condition: Callable[[], bool], limit_seconds: float = 5.0) -> None:
    deadline = asyncio.get_running_loop().time() + limit_seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "condition never became true"
        await asyncio.sleep(0.02)
