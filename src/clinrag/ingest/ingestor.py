"""Ingestion: parsed documents in; chunks, embeddings and rows out, one transaction per document.

Idempotent by content hash (title, sections and metadata): the same document again changes
nothing; the same content under another source is skipped as a duplicate; a changed document
replaces its chunks in the same transaction that updates it, so readers see the old version or
the new one, never half of each. A failure while writing one document rolls back that document
only and is reported; the documents before it stay.

Each document is stored with its access label (``clinrag.ingest.access``); its chunks take it
from the document (trigger, migration 0011). A label other than ``public`` is part of the
content hash, so ingesting the same document under another label updates it.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal, cast

import structlog
from sqlalchemy import Table, delete, func, insert, select, update
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from clinrag.corpus.buckets import BUCKET_KEY, in_buckets
from clinrag.domain import ChunkDraft, ParsedDocument
from clinrag.ingest.access import document_label
from clinrag.ingest.chunking import chunk_document
from clinrag.ingest.tokens import TokenCounter
from clinrag.ingest.trial_metadata import with_trial_metadata
from clinrag.retrieval.access import PUBLIC
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.tables import Chunk, Document
from clinrag.security.guard import scan_document
from clinrag.security.redaction import PhiSpan, Redactor
from clinrag.setting_groups.retrieval import IngestSettings

log = structlog.get_logger(__name__)

Status = Literal["created", "updated", "unchanged", "duplicate", "empty"]

# Core statements on the tables take column names ("metadata"); on the ORM classes that name
# is the declarative MetaData, so writes go through the Table objects.
_DOCUMENTS = cast(Table, Document.__table__)
_CHUNKS = cast(Table, Chunk.__table__)


@dataclass(frozen=True)
class DocumentOutcome:
    source: str
    status: Status
    document_id: int | None
    chunks: int
    flagged_chunks: int = 0
    """Chunks carrying instruction-like text (kept, marked for the prompt and the audit)."""


@dataclass
class IngestSummary:
    outcomes: list[DocumentOutcome] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def documents(self) -> int:
        """Documents written (created or updated)."""
        return sum(o.status in ("created", "updated") for o in self.outcomes)

    @property
    def chunks(self) -> int:
        return sum(o.chunks for o in self.outcomes if o.status in ("created", "updated"))

    @property
    def skipped(self) -> int:
        return len(self.outcomes) - self.documents

    @property
    def flagged_documents(self) -> int:
        return sum(o.flagged_chunks > 0 for o in self.outcomes)


def content_hash(document: ParsedDocument, access_label: str = PUBLIC) -> str:
    """``public`` documents hash as they did before labels existed (no re-ingest needed)."""
    content: dict[str, object] = {
        "title": document.title,
        "sections": [[s.text, s.page, s.heading] for s in document.sections],
        "metadata": document.metadata,
    }
    if access_label != PUBLIC:
        content["access"] = access_label
    canonical = json.dumps(
        content,
        sort_keys=True,
        ensure_ascii=False,
        separators=(",", ":"),
    )
    return hashlib.sha256(canonical.encode()).hexdigest()


@dataclass(frozen=True)
class _Pending:
    document: ParsedDocument
    digest: str
    drafts: list[ChunkDraft]
    access_label: str


class Ingestor:
    def __init__(
        self,
        engine: AsyncEngine,
        embedder: Embedder,
        counter: TokenCounter,
        redactor: Redactor | None,
        settings: IngestSettings,
        on_change: Callable[[], Awaitable[object]] | None = None,
    ) -> None:
        """``redactor``: finds each chunk's PHI spans, stored so that query time applies them
        without running the models again. None only for stores that never serve answers (the
        retrieval evaluation): chunks without stored spans are redacted live when retrieved."""
        self.engine = engine
        self.embedder = embedder
        self.counter = counter
        self.redactor = redactor
        self.settings = settings
        self.on_change = on_change

    async def ingest(
        self,
        documents: Sequence[ParsedDocument],
        progress: Callable[[int], None] | None = None,
        *,
        bucket: str | None = None,
        access: str | None = None,
    ) -> IngestSummary:
        """Ingest in batches; ``progress`` is told how many documents each batch finished.
        ``bucket``: where documents whose metadata names none go (default ``general``);
        ``access``: the label of every document (else each one's own, else its bucket's,
        ``ingest/access.py``). Every name and label is checked before anything is written.
        Trial reports gain the fields their text states (``ingest/trial_metadata.py``)."""
        documents = with_trial_metadata(in_buckets(documents, bucket))
        labels = [document_label(d, self.settings, access) for d in documents]
        started = time.perf_counter()
        summary = IngestSummary()
        batch_size = self.settings.embed_batch_documents
        for first in range(0, len(documents), batch_size):
            batch = documents[first : first + batch_size]
            summary.outcomes += await self._ingest_batch(batch, labels[first : first + batch_size])
            if progress is not None:
                progress(len(batch))
        summary.seconds = time.perf_counter() - started
        if summary.documents and self.on_change is not None:
            await self.on_change()
        log.info(
            "ingest.done",
            documents=summary.documents,
            chunks=summary.chunks,
            skipped=summary.skipped,
            flagged_documents=summary.flagged_documents,
            seconds=round(summary.seconds, 2),
        )
        return summary

    async def _ingest_batch(
        self, batch: Sequence[ParsedDocument], labels: Sequence[str]
    ) -> list[DocumentOutcome]:
        outcomes: dict[int, DocumentOutcome] = {}
        pending: list[tuple[int, _Pending]] = []
        async with self.engine.connect() as conn:
            for position, document in enumerate(batch):
                digest = content_hash(document, labels[position])
                skip = await _unchanged_or_duplicate(conn, document.source, digest)
                if skip is not None:
                    outcomes[position] = DocumentOutcome(document.source, skip[0], skip[1], 0)
                    continue
                drafts = chunk_document(
                    document,
                    counter=self.counter,
                    target_tokens=self.settings.chunk_target_tokens,
                    overlap_tokens=self.settings.chunk_overlap_tokens,
                )
                if not drafts:
                    outcomes[position] = DocumentOutcome(document.source, "empty", None, 0)
                    continue
                pending.append((position, _Pending(document, digest, drafts, labels[position])))
        texts = [draft.text for _, item in pending for draft in item.drafts]
        vectors = await asyncio.to_thread(self.embedder.embed, texts)
        spans = await asyncio.to_thread(self._phi_spans, [item for _, item in pending])
        offset = 0
        for position, item in pending:
            rows = vectors[offset : offset + len(item.drafts)]
            found = spans[offset : offset + len(item.drafts)]
            offset += len(item.drafts)
            outcomes[position] = await self._write(item, [row.tolist() for row in rows], found)
        return [outcomes[i] for i in range(len(batch))]

    def _phi_spans(self, items: Sequence[_Pending]) -> list[dict[str, list[PhiSpan]] | None]:
        """Per chunk, ``chunk_phi_spans``. ``RedactionFailed`` fails the batch: nothing
        unscanned is stored as scanned."""
        redactor = self.redactor
        if redactor is None:
            return [None for item in items for _ in item.drafts]
        return [
            chunk_phi_spans(
                redactor, draft.text, item.document.title, item.document.source, draft.section
            )
            for item in items
            for draft in item.drafts
        ]

    async def _write(
        self,
        item: _Pending,
        embeddings: list[list[float]],
        phi_spans: Sequence[dict[str, list[PhiSpan]] | None],
    ) -> DocumentOutcome:
        document = item.document
        async with self.engine.begin() as conn:
            # Serialise writers of the same source across processes.
            await conn.execute(
                select(func.pg_advisory_xact_lock(func.hashtextextended(document.source, 0)))
            )
            existing = (
                await conn.execute(
                    select(Document.id, Document.content_hash)
                    .where(Document.source == document.source)
                    .with_for_update()
                )
            ).first()
            if existing is not None and existing.content_hash == item.digest:
                return DocumentOutcome(document.source, "unchanged", existing.id, 0)
            values = {
                "title": document.title,
                "content_hash": item.digest,
                "metadata": dict(document.metadata),
                "bucket": document.metadata[BUCKET_KEY],
                "access_label": item.access_label,
            }
            if existing is None:
                document_id = await conn.scalar(
                    insert(_DOCUMENTS)
                    .values(source=document.source, **values)
                    .returning(_DOCUMENTS.c.id)
                )
                status: Status = "created"
            else:
                document_id = existing.id
                await conn.execute(
                    update(_DOCUMENTS).where(_DOCUMENTS.c.id == document_id).values(**values)
                )
                await conn.execute(delete(Chunk).where(Chunk.document_id == document_id))
                status = "updated"
            chunk_metadata = {
                **document.metadata,
                "source": document.source,
                "title": document.title,
            }
            flags = [list(scan_document(draft.text).reasons) for draft in item.drafts]
            await conn.execute(
                insert(_CHUNKS),
                [
                    {
                        "document_id": document_id,
                        "ordinal": draft.ordinal,
                        "text": draft.text,
                        "page": draft.page,
                        "section": draft.section,
                        "metadata": chunk_metadata,
                        "embedding": embedding,
                        "security_flags": draft_flags,
                        "phi_spans": spans,
                    }
                    for draft, embedding, draft_flags, spans in zip(
                        item.drafts, embeddings, flags, phi_spans, strict=True
                    )
                ],
            )
        flagged = sum(bool(f) for f in flags)
        return DocumentOutcome(document.source, status, document_id, len(item.drafts), flagged)


def chunk_phi_spans(
    redactor: Redactor, text: str, title: str, source: str, section: str | None
) -> dict[str, list[PhiSpan]]:
    """The PHI spans of each text a prompt or a citation shows of a chunk."""
    return {
        "text": redactor.find(text),
        "title": redactor.find(title),
        "source": redactor.find(source),
        "section": redactor.find(section or ""),
    }


async def _unchanged_or_duplicate(
    conn: AsyncConnection, source: str, digest: str
) -> tuple[Status, int] | None:
    """Skip embedding work for documents we already hold (re-checked under lock on write)."""
    rows = (
        await conn.execute(
            select(Document.id, Document.source).where(Document.content_hash == digest)
        )
    ).all()
    for row in rows:
        if row.source == source:
            return "unchanged", row.id
    if rows:
        return "duplicate", rows[0].id
    return None
