"""BM25: exact Okapi scores, and incremental updates that equal a fresh build."""

from __future__ import annotations

import math
import random
import threading
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from clinrag.retrieval.analysis import analyze
from clinrag.retrieval.lexical import AllowedChunks, BM25Index

WORDS = [
    "metformin",
    "insulin",
    "glucose",
    "aspirin",
    "statin",
    "warfarin",
    "dose",
    "renal",
    "hepatic",
    "trial",
    "placebo",
    "randomized",
    "cohort",
    "mortality",
    "stroke",
    "infarction",
    "pressure",
    "vaccine",
    "covid",
    "influenza",
    "child",
    "adult",
]


def _corpus(n: int, seed: int = 1) -> dict[int, str]:
    rng = random.Random(seed)
    return {i + 1: " ".join(rng.choices(WORDS, k=rng.randint(3, 30))) for i in range(n)}


def reference_bm25(
    docs: dict[int, str], query: str, k1: float = 1.2, b: float = 0.75
) -> dict[int, float]:
    """Textbook Okapi BM25, written independently of the index."""
    terms = {d: analyze(t) for d, t in docs.items()}
    n = len(docs)
    avgdl = sum(len(t) for t in terms.values()) / n
    scores = dict.fromkeys(docs, 0.0)
    for q in set(analyze(query)):
        df = sum(q in t for t in terms.values())
        if df == 0:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for d, t in terms.items():
            tf = Counter(t)[q]
            if tf:
                scores[d] += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * len(t) / avgdl))
    return scores


def _index(docs: dict[int, str]) -> BM25Index:
    index = BM25Index()
    index.update(list(docs), list(docs.values()), [])
    return index


@pytest.mark.parametrize(
    "query", ["metformin dose", "covid vaccine child", "renal renal trial", "x"]
)
def test_scores_match_the_textbook_formula(query: str) -> None:
    docs = _corpus(60)
    index = _index(docs)
    expected = reference_bm25(docs, query)
    got = index.scores_for(query, list(docs))
    assert got == pytest.approx(expected, rel=1e-9, abs=1e-12)
    top = index.search(query, 5)
    best = sorted((d for d in expected if expected[d] > 0), key=lambda d: (-expected[d], d))[:5]
    assert [h.chunk_id for h in top.hits] == best
    assert [h.rank for h in top.hits] == list(range(1, len(best) + 1))


def test_incremental_updates_equal_a_fresh_build() -> None:
    docs = _corpus(80, seed=2)
    index = BM25Index()
    ids = list(docs)
    for start in range(0, 60, 15):  # four ingests
        batch = ids[start : start + 15]
        index.update(batch, [docs[i] for i in batch], [])
    removed = ids[:10]
    index.update(ids[60:], [docs[i] for i in ids[60:]], removed)
    survivors = {i: t for i, t in docs.items() if i not in removed}
    fresh = _index(survivors)
    for query in ("metformin dose", "stroke mortality adult", "placebo"):
        assert index.scores_for(query, list(survivors)) == pytest.approx(
            fresh.scores_for(query, list(survivors))
        )
        assert [h.chunk_id for h in index.search(query, 10).hits] == [
            h.chunk_id for h in fresh.search(query, 10).hits
        ]
    assert index.size == len(survivors)
    assert index.scores_for("metformin insulin", removed) == dict.fromkeys(removed, 0.0)


def test_many_segments_and_deletions_compact_without_changing_scores() -> None:
    docs = _corpus(200, seed=3)
    index = BM25Index()
    ids = list(docs)
    for start in range(0, 200, 10):  # 20 segments: forces compaction
        index.update(ids[start : start + 10], [docs[i] for i in ids[start : start + 10]], [])
    index.update([], [], ids[:100])  # half dead: forces compaction
    survivors = {i: docs[i] for i in ids[100:]}
    assert index.scores_for("aspirin warfarin", list(survivors)) == pytest.approx(
        _index(survivors).scores_for("aspirin warfarin", list(survivors))
    )


def test_a_changed_chunk_text_replaces_the_old_one() -> None:
    index = _index({1: "metformin glucose", 2: "aspirin stroke"})
    index.update([], [], [1])
    index.update([1], ["warfarin bleeding"], [])
    assert index.search("metformin", 5).hits == []
    assert [h.chunk_id for h in index.search("warfarin", 5).hits] == [1]


