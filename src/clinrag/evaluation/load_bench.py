"""Load on loopback: the real service under many clients, the model at the edge stood in.

``clinrag bench load`` starts on 127.0.0.1, each in its own process: the OpenAI-compatible
stand-in (``clinrag.evaluation.openai_standin``, a fixed latency per call) in place of a GPU pool,
and ``clinrag serve`` with its ``openai`` backend pointed at it, on a temporary embedded
PostgreSQL (or ``--database-url``), the per-key rate limit raised so that 429s do not dominate.
It ingests the first sample abstracts through the documents API, then runs concurrent clients
for a while, each looping over a weighted mix of requests, several keys per role:

- ``attack``: a known attack (prompt injection, SQL, XSS) asked as a question: the guard
  refuses it (422) without the model;
- ``question``: a consensus health question, through the pipeline and the model queue (200;
  503 with ``Retry-After`` when the queue is full);
- ``audit_read``: ``GET /v1/audit/queries?limit=10`` with a compliance key.

Every request carries its own ``X-Request-ID``. At the end each id sent must have exactly one
audit record (a ``queries_log`` row for a question, an ``audit_reads`` row for a read) and
``clinrag audit verify`` must find the chain intact (``load_audit.py``); the keys and documents
the clients use are made as an operator makes them (``load_seeding.py``). Whatever happens,
everything started is stopped (SIGTERM, then a wait).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

import httpx
from sqlalchemy.ext.asyncio import AsyncEngine

from clinrag.auth.roles import Role
from clinrag.child_process import free_loopback_port
from clinrag.errors import StartupError
from clinrag.evaluation.datasets import load_consensus
from clinrag.evaluation.load_audit import audit_verify, records_per_request
from clinrag.evaluation.load_report import KINDS, LoadReport, Sent, figures
from clinrag.evaluation.load_seeding import create_keys, ingest_sample_lines
from clinrag.evaluation.loopback import (
    Child,
    database,
    terminate_as_interrupt,
    wait_ready,
)
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_samples import DAN, SQL, SYSPROMPT, XSS_PAYLOADS
from clinrag.settings import Settings
from clinrag.shipped_data import SAMPLE_CORPUS

ATTACK_SOURCES = (DAN, SYSPROMPT, SQL, XSS_PAYLOADS)
"""Attacks the guard refuses every time (``clinrag eval guard``): the 422s measure its speed."""
STANDIN_MODEL = "standin"
DRAIN_SECONDS = 120.0
"""After the run, requests in flight get this long to finish; then they are cancelled."""


@dataclass(frozen=True)
class LoadConfig:
    clients: int = 50
    seconds: float = 60.0
    llm_latency_seconds: float = 1.0
    shares: Mapping[str, float] = field(
        default_factory=lambda: {"attack": 0.4, "question": 0.4, "audit_read": 0.2}
    )
    documents: int = 100
    llm_concurrency: int = 16
    """The service's model calls at once (a GPU pool serves many; the stand-in, any number)."""
    llm_queue_depth: int = 32
    database_url: str | None = None
    ready_timeout_seconds: float = 900.0
    """The first start embeds the guard's known attacks (minutes on 2 cores), later ones not."""
    seed: int = 11


async def _client(
    number: int,
    http: httpx.AsyncClient,
    keys: Mapping[str, Sequence[str]],
    texts: Mapping[str, Sequence[str]],
    config: LoadConfig,
    until: float,
    sent: list[Sent],
    serving: Callable[[], bool],
) -> None:
    rng = random.Random(config.seed * 1000 + number)  # noqa: S311 - a reproducible mix
    kinds, weights = list(config.shares), list(config.shares.values())
    while time.monotonic() < until and serving():
        kind = rng.choices(kinds, weights)[0]
        request_id = uuid.uuid4().hex
        role_keys = keys["compliance" if kind == "audit_read" else "clinician"]
        headers = {"Authorization": f"Bearer {role_keys[number % len(role_keys)]}",
                   "X-Request-ID": request_id}  # fmt: skip
        started = time.perf_counter()
        status = "cancelled"
        try:
            if kind == "audit_read":
                response = await http.get("/v1/audit/queries?limit=10", headers=headers)
            else:
                question = rng.choice(texts[kind])
                response = await http.post(
                    "/v1/query", json={"question": question}, headers=headers
                )
            status = str(response.status_code)
        except httpx.HTTPError as error:
            status = type(error).__name__
        finally:
            sent.append(Sent(kind, status, time.perf_counter() - started, request_id))


def _texts(seed: int) -> dict[str, list[str]]:
    data = load_guard_data()
    attacks = [s.text for s in (*data.train, *data.test) if s.source in ATTACK_SOURCES]
    questions = sorted(load_consensus().queries)
    random.Random(seed).shuffle(questions)  # noqa: S311 - a reproducible order
    return {"attack": [a for a in attacks if len(a) <= 4000], "question": questions}


def _service_env(url: str, standin_port: int, config: LoadConfig) -> dict[str, str]:
    return {
        **os.environ,
        "CLINRAG_DATABASE_URL": url,
        "CLINRAG_LLM__BACKEND": "openai",
        "CLINRAG_LLM__OPENAI_BASE_URL": f"http://127.0.0.1:{standin_port}/v1",
        "CLINRAG_LLM__OPENAI_MODEL": STANDIN_MODEL,
        "CLINRAG_LLM__MAX_CONCURRENT_CALLS": str(config.llm_concurrency),
        "CLINRAG_LLM__QUEUE_DEPTH": str(config.llm_queue_depth),
        "CLINRAG_AUTH__REQUESTS_PER_MINUTE": "1000000",
        "CLINRAG_LOGGING__FORMAT": "json",
    }


