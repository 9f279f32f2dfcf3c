"""Child processes on loopback, for the model process and the benchmarks that start the
service: a free port, and a stop that asks first (SIGTERM) and insists after a grace period
(SIGKILL), so nothing started outlives its owner."""

from __future__ import annotations

import asyncio
import contextlib
import socket


def free_loopback_port() -> int:
    """A port on 127.0.0.1 free now (the caller binds it soon after)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def terminate(process: asyncio.subprocess.Process, grace_seconds: float) -> None:
    """SIGTERM, then SIGKILL if it has not exited within ``grace_seconds``; returns once it
    has exited."""
    if process.returncode is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        process.terminate()
    try:
        async with asyncio.timeout(grace_seconds):
            await process.wait()
    except TimeoutError:
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        await process.wait()
