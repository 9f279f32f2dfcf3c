"""`clinrag ingest`: files into the document store, each chunk's identifiers located."""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import func, select
from tqdm import tqdm

from clinrag.commands.console import EXIT_SOME_FAILED
from clinrag.commands.console import load_models as _models
from clinrag.commands.console import say as _say
from clinrag.components import build_ingestor, build_lexical, build_redactor
from clinrag.evaluation.store import open_store
from clinrag.ingest.sources import collect
from clinrag.retrieval.access import LABEL_PATTERN
from clinrag.retrieval.tables import Document
from clinrag.settings import Settings


async def ingest_paths(
    settings: Settings,
    paths: Sequence[Path],
    *,
    if_empty: bool,
    bucket: str | None = None,
    access: str | None = None,
) -> int:
    """Exit status: 0 when every file went in (or was already there), 1 when some failed.
    ``bucket``: where documents whose metadata names none go (default ``general``).
    ``access``: the label of every document (else each one's own; ``clinrag.ingest.access``);
    exit status 2 when it is malformed."""
    if access is not None and not LABEL_PATTERN.fullmatch(access):
        _say("error: an access label is 1-64 lowercase letters, digits, '_' or '-'")
        return 2
    async with open_store(settings) as engine:
        if if_empty:
            async with engine.connect() as conn:
                held = await conn.scalar(select(func.count()).select_from(Document))
            if held:
                _say(f"the document store already holds {held} documents; nothing to do")
                return 0
        collected = await asyncio.to_thread(
            collect, paths, max_bytes=settings.ingest.max_document_bytes
        )
        for path, reason in collected.failures.items():
            _say(f"refused {path}: {reason}")
        models = await _models(settings)
        _say("loading the PHI redactor (each chunk's identifiers are located at ingest)")
        redactor = await asyncio.to_thread(build_redactor, settings.security)
        lexical = build_lexical(engine, settings.retrieval)
        ingestor = build_ingestor(engine, lexical, models, redactor, settings)
        with tqdm(
            total=len(collected.documents), unit="doc", desc="ingest", file=sys.stderr
        ) as bar:
            summary = await ingestor.ingest(
                collected.documents, progress=bar.update, bucket=bucket, access=access
            )
    print(
        f"documents: {summary.documents}  chunks: {summary.chunks}  "
        f"skipped: {summary.skipped} (unchanged, duplicate or empty)  "
        f"flagged: {summary.flagged_documents} (instruction-like text)  "
        f"failed: {len(collected.failures)} files  ignored: {collected.ignored} files  "
        f"seconds: {summary.seconds:.1f}"
    )
    return EXIT_SOME_FAILED if collected.failures else 0
