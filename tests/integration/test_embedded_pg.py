"""The embedded PostgreSQL comes back after a killed run instead of crashing."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import psutil
import psycopg
import pytest
from sqlalchemy.engine import URL

from clinrag.embedded_pg import start_embedded_postgres

_CHILD = """
import sys, time
from pathlib import Path
from clinrag.embedded_pg import start_embedded_postgres
start_embedded_postgres(Path(sys.argv[1]), "clinrag")
print("up", flush=True)
time.sleep(600)
"""


def _select_one(url: URL) -> int:
    conninfo = psycopg.conninfo.make_conninfo(
        host=url.query["host"], user="postgres", dbname=url.database
    )
    with psycopg.connect(conninfo) as conn:
        row = conn.execute("SELECT 1").fetchone()
    assert row is not None
    return int(row[0])


def _postmaster_pid(data_dir: Path) -> int:
    return int((data_dir / "postmaster.pid").read_text().splitlines()[0])


@pytest.fixture
def killed_cluster(tmp_path: Path) -> Path:
    """A cluster whose owning process and postmaster were both killed with SIGKILL."""
    data_dir = tmp_path / "pg"
    child = subprocess.Popen(
        [sys.executable, "-c", _CHILD, str(data_dir)],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "up"
    postmaster = _postmaster_pid(data_dir)
    child.kill()
    child.wait()
    os.kill(postmaster, signal.SIGKILL)
    psutil.wait_procs([psutil.Process(postmaster)], timeout=10)
    assert (data_dir / "postmaster.pid").exists()
    assert child.pid in json.loads((data_dir / ".handle_pids.json").read_text())
    return data_dir


def test_a_killed_run_is_recovered(killed_cluster: Path) -> None:
    url = start_embedded_postgres(killed_cluster, "clinrag")
    assert _select_one(url) == 1
    handles = json.loads((killed_cluster / ".handle_pids.json").read_text())
    assert handles == [os.getpid()]  # the dead run's pid no longer blocks the shutdown


def test_a_postmaster_pid_reused_by_another_process_is_not_mistaken_for_a_server(
    killed_cluster: Path,
) -> None:
    pid_file = killed_cluster / "postmaster.pid"
    lines = pid_file.read_text().splitlines()
    lines[0] = str(os.getpid())  # a live process, but not a postgres
    pid_file.write_text("\n".join(lines) + "\n")
    url = start_embedded_postgres(killed_cluster, "clinrag")
    assert _select_one(url) == 1


def test_a_truncated_postmaster_pid_is_recovered(killed_cluster: Path) -> None:
    (killed_cluster / "postmaster.pid").write_text("")
    url = start_embedded_postgres(killed_cluster, "clinrag")
    assert _select_one(url) == 1


def test_a_second_start_attaches_to_the_running_server(
    cluster_dir: Path, database_url: URL
) -> None:
    pid_before = _postmaster_pid(cluster_dir)
    url = start_embedded_postgres(cluster_dir, "clinrag_test")
    assert url == database_url
    assert _postmaster_pid(cluster_dir) == pid_before
