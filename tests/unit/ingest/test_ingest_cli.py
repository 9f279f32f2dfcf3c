"""`clinrag ingest --bucket`: a bucket name or nothing; a bad name stops before any work."""

from __future__ import annotations

import pytest

from clinrag.cli import _parser


def test_the_bucket_defaults_to_none_and_takes_a_name() -> None:
    assert _parser().parse_args(["ingest", "docs/"]).bucket is None
    assert _parser().parse_args(["ingest", "--bucket", "icu-protocols", "a.md"]).bucket == (
        "icu-protocols"
    )


def test_a_bad_bucket_name_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        _parser().parse_args(["ingest", "--bucket", "ICU Protocols", "a.md"])
    assert stopped.value.code == 2
    assert "lower-case" in capsys.readouterr().err
