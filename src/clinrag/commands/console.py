"""What every command shares: progress on stderr, the models loaded once, a report printed.

The command modules import these under their former private names (``_say``, ``_models``,
``_show``) so that the commands' bodies read as they did in the single module."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import sys
from typing import Any

from clinrag.components import Models, build_models
from clinrag.settings import Settings

EXIT_SOME_FAILED = 1


def say(message: str) -> None:
    print(f"clinrag: {message}", file=sys.stderr, flush=True)


async def load_models(settings: Settings) -> Models:
    say("loading models")
    return await asyncio.to_thread(build_models, settings)


def show(report: Any, *, as_json: bool) -> None:
    """An evaluation report as JSON (its dataclass fields) or as its printed lines."""
    if as_json:
        print(json.dumps(dataclasses.asdict(report), indent=2))
        return
    print("\n".join(report.lines()))
