"""Time to the first useful byte: ``clinrag bench stream``.

The real service with the embedded model, through the real HTTP stack on loopback: a temporary
embedded PostgreSQL (or ``--database-url``), ``clinrag serve`` in its own process (the
classical pipeline, the embedded llama.cpp model whatever the backend setting says, the
per-key rate limit out of the way), the abstracts of the research questions asked plus the
first ``--documents`` sample abstracts ingested through ``POST /v1/documents``. Then, one
strategy after another (``direct``, ``map_reduce``, ``extractive``: the request's
``synthesis``), one warm-up question that is not counted (the model's first call after its
probe reads every prompt token; the embedder and the guard warm up) and ``--questions``
answerable research questions, one at a time, each posted to ``/v1/query/stream`` and read
event by event (``clinrag.evaluation.stream_timing``). Whatever happens, everything started
is stopped.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import httpx

from clinrag.assets import resolve_gguf
from clinrag.auth.roles import Role
from clinrag.child_process import free_loopback_port
from clinrag.errors import StartupError
from clinrag.evaluation.datasets import select_questions
from clinrag.evaluation.load_seeding import create_keys, ingest_sample_lines
from clinrag.evaluation.loopback import Child, database, terminate_as_interrupt, wait_ready
from clinrag.evaluation.store import open_store, settings_for_store
from clinrag.evaluation.stream_timing import (
    WRITING_STEPS,
    StrategyFigures,
    StreamTiming,
    TimedEvent,
    parse_events,
    prefix_tokens_at_least,
    timing_of,
)
from clinrag.settings import Settings
from clinrag.shipped_data import SAMPLE_CORPUS
from clinrag.stance.research_set import ResearchQuestion, Split, load_research_questions

STRATEGIES = ("direct", "map_reduce", "extractive")
WRITING_PROMPT = {"direct": "synthesize", "map_reduce": WRITING_STEPS["reduce_facts"]}


@dataclass(frozen=True)
class StreamConfig:
    questions: int = 6
    """Measured per strategy, after one warm-up question."""
    strategies: Sequence[str] = STRATEGIES
    documents: int = 100
    """Sample abstracts ingested besides those the questions are about."""
    split: Split = "dev"
    database_url: str | None = None
    ready_timeout_seconds: float = 900.0


@dataclass(frozen=True)
class StreamReport:
    documents: int
    chunks: int
    model: str
    prompt_cache_bytes: int
    load_average: tuple[float, float, float]
    """When the questions began: the machine's other work slows every figure."""
    strategies: list[StrategyFigures]
    timings: dict[str, list[StreamTiming]]

    def lines(self) -> list[str]:
        from clinrag.evaluation.stream_timing import HEADER, figure_line

        load = " ".join(f"{x:.1f}" for x in self.load_average)
        return [
            f"model: {self.model}  prompt cache: {self.prompt_cache_bytes} bytes  corpus: "
            f"{self.documents} documents, {self.chunks} chunks  load average: {load}",
            "seconds since the request was sent, p50 / p95 (nearest rank); one warm-up "
            "question per strategy not counted",
            HEADER,
            *(figure_line(f) for f in self.strategies),
        ]


def _questions(config: StreamConfig) -> list[ResearchQuestion]:
    """The warm-up question first, then the measured ones (stances in turn)."""
    chosen = select_questions(load_research_questions(), config.split, config.questions + 1)
    if len(chosen) < config.questions + 1:
        raise StartupError(
            f"the {config.split} split has fewer than {config.questions + 1} questions"
        )
    return chosen


def _corpus_lines(questions: Sequence[ResearchQuestion], documents: int) -> list[str]:
    sources = {q.source for q in questions}
    lines = SAMPLE_CORPUS.read_text().splitlines()
    return [
        line
        for number, line in enumerate(lines)
        if number < documents or json.loads(line)["source"] in sources
    ]


def _service_env(settings: Settings, url: str) -> dict[str, str]:
    return {
        **os.environ,
        "CLINRAG_DATABASE_URL": url,
        "CLINRAG_LLM__BACKEND": "llama_cpp",
        "CLINRAG_PIPELINE__DEFAULT_MODE": "classical",
        "CLINRAG_AUTH__REQUESTS_PER_MINUTE": "1000000",
        "CLINRAG_LOGGING__FORMAT": "json",
    }


