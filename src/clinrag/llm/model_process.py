"""The embedded model in a supervised child process, so a crash of llama.cpp never takes the API
down with it.

The child is llama-cpp-python's OpenAI-compatible server (``src/clinrag/llm/model_server.py``) on
loopback, with a fresh random API key per start, a config file only we can read, and an
environment stripped of ours (no database URL reaches it). The supervisor:

- proves the model at every start by generating a few tokens (``probe``): a build that faults on
  this CPU fails here, visibly, not on a clinician's first question;
- watches the process; when it dies (a fault, an out-of-memory kill, a SIGKILL) it is
  restarted with exponential backoff, and ``status()`` says ``restarting`` meanwhile;
- stops it with SIGTERM, then SIGKILL, when the service stops.

Requests in flight when the child dies fail with ``llm_restarting`` (503, audited by the
route); ``SupervisedLLM`` (llm/supervised_llm.py) refuses calls at once while the child is
not serving. How one child is configured, launched and probed is in ``model_launch.py``.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import sys
import tempfile
import time
from pathlib import Path

import httpx
import structlog

from clinrag.child_process import free_loopback_port, terminate
from clinrag.errors import LLMError
from clinrag.llm.base import Completion
from clinrag.llm.model_launch import (
    ProcessConfig,
    child_environment,
    exit_reason,
    probe,
    write_server_config,
)
from clinrag.llm.openai_backend import OpenAICompatibleLLM
from clinrag.llm.prompt_reuse import PromptReuse
from clinrag.setting_groups.llm import SchemaDialect

log = structlog.get_logger("clinrag.llm.process")


class ModelProcess:
    """One supervised child serving one GGUF model; see the module docstring."""

    def __init__(self, config: ProcessConfig) -> None:
        self.config = config
        self._process: asyncio.subprocess.Process | None = None
        self._state = "not started"
        self._restarts = 0
        self._last_exit: str | None = None
        self._serving = asyncio.Event()
        self._stopping = False
        self._task: asyncio.Task[None] | None = None
        self._config_dir: tempfile.TemporaryDirectory[str] | None = None
        self.failed_starts = 0
        self._exit_noted = 0
        self.generation = 0
        """Bumped at every start: a call that began in an older generation lost its child."""
        self.client: OpenAICompatibleLLM | None = None
        self.last_probe: Completion | None = None
        """What the latest start's probe generated: the proof the model runs here."""
        self.reuse = PromptReuse()
        """Prompt tokens the child did not read again (``clinrag.llm.prompt_reuse``)."""
        self._drain: asyncio.Task[None] | None = None

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def status(self) -> str:
        """``ok`` once the model answered its probe; ``starting``, ``restarting (...)``."""
        return self._state

    @property
    def restarts(self) -> int:
        return self._restarts

    @property
    def last_exit(self) -> str | None:
        """What ended the previous child (``signal SIGKILL``, ``exit 1``), if one ended."""
        return self._last_exit

    def is_serving(self) -> bool:
        return self._serving.is_set()

    def start(self) -> None:
        """Start supervising (returns at once; ``wait_serving`` waits for the first probe)."""
        if self._task is None:
            self._task = asyncio.create_task(self._supervise(), name="model-process")

    async def wait_serving(self, timeout_seconds: float) -> bool:
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout_seconds):
                await self._serving.wait()
        return self._serving.is_set()

    async def wait_first_start(self, timeout_seconds: float) -> bool:
        """Until serving (True) or the first start failed (False): no restarts awaited."""
        deadline = time.monotonic() + timeout_seconds
        while not self._serving.is_set() and self.failed_starts == 0:
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(0.1)
        return self._serving.is_set()

    async def _supervise(self) -> None:
        failures = 0
        while not self._stopping:
            self._state = "starting" if self.generation == 0 else self._restarting()
            started = await self._start_once()
            if started:
                failures = 0
                self._state = "ok"
                self._serving.set()
                assert self._process is not None  # noqa: S101 - set by _start_once
                await self._process.wait()
                if self._stopping:
                    break
                self._note_exit()
            else:
                failures += 1
                self.failed_starts += 1
                self._restarts += 1
            await self._discard()
            if self._stopping:
                break
            delay = min(
                self.config.restart_backoff_max_seconds,
                self.config.restart_backoff_seconds * 2.0 ** max(0, failures - 1),
            )
            self._state = self._restarting()
            log.warning("llm.process_restart", delay_seconds=delay, restarts=self._restarts)
            await asyncio.sleep(delay)

    def _note_exit(self) -> None:
        """The serving child is gone: say so at once, whoever notices first (a call that lost
        its connection, or the supervisor), and only once per child."""
        process = self._process
        if process is None or process.returncode is None or self._stopping:
            return
        if self._exit_noted == self.generation:
            return
        self._exit_noted = self.generation
        self._serving.clear()
        self._last_exit = exit_reason(process.returncode)
        self._restarts += 1
        self._state = self._restarting()
        log.error("llm.process_died", reason=self._last_exit, pid=process.pid)

    def _restarting(self) -> str:
        return f"restarting (last exit: {self._last_exit or 'none'}, restarts: {self._restarts})"

    async def _start_once(self) -> bool:
        """Spawn, wait for the server, probe the model. False (child stopped) on failure."""
        self.generation += 1
        api_key = secrets.token_urlsafe(24)
        port = free_loopback_port()
        if self._config_dir is None:
            self._config_dir = tempfile.TemporaryDirectory(prefix="clinrag-llm-")
        config_path = write_server_config(Path(self._config_dir.name), self.config, port, api_key)
        started = time.perf_counter()
        self._process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "clinrag.llm.model_server",
            "--config_file",
            str(config_path),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            # The server prints request details on errors: nothing of it reaches our logs;
            # only the prompt cache's token counts are read from it (PromptReuse).
            stderr=asyncio.subprocess.PIPE,
            env=child_environment(),
            start_new_session=True,
        )
        assert self._process.stderr is not None  # noqa: S101 - asked for above
        self._drain = asyncio.create_task(self.reuse.drain(self._process.stderr))
        self.client = OpenAICompatibleLLM(
            f"http://127.0.0.1:{port}/v1",
            self.config.model_name,
            api_key=api_key,
            schema_dialect=SchemaDialect.JSON_OBJECT,
            # The server's default repeat penalty (1.1) pushes greedy decoding off JSON's own
            # repeated punctuation; the in-library default is 1.0.
            extra_body={"repeat_penalty": 1.0},
            token_count_url=f"http://127.0.0.1:{port}/extras/tokenize/count",
        )
        try:
            async with asyncio.timeout(self.config.start_timeout_seconds):
                await self._wait_listening(port)
                self.last_probe = await probe(self.client)
        except (TimeoutError, LLMError, OSError) as exc:
            self._last_exit = (
                exit_reason(self._process.returncode)
                if self._process.returncode is not None
                else f"start failed ({type(exc).__name__})"
            )
            log.error("llm.process_start_failed", reason=self._last_exit, pid=self._process.pid)
            await self._terminate()
            return False
        log.info(
            "llm.process_ready",
            pid=self._process.pid,
            model=self.config.model_name,
            seconds=round(time.perf_counter() - started, 2),
        )
        return True

    async def _wait_listening(self, port: int) -> None:
        """Until the server answers ``/v1/models`` (the model is loaded by then)."""
        assert self._process is not None  # noqa: S101
        async with httpx.AsyncClient(timeout=2.0) as http:
            while True:
                if self._process.returncode is not None:
                    raise LLMError("the model process exited while starting")
                with contextlib.suppress(httpx.HTTPError):
                    response = await http.get(f"http://127.0.0.1:{port}/v1/models")
                    if response.status_code in (200, 401):
                        return
                await asyncio.sleep(0.1)

    async def _discard(self) -> None:
        if self._drain is not None:
            self._drain.cancel()
            await asyncio.gather(self._drain, return_exceptions=True)
            self._drain = None
        if self.client is not None:
            await self.client.aclose()
            self.client = None

    async def _terminate(self) -> None:
        if self._process is not None:
            await terminate(self._process, self.config.stop_grace_seconds)

    async def wait_exit(self, timeout_seconds: float) -> bool:
        """True when the child is (or within the timeout becomes) not running."""
        process = self._process
        if process is None:
            return True
        if process.returncode is None:
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(timeout_seconds):
                    await process.wait()
        if process.returncode is None:
            return False
        self._note_exit()
        return True

    async def aclose(self) -> None:
        self._stopping = True
        self._serving.clear()
        self._state = "stopped"
        await self._terminate()
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
        await self._discard()
        if self._config_dir is not None:
            self._config_dir.cleanup()
            self._config_dir = None
