"""The reranking stage: re-score the fused candidates against the query, best first.

A cross-encoder (FlashRank's ONNX TinyBERT) reads query and passage together and ranks far
better than either retriever; it runs only when its files are on disk and match the folder's
``SHA256SUMS`` (FlashRank would otherwise try to download them, and these machines have no hub
access). Without it the fused order stands (``build_reranker`` returns None and the trace says
``none (no weights)``): cosine re-scoring, the old fallback, measured worse than no reranking
(docs/benchmarks.md) and runs only when ``CLINRAG_RERANK__WITHOUT_WEIGHTS=cosine`` asks for it.
Calls are synchronous and CPU-bound: async callers run them in a worker thread.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import structlog

from clinrag.assets import sha256_of
from clinrag.errors import RetrievalError, StartupError
from clinrag.retrieval.embedding import Embedder
from clinrag.setting_groups.retrieval import RerankSettings

log = structlog.get_logger(__name__)

_DIR_SETTING = "CLINRAG_RERANK__FLASHRANK_MODEL_DIR"
# What FlashRank's Ranker opens besides the ONNX file (vocab.txt is optional there).
_FLASHRANK_SIDE_FILES = (
    "config.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
)


class Passage(Protocol):
    """What a reranker reads of a candidate (``RetrievedChunk`` is one)."""

    @property
    def text(self) -> str: ...

    @property
    def cosine(self) -> float:
        """Cosine between the query's embedding and the chunk's stored embedding."""
        ...


class Reranker(Protocol):
    @property
    def name(self) -> str:
        """``"<kind>:<model>"``, recorded with every score so the audit says what ranked."""
        ...

    def rerank(self, query: str, passages: Sequence[Passage]) -> list[float]:
        """One score per passage, in input order; higher means more relevant."""
        ...


def flashrank_files(model_name: str) -> tuple[str, ...]:
    """The files FlashRank 0.2.10 opens in ``<dir>/<model_name>/`` (it downloads if the folder
    is absent, and fails half-way if one of these is missing)."""
    from flashrank.Config import listwise_rankers, model_file_map

    if model_name not in model_file_map:
        raise StartupError(
            f"FlashRank has no model named {model_name!r}: use one of "
            f"{', '.join(sorted(model_file_map))}"
        )
    if model_name in listwise_rankers:
        raise StartupError(
            f"FlashRank model {model_name!r} is a listwise LLM ranker: only the pairwise ONNX "
            "cross-encoders are supported"
        )
    return (model_file_map[model_name], *_FLASHRANK_SIDE_FILES)


MANIFEST = "SHA256SUMS"
"""The deployment's checksums of the model files, in ``sha256sum`` format, beside them."""


def missing_flashrank_file(model_dir: Path, model_name: str) -> Path | None:
    """The first file FlashRank needs (or the manifest) that is not in ``model_dir/model_name/``,
    else None."""
    folder = model_dir / model_name
    for name in (*flashrank_files(model_name), MANIFEST):
        if not (folder / name).is_file():
            return folder / name
    return None


def verify_flashrank_files(folder: Path, names: Sequence[str]) -> None:
    """Every file FlashRank opens matches its line in ``SHA256SUMS``; else ``StartupError``
    naming the file (a file changed since the deployment vetted it is a broken install)."""
    expected: dict[str, str] = {}
    for line in (folder / MANIFEST).read_text(encoding="utf-8").splitlines():
        digest, _, name = line.strip().partition(" ")
        if digest:
            expected[name.strip().lstrip("*")] = digest.lower()
    for name in names:
        if name not in expected:
            raise StartupError(f"{folder / MANIFEST} has no checksum for {name}")
        if sha256_of(folder / name) != expected[name]:
            raise StartupError(
                f"{folder / name} does not match its checksum in {MANIFEST}: replace the file "
                f"or unset {_DIR_SETTING}"
            )


