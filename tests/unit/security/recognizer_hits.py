"""What one named recognizer finds in a text: the helper the recognizer tables share, and the two
table tests (found / not found) each table module builds from its rows."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest


def found(recognizers: dict[str, object], name: str, entity: str, text: str) -> list[str]:
    results = recognizers[name].analyze(text, [entity], None)  # type: ignore[attr-defined]
    return [text[r.start : r.end] for r in results]


def recognizer_table_tests(
    hits: Sequence[tuple[str, str, str, str]], misses: Sequence[tuple[str, str, str]]
) -> tuple[Callable[..., None], Callable[..., None]]:
    """Two tests over the calling module's ``recognizers`` fixture: the named recognizer finds
    each hit's value (name, entity, text, value) in its text, and nothing in each miss's text
    (name, entity, text). Built fresh per module, so marks never pile up on one function."""

    @pytest.mark.parametrize(("name", "entity", "text", "value"), hits)
    def test_found(
        recognizers: dict[str, object], name: str, entity: str, text: str, value: str
    ) -> None:
        assert value in found(recognizers, name, entity, text)

    @pytest.mark.parametrize(("name", "entity", "text"), misses)
    def test_not_found(recognizers: dict[str, object], name: str, entity: str, text: str) -> None:
        assert found(recognizers, name, entity, text) == []

    return test_found, test_not_found