async def ask(http: httpx.AsyncClient, key: str, question: str, strategy: str) -> StreamTiming:
    """One question through ``/v1/query/stream``, each event stamped as it arrives."""
    events: list[TimedEvent] = []
    sent_at, started = datetime.now(UTC), time.perf_counter()
    buffer = ""
    async with http.stream(
        "POST",
        "/v1/query/stream",
        json={"question": question, "synthesis": strategy},
        headers={"Authorization": f"Bearer {key}"},
    ) as response:
        if response.status_code != 200:
            await response.aread()
            body = json.dumps({"error": f"http_{response.status_code}"})
            return timing_of([TimedEvent("error", body, time.perf_counter() - started)], sent_at)
        async for text in response.aiter_text():
            buffer += text
            complete, _, buffer = buffer.rpartition("\n\n")
            now = time.perf_counter() - started
            events.extend(TimedEvent(n, d, now) for n, d in parse_events(complete))
    return timing_of(events, sent_at)


async def _start_service(
    stack: contextlib.AsyncExitStack,
    env: Mapping[str, str],
    workdir: Path,
    config: StreamConfig,
    say: Callable[[str], None],
) -> int:
    port = free_loopback_port()
    service = Child(
        "clinrag serve",
        [sys.executable, "-m", "clinrag", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env, workdir / "serve.log",
    )  # fmt: skip
    await service.start()
    stack.push_async_callback(service.stop)
    say(f"waiting for the service (port {port}) and its model")
    await wait_ready(f"http://127.0.0.1:{port}/readyz", service, config.ready_timeout_seconds, say)
    return port


async def run_stream(
    settings: Settings, config: StreamConfig, say: Callable[[str], None] = lambda _: None
) -> StreamReport:
    unknown = set(config.strategies) - set(STRATEGIES)
    if unknown or not config.strategies or config.questions < 1:
        raise StartupError(
            f"--strategies takes {', '.join(STRATEGIES)}; --questions must be at least 1"
        )
    _, model = resolve_gguf(settings.llm.model_path, check_hashes=settings.models.verify_checksums)
    questions = _questions(config)
    timings: dict[str, list[StreamTiming]] = {}
    with terminate_as_interrupt(), tempfile.TemporaryDirectory(prefix="clinrag-stream-") as tmp:
        workdir = Path(tmp)
        async with contextlib.AsyncExitStack() as stack:
            say("starting PostgreSQL" + ("" if config.database_url else " (a temporary cluster)"))
            url = await stack.enter_async_context(database(config.database_url, workdir))
            store = settings_for_store(settings, settings.database.embedded_database, url)
            engine = await stack.enter_async_context(open_store(store))
            clinician = (await create_keys(engine, Role.CLINICIAN, 1))[0]
            admin = (await create_keys(engine, Role.ADMIN, 1))[0]
            port = await _start_service(stack, _service_env(settings, url), workdir, config, say)
            http = await stack.enter_async_context(
                httpx.AsyncClient(
                    base_url=f"http://127.0.0.1:{port}",
                    timeout=httpx.Timeout(settings.server.request_deadline_seconds + 30),
                )
            )
            lines = _corpus_lines(questions, config.documents)
            say(f"ingesting {len(lines)} sample abstracts through the documents API")
            documents, chunks = await ingest_sample_lines(http, admin, lines, engine)
            load_average = os.getloadavg()
            for strategy in config.strategies:
                for number, question in enumerate(questions):
                    timing = await ask(http, clinician, question.question, strategy)
                    said = "warm-up, not counted" if number == 0 else f"{number}/{config.questions}"
                    say(f"{strategy} {said}: {timing.outcome}, {timing.end_seconds:.1f} s")
                    if number:
                        timings.setdefault(strategy, []).append(timing)
    return StreamReport(
        documents=documents,
        chunks=chunks,
        model=model,
        prompt_cache_bytes=settings.llm.prompt_cache_bytes,
        load_average=load_average,
        strategies=[
            StrategyFigures.of(
                s,
                timings[s],
                prefix_tokens_at_least(WRITING_PROMPT[s]) if s in WRITING_PROMPT else 0,
            )
            for s in config.strategies
        ],
        timings=timings,
    )
