"""Named stance rules that a leave-one-split-out figure can switch off (issue 14).

A rule has no training step, so its held-out figure is a property of how it was written: each
rule added from a research split's misses carries a name here, and
``scripts/stance_rules_loso.py`` reads every split with the rules written from that split's
misses switched off (``MOTIVATED_BY``, like ``scripts/note_loso.py`` for the PHI recognizers).
The product never switches a rule off: every rule is on unless a caller asks otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Final

MOTIVATED_BY: Final[dict[str, frozenset[str]]] = {}
"""Rule name -> the splits whose misses it was written from (filled by the rules' modules
as they name their rules; ``scripts/stance_rules_loso.py`` reads it)."""

_OFF: ContextVar[frozenset[str]] = ContextVar("stance_rules_off", default=frozenset())


def rule(name: str, *splits: str) -> str:
    """Register ``name``, written from the misses of ``splits``; returns the name."""
    MOTIVATED_BY[name] = frozenset(splits)
    return name


def on(name: str) -> bool:
    """Whether the rule ``name`` is read (always, but inside ``switched_off``)."""
    return name not in _OFF.get()


@contextmanager
def switched_off(names: Iterable[str]) -> Iterator[None]:
    """Read with the rules ``names`` off (a held-out figure's reading, never the product's)."""
    token = _OFF.set(frozenset(names))
    try:
        yield
    finally:
        _OFF.reset(token)
