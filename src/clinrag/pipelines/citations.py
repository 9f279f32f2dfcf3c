"""The citation check: every [n] must name a passage that was given and that supports its
sentence.

Support is lexical: the share of the sentence's content words (stemmed, stop words and
placeholders left out, numbers kept because doses are facts) that occur in the cited passage.
It is cheap (no model call), explainable to a reviewer, and strict where hallucinations hurt:
a sentence that invents a dose or a drug fails it. A paraphrase that shares few words fails it
too; that costs recall on small models, which is the safe direction.

A sentence whose citations all fail is removed (it states a claim the evidence does not carry);
a sentence with no citation stays but lowers the confidence. An answer left with no supported
citation is replaced by the not-found statement.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from clinrag.pipelines.evidence import Passage
from clinrag.retrieval.analysis import analyze
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
    """Passage number -> support, for the citations that passed."""


@dataclass(frozen=True)
class CitationCheck:
    sentences: tuple[CheckedSentence, ...]
    removed_citations: int
    """Citations dropped: unknown numbers or unsupported."""
    removed_sentences: int
    uncited_sentences: int

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


def content_terms(text: str) -> set[str]:
    return set(analyze(PLACEHOLDER.sub(" ", _MARKER.sub(" ", text))))


def support(sentence: str, passage_terms: set[str]) -> float:
    terms = content_terms(sentence)
    if not terms:
        return 0.0
    return len(terms & passage_terms) / len(terms)


def check_citations(answer: str, passages: Sequence[Passage], threshold: float) -> CitationCheck:
    by_number = {p.number: content_terms(p.text.text) for p in passages}
    kept: list[CheckedSentence] = []
    removed_citations = removed_sentences = uncited = 0
    for sentence in split_sentences(answer):
        cited = tuple(dict.fromkeys(int(n) for n in _MARKER.findall(sentence)))
        if not cited:
            uncited += 1
            kept.append(CheckedSentence(sentence, (), {}))
            continue
        supported = {
            n: score
            for n in cited
            if n in by_number and (score := support(sentence, by_number[n])) >= threshold
        }
        removed_citations += len(cited) - len(supported)
        if not supported:
            removed_sentences += 1
            continue
        text = _keep_markers(sentence, set(supported))
        kept.append(CheckedSentence(text, cited, supported))
    return CitationCheck(tuple(kept), removed_citations, removed_sentences, uncited)


def _keep_markers(sentence: str, numbers: set[int]) -> str:
    kept = _MARKER.sub(lambda m: m.group() if int(m.group(1)) in numbers else "", sentence)
    return " ".join(kept.split())