async def _start(
    stack: contextlib.AsyncExitStack,
    env: Mapping[str, str],
    ports: tuple[int, int],
    workdir: Path,
    config: LoadConfig,
    say: Callable[[str], None],
) -> Child:
    """The stand-in and the service, started, ready, and stopped when ``stack`` closes."""
    standin_port, port = ports
    standin = Child(
        "the model stand-in",
        [sys.executable, "-m", "clinrag.evaluation.openai_standin", "--port", str(standin_port),
         "--latency-seconds", str(config.llm_latency_seconds), "--model", STANDIN_MODEL],
        env, workdir / "standin.log",
    )  # fmt: skip
    service = Child(
        "clinrag serve",
        [sys.executable, "-m", "clinrag", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env, workdir / "serve.log",
    )  # fmt: skip
    for child in (standin, service):
        await child.start()
        stack.push_async_callback(child.stop)
    say(f"waiting for the stand-in (port {standin_port}) and the service (port {port})")
    await wait_ready(f"http://127.0.0.1:{standin_port}/v1/models", standin, 30, say)
    await wait_ready(f"http://127.0.0.1:{port}/readyz", service, config.ready_timeout_seconds, say)
    return service


async def _ingest(
    http: httpx.AsyncClient, admin_key: str, documents: int, engine: AsyncEngine
) -> tuple[int, int]:
    """The first ``documents`` sample abstracts, through the documents API; (documents,
    chunks) the store then holds."""
    lines = SAMPLE_CORPUS.read_text().splitlines()[:documents]
    return await ingest_sample_lines(http, admin_key, lines, engine)


async def _drive(
    http: httpx.AsyncClient,
    keys: Mapping[str, Sequence[str]],
    texts: Mapping[str, Sequence[str]],
    config: LoadConfig,
    service: Child,
) -> tuple[list[Sent], float]:
    """Every request the clients sent, and the wall time until the last one ended. Clients
    stop early if the service exits."""
    sent: list[Sent] = []
    started = time.monotonic()
    until = started + config.seconds
    clients = [
        asyncio.create_task(
            _client(n, http, keys, texts, config, until, sent, lambda: not service.exited())
        )
        for n in range(config.clients)
    ]
    done, pending = await asyncio.wait(clients, timeout=config.seconds + DRAIN_SECONDS)
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        task.result()  # a client's own bug surfaces here
    return sent, time.monotonic() - started


async def run_load(
    settings: Settings, config: LoadConfig, say: Callable[[str], None] = lambda _: None
) -> LoadReport:
    shares = config.shares.values()
    if set(config.shares) - set(KINDS) or min(shares) < 0 or sum(shares) <= 0:
        raise StartupError(f"the shares of {', '.join(KINDS)} must be >= 0, one of them > 0")
    if config.clients < 1 or config.seconds <= 0:
        raise StartupError("--clients must be at least 1 and --seconds above 0")
    texts = _texts(config.seed)
    with terminate_as_interrupt(), tempfile.TemporaryDirectory(prefix="clinrag-load-") as tmp:
        workdir = Path(tmp)
        async with contextlib.AsyncExitStack() as stack:
            say("starting PostgreSQL" + ("" if config.database_url else " (a temporary cluster)"))
            url = await stack.enter_async_context(database(config.database_url, workdir))
            store = settings_for_store(settings, settings.database.embedded_database, url)
            engine = await stack.enter_async_context(open_store(store))
            keys = {
                "clinician": await create_keys(engine, Role.CLINICIAN, -(-config.clients // 10)),
                "compliance": await create_keys(engine, Role.COMPLIANCE, -(-config.clients // 25)),
                "admin": await create_keys(engine, Role.ADMIN, 1),
            }
            ports = free_loopback_port(), free_loopback_port()
            env = _service_env(url, ports[0], config)
            started = time.monotonic()
            service = await _start(stack, env, ports, workdir, config, say)
            ready_seconds = time.monotonic() - started
            http = await stack.enter_async_context(
                httpx.AsyncClient(
                    base_url=f"http://127.0.0.1:{ports[1]}",
                    limits=httpx.Limits(max_connections=config.clients + 4),
                    timeout=httpx.Timeout(settings.server.request_deadline_seconds + 30),
                )
            )
            say(f"ingesting {config.documents} sample abstracts through the documents API")
            started = time.monotonic()
            documents, chunks = await _ingest(http, keys["admin"][0], config.documents, engine)
            ingest_seconds = time.monotonic() - started
            say(f"{config.clients} clients for {config.seconds:g} s")
            since = datetime.now(UTC)
            sent, wall = await _drive(http, keys, texts, config, service)
            say("checking every request's audit record")
            counts = await records_per_request(engine, since, sent)
            await service.stop()
            say("clinrag audit verify")
            chain_valid, chain_report = await audit_verify(env)
    return LoadReport(
        clients=config.clients,
        seconds=config.seconds,
        llm_latency_seconds=config.llm_latency_seconds,
        llm_concurrency=config.llm_concurrency,
        llm_queue_depth=config.llm_queue_depth,
        documents=documents,
        chunks=chunks,
        ready_seconds=ready_seconds,
        ingest_seconds=ingest_seconds,
        requests=len(sent),
        requests_per_second=len(sent) / wall if wall else 0.0,
        kinds=figures(sent),
        audited=counts[1],
        unaudited=counts[0],
        audited_twice=counts[2],
        chain_valid=chain_valid,
        chain_report=chain_report,
    )
