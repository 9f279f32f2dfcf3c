"""The agent's three tools, thin adapters over the search modes and the corpus catalogue, always
with the request's access scope: ``search_text`` (BM25), ``search_semantic`` (pgvector) and
``get_document_metadata``. Names and argument schemas as in
docs/architecture.md (from the bucketed-corpus design), with our filter syntax.

A call is checked before it runs: a tool that does not exist (the model invented it), an
argument it does not take, a bucket the caller cannot read, a filter on a field the bucket
lacks or with a value of the wrong type: refused, with a reason code (the step traces it and
the budget counts it). A ``doc_id`` the caller may not read is refused as ``unknown_document``,
exactly as a missing one. Every text the tool returns is redacted with the request's session.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from clinrag.corpus.buckets import BUCKET_KEY
from clinrag.corpus.catalog import Catalog, CorpusSchema
from clinrag.corpus.fields import check_filter
from clinrag.errors import InputRejected
from clinrag.pipelines.agent.constraints import field_types
from clinrag.pipelines.agent.plan import ToolCall, ToolResult
from clinrag.pipelines.evidence import redact_passages
from clinrag.pipelines.offload import Offload
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.embedding import Embedder
from clinrag.retrieval.filters import Condition, MetadataFilter, parse_filter
from clinrag.retrieval.search_modes import ModeSearch, SearchMode
from clinrag.security.redaction import RedactionSession, Redactor

MAX_TOP_K: Final = 100
MAX_QUERY_CHARS: Final = 300

_SEARCH_PARAMETERS: Final[Mapping[str, Any]] = {
    "type": "object",
    "properties": {
        "bucket": {"type": "string", "description": "Target bucket, by its exact name."},
        "query": {"type": "string", "description": "The search text."},
        "filters": {
            "type": "object",
            "description": 'Metadata filters on the bucket\'s fields, e.g. {"year": {">=": 2015}}.',
        },
        "top_k": {"type": "integer", "description": "Snippets to return."},
        "context_chars": {"type": "integer"},
        "doc_id": {"type": "string", "description": "Search inside one document only."},
    },
    "required": ["bucket", "query"],
}

TOOL_SPECS: Final[tuple[Mapping[str, Any], ...]] = (
    {
        "name": "search_text",
        "description": "Keyword search within a bucket. Supports metadata filtering.",
        "parameters": _SEARCH_PARAMETERS,
    },
    {
        "name": "search_semantic",
        "description": "Semantic (vector) search within a bucket. Supports metadata filtering.",
        "parameters": _SEARCH_PARAMETERS,
    },
    {
        "name": "get_document_metadata",
        "description": "One document's metadata fields, title, source and pages.",
        "parameters": {
            "type": "object",
            "properties": {"doc_id": {"type": "string"}},
            "required": ["doc_id"],
        },
    },
)
"""The tools as the OpenAI-compatible ``tools`` field carries them (``function`` objects)."""

_MODES: Final[Mapping[str, SearchMode]] = {"search_text": "text", "search_semantic": "semantic"}
_SEARCH_ARGS = frozenset(_SEARCH_PARAMETERS["properties"])


class Refused(Exception):
    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class ToolContext:
    """The request's side of a tool call."""

    access: AccessScope
    session: RedactionSession
    default_top_k: int
    context_chars: int


