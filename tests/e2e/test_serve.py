"""`clinrag serve` as a user runs it: real process, embedded PostgreSQL, real model."""

from __future__ import annotations

import atexit
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import psutil
import pytest

from clinrag.assets import DEFAULT_GGUF

pytestmark = pytest.mark.slow

CLINRAG = Path(sys.executable).parent / "clinrag"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


GUARD_CACHE = Path(tempfile.mkdtemp(prefix="clinrag-e2e-cache-"))
"""One safeguards cache for every server of the run: each server runs in its own temporary
folder, and with a cache of its own each trained the guard's classifiers again (minutes under
load). The cache is keyed by its inputs, so sharing it changes no server's guard."""
atexit.register(shutil.rmtree, GUARD_CACHE, ignore_errors=True)


def _environment(tmp_path: Path, port: int, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("CLINRAG_")}
    env |= {
        "CLINRAG_DATABASE__EMBEDDED_DATA_DIR": str(tmp_path / "pg"),
        "CLINRAG_SERVER__PORT": str(port),
        "CLINRAG_LOGGING__FORMAT": "json",
        # The servers run in a temporary directory: the project's model by its absolute path.
        "CLINRAG_LLM__MODEL_PATH": str(DEFAULT_GGUF.path()),
        "CLINRAG_SECURITY__CACHE_DIR": str(GUARD_CACHE),
    }
    return env | extra


# Where the server on each port logs: a file in its test's tmp_path (pytest keeps the last runs'
# for a post-mortem and removes older ones), never a pipe. Nobody reads a pipe while the test
# waits, and a server logging each readiness poll filled one (64 KB) during a slow first start,
# blocked on the write and never answered again.
_SERVE_LOGS: dict[int, Path] = {}


def _serve(tmp_path: Path, port: int, **extra: str) -> subprocess.Popen[str]:
    _SERVE_LOGS[port] = tmp_path / f"serve-{port}.log"
    with _SERVE_LOGS[port].open("a", encoding="utf-8") as log:
        return subprocess.Popen(
            [str(CLINRAG), "serve"],
            env=_environment(tmp_path, port, **extra),
            cwd=tmp_path,
            stdout=subprocess.DEVNULL,
            stderr=log,
            text=True,
        )


def _serve_until_exit(tmp_path: Path, port: int, **extra: str) -> subprocess.CompletedProcess[str]:
    """For starts that must be refused: run to completion and capture the output."""
    return subprocess.run(
        [str(CLINRAG), "serve"],
        env=_environment(tmp_path, port, **extra),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _wait_ready(process: subprocess.Popen[str], port: int, limit_seconds: float = 900) -> None:
    """A generous limit, not a measurement: start-up time is `make run`'s, in docs. The first
    server of a run trains the guard's classifiers into the empty shared cache (``GUARD_CACHE``;
    more authors' texts and the product's own text since 2026-11-25): on a loaded 2-core CI
    machine that took more than 420 s, so the ceiling is 900 s; later servers start warm."""
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            stderr = _SERVE_LOGS[port].read_text(encoding="utf-8", errors="replace")
            pytest.fail(f"clinrag serve exited with {process.returncode}:\n{stderr[-3000:]}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/readyz", timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.5)
    pytest.fail("clinrag serve was not ready in time")


@pytest.fixture
def processes() -> Iterator[list[subprocess.Popen[str]]]:
    started: list[subprocess.Popen[str]] = []
    yield started
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait()


def _postmaster(tmp_path: Path) -> psutil.Process:
    return psutil.Process(int((tmp_path / "pg" / "postmaster.pid").read_text().split()[0]))


def test_serve_is_ready_recovers_from_a_kill_and_stops_cleanly(
    tmp_path: Path, processes: list[subprocess.Popen[str]]
) -> None:
    port = _free_port()
    first = _serve(tmp_path, port)
    processes.append(first)
    _wait_ready(first, port)

    # A crash: the service and its database die without any cleanup.
    postmaster = _postmaster(tmp_path)
    first.kill()
    first.wait()
    postmaster.kill()
    postmaster.wait(10)

    second = _serve(tmp_path, port)
    processes.append(second)
    _wait_ready(second, port)
    body = httpx.get(f"http://127.0.0.1:{port}/readyz").json()
    assert body == {
        "status": "ready",
        "checks": {
            "database": "ok",
            "models": "ok",
            "safeguards": "ok",
            "llm": "ok",
            "model_queue": "ok",
            "lexical_index": "ok",
        },
    }

    postmaster = _postmaster(tmp_path)
    second.send_signal(signal.SIGINT)
    assert second.wait(180) == 0
    postmaster.wait(30)  # the last process out stops the embedded PostgreSQL
    assert not postmaster.is_running()


@pytest.mark.parametrize(
    ("extra", "expected"),
    [
        (
            {"CLINRAG_DATABASE_URL": "postgresql://svc:pw@/clinrag?host=/nonexistent"},
            "cannot connect to PostgreSQL",
        ),
        ({"CLINRAG_MODELS__EMBEDDING_MODEL_DIR": "/nonexistent/model"}, "model directory"),
        ({"CLINRAG_SERVER__PORT": "not-a-port"}, "invalid setting CLINRAG_SERVER__PORT"),
        ({"CLINRAG_DATABASE_URL": "mysql://u:p@h/d"}, "clinrag needs PostgreSQL"),
    ],
)
def test_refuses_to_start_with_one_clear_line(
    tmp_path: Path, extra: dict[str, str], expected: str
) -> None:
    result = _serve_until_exit(tmp_path, _free_port(), **extra)
    assert result.returncode == 2
    errors = [line for line in result.stderr.splitlines() if line.startswith("clinrag: error:")]
    assert len(errors) == 1
    assert expected in errors[0]
    assert "Traceback" not in result.stderr
    assert ":pw@" not in result.stderr


def test_refuses_a_port_already_in_use(tmp_path: Path) -> None:
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        result = _serve_until_exit(tmp_path, port)
    assert result.returncode == 2
    assert result.stderr.strip().splitlines()[-1] == (
        f"clinrag: error: port {port} on 127.0.0.1 is already in use: stop the process that "
        "holds it or choose another port with CLINRAG_SERVER__PORT"
    )
