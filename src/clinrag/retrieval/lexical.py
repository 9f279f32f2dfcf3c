"""Okapi BM25 over an in-memory inverted index that grows and shrinks without a rebuild.

Why our own and not rank-bm25 or bm25s (figures in docs/benchmarks.md): rank-bm25 scores every
document in Python (225 ms per query at 100k chunks); bm25s is fast but cannot add or delete
documents, so every ingest would mean a full rebuild (82 s at 100k). Here term frequencies
live in sparse column (CSC) segments: an ingest appends a segment, a deletion clears a bit in
the alive mask, and BM25's statistics (N, df, avgdl) are computed over alive documents at
query time, so scores are always exact for the current corpus. Segments merge when there are
many of them or many dead rows.

Access labels (issue 17): the statistics count only the chunks the caller may read
(``readable``). Counted over the whole corpus, a term's idf would fall when a restricted
document holds it, and the scores a search returns would tell a caller without the label that
some document they cannot read contains a word.

Scoring: ``idf(t) = ln(1 + (N - df + 0.5) / (df + 0.5))`` and
``tf·(k1+1) / (tf + k1·(1 - b + b·dl/avgdl))`` per query term (unique terms).

The index is an immutable snapshot swapped on each change, so a query running in one thread
never sees half of an update made in another.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
import numpy.typing as npt
from scipy import sparse

from clinrag.retrieval.analysis import analyze

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]
BoolArray = npt.NDArray[np.bool_]

_MAX_SEGMENTS = 12
_MAX_DEAD_SHARE = 0.3


@dataclass(frozen=True)
class LexicalHit:
    chunk_id: int
    rank: int
    score: float


@dataclass(frozen=True)
class LexicalResult:
    hits: list[LexicalHit]
    reference_score: float
    """Score of an average-length document holding each matched query term once: the scale
    fusion divides by (see fusion.py). 0 when no query term occurs in the corpus."""
    _scores: FloatArray = field(repr=False, compare=False)
    _snapshot: _Snapshot = field(repr=False, compare=False)

    def scores_of(self, chunk_ids: Sequence[int]) -> dict[int, float]:
        """Exact BM25 of any chunks (those another retriever found), 0.0 for no match."""
        out: dict[int, float] = {}
        for chunk_id in chunk_ids:
            row = self._snapshot.row_of.get(int(chunk_id))
            live = row is not None and bool(self._snapshot.alive[row])
            out[int(chunk_id)] = float(self._scores[row]) if live and row is not None else 0.0
        return out


@dataclass(frozen=True)
class _Snapshot:
    vocabulary: dict[str, int] = field(default_factory=dict)
    chunk_ids: IntArray = field(default_factory=lambda: np.zeros(0, np.int64))
    doc_lengths: FloatArray = field(default_factory=lambda: np.zeros(0, np.float64))
    alive: BoolArray = field(default_factory=lambda: np.zeros(0, np.bool_))
    segments: tuple[tuple[int, sparse.csc_array], ...] = ()
    """(first row, rows x terms matrix of term frequencies)."""
    row_of: dict[int, int] = field(default_factory=dict)


class AllowedChunks:
    """The chunks a metadata filter admits, as ids; turned into a row mask once per snapshot."""

    def __init__(self, chunk_ids: IntArray) -> None:
        self.chunk_ids = np.unique(chunk_ids)
        self._memo: tuple[_Snapshot, BoolArray] | None = None

    def mask(self, snap: _Snapshot) -> BoolArray:
        memo = self._memo
        if memo is not None and memo[0] is snap:
            return memo[1]
        mask = np.isin(snap.chunk_ids, self.chunk_ids)
        self._memo = (snap, mask)
        return mask


@dataclass
class _QueryStats:
    scores: FloatArray
    reference_score: float


class BM25Index:
    def __init__(self, k1: float = 1.2, b: float = 0.75) -> None:
        self.k1 = k1
        self.b = b
        self._snapshot = _Snapshot()

    @property
    def size(self) -> int:
        """Number of live documents (chunks)."""
        return int(self._snapshot.alive.sum())

    def live_ids(self) -> IntArray:
        snap = self._snapshot
        return snap.chunk_ids[snap.alive]

    def update(
        self, add_ids: Sequence[int], add_texts: Sequence[str], remove_ids: Sequence[int]
    ) -> None:
        """Apply one batch of changes and publish the new snapshot at once."""
        snap = self._snapshot
        alive = snap.alive.copy()
        for chunk_id in remove_ids:
            row = snap.row_of.get(int(chunk_id))
            if row is not None:
                alive[row] = False
        vocabulary = dict(snap.vocabulary)
        new = [
            (int(i), t)
            for i, t in zip(add_ids, add_texts, strict=True)
            if int(i) not in snap.row_of or not alive[snap.row_of[int(i)]]
        ]
        segments = snap.segments
        chunk_ids, doc_lengths, row_of = snap.chunk_ids, snap.doc_lengths, snap.row_of
        if new:
            first_row = len(chunk_ids)
            matrix, lengths = _segment([t for _, t in new], vocabulary)
            ids = np.fromiter((i for i, _ in new), np.int64, len(new))
            chunk_ids = np.concatenate([chunk_ids, ids])
            doc_lengths = np.concatenate([doc_lengths, lengths])
            alive = np.concatenate([alive, np.ones(len(new), np.bool_)])
            row_of = dict(row_of)
            for offset, chunk_id in enumerate(ids.tolist()):
                old_row = row_of.get(chunk_id)
                if old_row is not None:
                    alive[old_row] = False
                row_of[chunk_id] = first_row + offset
            segments = (*segments, (first_row, matrix))
        snapshot = _Snapshot(vocabulary, chunk_ids, doc_lengths, alive, segments, row_of)
        dead_share = 1 - alive.sum() / max(1, len(alive))
        if len(segments) > _MAX_SEGMENTS or dead_share > _MAX_DEAD_SHARE:
            snapshot = _compact(snapshot)
        self._snapshot = snapshot

    def search(
        self,
        query: str,
        k: int,
        allowed: AllowedChunks | None = None,
        *,
        readable: AllowedChunks | None = None,
    ) -> LexicalResult:
        """The top ``k`` live chunks by BM25, restricted to ``allowed`` (a filter and the
        caller's labels) before the cut, scored with statistics over ``readable`` (the
        caller's labels alone; None = every chunk). A chunk outside ``readable`` scores 0."""
        snap = self._snapshot
        stats = self._score(snap, query, readable)
        eligible = (stats.scores > 0) & snap.alive
        if allowed is not None:
            eligible &= allowed.mask(snap)
        rows = np.flatnonzero(eligible)
        if k <= 0:
            rows = rows[:0]
        elif len(rows) > k:
            rows = rows[np.argpartition(-stats.scores[rows], k - 1)[:k]]
        rows = rows[np.lexsort((snap.chunk_ids[rows], -stats.scores[rows]))]
        hits = [
            LexicalHit(int(snap.chunk_ids[row]), rank, float(stats.scores[row]))
            for rank, row in enumerate(rows.tolist(), start=1)
        ]
        return LexicalResult(hits, stats.reference_score, stats.scores, snap)

    def scores_for(self, query: str, chunk_ids: Sequence[int]) -> dict[int, float]:
        """Exact BM25 of given chunks, 0.0 for no match."""
        return self.search(query, 0).scores_of(chunk_ids)

    def _score(self, snap: _Snapshot, query: str, readable: AllowedChunks | None) -> _QueryStats:
        scores = np.zeros(len(snap.chunk_ids), np.float64)
        live = snap.alive if readable is None else snap.alive & readable.mask(snap)
        n_live = int(live.sum())
        if n_live == 0:
            return _QueryStats(scores, 0.0)
        average_length = float(snap.doc_lengths[live].mean()) or 1.0
        reference = 0.0
        for term in set(analyze(query)):
            term_id = snap.vocabulary.get(term)
            if term_id is None:
                continue
            rows, tfs = _postings(snap, term_id)
            keep = live[rows]
            rows, tfs = rows[keep], tfs[keep]
            df = len(rows)
            if df == 0:
                continue
            idf = float(np.log1p((n_live - df + 0.5) / (df + 0.5)))
            norm = self.k1 * (1 - self.b + self.b * snap.doc_lengths[rows] / average_length)
            scores[rows] += idf * tfs * (self.k1 + 1) / (tfs + norm)
            reference += idf  # tf = 1 at average length scores exactly idf
        return _QueryStats(scores, reference)


def _segment(
    texts: Sequence[str], vocabulary: dict[str, int]
) -> tuple[sparse.csc_array, FloatArray]:
    """Term-frequency matrix (rows = texts) and document lengths; grows ``vocabulary``."""
    indptr = [0]
    indices: list[int] = []
    data: list[float] = []
    lengths = np.zeros(len(texts), np.float64)
    for row, text in enumerate(texts):
        terms = analyze(text)
        lengths[row] = len(terms)
        for term, count in Counter(terms).items():
            term_id = vocabulary.setdefault(term, len(vocabulary))
            indices.append(term_id)
            data.append(float(count))
        indptr.append(len(indices))
    matrix = sparse.csr_array(
        (np.asarray(data), np.asarray(indices, np.int64), np.asarray(indptr, np.int64)),
        shape=(len(texts), max(1, len(vocabulary))),
    )
    return matrix.tocsc(), lengths


def _postings(snap: _Snapshot, term_id: int) -> tuple[IntArray, FloatArray]:
    row_parts: list[IntArray] = []
    tf_parts: list[FloatArray] = []
    for first_row, matrix in snap.segments:
        if term_id >= matrix.shape[1]:
            continue
        start, end = matrix.indptr[term_id], matrix.indptr[term_id + 1]
        if start == end:
            continue
        row_parts.append(matrix.indices[start:end].astype(np.int64) + first_row)
        tf_parts.append(matrix.data[start:end])
    if not row_parts:
        return np.zeros(0, np.int64), np.zeros(0, np.float64)
    return np.concatenate(row_parts), np.concatenate(tf_parts)


def _compact(snap: _Snapshot) -> _Snapshot:
    """Merge every segment into one and drop dead rows."""
    width = max(1, len(snap.vocabulary))
    blocks = [sparse.csr_array(m) for _, m in snap.segments]
    blocks = [b if b.shape[1] == width else _widen(b, width) for b in blocks]
    merged = sparse.vstack(blocks, format="csr") if blocks else sparse.csr_array((0, width))
    keep = np.flatnonzero(snap.alive)
    matrix = sparse.csr_array(merged[keep]).tocsc()
    chunk_ids = snap.chunk_ids[keep]
    return _Snapshot(
        vocabulary=snap.vocabulary,
        chunk_ids=chunk_ids,
        doc_lengths=snap.doc_lengths[keep],
        alive=np.ones(len(keep), np.bool_),
        segments=((0, matrix),) if len(keep) else (),
        row_of={int(c): row for row, c in enumerate(chunk_ids.tolist())},
    )


def _widen(block: sparse.csr_array, width: int) -> sparse.csr_array:
    return sparse.csr_array(
        (block.data, block.indices, block.indptr), shape=(block.shape[0], width)
    )
