"""Token counting for chunk sizes, in the embedder's own word pieces.

Chunks are sized by the tokenizer that will read them: a chunk of at most 256 word pieces is
embedded whole by all-MiniLM-L6-v2, never silently truncated. Counts leave out the special
tokens ([CLS], [SEP]) the embedder adds, so the chunker's budget is for text only.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Protocol, runtime_checkable

from tokenizers import Tokenizer


class TokenCounter(Protocol):
    def count(self, text: str) -> int: ...


@runtime_checkable
class BatchTokenCounter(TokenCounter, Protocol):
    """A counter that can also count many texts in one call (much faster for the chunker)."""

    def count_many(self, texts: Sequence[str]) -> list[int]: ...


class WordPieceCounter:
    """Counts with a Hugging Face ``tokenizer.json`` (WordPiece for the packaged embedder)."""

    def __init__(self, tokenizer_path: Path) -> None:
        self._tokenizer = Tokenizer.from_file(str(tokenizer_path))
        # The file ships with truncation and padding to 128; either would make counts lie.
        self._tokenizer.no_truncation()
        self._tokenizer.no_padding()

    def count(self, text: str) -> int:
        return len(self._tokenizer.encode(text, add_special_tokens=False).ids)

    def count_many(self, texts: Sequence[str]) -> list[int]:
        if not texts:
            return []
        encodings = self._tokenizer.encode_batch_fast(list(texts), add_special_tokens=False)
        return [len(encoding.ids) for encoding in encodings]


def count_all(counter: TokenCounter, texts: Sequence[str]) -> list[int]:
    """Counts for ``texts``, in one batch when the counter supports it."""
    if isinstance(counter, BatchTokenCounter):
        return counter.count_many(texts)
    return [counter.count(text) for text in texts]
