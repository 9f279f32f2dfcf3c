"""The model process dies mid-answer under a running `clinrag serve`: real processes, real
model (SmolLM2-135M), embedded PostgreSQL. The question in flight gets 503 and its audit
record, the model is restarted, the next question is answered, and the API process is the
same one throughout. When the API process itself is killed, its model process goes with it."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import psutil
import pytest

from clinrag.assets import SMOLLM2_135M
from tests.e2e.test_serve import (
    CLINRAG,
    _environment,
    _free_port,
    _postmaster,
    _serve,
    _wait_ready,
)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not SMOLLM2_135M.path().is_file() and not os.environ.get("CLINRAG_REQUIRE_MODELS"),
        reason=f"{SMOLLM2_135M.filename} is not assembled (make install)",
    ),
]

SETTINGS = {
    "CLINRAG_LLM__MODEL_PATH": str(SMOLLM2_135M.path()),
    "CLINRAG_LLM__PROCESS_RESTART_BACKOFF_SECONDS": "0.5",
    "CLINRAG_PIPELINE__DEFAULT_MODE": "classical",
    "CLINRAG_AUTH__REQUESTS_PER_MINUTE": "1000",
}
DOCUMENTS = [
    {
        "source": "guidelines/diabetes.md",
        "title": "Type 2 diabetes guideline",
        "text": "Metformin is the first-line drug for type 2 diabetes in adults. "
        "Start metformin at diagnosis unless kidney function forbids it.",
    }
]
QUESTION = {"question": "What is the first-line drug for type 2 diabetes?", "synthesis": "direct"}
"""Asks for the model-written answer: the default (extractive) makes no model call to crash."""


@pytest.fixture
def service(tmp_path: Path) -> Iterator[tuple[subprocess.Popen[str], int]]:
    port = _free_port()
    process = _serve(tmp_path, port, **SETTINGS)
    try:
        _wait_ready(process, port)
        yield process, port
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        # The test kills the API without cleanup: stop the database it leaves running.
        with contextlib.suppress(FileNotFoundError, psutil.NoSuchProcess):
            postmaster = _postmaster(tmp_path)
            postmaster.terminate()
            postmaster.wait(30)


def _key(tmp_path: Path, port: int, role: str) -> dict[str, str]:
    created = subprocess.run(
        [str(CLINRAG), "keys", "create", "--role", role],
        env=_environment(tmp_path, port, **SETTINGS),
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return {"Authorization": f"Bearer {created.stdout.strip()}"}


def _model_process(api: psutil.Process) -> psutil.Process:
    for child in api.children(recursive=True):
        if "clinrag.llm.model_server" in " ".join(child.cmdline()):
            return child
    raise AssertionError("the service has no model process")


def _cpu_seconds(process: psutil.Process) -> float:
    times = process.cpu_times()
    return float(times.user + times.system)


def test_a_killed_model_process_costs_one_audited_503_and_is_restarted(
    tmp_path: Path, service: tuple[subprocess.Popen[str], int]
) -> None:
    serve, port = service
    base = f"http://127.0.0.1:{port}"
    clinician, compliance, admin = (
        _key(tmp_path, port, role) for role in ("clinician", "compliance", "admin")
    )
    created = httpx.post(
        f"{base}/v1/documents", json={"documents": DOCUMENTS}, headers=admin, timeout=60
    )
    assert created.status_code == 201
    api = psutil.Process(serve.pid)
    model = _model_process(api)
    idle_cpu = _cpu_seconds(model)

    request_id = uuid.uuid4().hex
    outcome: dict[str, Any] = {}

    def ask() -> None:
        outcome["response"] = httpx.post(
            f"{base}/v1/query",
            json=QUESTION,
            headers={**clinician, "X-Request-ID": request_id},
            timeout=120,
        )

    asking = threading.Thread(target=ask)
    asking.start()
    deadline = time.monotonic() + 60
    while _cpu_seconds(model) - idle_cpu < 0.3:  # the model is reading the prompt
        assert time.monotonic() < deadline, "the question never reached the model"
        time.sleep(0.02)
    model.send_signal(signal.SIGKILL)
    asking.join(60)

    response = outcome["response"]
    assert response.status_code == 503
    assert response.json()["error"] == "llm_restarting"
    assert response.json()["request_id"] == request_id

    _wait_ready(serve, port, limit_seconds=120)  # llm: ok again after the restart
    restarted = _model_process(api)
    assert restarted.pid != model.pid

    trace = httpx.get(f"{base}/v1/audit/queries/{request_id}", headers=compliance).json()
    assert trace["query"]["outcome"] == "failed"
    assert trace["query"]["error_code"] == "llm_restarting"
    steps = {step["name"]: step["status"] for step in trace["steps"]}
    assert steps["synthesize"] == "failed"
    assert steps["retrieve"] == "ok"

    answered = httpx.post(f"{base}/v1/query", json=QUESTION, headers=clinician, timeout=120)
    assert answered.status_code == 200
    assert answered.json()["llm_calls"] >= 1
    assert serve.poll() is None  # the same API process, alive throughout
    assert psutil.Process(serve.pid) == api

    # The API process dies without any cleanup: its model process does not outlive it.
    serve.kill()
    serve.wait()
    restarted.wait(timeout=15)
    assert not restarted.is_running()
