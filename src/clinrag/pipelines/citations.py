"""The citation check: every [n] must name a passage that was given and that supports its
sentence, and no sentence may contradict what it cites.

Each citation is judged by ``claim_support``: lexical support (the share of the sentence's
content words, stemmed, stop words and placeholders left out, numbers kept, that occur in the
passage), semantic similarity to the passage's best-matching sentence, and consistency with it
(no-difference, negation, direction of effect; numbers, units and drug names). The claims and
the cited passages' sentences are embedded in one call per check.

A citation that does not support its sentence is removed; a sentence whose citations all fail
is removed (it states a claim the evidence does not carry); a sentence that contradicts any
passage it cites is removed whatever its other citations say, and counted apart. A sentence
with no citation stays but lowers the confidence. An answer left with no supported citation is
replaced by the not-found statement. When the embedder fails the check fails with it, so no
unchecked sentence ships.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from clinrag.pipelines.claim_support import (
    SupportRule,
    assess,
    embed_all,
    fact_conflict,
    lexical_support,
    terms,
)
from clinrag.pipelines.evidence import Passage
from clinrag.retrieval.embedding import Embedder
from clinrag.security.redaction import PLACEHOLDER

_MARKER = re.compile(r"\[(\d{1,3})\]")
_MARKERS_AT_START = re.compile(r"^((?:\s*\[\d{1,3}\])+)")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\[A-Z0-9(\"'<])")


@dataclass(frozen=True)
class CheckedSentence:
    text: str
    """The sentence with only its supported citations kept."""
    cited: tuple[int, ...]
    supported: dict[int, float]
    """Passage number -> lexical support, for the citations that passed."""
    similarity: dict[int, float] = field(default_factory=dict)
    """Passage number -> cosine to its best sentence, for the citations that passed."""


@dataclass(frozen=True)
class CitationCheck:
    sentences: tuple[CheckedSentence, ...]
    removed_citations: int
    """Citations dropped: unknown numbers or unsupported."""
    removed_sentences: int
    """Sentences removed: unsupported or contradicting."""
    uncited_sentences: int
    contradicted_sentences: int = 0
    """Of the removed sentences, those that contradict a passage they cite."""

    @property
    def text(self) -> str:
        return " ".join(s.text for s in self.sentences).strip()

    @property
    def supported_numbers(self) -> list[int]:
        return sorted({n for s in self.sentences for n in s.supported})

    @property
    def claim_sentences(self) -> int:
        return len(self.sentences)

    @property
    def covered_sentences(self) -> int:
        return sum(bool(s.supported) for s in self.sentences)

    def support_of(self, number: int) -> float:
        return max(
            (s.supported[number] for s in self.sentences if number in s.supported), default=0.0
        )


def split_sentences(text: str) -> list[str]:
    """Sentences with their citation markers; markers written after the full stop
    ("... daily. [2] Next") belong to the sentence before them."""
    parts = [p.strip() for p in _SENTENCE_END.split(text.strip()) if p.strip()]
    sentences: list[str] = []
    for part in parts:
        leading = _MARKERS_AT_START.match(part)
        if leading and sentences:
            sentences[-1] = f"{sentences[-1]} {leading.group(1).strip()}"
            part = part[leading.end() :].strip()
        if part:
            sentences.append(part)
    return sentences


def content_terms(text: str) -> frozenset[str]:
    return terms(_claim_text(text))


def support(sentence: str, passage_terms: frozenset[str]) -> float:
    return lexical_support(content_terms(sentence), passage_terms)


def _claim_text(text: str) -> str:
    return " ".join(PLACEHOLDER.sub(" ", _MARKER.sub(" ", text)).split())


def check_citations(
    answer: str, passages: Sequence[Passage], rule: SupportRule, embedder: Embedder
) -> CitationCheck:
    """CPU-bound (one embedder call): async callers run it off the event loop."""
    sentences = split_sentences(answer)
    citing = [tuple(dict.fromkeys(int(n) for n in _MARKER.findall(s))) for s in sentences]
    given = {p.number: p for p in passages}
    numbers = sorted({n for cited in citing for n in cited if n in given})
    claims = [_claim_text(s) for s, cited in zip(sentences, citing, strict=True) if cited]
    vectors, prepared = embed_all(
        embedder, claims, [_claim_text(given[n].text.text) for n in numbers]
    )
    evidence = dict(zip(numbers, prepared, strict=True))
    kept: list[CheckedSentence] = []
    removed_citations = removed_sentences = uncited = contradicted = 0
    claim_vectors = iter(vectors)
    for sentence, cited in zip(sentences, citing, strict=True):
        if not cited:
            uncited += 1
            kept.append(CheckedSentence(sentence, (), {}))
            continue
        claim, vector = _claim_text(sentence), next(claim_vectors)
        known = [n for n in cited if n in evidence]
        facts = fact_conflict(claim, [evidence[n] for n in known]) if known else None
        supported: dict[int, float] = {}
        similarity: dict[int, float] = {}
        verdicts = []
        for n in known:
            assessment = assess(claim, vector, evidence[n])
            verdict = rule.verdict(assessment, facts)
            verdicts.append(verdict)
            if verdict == "supported":
                supported[n] = assessment.lexical
                similarity[n] = assessment.similarity
        if "contradicted" in verdicts:
            removed_citations += len(cited)
            removed_sentences += 1
            contradicted += 1
            continue
        removed_citations += len(cited) - len(supported)
        if not supported:
            removed_sentences += 1
            continue
        text = _keep_markers(sentence, set(supported))
        kept.append(CheckedSentence(text, cited, supported, similarity))
    return CitationCheck(tuple(kept), removed_citations, removed_sentences, uncited, contradicted)


def _keep_markers(sentence: str, numbers: set[int]) -> str:
    kept = _MARKER.sub(lambda m: m.group() if int(m.group(1)) in numbers else "", sentence)
    return " ".join(kept.split())
