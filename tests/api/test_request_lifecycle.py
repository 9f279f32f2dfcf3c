"""Every request leaves its audit record whatever the client does, and abandoned work stops.

The app is driven through ASGI directly (in the app's own event loop, lifespan running) with a
``receive`` that reports ``http.disconnect`` when the test's client "leaves": the test client
cannot leave mid-response, a real server tells the app exactly this way. The model is the
extractive fake, slowed down at will, that says whether its calls finished or were cancelled.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import partial
from typing import Any

import httpx
import pytest
import uvicorn
from fastapi import FastAPI
from fastapi.testclient import TestClient
from sqlalchemy.engine import URL
from starlette.types import Message as AsgiMessage

from clinrag.auth.keys import KeyStore
from clinrag.auth.roles import Role
from clinrag.db import create_async_db_engine
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.llm.base import Completion, Message, PromptRef
from clinrag.setting_groups.pipeline import PipelineMode
from clinrag.setting_groups.service import AuthSettings, DatabaseSettings, ServerSettings
from tests.conftest import TEST_PIPELINE, settings_for
from tests.fakes import api_key, fake_app, wait_ready

_ids = itertools.count(1)
DOCUMENTS = [
    {
        "source": "guidelines/diabetes.md",
        "title": "Type 2 diabetes guideline",
        "text": "Metformin is the first-line drug for type 2 diabetes in adults.",
    }
]
QUESTION = {"question": "What is the first-line drug for type 2 diabetes?"}


class TrackedLLM:
    """The extractive model behind a delay (``delay_seconds``); counts calls started,
    finished and cancelled."""

    def __init__(self) -> None:
        self._inner = ExtractiveLLM()
        self.delay_seconds = 0.0
        self.started = 0
        self.finished = 0
        self.cancelled = 0
        self.calling: asyncio.Event | None = None
        """Set (in the app's loop) when a call starts; made by the test before it drives."""

    @property
    def model(self) -> str:
        return "tracked-extractive"

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        self.started += 1
        if self.calling is not None:
            self.calling.set()
        try:
            await asyncio.sleep(self.delay_seconds)
        except asyncio.CancelledError:
            self.cancelled += 1
            raise
        completion = await self._inner.complete(
            messages, prompt=prompt, max_tokens=max_tokens, json_schema=json_schema
        )
        self.finished += 1
        return completion


Keys = dict[str, dict[str, str]]


def _app(store_url: URL, llm: TrackedLLM, deadline_seconds: float = 60.0) -> FastAPI:
    settings = settings_for(
        store_url,
        auth=AuthSettings(requests_per_minute=1000),
        pipeline=TEST_PIPELINE.model_copy(update={"default_mode": PipelineMode.CLASSICAL}),
        server=ServerSettings(request_deadline_seconds=deadline_seconds),
    )
    return fake_app(settings, llm=llm)


def _client(
    store_url: URL, llm: TrackedLLM, deadline_seconds: float = 60.0
) -> Iterator[TestClient]:
    app = _app(store_url, llm, deadline_seconds)
    with TestClient(app, raise_server_exceptions=False) as client:
        wait_ready(client)
        yield client


def _keys(client: TestClient) -> Keys:
    keys = {role: api_key(client, role) for role in ("clinician", "compliance", "admin")}
    response = client.post("/v1/documents", json={"documents": DOCUMENTS}, headers=keys["admin"])
    assert response.status_code == 201, response.text
    return keys


@pytest.fixture
def llm() -> TrackedLLM:
    return TrackedLLM()


@pytest.fixture
def client(store_url: URL, llm: TrackedLLM) -> Iterator[TestClient]:
    yield from _client(store_url, llm)


@pytest.fixture
def keys(client: TestClient) -> Keys:
    return _keys(client)


Leave = Callable[[list[AsgiMessage]], bool]


async def _exchange(
    app: FastAPI,
    path: str,
    headers: Mapping[str, str],
    request_id: str,
    leave_after: Leave | None,
    llm: TrackedLLM,
    leave_once_model_called: bool,
) -> list[AsgiMessage]:
    """One request through ASGI; the client leaves when ``leave_after(sent)`` holds or, with
    ``leave_once_model_called``, once the model has been called. Returns what the app sent."""
    body = json.dumps(QUESTION).encode()
    gone = asyncio.Event()
    sent: list[AsgiMessage] = []
    delivered = False

    async def receive() -> AsgiMessage:
        nonlocal delivered
        if not delivered:
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}
        await gone.wait()
        return {"type": "http.disconnect"}

    async def send(message: AsgiMessage) -> None:
        sent.append(message)
        if leave_after is not None and leave_after(sent):
            gone.set()

    async def leave_during_the_model_call() -> None:
        assert llm.calling is not None
        await llm.calling.wait()
        gone.set()

    llm.calling = asyncio.Event()
    leaver = asyncio.create_task(leave_during_the_model_call()) if leave_once_model_called else None
    raw_headers = [
        (b"host", b"testserver"),
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"x-request-id", request_id.encode()),
        *((k.lower().encode(), v.encode()) for k, v in headers.items()),
    ]
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},  # what uvicorn says
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": raw_headers,
        "client": ("127.0.0.1", 50123),
        "server": ("testserver", 80),
    }
    try:
        await asyncio.wait_for(app(scope, receive, send), timeout=20)
    finally:
        if leaver is not None:
            leaver.cancel()
    return sent


