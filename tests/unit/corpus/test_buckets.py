"""Bucket names and where each ingested document goes."""

from __future__ import annotations

import pytest

from clinrag.corpus.buckets import InvalidBucket, in_buckets, is_bucket_name
from clinrag.domain import ParsedDocument, Section


def _document(**metadata: object) -> ParsedDocument:
    return ParsedDocument("a.md", "A", (Section("text"),), metadata)


@pytest.mark.parametrize("name", ["general", "pubmed_trials", "icu-protocols", "2024"])
def test_good_names(name: str) -> None:
    assert is_bucket_name(name)


@pytest.mark.parametrize("name", ["", "Guidelines", "-x", "a b", "x" * 65, "é", 5, None])
def test_bad_names(name: object) -> None:
    assert not is_bucket_name(name)


def test_a_documents_own_bucket_wins_then_the_requests_then_general() -> None:
    own, other = in_buckets([_document(bucket="notes", year=1), _document()], "protocols")
    assert own.metadata == {"bucket": "notes", "year": 1}
    assert other.metadata == {"bucket": "protocols"}
    (default,) = in_buckets([_document()], None)
    assert default.metadata == {"bucket": "general"}


def test_a_bad_name_refuses_the_whole_batch_by_position() -> None:
    with pytest.raises(InvalidBucket, match="document 2"):
        in_buckets([_document(), _document(bucket="Bad Name")], None)
    with pytest.raises(InvalidBucket, match=r"^bucket"):
        in_buckets([_document()], "NOPE")
