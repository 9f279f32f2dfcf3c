"""How much of each prompt the embedded model did not read again (its cached prefix).

On a CPU, reading the prompt is most of the wait for the first answer token, and a prompt whose
fixed instructions come first is read only from where it starts to differ from an earlier one:
llama.cpp keeps the previous call's state (and, with ``CLINRAG_LLM__PROMPT_CACHE_BYTES``, a RAM
cache of more). llama-cpp-python says how much it reused only on its standard error, in verbose
mode: ``Llama.generate: 812 prefix-match hit, remaining 95 prompt tokens to eval``. The child's
standard error carries other text too (on an error its server prints the request, which may
quote a prompt), so this reader keeps the two numbers of that one line shape and nothing else:
every other byte is dropped as it is read, never logged.
"""

from __future__ import annotations

import asyncio
import re

PREFIX_HIT = re.compile(
    rb"Llama\.generate: (\d+) prefix-match hit, remaining (\d+) prompt tokens to eval"
)
_MAX_LINE = 4096
"""A longer line (model metadata, a printed request) cannot be ours: dropped unread."""


class PromptReuse:
    """Counts the prompt tokens reused, from the child's standard error (module docstring)."""

    def __init__(self) -> None:
        self.reused_tokens = 0
        """Prompt tokens served from the cache, over every call so far."""
        self.hits = 0
        self._partial = b""
        self._overlong = False
        """Inside a line already too long: the rest of it is dropped too."""

    def feed(self, data: bytes) -> None:
        """Read a piece of the stream; a line may be split across pieces."""
        *lines, rest = (self._partial + data).split(b"\n")
        if lines and self._overlong:
            lines, self._overlong = lines[1:], False
        self._partial = b"" if self._overlong else rest
        if len(self._partial) > _MAX_LINE:
            self._partial, self._overlong = b"", True
        for line in lines:
            if len(line) <= _MAX_LINE and (match := PREFIX_HIT.search(line)):
                self.reused_tokens += int(match.group(1))
                self.hits += 1

    async def drain(self, stream: asyncio.StreamReader) -> None:
        """Read ``stream`` to its end: the child never blocks on a full pipe."""
        while data := await stream.read(65536):
            self.feed(data)


class CallReuse:
    """Attributes reused tokens to one call: exact when no other call overlapped it (the
    embedded model serves one call at a time; ``max_concurrent_calls`` 1, the default), else
    unknown (None)."""

    def __init__(self, reuse: PromptReuse) -> None:
        self._reuse = reuse
        self._in_flight = 0
        self._started = 0

    def begin(self) -> tuple[int, int, bool]:
        self._in_flight += 1
        self._started += 1
        return self._started, self._reuse.reused_tokens, self._in_flight == 1

    def end(self, mark: tuple[int, int, bool]) -> int | None:
        """The call begun at ``mark`` is over: the tokens it reused, or None if not alone."""
        self._in_flight -= 1
        started, reused_before, alone = mark
        if not alone or started != self._started:
            return None
        return self._reuse.reused_tokens - reused_before
