"""How one model child is launched and proved: its configuration, the stripped environment it
runs in, the server's settings file and the probe that makes it generate. Apart from
``model_process.py``, which supervises the child's life (start, watch, restart, stop)."""

from __future__ import annotations

import json
import os
import signal
from dataclasses import dataclass
from pathlib import Path

from clinrag.errors import LLMError
from clinrag.llm.base import Completion, Message, PromptRef
from clinrag.llm.openai_backend import OpenAICompatibleLLM

PROBE_PROMPT = PromptRef(id="probe", version="builtin")
PROBE_MESSAGES = (Message("user", "Reply with the single word: ready"),)
PROBE_MAX_TOKENS = 4


@dataclass(frozen=True)
class ProcessConfig:
    model_path: Path
    model_name: str
    n_ctx: int
    n_threads: int | None = None
    prompt_cache_bytes: int = 0
    """llama.cpp's RAM cache of evaluated prompts (0 = off): a call whose prompt starts like an
    earlier one (the fixed instructions of a prompt) resumes from that state."""
    start_timeout_seconds: float = 120.0
    """Load and probe must finish within this long, or the start counts as failed."""
    restart_backoff_seconds: float = 1.0
    """First delay before a restart; doubles per consecutive failure up to the maximum."""
    restart_backoff_max_seconds: float = 30.0
    stop_grace_seconds: float = 5.0


def exit_reason(returncode: int | None) -> str:
    """``exit 1`` or ``signal SIGSEGV``: what ended the child."""
    if returncode is None:
        return "running"
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit {returncode}"


def child_environment() -> dict[str, str]:
    """Only what a Python process needs: none of our settings or secrets."""
    keep = ("PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "SYSTEMROOT")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env["PYTHONUNBUFFERED"] = "1"
    env["CLINRAG_PARENT_PID"] = str(os.getpid())
    return env


def write_server_config(directory: Path, config: ProcessConfig, port: int, api_key: str) -> Path:
    """The server's settings in a file only this user can read (the key stays out of
    ``ps``)."""
    path = directory / "server.json"
    threads = config.n_threads or os.cpu_count() or 1
    content = {
        "host": "127.0.0.1",
        "port": port,
        "api_key": api_key,
        # Our admission queue orders calls; the server must not cancel one for the next.
        "interrupt_requests": False,
        "models": [
            {
                "model": str(config.model_path),
                "model_alias": config.model_name,
                "n_ctx": config.n_ctx,
                "n_threads": threads,
                "n_threads_batch": threads,
                "cache": config.prompt_cache_bytes > 0,
                "cache_type": "ram",
                "cache_size": max(config.prompt_cache_bytes, 1),
                # Verbose for the prompt cache's counts (llama-cpp-python says them only
                # there); the rest of its standard error is dropped (PromptReuse).
                "verbose": True,
            }
        ],
    }
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "w") as handle:
        json.dump(content, handle)
    return path


async def probe(llm: OpenAICompatibleLLM) -> Completion:
    """A few generated tokens: the model runs (not only loads) in the child."""
    completion = await llm.complete(
        PROBE_MESSAGES, prompt=PROBE_PROMPT, max_tokens=PROBE_MAX_TOKENS, timeout_seconds=None
    )
    if completion.tokens_out < 1:
        raise LLMError("the model process generated no token for its probe")
    return completion
