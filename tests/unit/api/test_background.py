"""DerivedResource: built once, as soon as its needs are ready; 503 naming the first one not."""

from __future__ import annotations

import asyncio
import threading

import pytest

from clinrag.api.background import BackgroundResource, DerivedResource
from clinrag.errors import DependencyUnavailable


class Gate:
    """A build that waits in its worker thread until released."""

    def __init__(self, value: str) -> None:
        self.value = value
        self._open = threading.Event()

    def release(self) -> None:
        self._open.set()

    def __call__(self) -> str:
        if not self._open.wait(timeout=10):
            raise TimeoutError("never released")
        return self.value


async def _until_done(resource: BackgroundResource[str]) -> None:
    await asyncio.wait_for(resource.wait(), timeout=10)


async def test_built_once_as_soon_as_every_need_is_ready() -> None:
    first_gate, second_gate = Gate("a"), Gate("b")
    first = BackgroundResource("first", first_gate)
    second = BackgroundResource("second", second_gate)
    first.start()
    second.start()
    builds: list[str] = []

    def build() -> str:
        builds.append("built")
        return first.get() + second.get()

    derived = DerivedResource("derived", [first, second], build)
    derived.start()
    try:
        with pytest.raises(DependencyUnavailable, match=r"first is not available \(loading\)"):
            derived.get()
        first_gate.release()
        await _until_done(first)
        with pytest.raises(DependencyUnavailable, match=r"second is not available \(loading\)"):
            derived.get()
        assert builds == []

        second_gate.release()
        await _until_done(second)
        for _ in range(100):  # the start-up task builds it without being asked
            if builds:
                break
            await asyncio.sleep(0.01)
        assert builds == ["built"]
        assert derived.get() is derived.get()
        assert derived.get() == "ab"
        assert builds == ["built"]
    finally:
        await derived.aclose()
        await first.aclose()
        await second.aclose()


async def test_get_builds_at_once_when_the_needs_are_ready_before_the_task_ran() -> None:
    """No gap: readiness reports the needs, so a request that follows it must be served."""
    need = BackgroundResource("need", lambda: "x")
    need.start()
    await _until_done(need)
    derived = DerivedResource("derived", [need], lambda: [need.get()])
    derived.start()  # its task has not run yet
    try:
        value = derived.get()
        await asyncio.sleep(0.01)  # the task runs now, and finds it built
        assert derived.get() is value
    finally:
        await derived.aclose()
        await need.aclose()


async def test_a_failed_need_is_the_503_and_nothing_is_built() -> None:
    def broken() -> str:
        raise OSError("disk gone")

    need = BackgroundResource("need", broken)
    need.start()
    builds: list[str] = []

    def build() -> str:
        builds.append("built")
        return "built"

    derived = DerivedResource("derived", [need], build)
    derived.start()
    try:
        with pytest.raises(DependencyUnavailable):
            await need.wait()
        await asyncio.sleep(0.01)
        with pytest.raises(DependencyUnavailable, match=r"need is not available \(failed: OSError"):
            derived.get()
        assert builds == []
    finally:
        await derived.aclose()
        await need.aclose()
