"""A local HTTP server that speaks Ollama's ``/api/chat`` the way the real server does.

No Ollama binary installs on these machines, so the adapter is tested against this: a real
HTTP server on 127.0.0.1 (ephemeral port) in a thread, non-streaming JSON answers with
``message``, ``done_reason`` and the token counters, and Ollama's error bodies
(``{"error": ...}``). The model name picks the behaviour:

- any other name: answers ``content`` (settable), ``done_reason`` "stop"
- ``rambling``: answers ``content`` with ``done_reason`` "length" (hit ``num_predict``)
- ``malformed``: answers JSON cut short, as a truncated structured output would be
- ``missing``: 404 ``model "missing" not found, try pulling it first``
- ``crashing``: 500, the runner died; ``busy``: 503 server busy; ``throttled``: 429
- ``flaky``: 500 for the first ``failures`` requests, then answers
- ``slow``: answers after ``slow_seconds``
- ``garbage``: 200 with an HTML body (a proxy's error page)

Every request body is kept in ``requests`` for assertions.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class OllamaStandIn:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.content = "Heparin needs aPTT monitoring [1]."
        self.failures = 2
        self.slow_seconds = 5.0
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._server.block_on_close = False

    @property
    def host(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    @contextmanager
    def running(self) -> Iterator[OllamaStandIn]:
        thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        thread.start()
        try:
            yield self
        finally:
            self._stop.set()
            self._server.shutdown()
            self._server.server_close()
            thread.join(timeout=5)

    def chat(self, body: dict[str, Any]) -> tuple[int, bytes]:
        """Status and body of the answer to one ``/api/chat`` request."""
        with self._lock:
            self.requests.append(body)
            seen = len(self.requests)
        model = body.get("model", "")
        if model == "missing":
            return _error(404, f'model "{model}" not found, try pulling it first')
        if model == "crashing":
            return _error(500, "llama runner process has terminated: signal: killed")
        if model == "busy":
            return _error(503, "server busy, please try again.  maximum pending requests exceeded")
        if model == "throttled":
            return _error(429, "too many requests")
        if model == "flaky" and seen <= self.failures:
            return _error(500, "llama runner process no longer running")
        if model == "garbage":
            return 200, b"<html><body>502 Bad Gateway</body></html>"
        if model == "slow":
            self._stop.wait(self.slow_seconds)
        content = '{"type": "COMPAR' if model == "malformed" else self.content
        prompt_words = sum(len(str(m.get("content", "")).split()) for m in body["messages"])
        answer = {
            "model": model,
            "created_at": datetime.now(UTC).isoformat(),
            "message": {"role": "assistant", "content": content},
            "done": True,
            "done_reason": "length" if model == "rambling" else "stop",
            "total_duration": 812_345_678,
            "load_duration": 2_154_458,
            "prompt_eval_count": prompt_words,
            "prompt_eval_duration": 383_809_000,
            "eval_count": len(content.split()),
            "eval_duration": 420_000_000,
        }
        return 200, json.dumps(answer).encode()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        standin = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                body = json.loads(self.rfile.read(length) or b"{}")
                if self.path != "/api/chat":
                    status, payload = _error(404, "404 page not found")
                else:
                    status, payload = standin.chat(body)
                self.send_response(status)
                is_json = payload.startswith(b"{")
                kind = "application/json; charset=utf-8" if is_json else "text/html"
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(payload)))
                self.send_header("Date", time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime()))
                self.end_headers()
                with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                    self.wfile.write(payload)  # fails when the client gave up (timeout tests)

            def log_message(self, format: str, *args: object) -> None:
                pass

        return Handler


def _error(status: int, message: str) -> tuple[int, bytes]:
    return status, json.dumps({"error": message}).encode()
