from __future__ import annotations

from dataclasses import dataclass

from clinrag.retrieval.dedup import deduplicate


@dataclass(frozen=True)
class Candidate:
    chunk_id: int
    text: str
    score: float


def _dedup(items: list[Candidate], threshold: float = 0.9) -> list[Candidate]:
    return deduplicate(
        items,
        chunk_id=lambda c: c.chunk_id,
        text=lambda c: c.text,
        score=lambda c: c.score,
        near_duplicate_threshold=threshold,
    )


GUIDE = "Start metformin at 500 mg once daily with the evening meal and titrate weekly."


def test_same_chunk_from_several_sub_queries_keeps_its_best_score() -> None:
    kept = _dedup([Candidate(1, GUIDE, 0.3), Candidate(1, GUIDE, 0.8), Candidate(2, "other", 0.5)])
    assert [(c.chunk_id, c.score) for c in kept] == [(1, 0.8), (2, 0.5)]


def test_near_identical_text_in_two_documents_keeps_the_better_one() -> None:
    copy = GUIDE.replace("titrate weekly.", "titrate weekly!")  # same words
    kept = _dedup([Candidate(1, GUIDE, 0.4), Candidate(2, copy, 0.6)])
    assert [c.chunk_id for c in kept] == [2]


def test_different_texts_are_kept() -> None:
    other = "Aspirin 81 mg daily is recommended for secondary prevention after infarction."
    kept = _dedup([Candidate(1, GUIDE, 0.4), Candidate(2, other, 0.6)])
    assert [c.chunk_id for c in kept] == [2, 1]


def test_threshold_decides_what_counts_as_near_identical() -> None:
    edited = GUIDE.replace("evening meal", "morning meal")
    pair = [Candidate(1, GUIDE, 0.4), Candidate(2, edited, 0.6)]
    assert len(_dedup(pair, threshold=0.95)) == 2
    assert len(_dedup(pair, threshold=0.5)) == 1


def test_limit_stops_the_walk_once_enough_are_kept() -> None:
    items = [
        Candidate(i, f"distinct text number {i} about drug {i * 7}", 1.0 - i / 100)
        for i in range(50)
    ]
    kept = _dedup(items)
    assert len(kept) == 50
    limited = deduplicate(
        items,
        chunk_id=lambda c: c.chunk_id,
        text=lambda c: c.text,
        score=lambda c: c.score,
        limit=5,
    )
    assert [c.chunk_id for c in limited] == [0, 1, 2, 3, 4]


def test_near_duplicates_are_found_among_many_long_texts() -> None:
    """The MinHash prefilter must not let a near-copy through."""
    base = " ".join(f"word{i}" for i in range(250))
    near = base.replace("word100 ", "changed100 ")  # Jaccard ~0.99
    others = [Candidate(i, " ".join(f"w{i}x{j}" for j in range(250)), 0.5) for i in range(2, 60)]
    kept = _dedup([Candidate(0, base, 0.9), Candidate(1, near, 0.8), *others])
    assert 1 not in {c.chunk_id for c in kept}
    assert len(kept) == 59


def test_minhash_estimates_track_the_true_jaccard() -> None:
    """The prefilter is only safe if its estimate is close: every pair of these texts differs
    in a known number of words, and the 64-permutation estimate must stay near the truth."""
    from clinrag.retrieval.dedup import _signature, jaccard, shingles

    words = [f"word{i}" for i in range(40)]
    errors = []
    for changed in range(0, 20, 2):
        edited = [f"other{i}" if i % 20 < changed else w for i, w in enumerate(words)]
        a, b = shingles(" ".join(words)), shingles(" ".join(edited))
        estimate = float((_signature(a) == _signature(b)).mean())
        errors.append(abs(estimate - jaccard(a, b)))
    assert max(errors) < 0.25
    assert sum(errors) / len(errors) < 0.1
