"""Fakes for the edges this machine cannot reach or that are too slow for unit tests.

Each implements the same protocol as its production adapter (checked by mypy-style structural
typing in tests/unit/test_fakes.py).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
from fastapi import FastAPI
from fastapi.testclient import TestClient

from clinrag.api.app import create_app
from clinrag.assets import EMBEDDER, SPACY_MODEL
from clinrag.auth.roles import Principal
from clinrag.components import Models, Safeguards
from clinrag.domain import RetrievedChunk, RetrieverHit, Vectors
from clinrag.evaluation.conversation_set import load_dialogues
from clinrag.evaluation.extractive_llm import ExtractiveLLM
from clinrag.ingest.tokens import WordPieceCounter
from clinrag.llm.base import LLM, Completion, Message, PromptRef
from clinrag.pipelines.query_classifier import QueryClassifier
from clinrag.pipelines.query_type_set import load_query_type_set
from clinrag.pipelines.route_classifier import RouteClassifier, examples_of
from clinrag.retrieval.access import AccessScope
from clinrag.retrieval.filters import MetadataFilter
from clinrag.retrieval.retriever import RetrievalOutcome
from clinrag.security.attack_corpus import load_guard_data
from clinrag.security.guard_build import build_guard
from clinrag.security.guard_samples import GuardData
from clinrag.security.injection import Thresholds
from clinrag.security.language import LanguageGate
from clinrag.security.presidio_redactor import PresidioRedactor
from clinrag.settings import Settings
from clinrag.shipped_data import BLIND_CONVERSATIONS, CONVERSATIONS

_TOKEN = re.compile(r"[a-z0-9]+")


class HashingEmbedder:
    """Deterministic bag-of-words embedder: texts sharing words get similar vectors.

    Good enough for tests that need "similar text is near" without a 90 MB model.
    """

    def __init__(self, dimension: int = 384) -> None:
        self._dimension = dimension

    @property
    def model_name(self) -> str:
        return "fake-hashing"

    @property
    def dimension(self) -> int:
        return self._dimension

    def embed(self, texts: Sequence[str]) -> Vectors:
        vectors = np.zeros((len(texts), self._dimension), dtype=np.float32)
        for row, text in enumerate(texts):
            for token in _TOKEN.findall(text.lower()):
                digest = hashlib.blake2b(token.encode(), digest_size=8).digest()
                bucket = int.from_bytes(digest[:4], "little") % self._dimension
                sign = 1.0 if digest[4] & 1 else -1.0
                vectors[row, bucket] += sign
            norm = float(np.linalg.norm(vectors[row]))
            if norm > 0:
                vectors[row] /= norm
            else:
                vectors[row, 0] = 1.0
        return vectors


@cache
def hashing_classifier() -> QueryClassifier:
    """The query classifier trained as the service trains it, on the hashing embedder (its
    words, not their meaning: tests that need real accuracy load the real embedder)."""
    return QueryClassifier.train(HashingEmbedder(), load_query_type_set().train)


@cache
def hashing_router() -> RouteClassifier:
    """The thread router trained as the service trains it, on the hashing embedder."""
    dialogues = [*load_dialogues(CONVERSATIONS), *load_dialogues(BLIND_CONVERSATIONS)]
    return RouteClassifier.train(HashingEmbedder(), examples_of(dialogues))


def fake_models(_settings: object = None) -> Models:
    """The model edge for API and integration tests: hashing embedder, no cross-encoder (the
    service's default without weights: the fused order stands), the query classifier on that
    embedder, and the real (fast, packaged) word-piece counter."""
    embedder = HashingEmbedder()
    return Models(
        embedder=embedder,
        reranker=None,
        counter=WordPieceCounter(EMBEDDER.packaged_dir() / "tokenizer.json"),
        classifier=hashing_classifier(),
        router=hashing_router(),
    )


class GatedModelsFactory:
    """Builds the fake models only once ``release()`` is called: models still loading."""

    def __init__(self) -> None:
        self._gate = threading.Event()

    def release(self) -> None:
        self._gate.set()

    def __call__(self, settings: object) -> Models:
        if not self._gate.wait(timeout=30):
            raise TimeoutError("gated models were never released")
        return fake_models(settings)


class BrokenModelsFactory:
    """Models whose load fails, as a corrupt or missing asset would."""

    def __init__(self, error: Exception) -> None:
        self._error = error

    def __call__(self, _settings: object) -> Models:
        raise self._error


@dataclass(frozen=True)
class LLMCall:
    """What a ``ScriptedLLM`` was asked, for assertions."""

    messages: tuple[Message, ...]
    prompt: PromptRef
    max_tokens: int
    json_schema: Mapping[str, Any] | None
    temperature: float
    timeout_seconds: float | None


Script = Callable[[Sequence[Message], PromptRef, Mapping[str, Any] | None], str | Exception]


class ScriptedLLM:
    """An ``LLM`` that answers from a script: queued replies first (a string is the text, an
    exception is raised), then ``respond(messages, prompt, json_schema)`` if given. Records
    every call in ``calls``; ``latency_seconds`` sleeps before answering, as a model would;
    with ``hold``, every call waits until that event is set (a model busy for as long as a
    test needs, with no race against a clock).

    Tokens are counted as whitespace-separated words; ``truncated`` when the reply has more
    words than ``max_tokens`` (the text is then cut to that many words).
    """

    def __init__(
        self,
        replies: Sequence[str | Exception] = (),
        *,
        respond: Script | None = None,
        latency_seconds: float = 0.0,
        model: str = "scripted",
        hold: threading.Event | None = None,
    ) -> None:
        self._replies: deque[str | Exception] = deque(replies)
        self._respond = respond
        self.latency_seconds = latency_seconds
        self.hold = hold
        self._model = model
        self.calls: list[LLMCall] = []

    @property
    def model(self) -> str:
        return self._model

    def queue(self, *replies: str | Exception) -> None:
        self._replies.extend(replies)

    def calls_for(self, prompt_id: str) -> list[LLMCall]:
        return [call for call in self.calls if call.prompt.id == prompt_id]

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        self.calls.append(
            LLMCall(tuple(messages), prompt, max_tokens, json_schema, temperature, timeout_seconds)
        )
        if self.latency_seconds:
            await asyncio.sleep(self.latency_seconds)
        if self.hold is not None:
            await asyncio.to_thread(self.hold.wait)
        if self._replies:
            reply = self._replies.popleft()
        elif self._respond is not None:
            reply = self._respond(messages, prompt, json_schema)
        else:
            raise AssertionError(f"ScriptedLLM has no reply left for prompt {prompt.id}")
        if isinstance(reply, Exception):
            raise reply
        words = reply.split()
        truncated = len(words) > max_tokens
        return Completion(
            text=" ".join(words[:max_tokens]) if truncated else reply,
            model=self._model,
            prompt_id=prompt.id,
            prompt_version=prompt.version,
            tokens_in=sum(len(m.content.split()) for m in messages),
            tokens_out=min(len(words), max_tokens),
            seconds=self.latency_seconds,
            truncated=truncated,
        )


class SupervisedScriptedLLM(ScriptedLLM):
    """A ``ScriptedLLM`` run by something of its own, as the embedded model is
    (``SupportsSupervision``, ``SupportsAclose``): counts its starts; ready at once unless
    ``ready`` is False (a model that never comes up)."""

    def __init__(self, replies: Sequence[str | Exception] = (), *, ready: bool = True) -> None:
        super().__init__(replies)
        self.ready = ready
        self.starts = 0
        self.closed = False

    def start(self) -> None:
        self.starts += 1

    def status(self) -> str:
        return "ok" if self.ready and self.starts else "starting"

    async def wait_ready(self, timeout_seconds: float) -> bool:
        return self.ready and self.starts > 0

    async def aclose(self) -> None:
        self.closed = True


class JudgingLLM(ExtractiveLLM):
    """The extractive stand-in, judging as a model judge would: a judge prompt whose message
    contains a phrase of ``verdicts`` gets that phrase's verdict, any other ``safe``; every
    other prompt is answered as ``ExtractiveLLM`` answers it. ``judged`` lists the messages."""

    def __init__(self, verdicts: Mapping[str, str]) -> None:
        super().__init__()
        self.verdicts = verdicts
        self.judged: list[str] = []

    async def complete(
        self,
        messages: Sequence[Message],
        *,
        prompt: PromptRef,
        max_tokens: int,
        json_schema: Mapping[str, Any] | None = None,
        temperature: float = 0.0,
        timeout_seconds: float | None = None,
    ) -> Completion:
        if prompt.id != "judge":
            return await super().complete(
                messages, prompt=prompt, max_tokens=max_tokens, json_schema=json_schema
            )
        message = messages[-1].content
        self.judged.append(message)
        verdict = next((v for phrase, v in self.verdicts.items() if phrase in message), "safe")
        text = json.dumps({"verdict": verdict})
        return Completion(
            text=text,
            model=self.model,
            prompt_id=prompt.id,
            prompt_version=prompt.version,
            tokens_in=sum(len(m.content.split()) for m in messages),
            tokens_out=len(text.split()),
            seconds=0.0,
            truncated=False,
        )


PATTERNS_ONLY = Thresholds(margin=2.0, assisted_margin=2.0, classifier=2.0)
"""The guard's similarity thresholds were chosen for all-MiniLM-L6-v2; with the hashing
embedder only its patterns and payload detectors are meaningful (the classifier is off)."""


@cache
def real_redactor() -> PresidioRedactor:
    """The real Presidio redactor, loaded once per test run (about 2 s)."""
    return PresidioRedactor(SPACY_MODEL.packaged_dir())


@cache
def _guard_data() -> GuardData:
    return load_guard_data()


def fake_safeguards(settings: Settings, models: Models) -> Safeguards:
    """The real redactor, and the real guard on the test embedder (patterns and payload
    detectors; see ``PATTERNS_ONLY``) behind the language gate of ``settings``."""
    gate = LanguageGate(settings.security.accepted_languages)
    guard = build_guard(models.embedder, _guard_data(), PATTERNS_ONLY, language=gate)
    return Safeguards(guard, real_redactor())


def fake_app(
    settings: Settings,
    *,
    llm: LLM | None = None,
    models_factory: Callable[[Settings], Models] = fake_models,
) -> FastAPI:
    """The real app with fakes at the model edges: ``models_factory``, ``fake_safeguards``, and
    ``llm`` (an ``ExtractiveLLM`` unless given)."""
    model: LLM = llm if llm is not None else ExtractiveLLM()
    return create_app(
        settings,
        models_factory=models_factory,
        safeguards_factory=fake_safeguards,
        llm_factory=lambda _settings: model,
    )


def wait_ready(client: TestClient, limit_seconds: float = 300) -> None:
    """Until ``/readyz`` says every dependency (models, safeguards, model, index) is up."""
    deadline = time.monotonic() + limit_seconds
    while client.get("/readyz").status_code != 200:
        if time.monotonic() > deadline:
            raise AssertionError(f"never ready: {client.get('/readyz').json()}")
        time.sleep(0.02)


def api_key(client: TestClient, role: str, access: tuple[str, ...] = ("public",)) -> dict[str, str]:
    """Headers carrying a new API key of ``role`` reading ``access``, created through the
    app's own key store."""
    from clinrag.auth.roles import Role

    create = client.app.state.services.keys.create  # type: ignore[attr-defined]
    _, key = client.portal.call(create, Role(role), None, access)  # type: ignore[union-attr]
    return {"Authorization": f"Bearer {key}"}


def wait_key_change_heard(
    client: TestClient,
    headers: Mapping[str, str],
    changed: Callable[[Principal | None], bool],
    limit_seconds: float = 10,
) -> None:
    """Until the app's key store sees a change of the key in ``headers`` made through another
    connection: ``changed`` of what it authenticates as. PostgreSQL delivers the ``NOTIFY`` to
    the listener moments after the commit, not at it, so a request racing the delivery may
    still meet the cached key. Keep ``limit_seconds`` well under ``auth.key_cache_seconds``:
    then only the notification can have evicted it."""
    authenticate = client.app.state.services.keys.authenticate  # type: ignore[attr-defined]
    presented = headers["Authorization"].removeprefix("Bearer ")
    deadline = time.monotonic() + limit_seconds
    while not changed(client.portal.call(authenticate, presented)):  # type: ignore[union-attr]
        if time.monotonic() > deadline:
            raise AssertionError(f"the key change was not heard in {limit_seconds} s")
        time.sleep(0.01)


class FixedRetriever:
    """A ``Retriever`` that returns the same chunks for any query, recording what it was
    asked (the step tests' edge: no database)."""

    def __init__(
        self,
        chunks: Sequence[RetrievedChunk],
        reranker: str | None = None,
        siblings: Sequence[RetrievedChunk] = (),
    ) -> None:
        self.chunks = list(chunks)
        self.siblings = list(siblings)
        self.reranker = reranker
        self.asked: list[tuple[tuple[str, ...], Vectors | None]] = []

    async def retrieve(
        self,
        queries: Sequence[str],
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vectors: Vectors | None = None,
    ) -> RetrievalOutcome:
        self.asked.append((tuple(queries), query_vectors))
        return RetrievalOutcome(list(self.chunks), self.reranker, {}, {})

    async def recall(
        self,
        chunk_ids: Sequence[int],
        query: str,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        self.asked.append(((query,), query_vector))
        by_id = {c.chunk_id: c for c in self.chunks}
        return RetrievalOutcome([by_id[i] for i in chunk_ids if i in by_id], None, {}, {})

    async def document_passages(
        self,
        document_ids: Sequence[int],
        query: str,
        per_document: int,
        metadata_filter: MetadataFilter,
        *,
        access: AccessScope,
        query_vector: Vectors | None = None,
    ) -> RetrievalOutcome:
        """The held chunks of those documents (``siblings`` too: chunks only a document read
        returns), at most ``per_document`` each."""
        self.asked.append(((query,), query_vector))
        found: list[RetrievedChunk] = []
        for document in document_ids:
            of_document = [c for c in [*self.chunks, *self.siblings] if c.document_id == document]
            found.extend(list({c.chunk_id: c for c in of_document}.values())[:per_document])
        return RetrievalOutcome(found, None, {}, {})


def chunk(
    chunk_id: int,
    text: str,
    *,
    title: str = "",
    score: float = 0.5,
    rerank: float | None = None,
) -> RetrievedChunk:
    """A retrieved chunk with the scores a hybrid search (and a reranker) would give it."""
    return RetrievedChunk(
        chunk_id=chunk_id,
        document_id=chunk_id,
        text=text,
        page=None,
        section=None,
        metadata={"title": title, "source": f"doc/{chunk_id}.md"},
        lexical=RetrieverHit(1, 1.0),
        vector=RetrieverHit(1, score),
        lexical_normalized=score,
        cosine=score,
        fused=score,
        rerank_score=rerank,
    )