class AgentTools:
    def __init__(
        self,
        modes: ModeSearch,
        catalog: Catalog,
        embedder: Embedder,
        redactor: Redactor,
        offload: Offload,
    ) -> None:
        self.modes = modes
        self.catalog = catalog
        self.embedder = embedder
        self.redactor = redactor
        self.offload = offload

    async def schema(self, access: AccessScope) -> CorpusSchema:
        return await self.catalog.schema(access=access)

    async def count_documents(self, metadata_filter: MetadataFilter, access: AccessScope) -> int:
        return await self.modes.store.count_documents(metadata_filter, access=access)

    async def run(self, call: ToolCall, context: ToolContext) -> ToolResult:
        """The call's result, or its refusal (never an exception for a bad call)."""
        try:
            if call.tool == "get_document_metadata":
                return await self._metadata(call, context)
            if call.tool in _MODES:
                return await self._search(call, context)
            raise Refused("unknown_tool")
        except Refused as refused:
            return ToolResult(call, refused.code)

    async def _search(self, call: ToolCall, context: ToolContext) -> ToolResult:
        args = call.args
        if set(args) - _SEARCH_ARGS:
            raise Refused("bad_arguments")
        query = args.get("query")
        if not isinstance(query, str) or not query.strip() or len(query) > MAX_QUERY_CHARS:
            raise Refused("bad_arguments")
        top_k = _integer(args.get("top_k"), context.default_top_k, 1, MAX_TOP_K)
        schema = await self.schema(context.access)
        bucket = args.get("bucket") or None
        if bucket is not None and (not isinstance(bucket, str) or bucket not in schema.buckets):
            raise Refused("unknown_bucket")
        searched = (bucket,) if bucket else tuple(schema.buckets)
        try:
            parsed = parse_filter(_mapping(args.get("filters")))
            fields = {b: schema.buckets[b].fields for b in searched}
            check_filter(parsed, field_types(fields, searched))
        except InputRejected as rejected:
            raise Refused(rejected.code) from None
        conditions = parsed.conditions
        if bucket:
            conditions += (Condition(BUCKET_KEY, "in", (bucket,)),)
        document_id = await self._readable_document(args.get("doc_id"), context.access)
        metadata_filter = replace(parsed, conditions=conditions, document_id=document_id)
        redacted = await self.offload(self.redactor.redact, query, context.session)
        vectors = await self.offload(self.embedder.embed, [redacted.text])
        outcome = await self.modes.search(
            redacted.text,
            _MODES[call.tool],
            metadata_filter,
            top_k,
            access=context.access,
            query_vector=vectors[0],
        )
        passages = await self.offload(
            redact_passages, outcome.chunks, self.redactor, context.session
        )
        checked = replace(call, args={**args, "query": redacted.text})
        return ToolResult(checked, None, tuple(passages))

    async def _metadata(self, call: ToolCall, context: ToolContext) -> ToolResult:
        if set(call.args) != {"doc_id"}:
            raise Refused("bad_arguments")
        document_id = await self._readable_document(call.args["doc_id"], context.access)
        if document_id is None:
            raise Refused("bad_arguments")
        view = await self.catalog.document(document_id, access=context.access)
        if view is None:
            raise Refused("unknown_document")

        def redacted(value: Any) -> Any:
            if isinstance(value, str):
                return self.redactor.redact(value, context.session).text
            if isinstance(value, list):
                return [redacted(v) for v in value]
            return value

        document = await self.offload(
            lambda: {
                "doc_id": view.id,
                "bucket": view.bucket,
                "title": redacted(view.title),
                "source": redacted(view.source),
                "metadata": {k: redacted(v) for k, v in view.metadata.items()},
                "pages": list(view.pages),
                "chunks": view.chunks,
            }
        )
        return ToolResult(call, None, document=document)

    async def _readable_document(self, raw: Any, access: AccessScope) -> int | None:
        """The id as an int when the caller may read the document; a missing one and one the
        caller may not see are the same refusal."""
        if raw is None or raw == "":
            return None
        document_id = parse_document_id(raw)
        if document_id is None:
            raise Refused("bad_arguments")
        if await self.catalog.document(document_id, access=access) is None:
            raise Refused("unknown_document")
        return document_id


def parse_document_id(raw: Any) -> int | None:
    """``12``, ``"12"`` or ``"doc:12"`` (as the answer cites it) -> 12."""
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw if raw > 0 else None
    if isinstance(raw, str):
        text = raw.strip().removeprefix("doc:").strip()
        return int(text) if text.isdigit() and 0 < len(text) <= 18 else None
    return None


def _integer(raw: Any, default: int, low: int, high: int) -> int:
    if raw is None:
        return default
    if isinstance(raw, bool) or not isinstance(raw, int) or not low <= raw <= high:
        raise Refused("bad_arguments")
    return raw


def _mapping(raw: Any) -> Mapping[str, Any] | None:
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        raise Refused("bad_arguments")
    return raw
