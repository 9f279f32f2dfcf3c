"""Entry point of the model child process: llama-cpp-python's OpenAI-compatible server, tied to
its parent's life.

``python -m clinrag.llm.model_server --config_file PATH``. On Linux the kernel sends the child
SIGTERM when the API process dies, however it dies (a SIGKILL included), so no orphaned model
keeps gigabytes of memory and a port. Only this module imports llama.cpp; the API process never
loads it.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys

_PR_SET_PDEATHSIG = 1


def _die_with_parent(parent: int) -> None:
    if not sys.platform.startswith("linux"):
        return
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:  # the parent died before prctl took effect
        sys.exit(1)


def main() -> None:
    parent = int(os.environ.pop("CLINRAG_PARENT_PID", os.getppid()))
    _die_with_parent(parent)
    from llama_cpp.server.__main__ import main as serve

    serve()  # type: ignore[no-untyped-call]


if __name__ == "__main__":
    main()