class FlashRankReranker:
    """A FlashRank cross-encoder loaded from local files only.

    Scores are FlashRank's own: the sigmoid of the model's single relevance logit, in (0, 1)
    (softmax P(relevant) for two-label models). Loading takes well under a second; build it
    once in the lifespan.
    """

    def __init__(self, model_dir: Path, model_name: str, max_length: int) -> None:
        missing = missing_flashrank_file(model_dir, model_name)
        if missing is not None:
            raise StartupError(
                f"FlashRank model {model_name} is missing {missing}: install the model there "
                f"or unset {_DIR_SETTING} to rank without it"
            )
        verify_flashrank_files(model_dir / model_name, flashrank_files(model_name))
        from flashrank import Ranker

        # Ranker() calls logging.basicConfig(); keep the root logger as clinrag.log configured it.
        root = logging.getLogger()
        handlers, level = root.handlers[:], root.level
        try:
            self._ranker = Ranker(
                model_name=model_name, cache_dir=str(model_dir), max_length=max_length
            )
        except Exception as exc:
            first_line = (str(exc).splitlines() or [""])[0]
            raise StartupError(
                f"FlashRank model in {model_dir / model_name} failed to load "
                f"({type(exc).__name__}: {first_line}): replace its files or unset {_DIR_SETTING}"
            ) from exc
        finally:
            root.handlers[:] = handlers
            root.setLevel(level)
        self._name = f"flashrank:{model_name}"

    @property
    def name(self) -> str:
        return self._name

    def rerank(self, query: str, passages: Sequence[Passage]) -> list[float]:
        if not passages:
            return []  # FlashRank would hand ONNX Runtime an empty, shapeless batch.
        from flashrank import RerankRequest

        request = RerankRequest(
            query=query, passages=[{"id": i, "text": p.text} for i, p in enumerate(passages)]
        )
        # FlashRank returns the passages sorted by score: put each score back at its index.
        scores = [math.nan] * len(passages)
        for ranked in self._ranker.rerank(request):
            scores[int(ranked["id"])] = float(ranked["score"])
        if any(math.isnan(score) for score in scores):
            raise RetrievalError(f"{self._name} returned no score for some passages")
        return scores


class CosineReranker:
    """Opt-in fallback (``without_weights=cosine``): cosine re-scoring with the embedder,
    i.e. the cosine between the query's embedding and each chunk's stored embedding (same
    model, computed at ingest).

    Retrieval already computed that cosine in the database for every candidate, so this costs
    nothing; re-embedding the candidates' texts would give the same numbers at about 1.7 s per
    50 passages on these CPUs. It re-orders the fused list by semantic similarity alone.
    """

    def __init__(self, embedder_name: str) -> None:
        self._name = f"cosine:{embedder_name}"

    @property
    def name(self) -> str:
        return self._name

    def rerank(self, query: str, passages: Sequence[Passage]) -> list[float]:
        return [float(p.cosine) for p in passages]


def _incomplete_reason(model_dir: Path, model_name: str) -> dict[str, str] | None:
    """Why ``model_dir/model_name/`` cannot serve FlashRank (log fields), or None if complete."""
    flashrank_files(model_name)  # an unknown name is a configuration error, not a fallback
    folder = model_dir / model_name
    if not folder.is_dir():
        return {"reason": "folder_absent", "path": str(folder)}
    missing = missing_flashrank_file(model_dir, model_name)
    if missing is not None:
        return {"reason": "file_missing", "path": str(missing)}
    return None


NO_WEIGHTS = "none (no weights)"
"""What a retrieval records as its reranker when no cross-encoder ran and the fused order stands."""


def build_reranker(settings: RerankSettings, embedder: Embedder) -> Reranker | None:
    """FlashRank when its folder is complete; otherwise None (the fused order stands), or
    cosine re-scoring when ``without_weights`` asks for it, with one WARNING either way.

    The warning is per call: the composition root builds the reranker once per process, so it
    appears once at start-up. A missing folder or file falls back rather than stopping the
    service; files that are present but do not match their checksums or do not load (corrupt,
    wrong format) or an unknown model name raise StartupError, since that is a broken install,
    not an absent option.
    """
    model_dir, model_name = settings.flashrank_model_dir, settings.flashrank_model_name
    if model_dir is None:
        reason = {"reason": "not_configured"}
    else:
        incomplete = _incomplete_reason(model_dir, model_name)
        if incomplete is None:
            return FlashRankReranker(model_dir, model_name, settings.max_passage_tokens)
        reason = incomplete
    fallback = CosineReranker(embedder.model_name) if settings.without_weights == "cosine" else None
    log.warning(
        "rerank.fallback",
        reranker=NO_WEIGHTS if fallback is None else fallback.name,
        wanted=f"flashrank:{model_name}",
        **reason,
    )
    return fallback