def test_filters_apply_before_the_top_k_cut() -> None:
    docs = dict.fromkeys(range(1, 51), "metformin metformin metformin")
    docs[99] = "metformin and a very long text " + "filler " * 40
    index = _index(docs)
    unfiltered = index.search("metformin", 5)
    assert 99 not in [h.chunk_id for h in unfiltered.hits]
    filtered = index.search("metformin", 5, AllowedChunks(np.array([99, 12345])))
    assert [h.chunk_id for h in filtered.hits] == [99]


def test_reference_score_is_the_matched_terms_idf_sum() -> None:
    docs = _corpus(40, seed=4)
    index = _index(docs)
    result = index.search("metformin nonexistentword", 3)
    n = len(docs)
    df = sum("metformin" in analyze(t) for t in docs.values())
    assert result.reference_score == pytest.approx(math.log(1 + (n - df + 0.5) / (df + 0.5)))


def test_empty_index_and_empty_query() -> None:
    assert BM25Index().search("anything", 5).hits == []
    assert _index({1: "aspirin"}).search("", 5).hits == []
    assert _index({1: "aspirin"}).search("the of and", 5).reference_score == 0.0


def test_searches_in_worker_threads_see_whole_snapshots_while_updates_swap_in() -> None:
    """Retrieval searches in worker threads while the sync applies updates: every search
    and its ``scores_of`` see one whole corpus, the one before or the one after a batch."""
    base = dict.fromkeys(range(10), "warfarin dose")
    batch = dict.fromkeys(range(100, 110), "warfarin bleeding")
    index = _index(base)
    before, after = set(base), set(base) | set(batch)
    stop = threading.Event()

    def churn() -> None:
        while not stop.is_set():
            index.update(list(batch), list(batch.values()), [])
            index.update([], [], list(batch))

    def search(_: int) -> tuple[set[int], set[int]]:
        result = index.search("warfarin", 100)
        scored = result.scores_of(sorted(after))
        return {h.chunk_id for h in result.hits}, {i for i, s in scored.items() if s > 0}

    writer = threading.Thread(target=churn)
    writer.start()
    try:
        with ThreadPoolExecutor(4) as pool:
            seen = list(pool.map(search, range(400)))
    finally:
        stop.set()
        writer.join()
    for hits, scored in seen:
        assert hits in (before, after)
        assert scored == hits


@pytest.mark.parametrize("query", ["metformin dose", "covid vaccine child", "stroke"])
def test_scores_under_a_readable_set_are_those_of_the_readable_corpus_alone(query: str) -> None:
    """A caller's scores are the BM25 of the corpus they may read: documents they cannot read
    move no idf, N or average length (else a score would reveal a restricted word)."""
    docs = _corpus(60, seed=7)
    restricted = {i for i in docs if i % 3 == 0}
    readable_docs = {i: t for i, t in docs.items() if i not in restricted}
    readable = AllowedChunks(np.array(sorted(readable_docs)))
    index = _index(docs)
    result = index.search(query, 100, readable, readable=readable)
    expected = reference_bm25(readable_docs, query)
    assert result.scores_of(list(readable_docs)) == pytest.approx(expected)
    assert result.reference_score == pytest.approx(
        _index(readable_docs).search(query, 0).reference_score
    )
    assert {h.chunk_id for h in result.hits}.isdisjoint(restricted)
    assert result.scores_of(sorted(restricted)) == dict.fromkeys(sorted(restricted), 0.0)


def test_a_restricted_document_holding_a_rare_word_does_not_change_a_readers_scores() -> None:
    public = {1: "zolmitriptan migraine dose", 2: "aspirin stroke", 3: "insulin glucose"}
    with_secret = public | {4: "zolmitriptan zolmitriptan closed ward"}
    readable = AllowedChunks(np.array(sorted(public)))
    seen = _index(with_secret).search("zolmitriptan", 5, readable, readable=readable)
    alone = _index(public).search("zolmitriptan", 5)
    assert [h.chunk_id for h in seen.hits] == [h.chunk_id for h in alone.hits]
    assert [h.score for h in seen.hits] == pytest.approx([h.score for h in alone.hits])
    unscoped = _index(with_secret).search("zolmitriptan", 5, readable)
    assert unscoped.hits[0].score != pytest.approx(alone.hits[0].score)
