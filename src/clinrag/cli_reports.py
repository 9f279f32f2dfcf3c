"""What every ``clinrag eval`` and ``clinrag bench`` subcommand shares: a handler, ``--json``,
and ``--database-url`` when it builds a store of its own."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from clinrag.settings import Settings

Handler = Callable[[Settings, argparse.Namespace], None]


def report_command(
    group: Any,
    name: str,
    help_text: str,
    handler: Handler,
    *,
    store: str | None = None,
) -> argparse.ArgumentParser:
    """An eval or bench subcommand: ``--json``, and ``--database-url`` when it uses a store."""
    command: argparse.ArgumentParser = group.add_parser(name, help=help_text)
    command.add_argument("--json", action="store_true", help="print JSON")
    if store is not None:
        command.add_argument(
            "--database-url", help=f"PostgreSQL to use instead of the embedded {store} database"
        )
    command.set_defaults(handler=handler)
    return command


def corpus_size(command: argparse.ArgumentParser, *, chunks: int, queries: int) -> None:
    command.add_argument("--chunks", type=int, default=chunks, help="corpus size")
    command.add_argument("--queries", type=int, default=queries, help="timed queries")