def _drive(
    client: TestClient,
    path: str,
    headers: Mapping[str, str],
    llm: TrackedLLM,
    *,
    leave_after: Leave | None = None,
    leave_once_model_called: bool = False,
) -> tuple[str, list[AsgiMessage]]:
    request_id = f"lifecycle-{next(_ids):04d}"
    drive = partial(
        _exchange,
        client.app,  # type: ignore[arg-type]
        path,
        headers,
        request_id,
        leave_after,
        llm,
        leave_once_model_called,
    )
    return request_id, client.portal.call(drive)  # type: ignore[union-attr]


def _first_event_sent(sent: list[AsgiMessage]) -> bool:
    return any(b"event: step" in m.get("body", b"") for m in sent)


def _trace(client: TestClient, request_id: str, keys: Keys) -> dict[str, Any]:
    """The record as it stands the moment the request is over (no waiting, no retry)."""
    response = client.get(f"/v1/audit/queries/{request_id}", headers=keys["compliance"])
    assert response.status_code == 200, response.text
    trace: dict[str, Any] = response.json()
    return trace


def _statuses(trace: dict[str, Any]) -> list[tuple[str, str]]:
    return [(s["name"], s["status"]) for s in trace["steps"]]


def test_a_stream_client_leaving_after_the_first_event_leaves_its_record(
    client: TestClient, keys: Keys, llm: TrackedLLM
) -> None:
    llm.delay_seconds = 30
    request_id, sent = _drive(
        client, "/v1/query/stream", keys["clinician"], llm, leave_after=_first_event_sent
    )

    assert _first_event_sent(sent)
    trace = _trace(client, request_id, keys)
    assert trace["query"]["outcome"] == "client_disconnected"
    statuses = _statuses(trace)
    assert statuses[0] == ("validate", "ok")
    *done, (_, cut_status) = statuses
    assert all(status == "ok" for _, status in done), statuses
    assert cut_status == "cancelled", statuses
    assert llm.finished == 0
    assert client.get("/v1/audit/verify", headers=keys["compliance"]).json()["ok"] is True


def test_a_stream_client_leaving_during_the_model_call_cancels_it(
    client: TestClient, keys: Keys, llm: TrackedLLM
) -> None:
    llm.delay_seconds = 30
    request_id, _ = _drive(
        client, "/v1/query/stream", keys["clinician"], llm, leave_once_model_called=True
    )

    trace = _trace(client, request_id, keys)
    assert trace["query"]["outcome"] == "client_disconnected"
    assert ("synthesize", "cancelled") in _statuses(trace)
    assert (llm.started, llm.cancelled, llm.finished) == (1, 1, 0)


def test_a_client_gone_mid_model_call_is_recorded_and_the_call_cancelled(
    client: TestClient, keys: Keys, llm: TrackedLLM
) -> None:
    llm.delay_seconds = 30
    request_id, sent = _drive(
        client, "/v1/query", keys["clinician"], llm, leave_once_model_called=True
    )

    trace = _trace(client, request_id, keys)
    assert trace["query"]["outcome"] == "client_disconnected"
    assert trace["query"]["error_code"] == "client_disconnected"
    statuses = _statuses(trace)
    assert statuses[:3] == [("validate", "ok"), ("redact_query", "ok"), ("guard", "ok")]
    assert statuses[-1] == ("synthesize", "cancelled")
    assert (llm.started, llm.cancelled, llm.finished) == (1, 1, 0)
    assert sent[0]["status"] == 499  # nobody reads it; the request log shows it
    again = client.get(f"/v1/audit/queries/{request_id}", headers=keys["compliance"]).json()
    assert again["query"]["row_hash"] == trace["query"]["row_hash"]  # one record, not two


