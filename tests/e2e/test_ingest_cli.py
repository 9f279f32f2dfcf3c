"""`clinrag ingest` as a user runs it: real model, embedded PostgreSQL, a folder of mixed files."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

CLINRAG = Path(sys.executable).parent / "clinrag"


def _run(tmp_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLINRAG_")}
    env |= {
        "CLINRAG_DATABASE__EMBEDDED_DATA_DIR": str(tmp_path / "pg"),
        "CLINRAG_LOGGING__FORMAT": "json",
    }
    return subprocess.run(
        [str(CLINRAG), "ingest", *args],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_ingest_a_folder_reports_each_refusal_and_is_idempotent(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "dosing.md").write_text("# Dosing\n\nMetformin 500 mg once daily.\n")
    (docs / "trials.jsonl").write_text(
        '{"source": "t1", "text": "Aspirin reduced events.", "year": 2020}\n'
        '{"source": "t2", "text": "Statins lowered LDL.", "year": 2022}\n'
    )
    (docs / "broken.txt").write_bytes(b"\xff\xfe\x00garbage")
    (docs / "image.png").write_bytes(b"\x89PNG")

    first = _run(tmp_path, str(docs))
    assert first.returncode == 1, first.stderr[-2000:]
    assert "documents: 3  chunks: 3  skipped: 0" in first.stdout
    assert "failed: 1 files  ignored: 1 files" in first.stdout
    refusals = [line for line in first.stderr.splitlines() if line.startswith("clinrag: refused")]
    assert len(refusals) == 1
    assert "broken.txt" in refusals[0]

    second = _run(tmp_path, str(docs / "dosing.md"), str(docs / "trials.jsonl"))
    assert second.returncode == 0, second.stderr[-2000:]
    assert "documents: 0  chunks: 0  skipped: 3" in second.stdout

    empty_only = _run(tmp_path, "--if-empty", str(docs))
    assert empty_only.returncode == 0
    assert "already holds 3 documents" in empty_only.stderr