def test_a_client_that_stays_gets_its_answer_as_before(
    client: TestClient, keys: Keys, llm: TrackedLLM
) -> None:
    """The watch on the client ends with the answer: no false disconnection."""
    request_id, sent = _drive(client, "/v1/query", keys["clinician"], llm)
    assert sent[0]["status"] == 200
    answer = json.loads(b"".join(m.get("body", b"") for m in sent[1:]))
    assert answer["found"] is True
    trace = _trace(client, request_id, keys)
    assert trace["query"]["outcome"] == "answered"
    assert all(status == "ok" for _, status in _statuses(trace))


def test_a_deadline_cut_is_504_and_the_cut_step_says_timeout(store_url: URL) -> None:
    llm = TrackedLLM()
    for client in _client(store_url, llm, deadline_seconds=3.0):
        keys = _keys(client)
        warm = client.post("/v1/query", json=QUESTION, headers=keys["clinician"])
        assert warm.status_code == 200  # the redactor and the guard are warm now
        llm.delay_seconds = 60

        response = client.post("/v1/query", json=QUESTION, headers=keys["clinician"])

        assert response.status_code == 504
        assert response.json()["error"] == "deadline_exceeded"
        trace = _trace(client, response.headers["x-request-id"], keys)
        assert trace["query"]["outcome"] == "timeout"
        statuses = _statuses(trace)
        assert statuses[-1] == ("synthesize", "timeout")
        assert "ok" not in {status for name, status in statuses if name == "synthesize"}
        assert llm.cancelled == 1
        assert llm.finished == 1  # the warm-up only


# --- on the wire: uvicorn and a real client that hangs up --------------------------------


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _new_keys(store_url: URL) -> dict[str, str]:
    async def create() -> dict[str, str]:
        engine = create_async_db_engine(store_url, DatabaseSettings())
        try:
            store = KeyStore(engine, cache_seconds=0)
            return {role: (await store.create(Role(role)))[1] for role in ("clinician", "admin")}
        finally:
            await engine.dispose()

    return asyncio.run(create())


@pytest.fixture
def server(store_url: URL, llm: TrackedLLM) -> Iterator[str]:
    """The app under uvicorn in a thread, on a free loopback port."""
    port = _free_port()
    config = uvicorn.Config(_app(store_url, llm), host="127.0.0.1", port=port, log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{base}/readyz").status_code == 200:
                break
        except httpx.TransportError:
            pass
        if time.monotonic() > deadline:
            raise AssertionError("the server never became ready")
        time.sleep(0.1)
    yield base
    running.should_exit = True
    thread.join(timeout=15)


def test_a_stream_client_hanging_up_on_the_wire_leaves_its_record(
    server: str, store_url: URL, llm: TrackedLLM
) -> None:
    llm.delay_seconds = 30
    keys = _new_keys(store_url)
    clinician = {"Authorization": f"Bearer {keys['clinician']}"}
    admin = {"Authorization": f"Bearer {keys['admin']}"}
    ingested = httpx.post(f"{server}/v1/documents", json={"documents": DOCUMENTS}, headers=admin)
    assert ingested.status_code == 201
    request_id = "lifecycle-wire-0001"

    with (
        httpx.Client(timeout=10) as http,
        http.stream(
            "POST",
            f"{server}/v1/query/stream",
            json=QUESTION,
            headers={**clinician, "x-request-id": request_id},
        ) as response,
    ):
        first = next(response.iter_lines())
    assert first == "event: step"  # and the client hangs up

    deadline = time.monotonic() + 10
    while True:  # the server learns of it over the socket: poll the trail briefly
        found = httpx.get(f"{server}/v1/audit/queries/{request_id}", headers=admin)
        if found.status_code == 200 or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert found.status_code == 200  # before: no record at all
    trace = found.json()
    assert trace["query"]["outcome"] == "client_disconnected"
    assert trace["steps"][0]["name"] == "validate"
    assert trace["steps"][-1]["status"] == "cancelled"
    assert llm.finished == 0
